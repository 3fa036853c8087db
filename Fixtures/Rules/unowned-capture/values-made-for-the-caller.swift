import UIKit

struct SettingItem {
    var text: String
    var menuBuilder: (() -> [UIAction])?
    init(text: String, menuBuilder: (() -> [UIAction])? = nil) {
        self.text = text
        self.menuBuilder = menuBuilder
    }
}

struct SettingSection {
    var items: [SettingItem]
}

/// Builds the rows of the settings screens: it hands back values that hold the closures and keeps none itself,
/// except the reset handler, which it keeps for the whole run.
final class SettingsCatalog {
    static let shared = SettingsCatalog()
    private var resetHandler: (() -> Void)?
    private let defaultTitle = "Pick"

    init() {}

    /// Only delegates to the designated initializer, which keeps nothing.
    convenience init(title: String) {
        self.init()
    }

    func sections(onPick: @escaping (Int) -> Void) -> [SettingSection] {
        let sections = [
            SettingSection(items: [
                .init(text: defaultTitle, menuBuilder: { [1, 2].map { n in UIAction(title: "\(n)") { _ in onPick(n) } } })
            ])
        ]
        return sections
    }

    func typedSections(onPick: @escaping (Int) -> Void) -> [SettingSection] {
        [SettingSection(items: [SettingItem.init(text: "Pick", menuBuilder: { [UIAction(title: "1") { _ in onPick(1) }] })])]
    }

    func sections(onReset: @escaping () -> Void) -> [SettingSection] {
        resetHandler = onReset
        return []
    }
}

final class SettingsRootView: UIView {
    private var sections: [SettingSection] = []

    func load() {
        sections = makeSections() + makeTypedSections() + makeResetSections()
    }

    // silent: the catalogue makes a new item that holds the closure and hands it back; the view keeps it.
    func makeSections() -> [SettingSection] {
        SettingsCatalog.shared.sections(onPick: { [unowned self] n in self.pick(n) })
    }

    // silent: the same through the type's name.
    func makeTypedSections() -> [SettingSection] {
        SettingsCatalog.shared.typedSections(onPick: { [unowned self] n in self.pick(n) })
    }

    func makeResetSections() -> [SettingSection] {
        SettingsCatalog.shared.sections(onReset: { [unowned self] in self.reset() }) // expect-warning:61 unowned-capture {{'SettingsCatalog.shared' keeps it in 'resetHandler'}}
    }

    private func pick(_ n: Int) {}
    private func reset() {}
}
