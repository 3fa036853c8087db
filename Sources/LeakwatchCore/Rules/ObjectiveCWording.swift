import Foundation

/// The catalogue's reasons and the rules' phrases are written in Swift's words; a finding in an Objective-C file
/// says them in Objective-C's.
enum ObjectiveCWording {
    /// Outside quotes, a closure is a block. Quoted, `'deinit'` is `'dealloc'` and a Swift title the catalogue
    /// knows is its selector (`'removeObserver(_:)'` → `'removeObserver:'`); other quoted code stays as written.
    static func translate(_ text: String) -> String {
        // Objective-C rebinds `self` with a block-local declaration (`@strongify(self)`, `MXStrongifyAndReturnIfNil`).
        let text = text.replacingOccurrences(
            of: "the strong 'self' of an enclosing 'guard let self'",
            with: "the strong local 'self' of an enclosing block ('@strongify(self)' or the like)")
        var result = ""
        var plain = ""
        var index = text.startIndex
        while index < text.endIndex {
            if let quoted = quotation(in: text, at: index) {
                result += blocks(plain)
                plain = ""
                let inner = String(text[text.index(after: index)..<text.index(before: quoted)])
                result +=
                    "'" + (inner == "deinit" ? "dealloc" : APICatalog.selector(ofSwiftTitle: inner) ?? inner) + "'"
                index = quoted
            } else {
                plain.append(text[index])
                index = text.index(after: index)
            }
        }
        return result + blocks(plain)
    }

    /// The end of the quotation that opens at `index` (just past its closing quote), or nil when the character is
    /// no opening quote: an apostrophe inside a word (`object's`) opens nothing.
    private static func quotation(in text: String, at index: String.Index) -> String.Index? {
        guard text[index] == "'" else { return nil }
        if index > text.startIndex, let before = text[text.index(before: index)].unicodeScalars.first,
            !" ([".unicodeScalars.contains(before)
        {
            return nil
        }
        var cursor = text.index(after: index)
        while cursor < text.endIndex {
            if text[cursor] == "'" {
                let next = text.index(after: cursor)
                if next == text.endIndex || !(text[next].isLetter || text[next].isNumber) { return next }
            }
            cursor = text.index(after: cursor)
        }
        return nil
    }

    private static func blocks(_ words: String) -> String {
        guard words.contains("losure") else { return words }
        var result = ""
        var word = ""
        for character in words + " " {
            if character.isLetter {
                word.append(character)
                continue
            }
            result += replacements[word] ?? word
            word = ""
            result.append(character)
        }
        return String(result.dropLast())
    }

    private static let replacements = [
        "closure": "block", "closures": "blocks", "Closure": "Block", "Closures": "Blocks",
    ]
}
