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
        if BracketDepth.deepest(source.text) > BracketDepth.maximum {
            throw .unparsable(
                "square brackets nest deeper than \(BracketDepth.maximum) levels; the Swift parser would take hours on it")
        }
        var text = source.text
        let tree = text.withUTF8 { buffer in
            Parser.parse(source: buffer, maximumNestingLevel: Self.maximumNestingLevel)
        }
        let collector = FactCollector(lines: LineTable(source.text))
        collector.walk(tree)
        var facts = collector.finish(path: source.path)
        facts.lineCount = Self.lineCount(of: source.text)
        return facts
    }
}

extension SwiftFrontEnd {
    /// Lines as `wc -l` counts them, plus a last line without a newline.
    static func lineCount(of text: String) -> Int {
        var count = 0
        var last: UInt8 = 10
        for byte in text.utf8 {
            if byte == 10 { count += 1 }
            last = byte
        }
        return last == 10 ? count : count + 1
    }
}

/// leakwatch's location, not SwiftSyntax's, everywhere in this front end.
typealias SourceLocation = LeakwatchCore.SourceLocation
