import Combine
import SwiftUI

/// The SwiftUI app's initializer runs once per process: the model it stores in a static property lives as long
/// as the app, and a cycle through it loses nothing (a note). A model made on each call of a method stays a
/// warning.
final class StreamModel: ObservableObject {
    @Published var isLive = false
    private var cancellables = Set<AnyCancellable>()

    func observe() {
        NotificationCenter.default.publisher(for: UIApplication.didBecomeActiveNotification)
            .sink { _ in
                self.isLive = true // expect-warning:17 strong-self-capture {{'StreamModel' is made only}}
            }
            .store(in: &cancellables)
    }
}

final class PreviewModel: ObservableObject {
    @Published var count = 0
    private var cancellables = Set<AnyCancellable>()

    func observe() {
        NotificationCenter.default.publisher(for: UIApplication.didBecomeActiveNotification)
            .sink { _ in
                self.count += 1 // expect-warning:17 strong-self-capture {{kept by 'self.cancellables'; capture [weak self]}}
            }
            .store(in: &cancellables)
        // silent: weak
        NotificationCenter.default.publisher(for: UIApplication.willResignActiveNotification)
            .sink { [weak self] _ in self?.count = 0 }
            .store(in: &cancellables)
    }
}

@main
struct StreamerApp: App {
    @StateObject var model: StreamModel
    static var globalModel: StreamModel?
    static var lastPreview: PreviewModel?

    init() {
        StreamerApp.globalModel = StreamModel()
        _model = StateObject(wrappedValue: StreamerApp.globalModel!)
    }

    var body: some Scene {
        WindowGroup { Text("Live") }
    }

    /// Runs again and again: each call makes another model.
    func showPreview() {
        StreamerApp.lastPreview = PreviewModel()
    }
}

/// A scene delegate's `scene(_:willConnectTo:options:)` runs once per window, and again for a window reconnected:
/// what it stores in a static property is made more than once.
final class WindowModel {
    var title = ""
    private var cancellables = Set<AnyCancellable>()

    func observe() {
        NotificationCenter.default.publisher(for: UIApplication.didBecomeActiveNotification)
            .sink { _ in
                self.title = "active" // expect-warning:17 strong-self-capture {{kept by 'self.cancellables'; capture [weak self]}}
            }
            .store(in: &cancellables)
    }
}

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    static var current: WindowModel?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
        SceneDelegate.current = WindowModel()
    }
}
