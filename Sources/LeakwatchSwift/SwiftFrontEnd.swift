import LeakwatchCore
import SwiftParser
import SwiftSyntax

/// Reads one Swift file into facts with one parse and one syntax walk.
package struct SwiftFrontEnd: FrontEnd {
    /// The parser's nesting limit, the same in debug and release builds.
    package static let maximumNestingLevel = 256

    package var language: Language { .swift }

    package init() {}

    package func facts(for source: SourceText) throws(FrontEndError) -> FileFacts {
        try facts(for: source, timings: nil)
    }

    package func facts(for source: SourceText, timings: PhaseTimings?) throws(FrontEndError) -> FileFacts {
        if let refusal = BracketDepth.refusal(source.text) { throw .unparsable(refusal) }
        let start = timings.map { _ in PhaseTimings.now() }
        var text = source.text
        let tree = text.withUTF8 { buffer in
            Parser.parse(source: buffer, maximumNestingLevel: Self.maximumNestingLevel)
        }
        let parsed = timings.map { _ in PhaseTimings.now() }
        let lines = LineTable(source.text)
        let collector = FactCollector(lines: lines)
        collector.walk(tree)
        var facts = collector.finish(path: source.path)
        facts.lineCount = lines.lineCount
        if let timings, let start, let parsed {
            timings.add(.parse, parsed - start)
            timings.add(.walk, PhaseTimings.now() - parsed)
        }
        return facts
    }
}

/// leakwatch's location, not SwiftSyntax's, everywhere in this front end.
typealias SourceLocation = LeakwatchCore.SourceLocation
