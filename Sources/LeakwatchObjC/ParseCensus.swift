import CClang
import LeakwatchCore

/// How much of the SDK and the project's headers the parse stands in for, for measurements.
package enum StandIn: Sendable {
    /// Nothing: missing imports stay missing.
    case none
    /// Empty stubs for imports and the built-in prelude.
    case prelude
    /// The prelude plus declarations synthesized from the file's own tokens (the default).
    case preludeAndSynthesized
}

/// What libclang kept of one file: the constructs the rules read, and the errors.
package struct ParseCensus: Sendable {
    package var namedSends = 0
    package var unnamedSends = 0
    package var blocks = 0
    package var selfReferences = 0
    package var ivarReferences = 0
    package var errors = 0
    /// Error messages with quoted names blanked, to see what the stand-ins still miss.
    package var errorKinds: [String] = []

    package init() {}
}

extension ObjCFrontEnd {
    /// Counts what the parse kept under a stand-in, to measure how much each part of it recovers.
    package func census(for source: SourceText, standIn: StandIn) throws(FrontEndError) -> ParseCensus {
        let (parsed, _, roots) = try read(source, standIn: standIn)
        defer { withExtendedLifetime(parsed) {} }
        var census = ParseCensus()
        census.errors = parsed.main.errorCount()
        census.errorKinds = parsed.main.errorMessages().map { message in
            message.split(separator: "'", omittingEmptySubsequences: false).enumerated()
                .map { $0.offset % 2 == 1 ? "X" : String($0.element) }.joined(separator: "'")
        }
        var pending = roots
        while let node = pending.popLast() {
            switch node.kind {
            case CXCursor_ObjCMessageExpr:
                if node.spelling.isEmpty { census.unnamedSends += 1 } else { census.namedSends += 1 }
            case CXCursor_BlockExpr: census.blocks += 1
            case CXCursor_ObjCSelfExpr: census.selfReferences += 1
            case CXCursor_MemberRefExpr where node.referenced?.kind == CXCursor_ObjCIvarDecl: census.ivarReferences += 1
            default: break
            }
            pending.append(contentsOf: node.children)
        }
        return census
    }
}
