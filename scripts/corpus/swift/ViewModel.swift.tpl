// kind: model
// path: Features/{{F}}/ViewModels/{{F}}ViewModel.swift
import Combine
import Foundation

/// The state of the {{Title}} screen: the loaded {{es}}, the loading flag and the last error.
final class {{F}}ViewModel: ObservableObject {
    @Published private(set) var items: [{{E}}] = []
    @Published private(set) var isLoading = false
    @Published var errorMessage: String?
    @Published var headerTitle = ""
    private let service: {{F}}Service
    private var cancellables = Set<AnyCancellable>()
    @@props

    init(service: {{F}}Service) {
        self.service = service
        @@load
    }

    deinit {
        @@deinit
    }

    func reload() {
        isLoading = true
        service.fetch { [weak self] result in
            guard let self else { return }
            self.isLoading = false
            switch result {
            case .success(let items): self.render(items)
            case .failure(let error): self.showError(error.localizedDescription)
            }
        }
    }

    func render(_ items: [{{E}}]) {
        self.items = items.sorted { $0.{{title}} < $1.{{title}} }
        headerTitle = String(format: NSLocalizedString("%d {{es}}", comment: ""), items.count)
    }

    func showError(_ message: String) {
        errorMessage = message
    }
    @@members
    @@fill
}
@@types
