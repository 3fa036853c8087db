import UIKit
import XCTest

// A closure stored in a property of a singleton or global stays there for the whole run, unless a method of the
// type that stored it sets that property again: then it is let go when that method runs.
final class Environment {
    var database: () -> [String] = { [] }
    var onSync: (() -> Void)?
}

var Current = Environment()

enum Sync {
    static var onFinish: (() -> Void)?
}

final class InboxViewController: UIViewController {
    var rows: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        Current.onSync = { self.reload() } // expect-warning:28 strong-self-capture {{'Current' keeps it for the whole run}}
        // silent: a weak capture stays in 'Current' without keeping 'self'.
        Current.onSync = { [weak self] in self?.reload() }
        // silent: a closure that holds nothing of 'self'.
        Current.database = { ["inbox"] }
    }

    func reload() {}
}

final class SyncController: UIViewController {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        Sync.onFinish = { self.refresh() } // expect-warning:27 strong-self-capture {{'Sync.onFinish' keeps it until 'SyncController' sets it again in a method}}
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        Sync.onFinish = nil
    }

    func refresh() {}
}

// A method of the type stored again in another method is a new closure that holds 'self', not a release.
final class BadgeController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        Current.onSync = updateBadge // expect-warning:26 method-reference-capture {{'Current' keeps it for the whole run}}
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        Current.onSync = updateBadge // expect-warning:26 method-reference-capture {{'Current' keeps it for the whole run}}
    }

    func updateBadge() {}
}

final class ArchiveController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        Sync.onFinish = { self.refresh() } // expect-warning:27 strong-self-capture {{'Sync' keeps it for the whole run}}
    }

    // Never runs while the closure holds 'self'.
    deinit {
        Sync.onFinish = nil
    }

    func refresh() {}
}

final class InboxTests: XCTestCase {
    private var previousDatabase: (() -> [String])!
    private var rows = ["a"]

    override func setUp() {
        super.setUp()
        previousDatabase = Current.database
        Current.database = { self.rows } // expect-warning:30 strong-self-capture {{'Current.database' keeps it until 'InboxTests' sets it again in a method}}
    }

    override func tearDown() {
        Current.database = previousDatabase
        super.tearDown()
    }
}
