/// A JSON tree written by hand with keys in the order given: output is byte-identical from run to run, reads in
/// the order of the format's specification, and keeps `/` unescaped (JSONSerialization would write `\/`).
indirect enum JSONValue {
    case string(String)
    case int(Int)
    case array([JSONValue])
    case object([(String, JSONValue)])

    /// Two-space indentation, one value a line, and a final newline, as the services' own examples show.
    func document() -> String {
        rendered(indent: "") + "\n"
    }

    private func rendered(indent: String) -> String {
        let inner = indent + "  "
        switch self {
        case .string(let text):
            return JSONReporter.quoted(text)
        case .int(let number):
            return String(number)
        case .array(let items):
            guard !items.isEmpty else { return "[]" }
            let body = items.map { inner + $0.rendered(indent: inner) }
            return "[\n" + body.joined(separator: ",\n") + "\n" + indent + "]"
        case .object(let pairs):
            guard !pairs.isEmpty else { return "{}" }
            let body = pairs.map { inner + JSONReporter.quoted($0.0) + ": " + $0.1.rendered(indent: inner) }
            return "{\n" + body.joined(separator: ",\n") + "\n" + indent + "}"
        }
    }
}
