import Foundation

/// The fuzz targets of issue 14, one function each from arbitrary bytes to "no crash, no broken promise".
///
/// The same functions run under libFuzzer (`make fuzz`, instrumented with the address sanitizer) and, without
/// instrumentation, in the smoke of `make test` (seeds plus a few thousand deterministic mutations), so that a
/// regression found once is replayed on every test run.
package enum FuzzTarget: String, CaseIterable, Sendable {
    /// Arbitrary bytes as a `.swift` file through the Swift front end and the facts codec.
    case swift
    /// Arbitrary bytes as a `.m` file through the Objective-C front end (libclang, with its crash recovery).
    case objc
    /// Two files through discovery-free analysis, the index, every rule and every reporter.
    case pipeline
    /// Arbitrary bytes as a facts-cache entry and as encoded facts.
    case cache
    /// Arbitrary bytes as `.leakwatch.yml`, as a baseline and as text with suppression comments.
    case config

    /// Runs one input; throws when a promise is broken (a report that does not parse, facts that do not
    /// survive the cache). A crash or a hang is the fuzzer's to see.
    package func run(_ bytes: [UInt8]) throws(FuzzFailure) {
        switch self {
        case .swift: try FrontEndTargets.swift(bytes)
        case .objc: try FrontEndTargets.objc(bytes)
        case .pipeline: try PipelineTarget.run(bytes)
        case .cache: try DataTargets.cache(bytes)
        case .config: try DataTargets.config(bytes)
        }
    }

    /// Where the committed corpus (seeds written by hand and every regression found) of this target lives.
    package func corpusFolder(root: String) -> String { "\(root)/Fuzz/Corpus/\(rawValue)" }

    /// The seed inputs: the committed corpus, then inputs made from `Fixtures/`.
    package func seeds(root: String) -> [[UInt8]] {
        var seeds = Self.files(in: corpusFolder(root: root)) { _ in true }.compactMap(Self.bytes)
        let swiftFiles = Self.files(in: "\(root)/Fixtures") { $0.hasSuffix(".swift") }
        let objcFiles = Self.files(in: "\(root)/Fixtures") { $0.hasSuffix(".m") || $0.hasSuffix(".h") }
        switch self {
        case .swift: seeds += swiftFiles.compactMap(Self.bytes)
        case .objc: seeds += objcFiles.compactMap(Self.bytes)
        case .pipeline:
            // Every sixth file keeps the smoke short: each input is two whole analyses, one of them through libclang.
            let all = swiftFiles + objcFiles
            for (index, first) in all.enumerated() where index % 6 == 0 {
                let second = all[(index * 7 + 3) % all.count]
                guard let one = Self.bytes(first), let two = Self.bytes(second) else { continue }
                seeds.append(
                    PipelineTarget.join(one, two, secondIsObjC: second.hasSuffix(".m") || second.hasSuffix(".h")))
            }
        case .cache: seeds += swiftFiles.prefix(40).compactMap(Self.bytes).flatMap(DataTargets.cacheSeeds)
        case .config: break
        }
        return seeds
    }

    static func files(in folder: String, where keep: (String) -> Bool) -> [String] {
        guard let walker = FileManager.default.enumerator(atPath: folder) else { return [] }
        var found: [String] = []
        while let next = walker.nextObject() as? String {
            let path = folder + "/" + next
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), !isFolder.boolValue, keep(next) {
                found.append(path)
            }
        }
        return found.sorted()
    }

    static func bytes(_ path: String) -> [UInt8]? {
        FileManager.default.contents(atPath: path).map { [UInt8]($0) }
    }
}

/// A broken promise, with what was expected.
package struct FuzzFailure: Error, CustomStringConvertible, Sendable {
    package var description: String

    init(_ description: String) { self.description = description }
}

/// Throws a failure unless the condition holds.
func expect(_ condition: Bool, _ message: @autoclosure () -> String) throws(FuzzFailure) {
    if !condition { throw FuzzFailure(message()) }
}
