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
