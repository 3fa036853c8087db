/// Finds the block around a use of `self` and writes the weak/strong dance for it.
struct BlockDance {
    let tokens: [Token]
    let bytes: [UInt8]
    /// Macros that declare a local of their argument's name (`MXStrongifyAndReturnIfNil(self)`, `@strongify(self)`).
    var shadowingMacros: Set<String> = []

    func edits(forUseAt use: Int) -> Result<[ByteEdit], ObjCFixRefusal> {
        guard let (caret, open) = enclosingBlock(of: use), let close = matching(open) else {
            return .failure(ObjCFixRefusal(reason: "the use is not inside a block literal"))
        }
        if returnsValue(open, close) || tokens[caret + 1].text != "{" && !isVoidSignature(caret, open) {
            return .failure(ObjCFixRefusal(reason: "the block returns a value; write the weak/strong dance by hand"))
        }
        let body = tokens[(open + 1)..<close]
        if body.contains(where: { $0.text == "super" }) {
            return .failure(ObjCFixRefusal(reason: "the block calls 'super'"))
        }
        let start = statementStart(before: caret)
        let (methodStart, methodEnd) = enclosingFunction(of: start)
        let declared = hasWeakSelfDeclaration(from: methodStart, to: start)
        if !declared, tokens[methodStart..<methodEnd].contains(where: { $0.text == "weakSelf" }) {
            return .failure(ObjCFixRefusal(reason: "this method already uses the name 'weakSelf'"))
        }
        let indentation = self.indentation(ofLineAt: tokens[start].offset)
        var edits: [ByteEdit] = []
        if !declared {
            edits.append(
                ByteEdit(
                    start: tokens[start].offset, end: tokens[start].offset,
                    replacement: "__weak typeof(self) weakSelf = self;\n" + indentation))
        }
        let strong = "__strong typeof(self) strongSelf = weakSelf;"
        let guardLine = "if (!strongSelf) return;"
        if let first = body.first, line(of: first.offset) != line(of: tokens[open].offset) {
            let inner = self.indentation(ofLineAt: first.offset)
            edits.append(
                ByteEdit(
                    start: first.offset, end: first.offset,
                    replacement: strong + "\n" + inner + guardLine + "\n" + inner))
        } else {
            edits.append(
                ByteEdit(start: tokens[open].end, end: tokens[open].end, replacement: " \(strong) \(guardLine)"))
        }
        let locals = declaredNames(from: methodStart, to: close)
        let shadowed = shadowedSelf(from: open + 1, to: close)
        for index in (open + 1)..<close {
            let token = tokens[index]
            if token.text == "self" {
                // The block's own local `self` is no capture.
                if shadowed.contains(where: { $0.contains(index) }) { continue }
                edits.append(ByteEdit(start: token.offset, end: token.end, replacement: "strongSelf"))
            } else if isInstanceVariable(index), !locals.contains(token.text) {
                edits.append(ByteEdit(start: token.offset, end: token.offset, replacement: "strongSelf->"))
            }
        }
        return .success(Self.mergingInsertions(edits))
    }

    /// A local the block captures (`alert` in an action handler the alert keeps) read through a `__weak` copy
    /// declared before the statement that holds the block. Refused where the block assigns to the local or the
    /// method already uses the copy's name.
    func weakCopyEdits(of name: String, forUseAt use: Int) -> Result<[ByteEdit], ObjCFixRefusal> {
        guard let (caret, open) = enclosingBlock(of: use), let close = matching(open) else {
            return .failure(ObjCFixRefusal(reason: "the use is not inside a block literal"))
        }
        let copy = "weak" + name.prefix(1).uppercased() + name.dropFirst()
        let start = statementStart(before: caret)
        let (methodStart, methodEnd) = enclosingFunction(of: start)
        if tokens[methodStart..<methodEnd].contains(where: { $0.text == copy }) {
            return .failure(ObjCFixRefusal(reason: "this method already uses the name '\(copy)'"))
        }
        var edits = [
            ByteEdit(
                start: tokens[start].offset, end: tokens[start].offset,
                replacement: "__weak typeof(\(name)) \(copy) = \(name);\n" + indentation(ofLineAt: tokens[start].offset)
            )
        ]
        for index in (open + 1)..<close where tokens[index].text == name && tokens[index].kind == .identifier {
            let previous = tokens[index - 1]
            // A member or selector part of that name (`x.alert`, `[x alert:…]`) is not the local.
            if [".", "->"].contains(previous.text) || previous.kind == .identifier || previous.text == "]" { continue }
            if index + 2 < close, tokens[index + 1].text == "=", tokens[index + 2].text != "=" {
                return .failure(ObjCFixRefusal(reason: "the block assigns to '\(name)'"))
            }
            edits.append(ByteEdit(start: tokens[index].offset, end: tokens[index].end, replacement: copy))
        }
        return .success(edits)
    }

