import CClang

/// The parts of a message send as written: receiver, selector pieces and the argument each piece takes. Read
/// from tokens, because a send whose receiver clang could not type keeps its arguments but loses its selector.
struct MessageShape {
    struct Piece {
        var label: String
        /// Where the piece's name is (or its colon, for an anonymous piece).
        var offset: Int
        /// The argument's extent; nil for a unary selector.
        var argument: Range<Int>?
    }

    /// The receiver node, nil for `super` and for a receiver clang dropped.
    var receiver: Node?
    var receiverText: String
    var pieces: [Piece]
    /// Arguments found in the AST, by piece index.
    var arguments: [Int: Node] = [:]

    var selector: String {
        pieces.count == 1 && pieces[0].argument == nil ? pieces[0].label : pieces.map { $0.label + ":" }.joined()
    }

    var nameOffset: Int { pieces.first?.offset ?? 0 }

    init?(_ node: Node, tokens: TokenList) {
        let slice = tokens.slice(node.start, node.end)
        guard let open = slice.first, open.text == "[", slice.count >= 3 else { return nil }
        let afterOpen = slice.index(after: slice.startIndex)
        var receiverEnd = slice[afterOpen].end
        if let first = node.children.first, first.start == slice[afterOpen].offset {
            receiver = first
            receiverEnd = first.end
        }
        receiverText = tokens.text(slice[afterOpen].offset, receiverEnd)
        pieces = Self.pieces(in: tokens.slice(receiverEnd, node.end - 1).dropLast(0), end: node.end - 1)
        guard !pieces.isEmpty else { return nil }
        for child in node.children where child !== receiver {
            if let index = pieces.firstIndex(where: { $0.argument?.contains(child.start) == true }) {
                arguments[index] = child
            }
        }
    }

    /// `name:` pairs at the outermost level of the brackets; a `?` there makes the next colon a ternary's.
    private static func pieces(in tokens: ArraySlice<Token>, end: Int) -> [Piece] {
        var pieces: [Piece] = []
        var depth = 0
        var ternaries = 0
        let list = Array(tokens)
        var index = 0
        while index < list.count {
            let token = list[index]
            switch token.text {
            case "(", "[", "{": depth += 1
            case ")", "]", "}": depth -= 1
            case "?" where depth == 0: ternaries += 1
            case ":" where depth == 0:
                if ternaries > 0 {
                    ternaries -= 1
                } else {
                    let named = index > 0 && list[index - 1].kind != .punctuation && list[index - 1].kind != .literal
                    let label = named ? list[index - 1].text : ""
                    let offset = named ? list[index - 1].offset : token.offset
                    if !pieces.isEmpty {
                        pieces[pieces.count - 1].argument = pieces[pieces.count - 1].argument.map {
                            $0.lowerBound..<offset
                        }
                    }
                    pieces.append(Piece(label: label, offset: offset, argument: token.end..<end))
                }
            default: break
            }
            index += 1
        }
        if pieces.isEmpty, let name = list.first(where: { $0.kind == .identifier || $0.kind == .keyword }) {
            pieces.append(Piece(label: name.text, offset: name.offset, argument: nil))
        }
        return pieces
    }
}
