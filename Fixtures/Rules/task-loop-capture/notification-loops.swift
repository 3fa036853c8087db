import UIKit

extension Notification.Name {
    static let themeDidChange = Notification.Name("themeDidChange")
    static let sessionDidExpire = Notification.Name("sessionDidExpire")
}

/// Every way a task can hold `self` across a loop over notifications.
final class ThemeController {
    private var themeTask: Task<Void, Never>?
    private var sessionTask: Task<Void, Never>?
    private let label = UILabel()

    func applyTheme() { label.textColor = .label }

    func observeImplicitly() {
        themeTask = Task {
            for await _ in NotificationCenter.default.notifications(named: .themeDidChange) {
                // expect-warning@+1:17 task-loop-capture {{task captures 'self' strongly through 'applyTheme' and waits on 'NotificationCenter.notifications(named:object:)', which never ends: the loop keeps 'self' alive for ever; capture [weak self] and unwrap it inside the loop, once per element}}
                applyTheme()
            }
        }
    }

    func observeExplicitly() {
        themeTask = Task {
            for await _ in NotificationCenter.default.notifications(named: .themeDidChange) {
                // expect-warning@+1:17 task-loop-capture {{task captures 'self' strongly and waits on}}
                self.applyTheme()
            }
        }
    }

    func observeAfterGuard() {
        themeTask = Task { [weak self] in
            // expect-warning@+1:19 task-loop-capture {{'let self' makes 'self' strong before the loop over 'NotificationCenter.notifications(named:object:)', which never ends}}
            guard let self else { return }
            for await _ in NotificationCenter.default.notifications(named: .themeDidChange) {
                self.applyTheme()
            }
        }
    }

    func observeAfterStrongSelfAlias() {
        themeTask = Task { [weak self] in
            // expect-warning@+1:19 task-loop-capture {{'let strongSelf = self' makes 'self' strong}}
            guard let strongSelf = self else { return }
            for await _ in NotificationCenter.default.notifications(named: .themeDidChange) {
                strongSelf.applyTheme()
            }
        }
    }

    func observeInsideIfLet() {
        themeTask = Task { [weak self] in
            // expect-warning@+1:16 task-loop-capture {{'let self' makes 'self' strong}}
            if let self {
                for await _ in NotificationCenter.default.notifications(named: .themeDidChange) {
                    self.applyTheme()
                }
            }
        }
    }

    func observeWithCaptureList() {
        // expect-warning@+1:38 task-loop-capture {{captures 'self' strongly with [self]}}
        themeTask = Task.detached { [self] in
            for await _ in NotificationCenter.default.notifications(named: .sessionDidExpire) {
                await applyTheme()
            }
        }
    }

    func observeWeakly() {
        // silent: the weak `self` is only used optionally inside the loop
        themeTask = Task { [weak self] in
            for await _ in NotificationCenter.default.notifications(named: .themeDidChange) {
                self?.applyTheme()
            }
        }
    }

    func observeWithUpgradeInsideTheLoop() {
        // silent: `self` is made strong once per element, inside the loop
        themeTask = Task { [weak self] in
            for await _ in NotificationCenter.default.notifications(named: .themeDidChange) {
                guard let self else { return }
                self.applyTheme()
            }
        }
    }

    func waitForOneNotification() {
        // silent: the loop leaves after the first element
        themeTask = Task {
            for await _ in NotificationCenter.default.notifications(named: .themeDidChange) {
                applyTheme()
                break
            }
        }
    }

    func waitUntilThemesAreLoaded() {
        // silent: the loop returns once the last theme is in
        themeTask = Task {
            for await notification in NotificationCenter.default.notifications(named: .themeDidChange) {
                applyTheme()
                if notification.userInfo?["last"] != nil { return }
            }
        }
    }

