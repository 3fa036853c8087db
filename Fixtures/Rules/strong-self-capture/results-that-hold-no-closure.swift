import UIKit

/// A stored result keeps the closure only when it can hold one: a struct the project declares, a number or a
/// copy of an array property cannot.
struct Stats {
    var count = 0
}

final class StatsAccount {
    func fetchStats(progress: @escaping (Stats) -> Void) async throws -> Stats {
        Stats()
    }

    func watch(handler: @escaping (Stats) -> Void) -> StatsWatch {
        StatsWatch(handler: handler)
    }
}

final class StatsWatch {
    let handler: (Stats) -> Void
    init(handler: @escaping (Stats) -> Void) { self.handler = handler }
}

final class StatsModel {
    var stats = Stats()
    var watch: StatsWatch?
    var task: Task<Void, Never>?
    let account = StatsAccount()

    func fetch() {
        task = Task {
            // silent: the call returns a 'Stats', which holds no closure
            let stats = try? await account.fetchStats { partial in self.stats = partial }
            self.stats = stats ?? Stats()
        }
    }

    func observe() {
        // the returned watch keeps the handler, and 'self' keeps the watch
        watch = account.watch { value in self.stats = value } // expect-warning:42 strong-self-capture
    }
}

final class AuthorView: UIView {
    var authorActions = [UIAccessibilityCustomAction]()

    override var accessibilityCustomActions: [UIAccessibilityCustomAction]? {
        get {
            // silent: 'actions' is a copy of the array; the property is not changed
            var actions = authorActions
            actions.append(UIAccessibilityCustomAction(name: "Toggle") { _ in self.toggle(); return true })
            return actions
        }
        set {}
    }

    func toggle() {}
}

/// The closure parameter's type is a typealias; the result is still a struct.
typealias CloudProgress = (Stats) -> Void

final class CloudAccount {
    func fetchCloudStats(progress: @escaping CloudProgress) async throws -> Stats {
        Task { progress(Stats()) }
        return Stats()
    }
}

final class CloudStatsModel {
    var stats = Stats()
    var task: Task<Void, Never>?
    let account = CloudAccount()

    func fetch() {
        task = Task {
            // silent: the call returns a 'Stats'
            let stats = try? await account.fetchCloudStats { partial in self.stats = partial }
            self.stats = stats ?? Stats()
        }
    }
}

/// The identifier of a background task is a number: the property keeps no handler. The application keeps the
/// expiration handler only until 'endBackgroundTask'.
final class DatabaseSaver {
    private var backgroundTask: UIBackgroundTaskIdentifier = .invalid
    private var isCancelled = false

    func save(app: UIApplication) {
        // silent: 'self.backgroundTask' stores an identifier
        backgroundTask = app.beginBackgroundTask(withName: "Saving") {
            self.isCancelled = true
            app.endBackgroundTask(self.backgroundTask)
        }
    }
}

/// Photos names an image request by a number: the cell keeps the number to cancel the request, and the image
/// manager releases the handler once it has run.
final class AssetCell: UICollectionViewCell {
    private var currentRequest: PHImageRequestID?
    private var progressRequest: PHImageRequestID = PHInvalidImageRequestID
    private let imageView = UIImageView()

    func show(_ asset: PHAsset, manager: PHImageManager) {
        // silent: 'self.currentRequest' stores a request identifier
        currentRequest = manager.requestImage(
            for: asset, targetSize: bounds.size, contentMode: .aspectFill, options: nil
        ) { image, _ in
            self.imageView.image = image
        }
        // silent: the same for a non-optional identifier
        progressRequest = manager.requestImage(
            for: asset, targetSize: bounds.size, contentMode: .aspectFit, options: nil
        ) { image, _ in
            self.imageView.image = image
        }
    }
}
