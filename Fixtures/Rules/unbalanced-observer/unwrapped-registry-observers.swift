import UIKit

// Registries that unwrap their optional observer first (`guard let observer = observer`) and then keep it: the
// unwrapped name is the parameter, so where it goes decides. A weak box needs no removal; a strong array does.
struct Weak<T: AnyObject> {
    weak var value: T?
    init(_ value: T) { self.value = value }
}

protocol Themeable: AnyObject { func applyTheme() }
protocol Localizable: AnyObject { func applyLanguage() }

struct ThemeCenter {
    static var observers = [Weak<Themeable>]()

    static func addObserver(_ observer: Themeable?) {
        guard let observer = observer else { return }
        observer.applyTheme()
        observers.append(Weak(observer))
    }
}

struct LanguageCenter {
    static var observers = [Localizable]()

    static func addObserver(_ observer: Localizable?) {
        guard let observer else { return }
        observer.applyLanguage()
        observers.append(observer)
    }
}

/// Registries that hand their observer on to another object they keep: where that one keeps it decides.
final class WeakHub {
    private struct Entry { weak var object: AnyObject? }
    private var entries: [Entry] = []
    func attach(_ object: AnyObject) { entries.append(Entry(object: object)) }
    func detach(_ object: AnyObject) { entries.removeAll { $0.object === object } }
}

final class StrongHub {
    private var objects: [AnyObject] = []
    func attach(_ object: AnyObject) { objects.append(object) }
    func detach(_ object: AnyObject) { objects.removeAll { $0 === object } }
}

final class FontCenter {
    private let hub = WeakHub()
    func addListener(_ listener: AnyObject) { hub.attach(listener) }
    func removeListener(_ listener: AnyObject) { hub.detach(listener) }
}

final class SoundCenter {
    private let hub = StrongHub()
    func addListener(_ listener: AnyObject) { hub.attach(listener) }
    func removeListener(_ listener: AnyObject) { hub.detach(listener) }
}

final class SettingsScreen: UIViewController {
    let fonts = FontCenter()
    let sounds = SoundCenter()

    override func viewDidLoad() {
        super.viewDidLoad()
        // silent: the center's hub holds it weakly.
        fonts.addListener(self)
        sounds.addListener(self) // expect-warning:16 unbalanced-observer {{'removeListener'}}
    }
}

final class ThemedViewController: UIViewController, Themeable, Localizable {
    override func viewDidLoad() {
        super.viewDidLoad()
        // silent: the center holds it in a weak box.
        ThemeCenter.addObserver(self)
        LanguageCenter.addObserver(self) // expect-warning:24 unbalanced-observer {{'addObserver' on 'LanguageCenter'}}
    }

    func applyTheme() {}
    func applyLanguage() {}
}
