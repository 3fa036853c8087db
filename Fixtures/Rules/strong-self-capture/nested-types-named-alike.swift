import Combine

/// Screens whose state models share a simple name inside their module's namespace: what one `StateModel` clears
/// says nothing of another.
enum Treatments {}
enum PumpSetup {}

extension Treatments {
    final class StateModel {
        private var lifetime = Set<AnyCancellable>()
        private let doses = PassthroughSubject<Int, Never>()
        var total = 0

        func subscribe() {
            doses.sink { dose in
                self.total += dose // expect-warning:17 strong-self-capture {{'StateModel' sets 'self.lifetime' back to nil, empties or cancels it}}
            }
            .store(in: &lifetime)
        }

        func reset() {
            lifetime = Set<AnyCancellable>()
        }
    }
}

extension PumpSetup {
    final class StateModel {
        private var lifetime = Set<AnyCancellable>()
        private let states = PassthroughSubject<String, Never>()
        var state = ""

        // This model never empties its own 'lifetime': the cycle stays.
        func subscribe() {
            states.sink { value in
                self.state = value // expect-warning:17 strong-self-capture {{captures 'self' strongly and is kept by 'self.lifetime'; capture [weak self]}}
            }
            .store(in: &lifetime)
        }
    }
}
