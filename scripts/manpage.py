#!/usr/bin/env python3
"""Writes leakwatch's man page (roff) to standard output, generated from the binary's own help.

Usage: manpage.py BINARY

The argument parser describes every command, option and default as JSON (`--experimental-dump-help`);
this renders that description, so the man page says exactly what `--help` says.
"""
import json
import subprocess
import sys


def roff(text):
    """Escapes text for roff: backslashes, dashes, and a leading period or quote."""
    text = (text or "").replace("\\", "\\e").replace("-", "\\-")
    lines = []
    for line in text.split("\n"):
        lines.append("\\&" + line if line.startswith((".", "'")) else line)
    return "\n".join(lines)


def option_label(argument):
    names = argument.get("names") or []
    parts = []
    for name in names:
        dashes = "--" if name.get("kind") == "long" else "-"
        parts.append("\\fB" + roff(dashes + name["name"]) + "\\fR")
    label = ", ".join(parts) if parts else "\\fI" + roff(argument.get("valueName", "")) + "\\fR"
    if argument.get("kind") == "option":
        label += " \\fI" + roff("<" + argument.get("valueName", "value") + ">") + "\\fR"
    if argument.get("isRepeating"):
        label += " ..."
    return label


def render_arguments(arguments):
    out = []
    for argument in arguments:
        if not argument.get("shouldDisplay", True):
            continue
        out.append(".TP")
        out.append(option_label(argument))
        text = roff(argument.get("abstract", ""))
        default = argument.get("defaultValue")
        if default and "default" not in (argument.get("abstract") or ""):
            text += " (default: " + roff(default) + ")"
        out.append(text)
        if argument.get("discussion"):
            out.append(roff(argument["discussion"] if isinstance(argument["discussion"], str) else ""))
    return out


def render_command(command, path, out):
    name = " ".join(path)
    if len(path) > 1:
        out.append(".SS " + roff(name))
        out.append(roff(command.get("abstract", "")))
        if command.get("discussion"):
            out.append(".PP")
            out.append(roff(command["discussion"]))
    arguments = command.get("arguments") or []
    if path[-1] == "analyze":
        arguments = []  # its options are the OPTIONS section above
    if any(a.get("shouldDisplay", True) for a in arguments):
        out.extend(render_arguments(arguments))
    for sub in command.get("subcommands") or []:
        if sub.get("shouldDisplay", True) and sub.get("commandName") != "help":
            render_command(sub, path + [sub["commandName"]], out)


def main():
    binary = sys.argv[1]
    info = json.loads(subprocess.run([binary, "--experimental-dump-help"], check=True, capture_output=True, text=True).stdout)
    version = subprocess.run([binary, "--version"], check=True, capture_output=True, text=True).stdout.strip()
    root = info["command"]
    out = [
        '.TH LEAKWATCH 1 "" "leakwatch ' + roff(version) + '" "User Commands"',
        ".SH NAME",
        "leakwatch \\- " + roff(root.get("abstract", "")),
        ".SH SYNOPSIS",
        ".B leakwatch",
        "[\\fIcommand\\fR] [\\fIoptions\\fR] [\\fIpaths\\fR ...]",
    ]
    if root.get("discussion"):
        out += [".SH DESCRIPTION", roff(root["discussion"])]
    default = next((s for s in root.get("subcommands") or [] if s.get("commandName") == "analyze"), None)
    if default:
        out += [".SH OPTIONS", roff("Options of the default command, analyze:")]
        out.extend(render_arguments(default.get("arguments") or []))
    out.append(".SH COMMANDS")
    for sub in root.get("subcommands") or []:
        if sub.get("shouldDisplay", True) and sub.get("commandName") != "help":
            render_command(sub, ["leakwatch", sub["commandName"]], out)
    out += [".SH SEE ALSO", "The README of leakwatch: rules, configuration, suppressions, baselines and plugins."]
    print("\n".join(out))


if __name__ == "__main__":
    main()
