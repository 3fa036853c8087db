import Combine
import UIKit

final class Analytics {
    static let shared = Analytics()
    func track(_ query: String, from screen: AnyObject) {}
}

final class SearchViewModel: ObservableObject {
    @Published var query = ""
    @Published private(set) var results: [String] = []
    @Published private(set) var isLoading = false
    let lastUpdate = PassthroughSubject<Date, Never>()
}

final class SearchViewController: UIViewController {
    private let viewModel = SearchViewModel()
    private let dateFormatter = DateFormatter()
    private let resultsLabel = UILabel()
    private let updatedLabel = UILabel()
    private let spinner = UIActivityIndicatorView()
    private var cancellables = Set<AnyCancellable>()
    private var loadingCancellable: AnyCancellable?

    override func viewDidLoad() {
        super.viewDidLoad()
        viewModel.$results
            .sink { results in self.render(results) } // expect-warning:32 strong-self-capture {{captures 'self' strongly}}
            .store(in: &cancellables)

        loadingCancellable = viewModel.$isLoading.sink { loading in
            self.spinner.isHidden = !loading // expect-warning:13 strong-self-capture
        }

        // The map closure lives in the stored chain as long as the sink does.
        viewModel.lastUpdate
            .map { self.dateFormatter.string(from: $0) } // expect-warning:20 strong-self-capture
            .sink { [weak self] text in self?.updatedLabel.text = text }
            .store(in: &cancellables)

        cancellables.insert(
            viewModel.$query.sink { query in
                Analytics.shared.track(query, from: self) // expect-warning:53 strong-self-capture
            })
    }

    func bindQuery() {
        // silent: guard let self makes self strong only while one value is delivered.
        viewModel.$query
            .sink { [weak self] query in
                guard let self else { return }
                self.resultsLabel.text = query
                self.render(self.viewModel.results)
            }
            .store(in: &cancellables)
        // silent: [weak vc = self] is a weak capture under another name.
        viewModel.$isLoading
            .sink { [weak vc = self] loading in vc?.spinner.isHidden = !loading }
            .store(in: &cancellables)
    }

    func logCurrentResults() {
        // silent: the cancellable is a local: the subscription ends when this method returns.
        let subscription = viewModel.$results.sink { results in
            self.log(results)
        }
        subscription.cancel()
    }

    private func render(_ results: [String]) { resultsLabel.text = results.joined(separator: ", ") }
    private func log(_ results: [String]) {}
}
