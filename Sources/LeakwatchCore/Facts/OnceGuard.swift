/// A method that returns at once when a flag of `self` is set and sets that flag itself runs the rest of its
/// body once per object, however often it is called:
///
///     - (void)viewDidAppear:(BOOL)animated {            override func viewDidAppear(_ animated: Bool) {
///         [super viewDidAppear:animated];                    super.viewDidAppear(animated)
///         if (_didStart) return;                             guard !didStart else { return }
///         _didStart = YES;                                   didStart = true
///         [self startImport];                                startImport()
///     }                                                  }
///
/// Read from the words of the body as written (the same in both languages), so that the front ends only hand
/// over their tokens.
package enum OnceGuard {
    /// The flag, when the body (its tokens' texts, braces included) opens with such a guard, after at most a
    /// call to `super`, and sets the flag to true later: its path without `self.` or an ivar's underscore
    /// (`didStart`), or `path==value` for a guard that compares (`tabBar.delegate==self`).
    package static func guardFlag(_ words: [String]) -> String? {
        guard words.first == "{" else { return nil }
        let index = afterSuperCall(words, from: 1)
        if let flag = negatedBlockFlag(words, from: index) {
            // `if (!flag) { flag = YES; … }` as the rest of the body: the block is the guarded part.
            return setsFlag(flag, in: words, from: index) ? flag : nil
        }
        guard let (flag, end) = earlyReturnFlag(words, from: index) else { return nil }
        return setsFlag(flag, in: words, from: end) ? flag : nil
    }

    /// The flags of `self` a body sets back, read from its words: `started = false`, `_didStart = NO;`,
    /// `self.reachability = nil`, `weakSelf.loading = NO` in a block, `self?.isLoading = false` in a closure. A flag
    /// a once guard tests and some method sets back lets that guard pass again. Only assignments that open a
    /// statement: `BOOL started = NO;` declares a local, `other.started = false` sets another's.
    package static func clearedFlags(_ words: [String]) -> [String] {
        var flags: [String] = []
        var index = 0
        while index < words.count {
            guard index == 0 || statementStarts.contains(words[index - 1]) else {
                index += 1
                continue
            }
            var start = index
            if start + 1 < words.count, isSelfOrCopy(words[start]), words[start + 1] == "." || words[start + 1] == "->"
            {
                start += 2
            } else if start + 2 < words.count, isSelfOrCopy(words[start]), words[start + 1] == "?",
                words[start + 2] == "."
            {
                start += 3
            }
            if let (path, next) = path(words, from: start), next + 1 < words.count, words[next] == "=",
                clearingValues.contains(words[next + 1])
            {
                if !flags.contains(path) { flags.append(path) }
                index = next + 2
                continue
            }
            index += 1
        }
        return flags
    }

    /// The words after which a statement opens, in both languages.
    private static let statementStarts: Set<String> = [";", "{", "}", ")", ":", "else", "in"]

    /// `self`, or a copy of it made for a block (`weakSelf`, `strongSelf`).
    private static func isSelfOrCopy(_ word: String) -> Bool { word == "self" || word.hasSuffix("Self") }

    /// What a flag is set back to.
    static let clearingValues: Set<String> = ["NO", "false", "0", "nil", "NULL", "Nil"]

    /// `if (flag || other) return;`: once the flag is set the method returns whatever the rest says, so the
    /// other disjuncts are passed over, to the `)` that closes the condition (or the `{` or `return` after it).
    private static func skippingOtherDisjuncts(_ words: [String], from start: Int, parenthesized: Bool) -> Int {
        var index = start
        let isOr = index + 1 < words.count && words[index] == "|" && words[index + 1] == "|"
        guard isOr || (index < words.count && words[index] == "||") else { return start }
        var depth = 0
        while index < words.count {
            let word = words[index]
            if word == "(" { depth += 1 }
            if word == ")" {
                if depth == 0 { return parenthesized ? index : start }
                depth -= 1
            }
            if !parenthesized, depth == 0, word == "{" { return index }
            index += 1
        }
        return start
    }

    /// True when the first words of a body (from its `{`) can open such a guard: a cheap test before the whole
    /// body's words are read.
    package static func mayGuardBody(_ firstWords: [String]) -> Bool {
        guard firstWords.first == "{" else { return false }
        let index = afterSuperCall(firstWords, from: 1)
        // An `if` whose block does more before its `return` may end past the first words.
        return earlyReturnFlag(firstWords, from: index) != nil || negatedBlockOpening(firstWords, from: index) != nil
            || (index < firstWords.count && firstWords[index] == "if" && firstWords.contains("return"))
    }

    /// `if (!flag) {` or `if !flag {` at `start`: the flag's path and the index of the `{`.
    private static func negatedBlockOpening(_ words: [String], from start: Int) -> (flag: String, brace: Int)? {
        guard start < words.count, words[start] == "if" else { return nil }
        var index = start + 1
        let parenthesized = index < words.count && words[index] == "("
        if parenthesized { index += 1 }
        guard index < words.count, words[index] == "!", let (flag, next) = path(words, from: index + 1) else {
            return nil
        }
        index = next
        if parenthesized {
            guard index < words.count, words[index] == ")" else { return nil }
            index += 1
        }
        return index < words.count && words[index] == "{" ? (flag, index) : nil
    }

    /// True when the flag is set to true (or to an object) somewhere after `start`.
    private static func setsFlag(_ flag: String, in words: [String], from start: Int) -> Bool {
        var index = start
        if let equals = flag.range(of: "==") {
            let (path, value) = (String(flag[..<equals.lowerBound]), String(flag[equals.upperBound...]))
            while index < words.count {
                if let (written, next) = Self.path(words, from: index), written == path, next + 1 < words.count,
                    words[next] == "=", words[next + 1] == value
                {
                    return true
                }
                index += 1
            }
            return false
        }
        while index < words.count {
            // Set to true, or to an object (`self.reachability = [Reachability …]`): what the guard tests is there
            // from then on, until something sets it back to nil.
            if let (path, next) = path(words, from: index), next + 1 < words.count, words[next] == "=",
                path == flag, !clearingValues.contains(words[next + 1])
            {
                return true
            }
            index += 1
        }
        return false
    }

    /// `if (!flag) { … }` or `if !flag { … }` whose block ends where the body does: the flag's path.
    private static func negatedBlockFlag(_ words: [String], from start: Int) -> String? {
        guard let (flag, brace) = negatedBlockOpening(words, from: start) else { return nil }
        var depth = 0
        for index in brace..<words.count {
            if words[index] == "{" { depth += 1 }
            if words[index] == "}" {
                depth -= 1
                if depth == 0 { return index == words.count - 2 ? flag : nil }
            }
        }
        return nil
    }

    /// The index after `[super name…];` or `super.name(…)` at `start`, or `start`.
    private static func afterSuperCall(_ words: [String], from start: Int) -> Int {
        var index = start
        if index < words.count, words[index] == "[", index + 1 < words.count, words[index + 1] == "super" {
            while index < words.count, words[index] != ";" { index += 1 }
            return index + 1
        }
        if index + 2 < words.count, words[index] == "super", words[index + 1] == "." {
            var depth = 0
            index += 2
            while index < words.count {
                if words[index] == "(" { depth += 1 }
                if words[index] == ")" {
                    depth -= 1
                    if depth == 0 { return index + 1 < words.count && words[index + 1] == ";" ? index + 2 : index + 1 }
                }
                index += 1
            }
        }
        return start
    }

    /// `if (flag) return;`, `if (flag) { return; }`, `if flag { return }`, `guard !flag else { return }`: the
    /// flag's path and the index after the statement.
    private static func earlyReturnFlag(_ words: [String], from start: Int) -> (String, Int)? {
        guard start < words.count else { return nil }
        var index = start
        var flag: String
        if words[index] == "guard" {
            guard index + 1 < words.count, words[index + 1] == "!", let (path, next) = path(words, from: index + 2),
                next < words.count, words[next] == "else"
            else { return nil }
            flag = path
            index = next + 1
        } else if words[index] == "if" {
            index += 1
            let parenthesized = index < words.count && words[index] == "("
            if parenthesized { index += 1 }
            guard let (path, next) = path(words, from: index) else { return nil }
            flag = path
            index = next
            // `if (self.tabBar.delegate == self) return;` … `self.tabBar.delegate = self;`: the test is that value.
            if index + 1 < words.count, words[index] == "==" || words[index] == "===", isValue(words[index + 1]) {
                flag = path + "==" + words[index + 1]
                index += 2
            }
            index = skippingOtherDisjuncts(words, from: index, parenthesized: parenthesized)
            if parenthesized {
                guard index < words.count, words[index] == ")" else { return nil }
                index += 1
            }
        } else {
            return nil
        }
        guard index <= words.count else { return nil }
        for expected in [["{", "return", "}"], ["{", "return", ";", "}"], ["return", ";"]]
        where Array(words[index..<min(words.count, index + expected.count)]) == expected {
            return (flag, index + expected.count)
        }
        // `{ [self launchCurrentMode]; return; }`: what the block does on later calls, then the return.
        if index < words.count, words[index] == "{", let end = blockEndingInReturn(words, from: index) {
            return (flag, end)
        }
        return nil
    }

    /// The index after the `}` of the block at `start` when its last statement is a bare `return`.
    private static func blockEndingInReturn(_ words: [String], from start: Int) -> Int? {
        var depth = 0
        for index in start..<words.count {
            if words[index] == "{" { depth += 1 }
            if words[index] == "}" {
                depth -= 1
                guard depth == 0 else { continue }
                let tail = words[max(start, index - 2)..<index]
                return tail.last == "return" || Array(tail) == ["return", ";"] ? index + 1 : nil
            }
        }
        return nil
    }

    /// `self`, `YES`, `true`, a constant: what an equality guard compares its path with.
    private static func isValue(_ word: String) -> Bool {
        isIdentifier(word) || word.allSatisfy(\.isNumber)
    }

    /// A path to a flag of `self` at `start` (`_didStart`, `self.didStart`, `self->_didStart`, `didStart`),
    /// named without `self` and the ivar's underscore, and the index after it.
    private static func path(_ words: [String], from start: Int) -> (String, Int)? {
        var index = start
        if index + 1 < words.count, words[index] == "self", words[index + 1] == "." || words[index + 1] == "->" {
            index += 2
        }
        var parts: [String] = []
        while index < words.count, isIdentifier(words[index]) {
            parts.append(words[index])
            index += 1
            guard index + 1 < words.count, words[index] == ".", isIdentifier(words[index + 1]) else { break }
            index += 1
        }
        guard var first = parts.first, first != "self" else { return nil }
        if first.hasPrefix("_") { first.removeFirst() }
        return (([first] + parts.dropFirst()).joined(separator: "."), index)
    }

    private static func isIdentifier(_ word: String) -> Bool {
        guard let first = word.unicodeScalars.first, first == "_" || first.properties.isAlphabetic else { return false }
        return word.unicodeScalars.allSatisfy {
            $0 == "_" || $0.properties.isAlphabetic || $0.properties.numericType != nil
        }
    }
}
