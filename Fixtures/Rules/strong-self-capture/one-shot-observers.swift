import Combine
import Foundation

/// An observer whose closure removes or cancels its own token (kept in a local the closure captures) the first
/// time it runs lets go of the closure then: a one-shot observer, no cycle that lasts. One that never removes it
/// stays a warning.
final class LoginWaiter {
    private(set) var isLoggedIn = false
    private var refreshes = 0
    private var cancellables = Set<AnyCancellable>()

    func waitForLogin() {
        var observer: NSObjectProtocol?
        observer = NotificationCenter.default.addObserver(forName: .init("didLogin"), object: nil, queue: .main) { _ in
            NotificationCenter.default.removeObserver(observer!)
            self.isLoggedIn = true // silent: the block removes its own observer when it runs
        }
    }

    func waitForFirstRefresh(_ publisher: AnyPublisher<Int, Never>) {
        var cancellable: AnyCancellable?
        cancellable = publisher.sink { value in
            cancellable?.cancel()
            self.refreshes = value // silent: the closure cancels its own subscription when it runs
        }
    }

    func waitForJob(_ job: AnyObject) {
        var observer: NSObjectProtocol?
        observer = NotificationCenter.default.addObserver(forName: .init("jobDone"), object: nil, queue: .main) { note in
            if note.object as AnyObject? === job {
                NotificationCenter.default.removeObserver(observer!)
            }
            self.refreshes += 1 // expect-warning:13 strong-self-capture {{NotificationCenter keeps the closure until the observer is removed}}
        }
    }

    func trackUploads(_ uploads: AnyPublisher<URLSessionTask, Never>) {
        // Cancelling the task a value brings is no end of the subscription.
        uploads.sink { task in
            task.cancel()
            self.refreshes -= 1 // expect-warning:13 strong-self-capture {{capture [weak self]}}
        }
        .store(in: &cancellables)
    }

    func pollPairing() {
        var timer: Timer?
        timer = Timer.scheduledTimer(withTimeInterval: 3, repeats: true) { _ in
            if self.isLoggedIn { // silent: the timer ends itself once the state is reached, as with its parameter
                timer?.invalidate()
            }
        }
    }

    func watchLogouts() {
        var observer: NSObjectProtocol?
        observer = NotificationCenter.default.addObserver(forName: .init("didLogout"), object: nil, queue: .main) { _ in
            self.isLoggedIn = false // expect-warning:13 strong-self-capture {{NotificationCenter keeps the closure until the observer is removed}}
        }
        print(observer as Any)
    }
}
