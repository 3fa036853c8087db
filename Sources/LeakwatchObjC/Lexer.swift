/// A small lexer for the pre-scan that runs before libclang parses anything: it only has to tell identifiers,
/// keywords and punctuation apart, and skip comments, strings and numbers. The walk itself uses libclang's tokens.
enum Lexer {
    static func tokens(_ text: String) -> [Token] {
        let bytes = Array(text.utf8)
        var tokens: [Token] = []
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 47, index + 1 < bytes.count, bytes[index + 1] == 47 {  // `//`
                while index < bytes.count, bytes[index] != 10 { index += 1 }
            } else if byte == 47, index + 1 < bytes.count, bytes[index + 1] == 42 {  // `/*`
                index += 2
                while index + 1 < bytes.count, !(bytes[index] == 42 && bytes[index + 1] == 47) { index += 1 }
                index += 2
            } else if byte == 34 || byte == 39 {  // string or character literal
                let start = index
                index = skipQuoted(bytes, from: index)
                tokens.append(Token(kind: .literal, text: "\"\"", offset: start))
            } else if isIdentifierStart(byte) {
                let start = index
                while index < bytes.count, isIdentifierStart(bytes[index]) || isDigit(bytes[index]) { index += 1 }
                let word = String(decoding: bytes[start..<index], as: UTF8.self)
                tokens.append(Token(kind: keywords.contains(word) ? .keyword : .identifier, text: word, offset: start))
            } else if isDigit(byte) {
                let start = index
                while index < bytes.count,
                    isIdentifierStart(bytes[index]) || isDigit(bytes[index]) || bytes[index] == 46
                {
                    index += 1
                }
                tokens.append(Token(kind: .literal, text: "0", offset: start))
            } else if byte == 45, index + 1 < bytes.count, bytes[index + 1] == 62 {  // `->`
                tokens.append(Token(kind: .punctuation, text: "->", offset: index))
                index += 2
            } else if byte > 32 {
                tokens.append(Token(kind: .punctuation, text: String(UnicodeScalar(byte)), offset: index))
                index += 1
            } else {
                index += 1
            }
        }
        return tokens
    }

    private static func skipQuoted(_ bytes: [UInt8], from start: Int) -> Int {
        let quote = bytes[start]
        var index = start + 1
        while index < bytes.count, bytes[index] != quote, bytes[index] != 10 {
            index += bytes[index] == 92 ? 2 : 1
        }
        return index + 1
    }

    private static func isIdentifierStart(_ byte: UInt8) -> Bool {
        (byte >= 65 && byte <= 90) || (byte >= 97 && byte <= 122) || byte == 95 || byte >= 128
    }

    private static func isDigit(_ byte: UInt8) -> Bool { byte >= 48 && byte <= 57 }

    /// C and Objective-C type and statement keywords: a name after one of them is being declared or is a value.
    static let keywords: Set<String> = [
        "void", "char", "short", "int", "long", "float", "double", "signed", "unsigned", "const", "volatile",
        "static", "extern", "inline", "struct", "union", "enum", "typedef", "return", "if", "else", "for", "while",
        "do", "switch", "case", "default", "break", "continue", "goto", "sizeof", "auto", "register", "_Bool",
        "bool", "class", "namespace", "template", "typename", "new", "delete", "this", "virtual", "public",
        "private", "protected", "using", "operator", "true", "false", "nullptr", "const_cast", "static_cast",
    ]
}
