import Foundation

/// Whether a name starts with a lowercase or uppercase letter: Swift's conventions tell a variable or method
/// (`reload`) from a type (`Store`). Asked of nearly every name the walk meets, so an ASCII first letter is
/// decided from its byte; any other first character as `Character` decides it.
extension StringProtocol {
    package var startsLowercase: Bool {
        guard let byte = utf8.first else { return false }
        if byte < 0x80 { return byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z") }
        return first?.isLowercase == true
    }

    package var startsUppercase: Bool {
        guard let byte = utf8.first else { return false }
        if byte < 0x80 { return byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") }
        return first?.isUppercase == true
    }
}

/// The same for `String` itself, inlined where asked: the front ends ask it of nearly every name they meet, and
/// the generic version costs a call through the protocol for each.
extension String {
    @inlinable package var startsLowercase: Bool {
        guard let byte = utf8.first else { return false }
        if byte < 0x80 { return byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z") }
        return first?.isLowercase == true
    }

    @inlinable package var startsUppercase: Bool {
        guard let byte = utf8.first else { return false }
        if byte < 0x80 { return byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") }
        return first?.isUppercase == true
    }
}

extension String {
    /// The text without the spaces and tabs at its ends, as `trimmingCharacters(in: .whitespaces)` answers; a
    /// text that starts and ends with a visible ASCII character (nearly every type name the index reads) is
    /// answered without Foundation, which bridges the text on every call.
    package var trimmingSpaces: String {
        guard let first = utf8.first, let last = utf8.last else { return "" }
        if first > 0x20, first < 0x80, last > 0x20, last < 0x80 { return self }
        return trimmingCharacters(in: .whitespaces)
    }
}
