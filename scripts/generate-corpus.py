#!/usr/bin/env python3
"""Generate a deterministic iOS-style source tree with planted observer leaks, for leakwatch's benchmark.

    python3 scripts/generate-corpus.py --out DIR --lines N [--seed S] [--objc-share 0.1] [--leakwatch BIN]

The code is data, under scripts/corpus/: file templates of real-looking features (view controller, view
model, service, coordinator, models; an Objective-C header, controller and sync monitor) with @@slots, the
observer snippets the slots take in (planted leaks and correct look-alikes, snippets.txt) and plain logic that
pads files to their length (filler.txt). This script only picks and fills them in. About one leak per 2,000
lines is planted, each exactly one finding of one rule; the rule ids come from `leakwatch rules`, so a rule
without snippets is reported rather than silently missed. DIR/manifest.json records the totals and every
planted leak with the file and line leakwatch must report. The same arguments give byte-identical output.
"""

import argparse
import json
import os
import random
import re
import shutil
import subprocess
import sys

DATA = os.path.join(os.path.dirname(os.path.abspath(__file__)), "corpus")
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
MARK = "\u27e6\u27e7"  # ⟦⟧ ends the line a planted leak is reported on
LINES_PER_LEAK = 2000
MIN_FILE, MAX_FILE = 150, 600
PLACEHOLDER = re.compile(r"\{\{(\w+)\}\}")


def blocks(path):
    """The '=== HEADER' blocks of a snippet or filler file: (header words, {slot: lines})."""
    result, sections, slot = [], None, None
    for line in open(path, encoding="utf-8").read().split("\n"):
        if line.startswith("==="):
            sections, slot = {}, "fill"
            result.append((line[3:].split(), sections))
        elif sections is None:
            continue  # the comment at the top
        elif line.startswith("-- "):
            slot = line[3:].strip()
        else:
            sections.setdefault(slot, []).append(line)
    for _, sections in result:
        for lines in sections.values():
            while lines and not lines[-1].strip():
                lines.pop()
    return result


class Language:
    """One language's templates, snippets and filler."""

    def __init__(self, folder, rule_ids):
        self.key, self.templates = folder, []
        for name in sorted(os.listdir(os.path.join(DATA, folder))):
            if name.endswith(".tpl"):
                lines = open(os.path.join(DATA, folder, name), encoding="utf-8").read().rstrip("\n").split("\n")
                kind, path = lines[0].split("kind: ")[1], lines[1].split("path: ")[1]
                self.templates.append((kind, path, lines[2:]))
        self.leaks, self.quiet = {}, []
        for header, sections in blocks(os.path.join(DATA, folder, "snippets.txt")):
            hosts = set(header[header.index("|") + 1:])
            if header[0] == "leak":
                if header[1] not in rule_ids:
                    sys.exit(f"generate-corpus: {folder}/snippets.txt plants '{header[1]}', which leakwatch does not know")
                self.leaks.setdefault(header[1], []).append((hosts, sections))
            else:
                self.quiet.append((hosts, sections))
        self.filler = [(header[0], sections["fill"]) for header, sections in blocks(os.path.join(DATA, folder, "filler.txt"))]
        self.rules = [rule for rule in rule_ids if rule in self.leaks]
        slots = {kind: {line.strip()[2:] for line in lines if line.strip().startswith("@@")}
                 for kind, _, lines in self.templates}
        for hosts, sections in [s for snippets in self.leaks.values() for s in snippets] + self.quiet:
            for host in hosts:
                if host not in slots or not set(sections) <= slots[host]:
                    sys.exit(f"generate-corpus: a {folder} snippet for '{host}' uses slots {sorted(sections)}, "
                             f"the template has {sorted(slots.get(host, []))}")


