import Foundation

/// A key path held in a property: the initializer's parameter of the same name is the same key.
final class DefaultsValueSync: NSObject {
    let settingsKey: String
    let userDefaults: UserDefaults

    init(settingsKey: String, userDefaults: UserDefaults) {
        self.settingsKey = settingsKey
        self.userDefaults = userDefaults
        super.init()
        // silent: deinit removes the same key, written 'settingsKey' there too.
        userDefaults.addObserver(self, forKeyPath: settingsKey, options: [.new], context: nil)
    }

    deinit {
        userDefaults.removeObserver(self, forKeyPath: settingsKey)
    }
}

/// Still reported: the key removed is another one.
final class TwoKeysSync: NSObject {
    let primaryKey: String
    let secondaryKey: String
    let userDefaults = UserDefaults.standard

    init(primaryKey: String, secondaryKey: String) {
        self.primaryKey = primaryKey
        self.secondaryKey = secondaryKey
        super.init()
        userDefaults.addObserver(self, forKeyPath: primaryKey, options: [.new], context: nil)
        userDefaults.addObserver(self, forKeyPath: secondaryKey, options: [.new], context: nil) // expect-warning:22 unbalanced-observer {{'secondaryKey'}}
    }

    deinit {
        userDefaults.removeObserver(self, forKeyPath: primaryKey)
    }
}

/// A key path made from a property (`key.rawValue`): the initializer's parameter is the property.
struct PreferenceKey {
    let rawValue: String
}

final class PreferenceObserver: NSObject {
    let key: PreferenceKey

    init(key: PreferenceKey) {
        self.key = key
        super.init()
        // silent: deinit removes 'key.rawValue' too
        UserDefaults.standard.addObserver(self, forKeyPath: key.rawValue, options: [.new], context: nil)
    }

    deinit {
        UserDefaults.standard.removeObserver(self, forKeyPath: key.rawValue, context: nil)
    }
}

/// `keys.forEach { key in … }` and `for key in keys` name the same elements.
final class PlayerWindowObserver: NSObject {
    var observedKeys = ["volume", "speed"]

    func windowDidLoad() {
        // silent: deinit removes every key of the same array
        observedKeys.forEach { key in
            UserDefaults.standard.addObserver(self, forKeyPath: key, options: .new, context: nil)
        }
    }

    deinit {
        for key in observedKeys {
            UserDefaults.standard.removeObserver(self, forKeyPath: key)
        }
    }
}

func documentKeysToObserve() -> [String] { ["fontSize", "theme"] }

/// A loop over what a call without arguments returns: the same call in the removal's loop gives the same keys.
final class DocumentPreferencesObserver: NSObject {
    let editor = NSObject()

    func windowControllerDidLoadNib() {
        // silent: close() removes the keys of the same call
        for key in documentKeysToObserve() {
            UserDefaults.standard.addObserver(self, forKeyPath: key, options: .new, context: nil)
        }
        // silent: close() removes the keys of the same static call
        for key in Self.editorKeys() {
            editor.addObserver(self, forKeyPath: key, options: .new, context: nil)
        }
        for key in Self.layoutKeys() {
            editor.addObserver(self, forKeyPath: key, options: .new, context: nil)  // expect-warning:20 unbalanced-observer {{never removed}}
        }
    }

    static func editorKeys() -> [String] { ["string"] }
    static func layoutKeys() -> [String] { ["frame"] }

    func close() {
        for key in documentKeysToObserve() { UserDefaults.standard.removeObserver(self, forKeyPath: key) }
        for key in Self.editorKeys() { editor.removeObserver(self, forKeyPath: key) }
        // A different call's keys are other keys.
        for key in Self.editorKeys() { editor.removeObserver(self, forKeyPath: key + ".layout") }
    }
}

/// A key recorded in a set of `self` as it is observed: a loop over that set in the removal removes each.
final class PreferencesSync: NSObject {
    private let defaults = UserDefaults.standard
    private var registeredKeys: Set<String> = []
    private var watchedKeys: [String] = []

    private func addObserver(forKey key: String) {
        guard !registeredKeys.contains(key) else { return }
        registeredKeys.insert(key)
        // silent: handleLogout() removes every key of the set
        defaults.addObserver(self, forKeyPath: key, options: [.new, .old], context: nil)
    }

    private func watch(_ key: String) {
        watchedKeys.append(key)
        defaults.addObserver(self, forKeyPath: key, options: [.new], context: nil)  // expect-warning:18 unbalanced-observer {{never removed}}
    }

    func handleLogout() {
        for key in registeredKeys {
            defaults.removeObserver(self, forKeyPath: key)
        }
        registeredKeys.removeAll()
    }
}

/// A key path held in a local made from each element of a list, removed in a loop over the list with the
/// element's own expression: the same key paths.
final class TagEditor: NSObject {
    let provider = NSObject()
    var tags: [NSObject] = []

    func observeTags() {
        for tag in tags {
            let key = tag.description
            // silent: deinit removes tag.description for every tag.
            provider.addObserver(self, forKeyPath: key, options: [], context: nil)
        }
    }

    deinit {
        for tag in tags {
            provider.removeObserver(self, forKeyPath: tag.description)
        }
    }
}