    /// Two insertions at one offset become one, in order, so that the edits never overlap.
    static func mergingInsertions(_ edits: [ByteEdit]) -> [ByteEdit] {
        var result: [ByteEdit] = []
        for edit in edits {
            if edit.start == edit.end,
                let index = result.firstIndex(where: { $0.start == edit.start && $0.end == edit.end })
            {
                result[index].replacement += edit.replacement
            } else if edit.start == edit.end,
                let index = result.firstIndex(where: { $0.start == edit.start && $0.end > $0.start })
            {
                result.insert(edit, at: index)
            } else {
                result.append(edit)
            }
        }
        return result
    }

    /// `_name` used as a value: an instance variable by the naming convention. Not `__block`, `__func__` and
    /// the like, not a member after `.`/`->`, not a call, not a selector part (`[x _name:…]`, after a receiver)
    /// and not a name being declared; libclang rejects the fix when it is still not one.
    private func isInstanceVariable(_ index: Int) -> Bool {
        let token = tokens[index]
        guard token.kind == .identifier, token.text.hasPrefix("_"), !token.text.hasPrefix("__"), token.text.count > 1
        else { return false }
        if index > 0 {
            let previous = tokens[index - 1]
            if [".", "->", "]"].contains(previous.text) || previous.kind == .identifier { return false }
        }
        if index + 1 < tokens.count, ["(", ":"].contains(tokens[index + 1].text) { return false }
        return true
    }

    /// Names of the form `_name` that the method declares itself (parameters and locals before or in the
    /// block): such a name shadows the instance variable, so it is no capture of `self`.
    private func declaredNames(from start: Int, to end: Int) -> Set<String> {
        var names: Set<String> = []
        for index in start..<end where index > 0 && index + 1 < tokens.count {
            let token = tokens[index]
            guard token.kind == .identifier, token.text.hasPrefix("_") else { continue }
            let previous = tokens[index - 1]
            let next = tokens[index + 1]
            // `NSInteger _total = 5;`, `Foo *_x;`, and a method parameter `(NSInteger)_total {` or `… withY:`.
            let local =
                (previous.kind == .identifier || previous.text == "*") && ["=", ";", ",", ")", "["].contains(next.text)
            let parameter = previous.text == ")" && (next.text == "{" || next.kind == .identifier)
            if local || parameter { names.insert(token.text) }
        }
        return names
    }

    /// The `^` and `{` of the innermost block literal around a token.
    private func enclosingBlock(of index: Int) -> (Int, Int)? {
        var depth = 0
        var cursor = index - 1
        while cursor >= 0 {
            let text = tokens[cursor].text
            if text == "}" { depth += 1 }
            if text == "{" {
                if depth > 0 {
                    depth -= 1
                } else if let caret = caret(before: cursor) {
                    return (caret, cursor)
                }
            }
            cursor -= 1
        }
        return nil
    }

    /// `^{`, `^(args) {`, `^Type (args) {`.
    private func caret(before open: Int) -> Int? {
        guard open > 0 else { return nil }
        if tokens[open - 1].text == "^" { return open - 1 }
        guard tokens[open - 1].text == ")", let paren = tokens.opening(matching: open - 1) else { return nil }
        var cursor = paren - 1
        while cursor >= 0, cursor >= paren - 3 {
            if tokens[cursor].text == "^" { return cursor }
            guard tokens[cursor].kind != .punctuation || tokens[cursor].text == "*" else { return nil }
            cursor -= 1
        }
        return nil
    }