class Feature:
    """The names one feature's files share, and the random values its templates ask for."""

    def __init__(self, name, entity, domain, rng):
        _, noun, title, detail, path = domain
        self.rng, self.counts = rng, {}
        self.values = {"F": name, "f": name[0].lower() + name[1:], "E": entity, "e": noun.lower(),
                       "es": noun.lower() + "s", "Title": re.sub(r"(?<=[a-z])(?=[A-Z])", " ", name),
                       "title": title, "detail": detail, "path": path}

    def fill(self, lines, words, piece=None):
        if piece is not None:
            self.counts[piece] = self.counts.get(piece, 0) + 1
        k = "" if piece is None or self.counts[piece] == 1 else str(self.counts[piece])
        random_values = {"seconds": lambda: str(self.rng.choice([15, 30, 60, 120, 300])),
                         "limit": lambda: str(self.rng.choice([20, 50, 80, 120])),
                         "Word": lambda: self.rng.choice(words), "epoch": lambda: str(self.rng.randrange(1_600_000_000, 1_800_000_000)),
                         "modulo": lambda: str(self.rng.randint(2, 7)), "k": lambda: k}

        def value(match):
            key = match.group(1)
            return self.values[key] if key in self.values else random_values[key]()
        return [PLACEHOLDER.sub(value, line) for line in lines]


