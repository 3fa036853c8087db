import CClang
import LeakwatchCore

/// What the text of one file says against what libclang's tree kept of it: message sends, block literals and
/// assignments found in the tokens, and those of them that are in the tree after the last parse round. A construct
/// missing from the tree is invisible to every rule, so this is the measure of how exact the Objective-C front end
/// can be on a file whose headers are not there.
package struct ConstructCensus: Sendable {
    package enum Construct: String, Sendable, CaseIterable {
        case send, block, assignment
    }

    /// A construct of the text that the tree lost, with the error clang gave nearest to it.
    package struct Dropped: Sendable {
        package var construct: Construct
        package var location: SourceLocation
        package var text: String
        package var cause: String
    }

    package var inText: [Construct: Int] = [:]
    package var inTree: [Construct: Int] = [:]
    package var dropped: [Dropped] = []
    /// Parses it took (the first, plus one for each round of repairs).
    package var rounds = 1
    /// Method and function bodies the repair rounds left blank and read from the first parse.
    package var keptBodies = 0
    package var errors = 0
    package var macros = MacroCensus()

    package init() {}

    package mutating func add(_ other: ConstructCensus) {
        for construct in Construct.allCases {
            inText[construct, default: 0] += other.inText[construct, default: 0]
            inTree[construct, default: 0] += other.inTree[construct, default: 0]
        }
        errors += other.errors
        rounds += other.rounds
        keptBodies += other.keptBodies
        macros.add(other.macros)
    }
}

extension ObjCFrontEnd {
    /// Parses `source` exactly as the analysis does and compares the tokens with the tree.
    package func constructCensus(for source: SourceText) throws(FrontEndError) -> ConstructCensus {
        let (parsed, tokens, roots) = try read(source, detailedPreprocessing: true)
        defer { withExtendedLifetime(parsed) {} }
        let code = CodeTokens(
            tokens: tokens.tokens, text: source.text, skipped: parsed.main.skippedRanges(parsed.mainPath))
        var inTree: [ConstructCensus.Construct: Set<Int>] = [:]
        var pending = roots
        while let node = pending.popLast() {
            for (construct, offset) in Self.constructs(of: node, tokens: tokens) {
                inTree[construct, default: []].insert(offset)
            }
            pending.append(contentsOf: node.children)
        }
        let diagnostics = parsed.mainFileErrors()
        var census = ConstructCensus()
        census.rounds = parsed.rounds
        census.keptBodies = parsed.first?.kept.ranges.count ?? 0
        census.errors = diagnostics.count
        census.macros = MacroCensus(code: code.tokens, text: source.text, macros: macros)
        for (construct, offsets) in code.constructs() {
            census.inText[construct] = offsets.count
            let kept = inTree[construct] ?? []
            census.inTree[construct] = offsets.filter(kept.contains).count
            for offset in offsets where !kept.contains(offset) {
                let statement = code.statement(around: offset)
                let cause =
                    diagnostics.last { $0.offset >= statement.lowerBound && $0.offset < statement.upperBound }
                    ?? diagnostics.last { $0.offset < offset }
                census.dropped.append(
                    .init(
                        construct: construct, location: parsed.main.lines.location(ofOffset: offset),
                        text: tokens.text(offset, statement.upperBound, limit: 12),
                        cause: cause.map { "\(parsed.main.lines.location(ofOffset: $0.offset).line): \($0.message)" }
                            ?? "no error from clang"))
            }
        }
        census.dropped.sort { ($0.location.line, $0.location.column) < ($1.location.line, $1.location.column) }
        return census
    }

    /// The constructs a tree node stands for, by the offset of the token that opens them in the text.
    private static func constructs(of node: Node, tokens: TokenList) -> [(ConstructCensus.Construct, Int)] {
        switch node.kind {
        case CXCursor_ObjCMessageExpr: return [(.send, node.start)]
        case CXCursor_BlockExpr: return [(.block, node.start)]
        case CXCursor_BinaryOperator, CXCursor_UnexposedExpr, CXCursor_CompoundAssignOperator:
            guard node.children.count == 2, let left = node.children.first else { return [] }
            let index = tokens.index(atOrAfter: left.end)
            guard index < tokens.tokens.count, tokens.tokens[index].text == "=" else { return [] }
            return [(.assignment, tokens.tokens[index].offset)]
        case CXCursor_VarDecl, CXCursor_FieldDecl, CXCursor_EnumConstantDecl, CXCursor_ParmDecl,
            CXCursor_ObjCPropertyDecl, CXCursor_InitListExpr:
            // A property's attributes (`getter=isOn`) and a designated initializer's fields: every `=` inside.
            if node.kind == CXCursor_InitListExpr || node.kind == CXCursor_ObjCPropertyDecl {
                return tokens.slice(node.start, node.end).filter { $0.text == "=" }.map { (.assignment, $0.offset) }
            }
            // A declaration's initializer: the first `=` after its name, before the declaration ends (read from
            // the tokens: an extent ending in a macro such as `nil` ends in another file).
            var index = tokens.index(atOrAfter: node.offset ?? node.start)
            var depth = 0
            while index < tokens.tokens.count {
                let text = tokens.tokens[index].text
                if text == "=" { return [(.assignment, tokens.tokens[index].offset)] }
                if text == "(" || text == "[" { depth += 1 }
                if text == ")" || text == "]" { depth -= 1 }
                if depth < 0 || [";", "{", "}"].contains(text) || (text == "," && depth == 0) { return [] }
                index += 1
            }
            return []
        default: return []
        }
    }
}
