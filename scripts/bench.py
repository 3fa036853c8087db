#!/usr/bin/env python3
"""leakwatch's benchmark: the parse floor, a cold and a warm analysis, one thread against all, on real Swift
code from the local package mirrors (when the machine has them) and on a generated iOS-style corpus with a
known number of planted leaks. Prints one table; the README's performance section quotes it.

Usage: python3 scripts/bench.py [--lines 1000000] [--runs 3] [--work /tmp/leakwatch-bench] [--scale] [--stress]
"""
import argparse
import json
import os
import shutil
import statistics
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
BIN = os.path.join(ROOT, ".build-release", "release")
MIRRORS = "/opt/swift-packages"
MIRROR_REPOS = [("apple/swift-nio", None), ("vapor/vapor", None), ("swiftlang/swift-syntax", "603.0.1"),
                ("OpenCombine/OpenCombine", None)]


def run(command, cwd=ROOT, stdout=subprocess.DEVNULL):
    """Runs a command; returns (wall seconds, peak resident MB, exit status)."""
    start = time.perf_counter()
    process = subprocess.Popen(command, cwd=cwd, stdout=stdout, stderr=subprocess.DEVNULL)
    _, status, usage = os.wait4(process.pid, 0)
    wall = time.perf_counter() - start
    return wall, usage.ru_maxrss / 1024.0, os.waitstatus_to_exitcode(status)


def median_run(command, runs, before=None):
    results = []
    for _ in range(runs):
        if before:
            before()
        results.append(run(command))
    return statistics.median(r[0] for r in results), max(r[1] for r in results)


def build():
    for product in ("leakwatch", "parse-floor"):
        subprocess.run(["swift", "build", "-c", "release", "--scratch-path", ".build-release", "--product", product],
                       cwd=ROOT, check=True, stdout=subprocess.DEVNULL)


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
                        "--lines", str(lines), "--objc-share", str(objc_share)], check=True)
    return target


def floor(corpus, runs, objc=False):
    outputs = []
    for _ in range(runs):
        start = time.perf_counter()
        command = [os.path.join(BIN, "parse-floor")] + (["--objc"] if objc else []) + [corpus]
        text = subprocess.run(command, capture_output=True, text=True).stdout
        outputs.append((time.perf_counter() - start, dict(item.split("=") for item in text.split())))
    wall = statistics.median(o[0] for o in outputs)
    return wall, outputs[0][1]


def measure(name, corpus, runs, work):
    cache = os.path.join(work, "cache")
    leakwatch = os.path.join(BIN, "leakwatch")
    floor_wall, figures = floor(corpus, runs)
    lines, files, megabytes = int(figures["lines"]), int(figures["files"]), int(figures["bytes"]) / 1e6
    cold, cold_peak = median_run([leakwatch, "--quiet", "--format", "json", "--cache-dir", cache, corpus], runs,
                                 before=lambda: shutil.rmtree(cache, ignore_errors=True))
    no_cache, no_cache_peak = median_run([leakwatch, "--quiet", "--format", "json", "--no-cache", corpus], runs)
    warm, warm_peak = median_run([leakwatch, "--quiet", "--format", "json", "--cache-dir", cache, corpus], runs)
    one, _ = median_run([leakwatch, "--quiet", "--format", "json", "--no-cache", "--jobs", "1", corpus], runs)
    print("%-22s %6d %9d %6.1f | floor %6.2f s (parse %5.2f, read %4.2f) | cold %6.2f s  no-cache %6.2f s  warm %5.2f s"
          "  1 thread %6.2f s | %8.0f lines/s  peak %5.0f MB | cold/floor %4.2f  warm/cold %4.2f  2 threads vs 1 %4.2fx"
          % (name, files, lines, megabytes, floor_wall, float(figures["parse_seconds"]), float(figures["read_seconds"]),
             cold, no_cache, warm, one, lines / no_cache, max(cold_peak, no_cache_peak, warm_peak),
             no_cache / floor_wall, warm / cold, one / no_cache))
    return lines


def measure_objc(corpus, runs, work):
    """The Objective-C files alone: libclang's parse with the analysis's own arguments against the analysis."""
    config = os.path.join(work, "objc-only.yml")
    with open(config, "w") as out:
        out.write('included: ["**/*.m", "**/*.mm", "**/*.h"]\n')
    floor_wall, figures = floor(corpus, runs, objc=True)
    files, lines = int(figures["files"]), int(figures["lines"])
    if files == 0:
        return
    leakwatch = os.path.join(BIN, "leakwatch")
    analysis, peak = median_run([leakwatch, "--quiet", "--no-cache", "--format", "json", "--config", config, corpus], runs)
    print("%-22s %6d %9d        | clang floor %5.2f s | analysis %5.2f s | %5.0f files/s %8.0f lines/s  peak %5.0f MB |"
          " analysis/floor %4.2f" % ("  Objective-C only", files, lines, floor_wall, analysis, files / analysis,
                                     lines / analysis, peak, analysis / floor_wall))


def check_planted(corpus):
    """The generated corpus says how many leaks it planted; leakwatch must find exactly those."""
    manifest = json.load(open(os.path.join(corpus, "manifest.json")))
    result = subprocess.run([os.path.join(BIN, "leakwatch"), "--quiet", "--no-cache", "--format", "json", corpus],
                            capture_output=True, text=True)
    found = {}
    report = json.loads(result.stdout)
    for finding in report["findings"]:
        found[finding["rule"]] = found.get(finding["rule"], 0) + 1
    # A build without the Objective-C front end reads only the Swift files.
    objc_readable = report["summary"]["files"] == manifest["files"]
    expected = manifest["planted"] if objc_readable else manifest["planted_swift"]
    expected = {rule: count for rule, count in expected.items() if count}
    verdict = "all found" if found == expected else "MISMATCH"
    print("planted leaks (%s): expected %s, found %s: %s" % (
        "Swift and Objective-C" if objc_readable else "Swift files", expected, found, verdict))
    return found == expected


def stress(work):
    """Files that must not crash or stall the run: 5 MB of Swift, 10,000 nested closures and parentheses, one
    very long line."""
    folder = os.path.join(work, "stress")
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
        wall, peak, status = run([os.path.join(BIN, "leakwatch"), "--quiet", "--no-cache", "--format", "text", path])
        print("stress %-22s %6.1f MB  %5.2f s  peak %5.0f MB  exit %d" % (
            name, os.path.getsize(path) / 1e6, wall, peak, status))


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--lines", type=int, default=1_000_000)
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--work", default="/tmp/leakwatch-bench")
    parser.add_argument("--scale", action="store_true", help="also 100k and 300k lines")
    parser.add_argument("--stress", action="store_true", help="also huge, deep and long files")
    options = parser.parse_args()
    os.makedirs(options.work, exist_ok=True)
    build()
    print("machine: %d cores; medians of %d runs; peak = largest resident set of the runs" % (os.cpu_count(), options.runs))
    mirrors = mirror_corpus(options.work)
    if mirrors:
        measure("mirrors (real Swift)", mirrors, options.runs, options.work)
    sizes = [100_000, 300_000, options.lines] if options.scale else [options.lines]
    ok = True
    for lines in sizes:
        corpus = generated_corpus(options.work, lines, 0.1)
        measure("generated %dk" % (lines // 1000), corpus, options.runs, options.work)
        measure_objc(corpus, options.runs, options.work)
        ok = check_planted(corpus) and ok
    if options.stress:
        stress(options.work)
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