class Corpus:
    def __init__(self, seed, rule_ids, words, domains, qualifiers):
        self.rng, self.rule_ids, self.words = random.Random(seed), rule_ids, words
        self.pool = [(qualifier, domain) for domain in domains for qualifier in qualifiers]
        self.rng.shuffle(self.pool)
        self.taken, self.files, self.leaks = 0, [], []
        self.lines = {"swift": 0, "objc": 0}
        self.pending = {"swift": [], "objc": []}
        self.planted = {"swift": 0, "objc": 0}

    def feature(self):
        qualifier, domain = self.pool[self.taken % len(self.pool)]
        round_suffix = "" if self.taken < len(self.pool) else str(self.taken // len(self.pool) + 1)
        self.taken += 1
        return Feature(qualifier + domain[0] + round_suffix, qualifier + domain[1] + round_suffix, domain, self.rng)

    def next_rule(self, language, kind, budget_after):
        """The rule to plant in this file, if the corpus is behind one leak per LINES_PER_LEAK lines."""
        if self.planted[language.key] >= budget_after // LINES_PER_LEAK:
            return None
        pending = self.pending[language.key]
        if not pending:
            pending.extend(language.rules)
            self.rng.shuffle(pending)
        for rule in pending:
            if any(kind in hosts for hosts, _ in language.leaks[rule]):
                pending.remove(rule)
                self.planted[language.key] += 1
                return rule
        return None

    def write_file(self, language, feature, kind, path, template, target):
        rule = self.next_rule(language, kind, self.lines[language.key] + target)
        chosen = []
        if rule:
            chosen.append(self.rng.choice([s for hosts, s in language.leaks[rule] if kind in hosts]))
        quiet = [s for hosts, s in language.quiet if kind in hosts]
        chosen += self.rng.sample(quiet, min(len(quiet), self.rng.randint(1, 3)))
        slots = {}
        for sections in chosen:
            for slot, lines in sections.items():
                slots.setdefault(slot, []).extend(feature.fill(lines, self.words))
        has = {line.strip()[2:] for line in template if line.strip().startswith("@@")}
        pieces = [(index, slot, lines) for index, (slot, lines) in enumerate(language.filler) if slot in has]
        length = len(template) + sum(len(lines) for lines in slots.values())
        while pieces and length < target:
            index, slot, lines = self.rng.choice(pieces)
            filled = feature.fill(lines, self.words, piece=index)
            slots.setdefault(slot, []).extend(filled)
            length += len(filled)
        out = []
        for line in feature.fill(template, self.words):
            if line.strip().startswith("@@"):
                indent = line[:len(line) - len(line.lstrip())]
                out += [indent + item if item else "" for item in slots.get(line.strip()[2:], [])]
            else:
                out.append(line)
        path = feature.fill([path], self.words)[0]
        for number, line in enumerate(out, 1):
            if line.endswith(MARK):
                out[number - 1] = line[:-len(MARK)]
                self.leaks.append({"rule": rule, "file": path, "line": number, "language": language.key})
        self.files.append((path, "\n".join(line.rstrip() for line in out) + "\n"))
        self.lines[language.key] += len(out)

    def build(self, language, budget):
        while self.lines[language.key] < budget:
            feature = self.feature()
            for kind, path, template in language.templates:
                if self.lines[language.key] >= budget:
                    break
                target = int(self.rng.triangular(MIN_FILE, MAX_FILE, MIN_FILE))
                self.write_file(language, feature, kind, path, template, target)

    def manifest(self):
        def count(language=None):
            counts = {rule: 0 for rule in self.rule_ids}
            for leak in self.leaks:
                if language in (None, leak["language"]):
                    counts[leak["rule"]] += 1
            return counts
        swift_files = sum(1 for path, _ in self.files if path.endswith(".swift"))
        return {"files": len(self.files), "lines": self.lines["swift"] + self.lines["objc"],
                "swift_files": swift_files, "objc_files": len(self.files) - swift_files,
                "swift_lines": self.lines["swift"], "objc_lines": self.lines["objc"], "planted": count(),
                "planted_swift": count("swift"), "planted_objc": count("objc"),
                "leaks": sorted(self.leaks, key=lambda leak: (leak["file"], leak["line"]))}


def rule_ids(leakwatch):
    """The rule ids `leakwatch rules` lists, in its order."""
    try:
        listing = subprocess.run([leakwatch, "rules"], capture_output=True, text=True, check=True).stdout
    except (OSError, subprocess.CalledProcessError) as error:
        sys.exit(f"generate-corpus: cannot list the rules with {leakwatch} ({error}); build it or pass --leakwatch")
    return [line.split()[0] for line in listing.splitlines() if line.strip()]


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--out", required=True, help="output folder (a previous corpus there is replaced)")
    parser.add_argument("--lines", required=True, type=int, help="about how many lines to write")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--objc-share", type=float, default=0.0, help="fraction of the lines in Objective-C")
    parser.add_argument("--leakwatch", default=None, help="the binary whose rules are planted")
    options = parser.parse_args()
    if options.lines <= 0 or not 0 <= options.objc_share <= 1:
        parser.error("--lines must be positive and --objc-share between 0 and 1")
    binary = options.leakwatch or next((candidate for candidate in (
        os.path.join(ROOT, ".build", "release", "leakwatch"), os.path.join(ROOT, ".build", "debug", "leakwatch"))
        if os.path.exists(candidate)), "leakwatch")
    ids = rule_ids(binary)
    vocabulary = json.load(open(os.path.join(DATA, "vocabulary.json"), encoding="utf-8"))
    corpus = Corpus(options.seed, ids, vocabulary["words"], vocabulary["domains"], vocabulary["qualifiers"])
    languages = [Language("swift", ids), Language("objc", ids)]
    objc_budget = int(round(options.lines * options.objc_share))
    corpus.build(languages[0], options.lines - objc_budget)
    corpus.build(languages[1], objc_budget)
    unplanted = [rule for rule in ids if not any(rule in language.rules for language in languages)]
    if unplanted:
        print(f"generate-corpus: no snippets plant {', '.join(unplanted)}", file=sys.stderr)

    if os.path.exists(options.out) and os.listdir(options.out):
        if not os.path.isfile(os.path.join(options.out, "manifest.json")):
            parser.error(f"{options.out} is not empty and holds no manifest.json; refusing to replace it")
        shutil.rmtree(options.out)
    for path, text in corpus.files:
        os.makedirs(os.path.dirname(os.path.join(options.out, path)), exist_ok=True)
        with open(os.path.join(options.out, path), "w", encoding="utf-8", newline="\n") as handle:
            handle.write(text)
    manifest = corpus.manifest()
    with open(os.path.join(options.out, "manifest.json"), "w", encoding="utf-8", newline="\n") as handle:
        json.dump(manifest, handle, indent=2)
        handle.write("\n")
    print(f"{manifest['files']} files, {manifest['lines']} lines ({manifest['swift_files']} Swift, "
          f"{manifest['objc_files']} Objective-C), {len(corpus.leaks)} planted leaks -> {options.out}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
