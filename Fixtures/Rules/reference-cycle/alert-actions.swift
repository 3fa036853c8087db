import UIKit

// An alert keeps its actions and each action its handler: a handler that uses the alert keeps it, and everything
// the handler holds, after the alert is dismissed. A weak capture, or a handler that does not use the alert, does
// not.
final class RenameController: UIViewController {
    var name = ""

    func askName() {
        let alert = UIAlertController(title: "Rename", message: nil, preferredStyle: .alert)
        alert.addTextField()
        alert.addAction(
            UIAlertAction(title: "OK", style: .default) { _ in
                print(alert.textFields?.first?.text ?? "") // expect-warning:23 reference-cycle {{captures 'alert' strongly, and 'alert' keeps what 'UIAlertAction' makes}}
            })
        present(alert, animated: true)
    }

    func askNameWeakly() {
        let alert = UIAlertController(title: "Rename", message: nil, preferredStyle: .alert)
        alert.addTextField()
        // silent: the handler holds the alert weakly.
        alert.addAction(
            UIAlertAction(title: "OK", style: .default) { [weak alert] _ in
                print(alert?.textFields?.first?.text ?? "")
            })
        // silent: this handler does not use the alert.
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel) { _ in print("cancelled") })
        present(alert, animated: true)
    }

    // The action held in a local first, then added: the same cycle.
    func askNameInSteps() {
        let alert = UIAlertController(title: "Rename", message: nil, preferredStyle: .alert)
        alert.addTextField()
        let ok = UIAlertAction(title: "OK", style: .default) { _ in
            print(alert.textFields?.first?.text ?? "") // expect-warning:19 reference-cycle {{captures 'alert' strongly}}
        }
        alert.addAction(ok)
        present(alert, animated: true)
    }

    // silent: the action goes into another alert than the one its handler uses.
    func askTwice(after first: UIAlertController) {
        let second = UIAlertController(title: "Again?", message: nil, preferredStyle: .alert)
        let retry = UIAlertAction(title: "Retry", style: .default) { _ in print(first.title ?? "") }
        second.addAction(retry)
        present(second, animated: true)
    }

    // A control keeps its actions the same way.
    func makeResetButton() -> UIButton {
        let button = UIButton(type: .system)
        button.addAction(
            UIAction { _ in button.setTitle("Done", for: .normal) }, // expect-warning:29 reference-cycle {{captures 'button' strongly}}
            for: .touchUpInside)
        return button
    }
}

// An alert made by an object that lives as long as the app leaks all the same: the alert is made anew each time.
final class SessionManager {
    static let shared = SessionManager()

    func confirmSignOut(from controller: UIViewController) {
        let alert = UIAlertController(title: "Sign out?", message: nil, preferredStyle: .alert)
        alert.addAction(
            UIAlertAction(title: "Sign out", style: .destructive) { _ in
                print(alert.title ?? "") // expect-warning:23 reference-cycle {{captures 'alert' strongly}}
            })
        controller.present(alert, animated: true)
    }
}
