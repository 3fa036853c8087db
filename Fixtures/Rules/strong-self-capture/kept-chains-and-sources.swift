import Combine
import UIKit

final class UploadViewModel {
    let progress = PassthroughSubject<Double, Error>()
    let status = CurrentValueSubject<String, Never>("")
}

final class PageView: UIView { var onSwipe: (() -> Void)? }

final class UploadViewController: UIViewController {
    private let viewModel = UploadViewModel()
    private let progressView = UIProgressView()
    private var cancellables = Set<AnyCancellable>()
    private var pages: [PageView] = []
    private var watchdog: DispatchSourceTimer?
    private var retryTimer: Timer?

    override func viewDidLoad() {
        super.viewDidLoad()
        // Both closures of sink(receiveCompletion:receiveValue:) live in the stored cancellable.
        viewModel.progress
            .sink(receiveCompletion: { _ in self.finish() }, receiveValue: { [weak self] in // expect-warning:45 strong-self-capture
                self?.progressView.progress = Float($0)
            })
            .store(in: &self.cancellables)

        // handleEvents is an operator upstream of a kept sink.
        viewModel.status
            .handleEvents(receiveOutput: { self.log($0) }) // expect-warning:44 strong-self-capture
            .sink { [weak self] in self?.title = $0 }
            .store(in: &cancellables)

        // A local source that `self` then keeps.
        let source = DispatchSource.makeTimerSource(queue: .main)
        source.setEventHandler {
            self.checkStalled() // expect-warning:13 strong-self-capture
        }
        source.schedule(deadline: .now() + 5, repeating: 5)
        source.resume()
        watchdog = source

        // A local view that `self` appends to a property array.
        let page = PageView()
        page.onSwipe = { self.showNextPage() } // expect-warning:26 strong-self-capture
        pages.append(page)
    }

    func scheduleRetry() {
        // silent: a non-repeating timer releases its block once it fires, even though `self` keeps the timer.
        retryTimer = Timer.scheduledTimer(withTimeInterval: 30, repeats: false) { _ in
            self.retry()
        }
        // silent: a discarded AnyCancellable cancels at once.
        // expect-warning@+1:30 discarded-observer-token
        _ = viewModel.status.sink { self.log($0) }
        // silent: asyncAfter runs the block once.
        DispatchQueue.main.asyncAfter(deadline: .now() + 1) {
            self.progressView.isHidden = true
        }
    }

    private func finish() {}
    private func log(_ status: String) {}
    private func checkStalled() {}
    private func showNextPage() {}
    private func retry() {}
}
