import UIKit

/// The phone app replaces its window's root: that lets the phone app's storyboard controllers go, not the watch
/// app's pages.
final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func presentFailure() {
        window?.rootViewController = UIViewController()
    }
}
