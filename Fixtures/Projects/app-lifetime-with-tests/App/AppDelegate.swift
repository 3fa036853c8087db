import UIKit

// The app makes its relay once, in the app delegate's initializer; the tests make more of their own. How the
// tests make the app's types says nothing of how the app does: the relay lives as long as the app.
@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    private let relay: NotificationRelay

    override init() {
        relay = NotificationRelay(.default)
        super.init()
    }
}
