// A static property's object made in a closure run at once for its initial value is made once and lives as long
// as the app: a cycle of its own is a note. The same pattern in a factory method makes one object per call.
final class Preferences {
    var validator: ((String) -> String?)?

    func validate(_ keys: String) -> String? { keys.isEmpty ? nil : keys }
}

extension Preferences {
    static let shared: Preferences = {
        let result = Preferences()
        result.validator = { keys in
            result.validate(keys) // expect-warning:13 self-referencing-callback {{'Preferences' is made only in global variables and lives as long as the app}}
        }
        return result
    }()
}

final class InputSession {
    var validator: ((String) -> String?)?

    func validate(_ keys: String) -> String? { keys }

    static func make() -> InputSession {
        let session = InputSession()
        session.validator = { keys in session.validate(keys) } // expect-warning:39 self-referencing-callback {{so 'session' keeps itself alive; capture [weak session]}}
        return session
    }
}

/// silent: a weak capture in the same closure.
final class Keyboard {
    var onLayout: (() -> Void)?

    func layout() {}

    static let main: Keyboard = {
        let keyboard = Keyboard()
        keyboard.onLayout = { [weak keyboard] in keyboard?.layout() }
        return keyboard
    }()
}
