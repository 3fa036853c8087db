/// The properties a body compares with nil, read from its words as written: `timer == nil`, `nil != self.timer`,
/// `if (!_monitor)`, `if (self.monitor == nil)`. A method that stores a registration in such a property usually
/// does so only when nothing is there yet, or tears the old one down in that branch.
package enum NilChecks {
    /// The names, without `self.` or an ivar's leading underscore, in the order first met.
    package static func names(in words: [String]) -> [String] {
        var names: [String] = []
        func add(_ name: String?) {
            guard let name, !names.contains(name) else { return }
            names.append(name)
        }
        for (index, word) in words.enumerated() {
            switch word {
            case "==", "!=":
                if index + 1 < words.count, words[index + 1] == "nil" || words[index + 1] == "NULL" {
                    add(nameEnding(words, at: index - 1))
                } else if index >= 1, words[index - 1] == "nil" || words[index - 1] == "NULL" {
                    add(nameStarting(words, at: index + 1))
                } else if index + 1 < words.count, words[index + 1] == "true" || words[index + 1] == "false",
                    let end = validityTestEnd(words, before: index)
                {
                    // `timer?.isValid == true`, `self.timer?.isValid != true`: a look at the old timer first.
                    add(nameEnding(words, at: end))
                }
            case "!":
                // `if (!_timer)`, `if (!self.timer)`, `!timer` in a condition of Objective-C.
                if index >= 1, words[index - 1] == "(" || words[index - 1] == "&&" || words[index - 1] == "||" {
                    add(nameStarting(words, at: index + 1, wholeOperand: true))
                }
            default: continue
            }
        }
        return names
    }

    /// True when a branch's condition, as written, tests only that the property is nil (`preferences == nil`,
    /// `self.preferences == nil`, `nil == _preferences`, `!_preferences`, `(!self.preferences)`): what the branch
    /// sets there it sets once. Both front ends hand over the condition's words.
    package static func testsOnlyForNil(_ property: String, words: [String]) -> Bool {
        let words = words.filter { $0 != "(" && $0 != ")" }
        // One test, nothing joined to it (`!_preferences || force` may set it again).
        guard !words.contains("||"), !words.contains("&&") else { return false }
        let operand: ArraySlice<String>
        if words.first == "!" {
            operand = words.dropFirst()
        } else if words.count >= 3, words.suffix(2).elementsEqual(["==", "nil"]) {
            operand = words.dropLast(2)
        } else if words.count >= 3, words.prefix(2).elementsEqual(["nil", "=="]) {
            operand = words.dropFirst(2)
        } else {
            return false
        }
        return nameStarting(Array(operand), at: 0, wholeOperand: true) == property
    }

    /// True when a branch's condition tests only that a type's static property is nil, written as its whole path
    /// (`Manager.shared == nil`, `nil == Manager.shared`): the branch makes the one instance the type keeps.
    package static func testsOnlyForNil(staticPath path: [String], words: [String]) -> Bool {
        let words = words.filter { $0 != "(" && $0 != ")" }
        return words == path + ["==", "nil"] || words == ["nil", "=="] + path
    }

    /// Where the name ends in `timer?.isValid` or `timer.isValid` just before `index`; nil for anything else.
    private static func validityTestEnd(_ words: [String], before index: Int) -> Int? {
        guard index >= 3, words[index - 1] == "isValid", words[index - 2] == "." else { return nil }
        return words[index - 3] == "?" ? index - 4 : index - 3
    }

    /// The property named by the words that end at `end`: `timer`, `self.timer`, `self?.timer`, `_timer`,
    /// `self->timer`.
    private static func nameEnding(_ words: [String], at end: Int) -> String? {
        guard end >= 0, isIdentifier(words[end]) else { return nil }
        if end >= 2, words[end - 1] == "." {
            let base = words[end - 2] == "?" && end >= 3 ? words[end - 3] : words[end - 2]
            guard base == "self" else { return nil }
        } else if end >= 2, words[end - 1] == "->" {
            guard words[end - 2] == "self" else { return nil }
        } else if end >= 1, words[end - 1] == "." || words[end - 1] == "->" {
            return nil
        }
        return stripped(words[end])
    }

    /// The property named by the words from `start`; with `wholeOperand`, only when nothing follows it but the
    /// end of the condition.
    private static func nameStarting(_ words: [String], at start: Int, wholeOperand: Bool = false) -> String? {
        guard start < words.count else { return nil }
        var index = start
        if words[index] == "self", index + 2 < words.count, words[index + 1] == "." || words[index + 1] == "->" {
            index += 2
        }
        guard index < words.count, isIdentifier(words[index]), words[index] != "self" else { return nil }
        if wholeOperand, index + 1 < words.count, ![")", "&&", "||"].contains(words[index + 1]) { return nil }
        if !wholeOperand, index + 1 < words.count, words[index + 1] == "." { return nil }
        return stripped(words[index])
    }

    private static func isIdentifier(_ word: String) -> Bool {
        guard let first = word.unicodeScalars.first, first == "_" || first.properties.isAlphabetic else { return false }
        return !["nil", "NULL", "true", "false", "YES", "NO", "return"].contains(word)
    }

    private static func stripped(_ name: String) -> String {
        name.hasPrefix("_") && name.count > 1 ? String(name.dropFirst()) : name
    }
}
