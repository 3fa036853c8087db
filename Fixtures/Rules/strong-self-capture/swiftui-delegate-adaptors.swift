import AppKit
import Combine
import SwiftUI

// A SwiftUI app makes its delegate once, through `@NSApplicationDelegateAdaptor`: the delegate lives as long as
// the app even when it adopts `NSApplicationDelegate` only through a superclass the project does not declare.
@main
struct OptimiserApp: App {
    @NSApplicationDelegateAdaptor(AppDelegate.self) var appDelegate

    var body: some Scene {
        Settings { EmptyView() }
    }
}

class AppDelegate: PackageAppDelegate {
    private var observers = Set<AnyCancellable>()

    func watchSettings() {
        NotificationCenter.default.publisher(for: NSWindow.didBecomeKeyNotification)
            .sink { _ in
                self.refresh() // expect-warning:17 strong-self-capture {{'AppDelegate' is made only as 'OptimiserApp.appDelegate', and 'OptimiserApp' lives as long as the app}}
            }
            .store(in: &observers)
    }

    func refresh() {}
}

/// Made by a window each time it opens: one of many.
final class InspectorModel {
    private var observers = Set<AnyCancellable>()

    func watch() {
        NotificationCenter.default.publisher(for: NSWindow.didBecomeKeyNotification)
            .sink { _ in
                self.refresh() // expect-warning:17 strong-self-capture {{kept by 'self.observers'; capture [weak self]}}
            }
            .store(in: &observers)
    }

    func refresh() {}
}
