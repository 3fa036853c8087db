#!/usr/bin/env python3
"""leakwatch's benchmark: the parse floor against leakwatch, whole process against whole process, on real Swift
code from the local package mirrors (when the machine has them) and on generated iOS-style corpora with a known
set of planted leaks; then where leakwatch's time goes (`--timings`), warm against cold, one thread against all,
and the peak memory of huge files. Every leakwatch run of a corpus must print the same report, and with
--reference the same report as another build. Prints figures only; nothing here asserts a time.

Usage: python3 scripts/bench.py [--lines 1000000] [--runs 3] [--work /tmp/leakwatch-bench] [--scale] [--stress]
                                [--reference OTHER-LEAKWATCH]
"""
import argparse
import hashlib
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
BIN = os.path.join(ROOT, ".build", "release")
LEAKWATCH = os.path.join(BIN, "leakwatch")
MIRRORS = "/opt/swift-packages"
MIRROR_REPOS = [("apple/swift-nio", None), ("vapor/vapor", None), ("swiftlang/swift-syntax", "603.0.1"),
                ("OpenCombine/OpenCombine", None)]


def run(command):
    """Runs a command; returns (wall seconds, peak resident MB, exit status, stdout bytes, stderr text)."""
    with tempfile.TemporaryFile() as out, tempfile.TemporaryFile() as err:
        start = time.perf_counter()
        process = subprocess.Popen(command, cwd=ROOT, stdout=out, stderr=err)
        _, status, usage = os.wait4(process.pid, 0)
        wall = time.perf_counter() - start
        process.returncode = os.waitstatus_to_exitcode(status)
        out.seek(0)
        err.seek(0)
        return wall, usage.ru_maxrss / 1024.0, process.returncode, out.read(), err.read().decode("utf-8", "replace")


def build():
    subprocess.run(["swift", "build", "-c", "release", "--product", "leakwatch"], cwd=ROOT, check=True,
                   stdout=subprocess.DEVNULL)
    subprocess.run(["swift", "build", "-c", "release", "--product", "parse-floor"], cwd=ROOT, check=True,
                   stdout=subprocess.DEVNULL)


def mirror_corpus(work):
    if not os.path.isdir(MIRRORS):
        print("bench: no package mirrors on this machine (%s); the real-code corpus is skipped" % MIRRORS)
        return None
    target = os.path.join(work, "mirrors")
    if os.path.isdir(target):
        return target
    os.makedirs(target)
    for repo, tag in MIRROR_REPOS:
        git_dir = os.path.join(MIRRORS, repo + ".git")
        if not os.path.isdir(git_dir):
            continue
        if tag is None:
            tags = subprocess.run(["git", "--git-dir", git_dir, "tag", "--sort=version:refname"],
                                  capture_output=True, text=True).stdout.split()
            tag = tags[-1] if tags else "HEAD"
        folder = os.path.join(target, repo.split("/")[1])
        os.makedirs(folder)
        archive = subprocess.Popen(["git", "--git-dir", git_dir, "archive", tag], stdout=subprocess.PIPE)
        subprocess.run(["tar", "-x", "-C", folder], stdin=archive.stdout, check=True)
        archive.wait()
    return target


def generated_corpus(work, lines, objc_share):
    target = os.path.join(work, "generated-%d" % lines)
    if not os.path.isdir(target):
        subprocess.run([sys.executable, os.path.join(ROOT, "scripts", "generate-corpus.py"), "--out", target,
                        "--lines", str(lines), "--objc-share", str(objc_share), "--seed", "5",
                        "--leakwatch", LEAKWATCH], check=True)
    return target


