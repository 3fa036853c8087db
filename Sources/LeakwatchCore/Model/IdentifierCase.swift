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
