import UIKit

final class ThemeViewController: UIViewController {
    private var tokens: [NotificationToken] = []
    private var themeToken: NotificationToken?
    private let router = Router()
    private let loader = Loader()
    var onAction: (() -> Void)?

    override func viewDidLoad() {
        super.viewDidLoad()
        // The token removes itself in deinit, but deinit never runs while the block holds 'self'.
        themeToken = NotificationCenter.default.addObserver(with: themeDidChange) { theme in
            self.apply(theme) // expect-warning:13 strong-self-capture {{passes it on to 'addObserver'}}
        }
        tokens.append(observe(themeDidChange) { theme in self.apply(theme) }) // expect-warning:58 strong-self-capture
        tokens.append(Notifications.listen(to: themeDidChange) { theme in
            self.apply(theme) // expect-warning:13 strong-self-capture
        })
        // silent: a weak capture; the token removes the observer when 'self' goes.
        tokens.append(Notifications.listen(to: themeDidChange) { [weak self] theme in self?.apply(theme) })
        // silent: 'describe' takes a non-escaping closure.
        Notifications.describe(themeDidChange) { name in self.title = name }

        router.push("settings", onNavigationBack: { self.apply("back") }) // expect-warning:53 strong-self-capture {{'self' keeps 'self.router'}}
        // silent: a router held by a local dies with the scope.
        let temporary = Router()
        temporary.finish { self.apply("done") }
        store { self.apply("stored") } // expect-warning:17 strong-self-capture {{'self.onAction'}}
        // silent: the loader empties its queue of completions once it has run them.
        loader.whenLoaded { self.apply("loaded") }
    }

    func store(_ action: @escaping () -> Void) {
        onAction = action
    }

    func apply(_ theme: String) {}
}
