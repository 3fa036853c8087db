import UIKit

final class AccessRequestViewController: UIViewController {
    var completion: ((Bool) -> Void)?
}

final class ApiAccessViewController: UIViewController {
    private var pending: [AccessRequestViewController] = []
    var tokens: [String] = []

    // silent: the navigation controller keeps the new screen, and `self` does not own its navigation controller.
    func askForAccess(_ appID: String) {
        let vc = AccessRequestViewController()
        vc.completion = { granted in
            if granted { self.tokens.append(appID) }
        }
        navigationController?.viewControllers = [vc]
    }

    // silent: the same through the tab bar controller that shows `self`.
    func showRequestTab(_ appID: String) {
        let vc = AccessRequestViewController()
        vc.completion = { _ in self.tokens.removeAll() }
        tabBarController?.viewControllers?.append(vc)
    }

    // `self` keeps the screen in its own array: a cycle.
    func queueRequest(_ appID: String) {
        let vc = AccessRequestViewController()
        vc.completion = { granted in
            if granted { self.tokens.append(appID) } // expect-warning:26 strong-self-capture {{'self' keeps 'vc' in 'self.pending'}}
        }
        pending.append(vc)
    }
}
