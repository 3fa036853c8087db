import UIKit

/// An appearance method that returns at once when a flag of `self` is set, and sets it, runs the rest once.
final class ImportViewController: UIViewController {
    private var didStartImport = false
    private let progress = Progress(totalUnitCount: 100)

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        guard !didStartImport else { return }
        didStartImport = true
        // silent: registered once, removed in deinit.
        progress.addObserver(self, forKeyPath: "fractionCompleted", options: .new, context: nil)
    }

    deinit {
        progress.removeObserver(self, forKeyPath: "fractionCompleted")
    }
}

final class GuardedFeedViewController: UIViewController {
    private var isListening = false

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        if isListening { return }
        isListening = true
        // expect-warning@+1:36 lifecycle-mismatch {{runs once from 'viewWillAppear'}}
        NotificationCenter.default.addObserver(
            self, selector: #selector(refresh), name: UIApplication.didBecomeActiveNotification, object: nil)
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        NotificationCenter.default.removeObserver(self)
    }

    @objc private func refresh() {}
}

/// A flag the method tests but never sets guards nothing: the registration runs on every appearance.
final class UnguardedFeedViewController: UIViewController {
    private var isEditingFeed = false

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        guard !isEditingFeed else { return }
        // expect-warning@+1:36 lifecycle-mismatch {{every appearance}}
        NotificationCenter.default.addObserver(
            self, selector: #selector(refresh), name: UIApplication.didBecomeActiveNotification, object: nil)
    }

    @objc private func refresh() {}
}

/// silent: the flag guards a block that is the rest of the method, and the block sets it.
final class DatabasesViewController: UIViewController {
    private var hasLoaded = false

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        if !hasLoaded {
            hasLoaded = true
            doInitialSetup()
        }
    }

    private func doInitialSetup() {
        NotificationCenter.default.addObserver(
            self, selector: #selector(refresh), name: UIApplication.didBecomeActiveNotification, object: nil)
    }

    @objc private func refresh() {}
}

/// silent: a helper of the appearance method that guards itself with a flag it sets runs once per object.
final class LockScreenViewController: UIViewController {
    private var hasLoaded = false
    var document: AnyObject?

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        load()
    }

    private func load() {
        guard !hasLoaded else { return }
        hasLoaded = true
        NotificationCenter.default.addObserver(
            self, selector: #selector(refresh), name: UIApplication.didBecomeActiveNotification, object: nil)
    }

    @objc private func refresh() {}
}

/// Returns, after some work of its own, while a property holds the value the method then sets: the rest runs once.
final class TabsViewController: UIViewController, UITabBarDelegate {
    let tabBar = UITabBar()

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        if tabBar.delegate === self {
            showCurrentTab()
            return
        }
        tabBar.delegate = self
        // silent: the guard returns on every later appearance
        NotificationCenter.default.addObserver(
            self, selector: #selector(refresh), name: UIApplication.didBecomeActiveNotification, object: nil)
    }

    func showCurrentTab() {}
    @objc private func refresh() {}
}
