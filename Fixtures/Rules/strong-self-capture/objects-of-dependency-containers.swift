import Combine
import DIKit
import Foundation
import Resolver
import Swinject

// Objects a dependency container makes once and keeps for the app's life (Resolver's `.application` scope,
// Swinject's `.container` scope): their cycles are notes. Registered with a scope that makes a new one each time
// (`.unique`, `.transient`) or made elsewhere too, they keep their warnings.
extension Resolver: ResolverRegistering {
    public static func registerAllServices() {
        register { NotificationService() }.scope(.application)
        register { QuarantineController() }.implements(QuarantineProviding.self).scope(application)
        register { DiaryViewModel() }.scope(.unique)
        register { ReportService() }.scope(.application)
        register { () -> HealthRepository in
            let configuration = QuarantineConfiguration(days: 10)
            return HealthRepository(configuration: configuration)
        }.scope(application)
    }
}

let container: Container = {
    let container = Container()
    container.register(SyncEngine.self) { _ in SyncEngine() }.inObjectScope(.container)
    container.register(UploadTask.self) { _ in UploadTask() }.inObjectScope(.transient)
    // Without a scope, a container made without a default of its own makes a new one each time.
    container.register(DiaryViewModel.self) { _ in DiaryViewModel() }
    return container
}()

protocol QuarantineProviding {}

final class NotificationService {
    private var cancellables = Set<AnyCancellable>()

    func observe() {
        NotificationCenter.default.publisher(for: .NSCalendarDayChanged)
            .sink { _ in
                self.reschedule() // expect-warning:17 strong-self-capture {{'NotificationService' is made only by a dependency container's registration with '.scope(.application)', which keeps one instance: it lives as long as the app}}
            }
            .store(in: &cancellables)
    }

    /// silent: the subscription holds the service weakly.
    func follow() {
        NotificationCenter.default.publisher(for: .NSCalendarDayChanged)
            .sink { [weak self] _ in self?.reschedule() }
            .store(in: &cancellables)
    }

    func reschedule() {}
}

final class QuarantineController: QuarantineProviding {
    private var timer: Timer?
    private var quietTimer: Timer?

    func start() {
        timer = Timer.scheduledTimer(withTimeInterval: 60, repeats: true) { _ in
            self.refresh() // expect-warning:13 strong-self-capture {{'QuarantineController' is made only by a dependency container's registration with '.scope(application)'}}
        }
    }

    /// silent: the timer's closure holds the controller weakly.
    func startQuietly() {
        quietTimer?.invalidate()
        quietTimer = Timer.scheduledTimer(withTimeInterval: 60, repeats: true) { [weak self] _ in self?.refresh() }
    }

    func refresh() {}
}

final class SyncEngine {
    private var cancellables = Set<AnyCancellable>()

    func observe() {
        NotificationCenter.default.publisher(for: .NSSystemClockDidChange)
            .sink { _ in
                self.sync() // expect-warning:17 strong-self-capture {{'SyncEngine' is made only by a dependency container's registration with '.inObjectScope(.container)'}}
            }
            .store(in: &cancellables)
    }

    /// silent: the subscription holds the engine weakly.
    func follow() {
        NotificationCenter.default.publisher(for: .NSSystemClockDidChange)
            .sink { [weak self] _ in self?.sync() }
            .store(in: &cancellables)
    }

    func sync() {}
}

/// A new one for each screen that resolves it: a warning.
final class DiaryViewModel {
    private var cancellables = Set<AnyCancellable>()

    func observe() {
        NotificationCenter.default.publisher(for: .NSCalendarDayChanged)
            .sink { _ in
                self.reload() // expect-warning:17 strong-self-capture {{kept by 'self.cancellables'; capture [weak self]}}
            }
            .store(in: &cancellables)
    }

    /// silent: the subscription holds the view model weakly.
    func follow() {
        NotificationCenter.default.publisher(for: .NSCalendarDayChanged)
            .sink { [weak self] _ in self?.reload() }
            .store(in: &cancellables)
    }

    func reload() {}
}

/// Transient: a new one each time.
final class UploadTask {
    private var cancellables = Set<AnyCancellable>()

    func observe() {
        NotificationCenter.default.publisher(for: .NSSystemClockDidChange)
            .sink { _ in
                self.retry() // expect-warning:17 strong-self-capture {{kept by 'self.cancellables'; capture [weak self]}}
            }
            .store(in: &cancellables)
    }

    /// silent: the subscription holds the task weakly.
    func follow() {
        NotificationCenter.default.publisher(for: .NSSystemClockDidChange)
            .sink { [weak self] _ in self?.retry() }
            .store(in: &cancellables)
    }

    func retry() {}
}

/// Registered for the app's life, and also made by a screen: one of many.
final class ReportService {
    private var cancellables = Set<AnyCancellable>()

    func observe() {
        NotificationCenter.default.publisher(for: .NSCalendarDayChanged)
            .sink { _ in
                self.send() // expect-warning:17 strong-self-capture {{kept by 'self.cancellables'; capture [weak self]}}
            }
            .store(in: &cancellables)
    }

    /// silent: the subscription holds the service weakly.
    func follow() {
        NotificationCenter.default.publisher(for: .NSCalendarDayChanged)
            .sink { [weak self] _ in self?.send() }
            .store(in: &cancellables)
    }

    func send() {}
}

func sendReportNow() {
    let service = ReportService()
    service.observe()
}

struct QuarantineConfiguration {
    let days: Int
}

/// Made by a registration whose closure returns it after some set-up: still one for the app's life, and so is the
/// timer controller its initializer makes.
final class HealthRepository {
    private let timeController: QuarantineTimeController

    init(configuration: QuarantineConfiguration) {
        timeController = QuarantineTimeController()
    }
}

final class QuarantineTimeController {
    private var cancellables = Set<AnyCancellable>()

    func observe() {
        NotificationCenter.default.publisher(for: .NSCalendarDayChanged)
            .sink { _ in
                self.refresh() // expect-warning:17 strong-self-capture {{'QuarantineTimeController' is made only as 'HealthRepository.timeController', and 'HealthRepository' lives as long as the app}}
            }
            .store(in: &cancellables)
    }

    /// silent: the subscription holds the controller weakly.
    func follow() {
        NotificationCenter.default.publisher(for: .NSCalendarDayChanged)
            .sink { [weak self] _ in self?.refresh() }
            .store(in: &cancellables)
    }

    func refresh() {}
}

// DIKit: `single { … }` keeps one instance for the container's life, `factory { … }` makes one each time.
extension DependencyContainer {
    static var pricing = module {
        single { PriceService(refresh: 60) }
        factory { QuoteViewModel() }
    }
}

final class PriceService {
    private var cancellables = Set<AnyCancellable>()

    init(refresh: TimeInterval) {}

    func poll() {
        Timer.publish(every: 60, on: .main, in: .common).autoconnect()
            .sink { _ in
                self.fetch() // expect-warning:17 strong-self-capture {{'PriceService' is made only by a dependency container's 'single { … }' registration, which keeps one instance: it lives as long as the app}}
            }
            .store(in: &cancellables)
    }

    func fetch() {}
}

final class QuoteViewModel {
    private var cancellables = Set<AnyCancellable>()

    func poll() {
        Timer.publish(every: 60, on: .main, in: .common).autoconnect()
            .sink { _ in
                self.fetch() // expect-warning:17 strong-self-capture {{kept by 'self.cancellables'; capture [weak self]}}
            }
            .store(in: &cancellables)
    }

    func fetch() {}
}