    private func isVoidSignature(_ caret: Int, _ open: Int) -> Bool {
        let next = tokens[caret + 1]
        return next.text == "(" || next.text == "void"
    }

    private func returnsValue(_ open: Int, _ close: Int) -> Bool {
        var depth = 0
        for index in (open + 1)..<close {
            let text = tokens[index].text
            if text == "{" { depth += 1 }
            if text == "}" { depth -= 1 }
            if depth == 0, text == "return", index + 1 < close, tokens[index + 1].text != ";" { return true }
        }
        return false
    }

    /// `__weak typeof(self) weakSelf = self;` written earlier in the method, which a later block can share.
    private func hasWeakSelfDeclaration(from start: Int, to end: Int) -> Bool {
        let pattern = ["__weak", "typeof", "(", "self", ")", "weakSelf", "=", "self", ";"]
        guard end - start >= pattern.count else { return false }
        return (start...(end - pattern.count)).contains { index in
            pattern.indices.allSatisfy { tokens[index + $0].text == pattern[$0] }
        }
    }

    /// The outermost braces around a token: the body of its method or function.
    private func enclosingFunction(of index: Int) -> (Int, Int) {
        var depth = 0
        var outermost = 0
        var cursor = index - 1
        while cursor >= 0 {
            if tokens[cursor].text == "}" { depth += 1 }
            if tokens[cursor].text == "{" {
                if depth == 0 { outermost = cursor } else { depth -= 1 }
            }
            cursor -= 1
        }
        return (outermost, matching(outermost) ?? tokens.count)
    }

    private func matching(_ open: Int) -> Int? {
        var depth = 0
        for index in open..<tokens.count {
            if tokens[index].text == "{" { depth += 1 }
            if tokens[index].text == "}" {
                depth -= 1
                if depth == 0 { return index }
            }
        }
        return nil
    }

    /// The first token of the statement that holds the block: after the last `;`, `{` or `}` outside brackets.
    private func statementStart(before index: Int) -> Int {
        var depth = 0
        var cursor = index - 1
        while cursor >= 0 {
            let text = tokens[cursor].text
            // An earlier block argument of the same message (`subscribeNext:^{ … } error:^{ … }`) is part of
            // the statement: skip over it.
            if text == "}", let caret = blockLiteralStart(closingAt: cursor) {
                cursor = caret - 1
                continue
            }
            if [")", "]"].contains(text) { depth += 1 }
            if ["(", "["].contains(text) {
                if depth == 0 {
                    cursor -= 1
                    continue
                }
                depth -= 1
            }
            if depth == 0, [";", "{", "}"].contains(text) { return cursor + 1 }
            cursor -= 1
        }
        return 0
    }

    /// The `^` of the block literal whose body ends at the `}` at `close`, nil when that brace ends something
    /// else (a compound statement, a method).
    private func blockLiteralStart(closingAt close: Int) -> Int? {
        guard let cursor = tokens.opening("{", "}", matching: close), cursor > 0 else { return nil }
        var before = cursor - 1
        if tokens[before].text == ")" {
            // `^(NSString *name) {` or `^BOOL(id x) {`: back over the parameter list.
            before = (tokens.opening(matching: before) ?? -1) - 1
            if before >= 0, tokens[before].text != "^", tokens[before].kind == .identifier { before -= 1 }
        }
        return before >= 0 && tokens[before].text == "^" ? before : nil
    }

    private func line(of offset: Int) -> Int { bytes[..<offset].reduce(0) { $1 == 10 ? $0 + 1 : $0 } }

    private func indentation(ofLineAt offset: Int) -> String {
        var start = offset
        while start > 0, bytes[start - 1] != 10 { start -= 1 }
        var end = start
        while end < bytes.count, bytes[end] == 32 || bytes[end] == 9 { end += 1 }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }
}
