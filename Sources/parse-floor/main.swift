import Foundation
import LeakwatchCore
import LeakwatchObjC
import SwiftParser
import SwiftSyntax

// The benchmark's floor: enumerate the files leakwatch would, read them, and parse each with SwiftParser alone
// (no visitor, the tree dropped at once); with --objc, parse the Objective-C files with libclang alone (the
// analysis's own arguments and stand-ins, no walk). Nothing else: no line table, no copies of texts, no
// results kept. Each phase is timed on the wall clock, so that `scripts/bench.py` can check that they add up
// to the whole process. With --visit, each Swift tree is also walked once by a visitor that visits every node and
// does nothing: what a SwiftSyntax visitor costs before it records a single fact.
// Usage: parse-floor [--jobs N] [--objc | --visit] PATHS…

let mainStart = PhaseTimings.now()
let startup = PhaseTimings.sinceProcessStart()
var arguments = Array(CommandLine.arguments.dropFirst())
var jobs = ProcessInfo.processInfo.activeProcessorCount
if let flag = arguments.firstIndex(of: "--jobs"), flag + 1 < arguments.count, let value = Int(arguments[flag + 1]) {
    jobs = value
    arguments.removeSubrange(flag...(flag + 1))
}
let objc = arguments.contains("--objc")
let visit = arguments.contains("--visit")
arguments.removeAll { $0 == "--objc" || $0 == "--visit" }
if objc { setenv("LIBCLANG_NOTHREADS", "1", 0) }
let wanted: Language = objc ? .objectiveC : .swift
let files: [String]
do {
    files = try Discovery().files(under: arguments.isEmpty ? ["."] : arguments)
        .filter { Language(pathExtension: ($0 as NSString).pathExtension) == wanted }
} catch {
    FileHandle.standardError.write(Data("parse-floor: \(error.reason)\n".utf8))
    exit(2)
}
let discoverSeconds = PhaseTimings.now() - mainStart

let readStart = PhaseTimings.now()
let texts = parallelMap(files, jobs: jobs) { path in (try? SourceReader().read(path))?.text ?? "" }
let readSeconds = PhaseTimings.now() - readStart

/// Visits every node, as the analysis's visitor does, and records nothing.
final class EmptyVisitor: SyntaxVisitor {}

let parseStart = PhaseTimings.now()
let sizes = parallelMap(Array(zip(files, texts)), jobs: jobs) { path, text -> Int in
    if objc {
        try? ObjCFrontEnd().parseOnly(SourceText(path: path, text: text))
        return 0
    }
    var bytes = text
    return bytes.withUTF8 { buffer in
        let tree = Parser.parse(source: buffer, maximumNestingLevel: 256)
        if visit { EmptyVisitor(viewMode: .sourceAccurate).walk(tree) }
        return tree.totalLength.utf8Length
    }
}
let parseSeconds = PhaseTimings.now() - parseStart

/// Lines and bytes of all texts, for the figures the bench prints (after the clock stops). A function, not
/// top-level code: a closure in top-level code belongs to the main actor, and Swift checks that isolation on
/// every call, which for a closure called once per byte cost more than the whole parse.
func count(_ texts: [String]) -> (lines: Int, bytes: Int) {
    var lines = 0
    var bytes = 0
    for var text in texts {
        text.withUTF8 { buffer in
            bytes += buffer.count
            guard var next = buffer.baseAddress else { return }
            let end = next + buffer.count
            while next < end, let found = memchr(next, 10, end - next) {
                lines += 1
                next = UnsafePointer(found.assumingMemoryBound(to: UInt8.self)) + 1
            }
        }
    }
    return (lines, bytes)
}
let (lines, bytes) = count(texts)
_ = sizes
let figures = [
    "files=\(files.count) lines=\(lines) bytes=\(bytes)",
    "startup_seconds=\(String(format: "%.3f", startup ?? 0)) discover_seconds=\(String(format: "%.3f", discoverSeconds))",
    "read_seconds=\(String(format: "%.3f", readSeconds)) parse_seconds=\(String(format: "%.3f", parseSeconds))",
    "main_seconds=\(String(format: "%.3f", PhaseTimings.now() - mainStart))",
]
FileHandle.standardOutput.write(Data((figures.joined(separator: " ") + "\n").utf8))
// The texts and the Foundation objects would be freed one by one on the way out; the floor does not need that.
exit(0)
