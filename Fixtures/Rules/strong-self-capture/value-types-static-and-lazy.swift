import Combine
import SwiftUI
import UIKit

extension Notification.Name {
    static let themeDidChange = Notification.Name("themeDidChange")
}

// silent: a struct `self` is copied into the closure; a value type cannot form a retain cycle.
struct ThemeObserver {
    let palette: [String: UIColor]

    func start() -> NSObjectProtocol {
        NotificationCenter.default.addObserver(forName: .themeDidChange, object: nil, queue: .main) { _ in
            self.apply(self.palette)
        }
    }

    func apply(_ palette: [String: UIColor]) {}
}

// silent: an enum `self` is a value too.
enum LayoutMode {
    case compact, regular

    func startTimer() -> Timer {
        Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in
            print("layout \(self)")
        }
    }
}

struct SettingsStore {
    var values: [String: Bool] = [:]
}

// silent: an extension of a struct declared in this file: `self` is still a value.
extension SettingsStore {
    func observeDefaults() -> NSObjectProtocol {
        NotificationCenter.default.addObserver(forName: UserDefaults.didChangeNotification, object: nil, queue: nil) { _ in
            self.log(self.values)
        }
    }

    func log(_ values: [String: Bool]) {}
}

final class ImageCache {
    static var hits = 0

    // silent: in a static method `self` is the metatype, which is never released anyway.
    static func registerForMemoryWarnings() {
        // expect-warning@+1:36 discarded-observer-token
        NotificationCenter.default.addObserver(
            forName: UIApplication.didReceiveMemoryWarningNotification, object: nil, queue: .main
        ) { _ in
            self.purge()
        }
    }

    static func purge() { hits = 0 }
}

final class DashboardViewController: UIViewController {
    private let viewModel = DashboardModel()

    // silent: an immediately invoked closure runs once while the property is first read; nothing keeps it.
    lazy var headerLabel: UILabel = {
        let label = UILabel()
        label.text = self.viewModel.title
        return label
    }()
}

final class DashboardModel: ObservableObject {
    @Published var isExpanded = false
    let title = "Dashboard"

    // silent: withAnimation runs its body at once.
    func toggle() {
        withAnimation(.spring()) {
            self.isExpanded.toggle()
        }
    }
}