    func watchEveryThemeChange() {
        themeTask = Task {
            for await notification in NotificationCenter.default.notifications(named: .themeDidChange) {
                // expect-warning@+1:17 task-loop-capture {{task captures 'self' strongly through 'applyTheme'}}
                applyTheme()
                // A 'break' of a 'switch' leaves the switch, not the loop.
                switch notification.object {
                case nil: break
                default: continue
                }
            }
        }
    }

    func waitForLastTheme(_ names: [String]) {
        // silent: a labelled break leaves the loop from inside an inner one
        themeTask = Task {
            themes: for await notification in NotificationCenter.default.notifications(named: .themeDidChange) {
                applyTheme()
                for name in names where notification.userInfo?[name] != nil {
                    break themes
                }
            }
        }
    }

    func watchThemeNames(_ names: [String]) {
        themeTask = Task {
            for await notification in NotificationCenter.default.notifications(named: .themeDidChange) {
                // expect-warning@+1:17 task-loop-capture {{task captures 'self' strongly through 'applyTheme'}}
                applyTheme()
                // A labelled break of an inner loop leaves that loop only.
                search: for name in names where notification.userInfo?[name] != nil {
                    break search
                }
            }
        }
    }

    func waitForThreeNotifications() {
        // silent: `prefix(_:)` ends the sequence
        themeTask = Task {
            for await _ in NotificationCenter.default.notifications(named: .themeDidChange).prefix(3) {
                applyTheme()
            }
        }
    }

    func waitForExpiry() async {
        // silent: `first(where:)` returns with the first match, it is no loop
        _ = await NotificationCenter.default.notifications(named: .sessionDidExpire).first { _ in true }
        applyTheme()
    }

    // MARK: A method of `self` that loops, awaited by a task

    func observeTheme() async {
        for await _ in NotificationCenter.default.notifications(named: .themeDidChange) {
            applyTheme()
        }
    }

    func startThemeObservation() {
        sessionTask = Task {
            // expect-warning@+1:19 task-loop-capture {{task awaits 'observeTheme()', whose loop over 'NotificationCenter.notifications(named:object:)' never ends: the call holds 'self' for ever; run the loop in the task with [weak self]}}
            await self.observeTheme()
        }
    }

    func startThemeObservationWeakly() {
        sessionTask = Task { [weak self] in
            // expect-warning@+1:19 task-loop-capture {{task awaits 'observeTheme()'}}
            await self?.observeTheme()
        }
    }

    func startSomethingFinite() {
        // silent: `applyTheme` runs no loop
        sessionTask = Task { await self.refreshOnce() }
    }

    func refreshOnce() async { applyTheme() }
}

/// A task kept in a property and cancelled in `deinit`: `deinit` never comes while the task holds `self`.
final class SessionMonitor {
    private var task: Task<Void, Never>?
    private var expired = false

    init() {
        task = Task {
            for await _ in NotificationCenter.default.notifications(named: .sessionDidExpire) {
                // expect-warning@+1:17 task-loop-capture {{and the 'cancel()' in 'deinit' never runs: 'deinit' waits for the task to let 'self' go; capture [weak self]}}
                expired = true
            }
        }
    }

    deinit {
        task?.cancel()
    }
}

/// Nested tasks: each task answers for its own loops.
final class NestedTasks {
    private var outer: Task<Void, Never>?
    private var count = 0

    func startNestedStrong() {
        outer = Task { [weak self] in
            // silent: the outer task only starts the inner one, and holds `self` weakly
            self?.startInner()
        }
    }

    func startInner() {
        outer = Task {
            Task {
                for await _ in NotificationCenter.default.notifications(named: .themeDidChange) {
                    // expect-warning@+1:21 task-loop-capture {{task captures 'self' strongly}}
                    self.count += 1
                }
            }
        }
    }

    func startNestedWeak() {
        outer = Task { [weak self] in
            // silent: the inner task reaches only the weak `self` of the outer one
            let inner = Task {
                for await _ in NotificationCenter.default.notifications(named: .themeDidChange) {
                    self?.count += 1
                }
            }
            await inner.value
        }
    }
}
