import Foundation
import LeakwatchCore
import LeakwatchObjC
import SwiftParser
import SwiftSyntax

// The benchmark's floor: read every Swift file and parse it with SwiftParser alone (no visitor); with --objc,
// read every Objective-C file and parse it with libclang alone (the analysis's own arguments and stand-ins, no
// walk); on as many threads as leakwatch uses. `scripts/bench.py` compares leakwatch's analysis with this.
// Usage: parse-floor [--jobs N] [--objc] PATHS…

var arguments = Array(CommandLine.arguments.dropFirst())
var jobs = ProcessInfo.processInfo.activeProcessorCount
if let flag = arguments.firstIndex(of: "--jobs"), flag + 1 < arguments.count, let value = Int(arguments[flag + 1]) {
    jobs = value
    arguments.removeSubrange(flag...(flag + 1))
}
let objc = arguments.contains("--objc")
arguments.removeAll { $0 == "--objc" }
let extensions: Set<String> = objc ? ["m", "mm", "h"] : ["swift"]
let files: [String]
do {
    files = try Discovery().files(under: arguments.isEmpty ? ["."] : arguments)
        .filter { extensions.contains(($0 as NSString).pathExtension) }
} catch {
    FileHandle.standardError.write(Data("parse-floor: \(error.reason)\n".utf8))
    exit(2)
}

let readStart = Date()
let texts = parallelMap(files, jobs: jobs) { path in (try? SourceReader().read(path))?.text ?? "" }
if objc { setenv("LIBCLANG_NOTHREADS", "1", 0) }
let readSeconds = Date().timeIntervalSince(readStart)

let parseStart = Date()
let sources = zip(files, texts).map { SourceText(path: $0, text: $1) }
let nodeCounts = parallelMap(sources, jobs: jobs) { source -> Int in
    if objc {
        try? ObjCFrontEnd().parseOnly(source)
        return 0
    }
    var text = source.text
    let tree = text.withUTF8 { Parser.parse(source: $0, maximumNestingLevel: 256) }
    return tree.totalLength.utf8Length
}
let parseSeconds = Date().timeIntervalSince(parseStart)
let bytes = texts.reduce(0) { $0 + $1.utf8.count }
let lines = texts.reduce(0) { total, text in total + text.utf8.reduce(0) { $1 == 10 ? $0 + 1 : $0 } }
_ = nodeCounts
print(
    "files=\(files.count) lines=\(lines) bytes=\(bytes) read_seconds=\(String(format: "%.3f", readSeconds)) parse_seconds=\(String(format: "%.3f", parseSeconds))"
)
