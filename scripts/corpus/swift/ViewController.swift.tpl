// kind: controller
// path: Features/{{F}}/Views/{{F}}ViewController.swift
import Combine
import UIKit

/// Lists {{es}} and keeps the list in step with the view model.
final class {{F}}ViewController: UIViewController {
    private let viewModel: {{F}}ViewModel
    private let tableView = UITableView(frame: .zero, style: .insetGrouped)
    private let spinner = UIActivityIndicatorView(style: .medium)
    private let headerLabel = UILabel()
    private var cancellables = Set<AnyCancellable>()
    private var items: [{{E}}] = []
    @@props

    init(viewModel: {{F}}ViewModel) {
        self.viewModel = viewModel
        super.init(nibName: nil, bundle: nil)
        title = NSLocalizedString("{{Title}}", comment: "")
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { nil }

    deinit {
        @@deinit
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        tableView.dataSource = self
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "{{F}}Cell")
        view.addSubview(tableView)
        viewModel.$items
            .receive(on: DispatchQueue.main)
            .sink { [weak self] items in
                self?.render(items)
            }
            .store(in: &cancellables)
        @@load
        viewModel.reload()
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        @@appear
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        @@disappear
    }

    func reload() {
        viewModel.reload()
    }

    func render(_ items: [{{E}}]) {
        self.items = items
        tableView.reloadData()
        headerLabel.text = items.isEmpty ? NSLocalizedString("No {{es}} yet", comment: "") : nil
    }

    func showError(_ message: String) {
        let alert = UIAlertController(title: nil, message: message, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .cancel))
        present(alert, animated: true)
    }
    @@members
    @@fill
}

extension {{F}}ViewController: UITableViewDataSource {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        items.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "{{F}}Cell", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = items[indexPath.row].{{title}}
        cell.contentConfiguration = content
        return cell
    }
}
@@types
