import LeakwatchCore
import SwiftParser
import SwiftSyntax

/// Reads one Swift file into facts with one parse and one syntax walk.
package struct SwiftFrontEnd: FrontEnd {
    /// The parser's nesting limit, the same in debug and release builds.
    package static let maximumNestingLevel = 256

    package var language: Language { .swift }

    /// Files at least this long are parsed and walked in pieces (`TopLevelPieces`), each piece at least
    /// `pieceBytes` long: the peak memory of a huge file is then that of a piece's tree.
    private let piecesAbove: Int
    private let pieceBytes: Int
    /// The run's catalogue, built-in and configured rows: it names the calls worth recording.
    private let catalog: APICatalog

    package init(catalog: APICatalog = .builtIn, piecesAbove: Int = 1 << 20, pieceBytes: Int = 256 << 10) {
        self.catalog = catalog
        self.piecesAbove = piecesAbove
        self.pieceBytes = pieceBytes
    }

    package func facts(for source: SourceText) throws(FrontEndError) -> FileFacts {
        try facts(for: source, timings: nil)
    }

    package func facts(for source: SourceText, timings: PhaseTimings?) throws(FrontEndError) -> FileFacts {
        let large = source.text.utf8.count >= piecesAbove
        let (refusal, topLevelLines) =
            large ? BracketDepth.refusalAndTopLevelLines(source.text) : (BracketDepth.refusal(source.text), [])
        if let refusal { throw .unparsable(refusal) }
        let lines = LineTable(source.text)
        var text = source.text
        var isFreeOfSyntaxErrors = false
        let collector = text.withUTF8 { buffer -> FactCollector in
            if large {
                let starts = TopLevelPieces.starts(
                    of: source.text, topLevelLines: topLevelLines, minimumBytes: pieceBytes)
                if starts.count > 1, let collector = walkInPieces(buffer, starts: starts, lines: lines, timings) {
                    // Every piece parsed without an error (else the whole file is parsed): so does the file.
                    isFreeOfSyntaxErrors = true
                    return collector
                }
            }
            let collector = FactCollector(lines: lines, catalog: catalog)
            isFreeOfSyntaxErrors = walk(buffer[...], with: collector, timings)
            return collector
        }
        var facts = collector.finish(path: source.path)
        facts.lineCount = lines.lineCount
        facts.isFreeOfSyntaxErrors = isFreeOfSyntaxErrors
        return facts
    }

    /// Parses and walks each piece in turn, its tree freed before the next is parsed; nil when a piece has a syntax
    /// error (the cut may be wrong: the whole file is parsed instead).
    private func walkInPieces(
        _ buffer: UnsafeBufferPointer<UInt8>, starts: [Int], lines: LineTable, _ timings: PhaseTimings?
    ) -> FactCollector? {
        let collector = FactCollector(lines: lines, catalog: catalog)
        for (index, start) in starts.enumerated() {
            let end = index + 1 < starts.count ? starts[index + 1] : buffer.count
            collector.startPiece(at: start)
            guard walk(buffer[start..<end], with: collector, timings) else { return nil }
        }
        return collector
    }

    /// Parses `bytes` and walks the tree with `collector`, unless the bytes are a piece and their tree has a syntax
    /// error (then the cut may be wrong). True when the tree has no syntax error.
    private func walk(
        _ bytes: Slice<UnsafeBufferPointer<UInt8>>, with collector: FactCollector, _ timings: PhaseTimings?
    ) -> Bool {
        let start = timings.map { _ in PhaseTimings.now() }
        let tree = Parser.parse(
            source: UnsafeBufferPointer(rebasing: bytes), maximumNestingLevel: Self.maximumNestingLevel)
        let parsed = timings.map { _ in PhaseTimings.now() }
        if collector.isInPieces, tree.hasError { return false }
        collector.walk(tree)
        if let timings, let start, let parsed {
            timings.add(.parse, parsed - start)
            timings.add(.walk, PhaseTimings.now() - parsed)
        }
        return !tree.hasError
    }
}

/// leakwatch's location, not SwiftSyntax's, everywhere in this front end.
typealias SourceLocation = LeakwatchCore.SourceLocation
