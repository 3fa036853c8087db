import Foundation
import LeakwatchCore
import Testing

@testable import LeakwatchSwift

/// Large files are parsed and walked in pieces cut between top-level declarations; the facts must be exactly those
/// of one parse of the whole file, whatever the cuts.
struct TopLevelPiecesTests {
    static let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// Every file cut wherever a cut is allowed (pieces of one byte or more, from the first byte on).
    let everywhere = SwiftFrontEnd(piecesAbove: 0, pieceBytes: 1)

    func pieces(_ text: String) -> [Int] {
        TopLevelPieces.starts(
            of: text, topLevelLines: BracketDepth.refusalAndTopLevelLines(text).lines, minimumBytes: 1)
    }

    @Test func everySwiftFixtureHasTheSameFactsInPieces() throws {
        var cut = 0
        for path in Self.swiftFiles(under: Self.repositoryRoot.appendingPathComponent("Fixtures")) {
            let text = try String(contentsOf: path, encoding: .utf8)
            let source = SourceText(path: path.lastPathComponent, text: text)
            let whole = try? SwiftFrontEnd().facts(for: source)
            let inPieces = try? everywhere.facts(for: source)
            #expect(whole == inPieces, "\(path.path)")
            if pieces(text).count > 1 { cut += 1 }
        }
        #expect(cut >= 40, "too few fixtures were cut to show anything")
    }

    /// `LEAKWATCH_SWIFT_CORPUS=/path swift test --filter TopLevelPiecesTests`: the same on a real code base.
    @Test func aCorpusHasTheSameFactsInPieces() throws {
        guard let corpus = ProcessInfo.processInfo.environment["LEAKWATCH_SWIFT_CORPUS"] else { return }
        var differing: [String] = []
        var files = 0
        for path in Self.swiftFiles(under: URL(fileURLWithPath: corpus)) {
            guard let text = try? String(contentsOf: path, encoding: .utf8) else { continue }
            let source = SourceText(path: path.path, text: text)
            files += 1
            if (try? SwiftFrontEnd().facts(for: source)) != (try? everywhere.facts(for: source)) {
                differing.append(path.path)
            }
        }
        print("TopLevelPiecesTests: \(files) files, \(differing.count) with other facts in pieces")
        #expect(differing.isEmpty, "\(differing.prefix(20))")
    }

    @Test func cutsFallBetweenTopLevelDeclarationsOnly() {
        let text = """
            import Foundation
            @MainActor
            final class A {
                func f() {}
            }
            // A comment before B.
            struct B {
                let x = 1
            }
            #if DEBUG
            class C {
            }
            extension C {
            }
            #endif
            let handler = make {
            }
            .map { $0 }
            repeat {
            }
            while false
            enum D {
            }

            """
        let starts = pieces(text)
        let firstLines = starts.map { start in
            text.utf8.dropFirst(start).split(separator: UInt8(ascii: "\n")).first.map {
                String(decoding: $0, as: UTF8.self)
            }
                ?? ""
        }
        #expect(
            firstLines == [
                "import Foundation", "// A comment before B.", "#if DEBUG", "let handler = make {", "repeat {",
            ])
    }

    /// A piece with a syntax error may come from a wrong cut: the whole file is parsed instead, with the same facts
    /// as one parse gives.
    @Test func aPieceWithASyntaxErrorFallsBackToOneParse() throws {
        let text = """
            final class Feed {
                var token: NSObjectProtocol?
                func start() {
                    token = NotificationCenter.default.addObserver(forName: .x, object: nil, queue: nil) { _ in
                        self.reload()
                    }
                }
            }
            final class Broken {
                func f( {
            }
            final class Player {
                var observer: Any?
                func bind() { observer = center.addObserver(forName: .y, object: nil, queue: nil) { _ in self.play() } }
            }

            """
        #expect(pieces(text).count > 1)
        let source = SourceText(path: "Feed.swift", text: text)
        let whole = try SwiftFrontEnd().facts(for: source)
        #expect(try everywhere.facts(for: source) == whole)
        #expect(!whole.callbacks.isEmpty)
    }

    static func swiftFiles(under folder: URL) -> [URL] {
        let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
        return (enumerator?.allObjects as? [URL] ?? []).filter { $0.pathExtension == "swift" }
            .sorted { $0.path < $1.path }
    }
}
