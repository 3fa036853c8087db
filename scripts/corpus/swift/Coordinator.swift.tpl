// kind: coordinator
// path: Features/{{F}}/Coordinators/{{F}}Coordinator.swift
import UIKit

/// Shows the {{Title}} screens and the details of one {{e}}.
final class {{F}}Coordinator {
    private let navigationController: UINavigationController
    private let service: {{F}}Service
    private var children: [AnyObject] = []
    var onFinish: (() -> Void)?
    @@props

    init(navigationController: UINavigationController, service: {{F}}Service) {
        self.navigationController = navigationController
        self.service = service
        @@load
    }

    func start() {
        let viewModel = {{F}}ViewModel(service: service)
        let controller = {{F}}ViewController(viewModel: viewModel)
        navigationController.pushViewController(controller, animated: false)
    }

    func reload() {
        navigationController.popToRootViewController(animated: true)
    }

    func render(_ items: [{{E}}]) {
        navigationController.topViewController?.title = "\(items.count)"
    }

    func showError(_ message: String) {
        let alert = UIAlertController(title: nil, message: message, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .cancel))
        navigationController.present(alert, animated: true)
    }
    @@members
    @@fill
}
@@types