class Outputs:
    """Every report of one corpus must be the same, and the same as the reference build's when one is given."""

    def __init__(self, name, reference):
        self.name, self.reference, self.digests = name, reference, {}

    def add(self, label, stdout):
        self.digests.setdefault(hashlib.sha256(stdout).hexdigest(), []).append(label)

    def verdict(self, corpus):
        if self.reference:
            _, _, _, out, _ = run([self.reference, "--quiet", "--format", "json", "--no-cache", corpus])
            self.add("reference", out)
        if len(self.digests) == 1:
            return "reports identical (%d runs%s)" % (
                sum(len(v) for v in self.digests.values()), ", reference build included" if self.reference else "")
        return "REPORTS DIFFER: " + " / ".join(",".join(labels) for labels in self.digests.values())


def floor_figures(stdout):
    return {key: float(value) for key, value in (item.split("=") for item in stdout.decode().split())}


def first_swift_file(corpus):
    """The first Swift file in path order: the one a "one file changed" run edits (and restores)."""
    for folder, _, files in sorted(os.walk(corpus)):
        for name in sorted(files):
            if name.endswith(".swift"):
                return os.path.join(folder, name)
    raise SystemExit("bench: no Swift file in " + corpus)


def measure(name, corpus, options):
    """Floor and leakwatch --no-cache alternate run by run, so that both see the same load."""
    leakwatch = [LEAKWATCH, "--quiet", "--format", "json"]
    outputs = Outputs(name, options.reference)
    floors, visits, cold_runs = [], [], []
    for index in range(options.runs):
        wall, _, _, out, _ = run([os.path.join(BIN, "parse-floor"), corpus])
        floors.append((wall, floor_figures(out)))
        wall, _, _, _, _ = run([os.path.join(BIN, "parse-floor"), "--visit", corpus])
        visits.append(wall)
        wall, peak, _, out, _ = run(leakwatch + ["--no-cache", corpus])
        cold_runs.append((wall, peak))
        outputs.add("no-cache %d" % index, out)
    floor = statistics.median(w for w, _ in floors)
    figures = sorted(floors)[len(floors) // 2][1]
    no_cache = statistics.median(w for w, _ in cold_runs)
    cache = os.path.join(options.work, "cache")
    shutil.rmtree(cache, ignore_errors=True)
    wall, _, _, out, _ = run(leakwatch + ["--cache-dir", cache, corpus])
    outputs.add("cache write", out)
    warms = []
    for index in range(options.runs):
        wall, _, _, out, _ = run(leakwatch + ["--cache-dir", cache, corpus])
        warms.append(wall)
        outputs.add("warm %d" % index, out)
    # One file changed: the facts of the others come from the cache, the index and the rules run again.
    changed_file = first_swift_file(corpus)
    original = open(changed_file, "rb").read()
    changed = []
    try:
        for index in range(options.runs):
            with open(changed_file, "wb") as out:
                out.write(original + b"\n// leakwatch bench: edit %d\n" % index)
            wall, _, _, _, _ = run(leakwatch + ["--cache-dir", cache, corpus])
            changed.append(wall)
    finally:
        with open(changed_file, "wb") as out:
            out.write(original)
    ones = []
    for index in range(options.runs):
        wall, _, _, out, _ = run(leakwatch + ["--no-cache", "--jobs", "1", corpus])
        ones.append(wall)
        outputs.add("1 thread %d" % index, out)
    warm, one = statistics.median(warms), statistics.median(ones)
    phases = figures["startup_seconds"] + figures["discover_seconds"] + figures["read_seconds"] + figures["parse_seconds"]
    print("%s: %d files, %d lines, %.1f MB" % (name, figures["files"], figures["lines"], figures["bytes"] / 1e6))
    print("  floor     %6.2f s whole process (start %.2f + discover %.2f + read %.2f + parse %.2f = %.2f; exit and"
          " the rest %.2f)" % (floor, figures["startup_seconds"], figures["discover_seconds"], figures["read_seconds"],
                               figures["parse_seconds"], phases, floor - phases))
    print("  floor and an empty visitor %.2f s whole process: %.2f x the floor (every node visited, nothing recorded)"
          % (statistics.median(visits), statistics.median(visits) / floor))
    print("  leakwatch %6.2f s whole process, --no-cache, %d threads: %.2f x the floor; peak %.0f MB; %.0f lines/s"
          % (no_cache, os.cpu_count(), no_cache / floor, max(p for _, p in cold_runs), figures["lines"] / no_cache))
    print("  warm cache %5.2f s (%.0f%% of cold); one file changed %.2f s (%.0f%%); 1 thread %.2f s (2 threads %.2fx"
          " faster)" % (warm, 100 * warm / no_cache, statistics.median(changed),
                        100 * statistics.median(changed) / no_cache, one, one / no_cache))
    _, _, _, out, err = run(leakwatch + ["--no-cache", "--timings", corpus])
    outputs.add("timings", out)
    print("\n".join("  | " + line for line in err.splitlines() if not line.startswith("leakwatch: timings")))
    phases = timing_phases(err)
    after = sum(phases.get(name, 0.0) for name in AFTER_FILES_PHASES)
    if phases.get("total") and phases.get("parse"):
        print("  after the files phase (%s): %.2f s, %.0f%% of the wall time; walk / parse %.2f (thread-seconds)"
              % (", ".join(AFTER_FILES_PHASES), after, 100 * after / phases["total"], phases["walk"] / phases["parse"]))
    print("  " + outputs.verdict(corpus))
    return len(outputs.digests) == 1


# The phases of `--timings` that come after the files phase and run once per analysis, whatever the file count.
AFTER_FILES_PHASES = ["index", "model", "rules", "suppressions", "fixes", "baseline", "report", "other"]


def timing_phases(stderr):
    """The seconds of each phase of a `--timings` table, by name ("cache read", "walk", "total")."""
    phases = {}
    for line in stderr.splitlines():
        words = line.split()
        for count in range(1, len(words)):
            try:
                seconds = float(words[count])
            except ValueError:
                continue
            phases[" ".join(words[:count])] = seconds
            break
    return phases


def measure_lsp(mirrors, options):
    """The language server on swift-syntax and vapor: the latency of diagnostics after one-file edits."""
    workspace = os.path.join(options.work, "lsp-workspace")
    if not os.path.isdir(workspace):
        os.makedirs(workspace)
        for name in ("swift-syntax", "vapor"):
            if os.path.isdir(os.path.join(mirrors, name)):
                shutil.copytree(os.path.join(mirrors, name), os.path.join(workspace, name))
    result = subprocess.run([sys.executable, os.path.join(ROOT, "scripts", "lsp-latency.py"), LEAKWATCH, workspace,
                             "--edits", "40"], capture_output=True, text=True)
    print("language server, swift-syntax and vapor:")
    print("\n".join("  " + line for line in (result.stdout + result.stderr).splitlines()))


def measure_objc(corpus, options):
    """The Objective-C files alone: libclang's parse with the analysis's own arguments against the analysis."""
    config = os.path.join(options.work, "objc-only.yml")
    with open(config, "w") as out:
        out.write('included: ["**/*.m", "**/*.mm", "**/*.h"]\n')
    floors, analyses = [], []
    figures = {}
    for _ in range(options.runs):
        wall, _, _, out, _ = run([os.path.join(BIN, "parse-floor"), "--objc", corpus])
        floors.append(wall)
        figures = floor_figures(out)
        wall, _, _, _, _ = run([LEAKWATCH, "--quiet", "--no-cache", "--format", "json", "--config", config, corpus])
        analyses.append(wall)
    if not figures.get("files"):
        return
    floor, analysis = statistics.median(floors), statistics.median(analyses)
    print("  Objective-C only: %d files, %d lines: clang floor %.2f s, analysis %.2f s: %.2f x the floor"
          % (figures["files"], figures["lines"], floor, analysis, analysis / floor))


def check_planted(corpus):
    """The generated corpus lists every leak it planted, file and line; leakwatch must report exactly those."""
    manifest = json.load(open(os.path.join(corpus, "manifest.json")))
    _, _, _, out, _ = run([LEAKWATCH, "--quiet", "--no-cache", "--format", "json", corpus])
    report = json.loads(out)
    prefix = corpus.rstrip("/") + "/"
    found = {(f["rule"], f["file"][len(prefix):] if f["file"].startswith(prefix) else f["file"], f["line"])
             for f in report["findings"]}
    expected = {(leak["rule"], leak["file"], leak["line"]) for leak in manifest["leaks"]}
    missing, extra = sorted(expected - found), sorted(found - expected)
    print("  planted leaks: %d expected, %d reported, %d missing, %d unexpected%s" % (
        len(expected), len(found), len(missing), len(extra), "" if missing or extra else ": exact"))
    for item in (missing + extra)[:10]:
        print("    %s %s:%d" % item)
    return not missing and not extra


def stress(options):
    """Files that must not crash or stall the run: 5 MB of Swift, 10,000 nested closures and parentheses (the
    parentheses are refused with a reason, exit 2), one very long line."""
    folder = os.path.join(options.work, "stress")
    shutil.rmtree(folder, ignore_errors=True)
    os.makedirs(folder)
    block = "final class Screen%d {\n    var cancellables = Set<AnyCancellable>()\n    func bind() {\n" \
            "        publisher.sink { [weak self] value in self?.render(value) }.store(in: &cancellables)\n    }\n" \
            "    func render(_ value: Int) {}\n}\n"
    with open(os.path.join(folder, "Huge.swift"), "w") as out:
        index = 0
        while out.tell() < 5_000_000:
            out.write(block % index)
            index += 1
    with open(os.path.join(folder, "DeepClosures.swift"), "w") as out:
        out.write("let x = " + "{ " * 10_000 + "1" + " }" * 10_000 + "\n")
    with open(os.path.join(folder, "DeepParentheses.swift"), "w") as out:
        out.write("let y = " + "(" * 10_000 + "1" + ")" * 10_000 + "\n")
    with open(os.path.join(folder, "LongLine.swift"), "w") as out:
        out.write("let z = [" + ", ".join(str(i) for i in range(200_000)) + "]\n")
    for name in sorted(os.listdir(folder)):
        path = os.path.join(folder, name)
        wall, peak, status, _, _ = run([LEAKWATCH, "--quiet", "--no-cache", "--format", "text", path])
        print("stress %-22s %6.1f MB  %5.2f s  peak %5.0f MB  exit %d" % (
            name, os.path.getsize(path) / 1e6, wall, peak, status))


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--lines", type=int, default=1_000_000)
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--work", default="/tmp/leakwatch-bench")
    parser.add_argument("--scale", action="store_true", help="also 100k and 300k lines")
    parser.add_argument("--stress", action="store_true", help="also huge, deep and long files")
    parser.add_argument("--reference", help="another leakwatch binary whose reports must be the same")
    parser.add_argument("--no-build", action="store_true", help="use the release binaries as they are")
    options = parser.parse_args()
    os.makedirs(options.work, exist_ok=True)
    if not options.no_build:
        build()
    load = os.getloadavg()[0]
    print("machine: %d cores, load average %.1f at the start; medians of %d runs; peak = largest resident set"
          % (os.cpu_count(), load, options.runs))
    ok = True
    mirrors = mirror_corpus(options.work)
    if mirrors:
        ok = measure("mirrors (real Swift)", mirrors, options) and ok
        measure_lsp(mirrors, options)
    sizes = [100_000, 300_000, options.lines] if options.scale else [options.lines]
    for lines in sizes:
        corpus = generated_corpus(options.work, lines, 0.1)
        ok = measure("generated %dk" % (lines // 1000), corpus, options) and ok
        measure_objc(corpus, options)
        ok = check_planted(corpus) and ok
    if options.stress:
        stress(options)
    print("machine load average %.1f at the end" % os.getloadavg()[0])
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
