import Combine
import Foundation

final class Formatter {
    let lastUpdate = PassthroughSubject<Date, Never>()
    @Published var value = 0
}

final class StatusController {
    private let formatter = Formatter()
    private let dateFormatter = DateFormatter()
    private var cancellables = Set<AnyCancellable>()
    private var observer: NSObjectProtocol?
    private var label = ""

    func bind() {
        // A closure that returns a value: 'self?' would change its type.
        formatter.lastUpdate
            .map { self.dateFormatter.string(from: $0) }
            .sink { [weak self] text in self?.label = text }
            .store(in: &cancellables)
        // self captured through another name.
        let owner = self
        observer = NotificationCenter.default.addObserver(forName: .init("Status"), object: nil, queue: nil) { _ in
            owner.refresh()
        }
        // A method with overloads: the callback's arity is unknown.
        formatter.$value
            .sink(receiveValue: show)
            .store(in: &cancellables)
    }

    func refresh() {}
    func show(_ value: Int) {}
    func show(_ value: String) {}
}
