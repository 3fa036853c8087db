import LeakwatchCore
import Yams

extension NodeReader {
    /// `objc_macros:` rows: `name` is the head of the `#define` (`MXWeakify(var)` or `WEAKSELF`), `definition` its
    /// replacement text.
    func objcMacros(_ node: Node) throws(ConfigurationError) -> [ObjCMacro] {
        try sequence(node, what: "'objc_macros'").map { (item) throws(ConfigurationError) -> ObjCMacro in
            var head: (text: String, node: Node)?
            var definition: String?
            for (key, value) in try mapping(item, what: "an Objective-C macro") {
                switch try string(key) {
                case "name": head = (try string(value), value)
                case "definition": definition = try string(value)
                case let unknown:
                    throw error(
                        at: key,
                        "unknown key '\(unknown)' in an Objective-C macro"
                            + suggestion(unknown, among: ["name", "definition"]))
                }
            }
            guard let head else { throw error(at: item, "an Objective-C macro needs a 'name'") }
            guard let definition else { throw error(at: item, "an Objective-C macro needs a 'definition'") }
            guard let macro = ObjCMacro(head: head.text, definition: definition) else {
                throw error(
                    at: head.node,
                    "'\(head.text)' is not a macro name; write a name, or a name and its parameters: 'MXWeakify(var)'")
            }
            return macro
        }
    }
}
