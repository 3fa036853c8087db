/// An enum case holds its associated values wherever it goes: a state property that keeps a case keeps the task
/// in it, and the task's completion. Setting the state to a case without values lets them go.
final class SearchTask {
    let onDone: () -> Void

    init(onDone: @escaping () -> Void) { self.onDone = onDone }
}

enum SearchState {
    case idle
    case searching(query: String, task: SearchTask)
}

final class SearchController {
    private var state = SearchState.idle

    func start(_ query: String) {
        let task = SearchTask(onDone: { self.show() }) // expect-warning:41 strong-self-capture {{kept by 'self.state'; capture [weak self]}}
        state = .searching(query: query, task: task)
    }

    // silent: a case made to be logged keeps nothing for long.
    func describe(_ query: String) {
        let task = SearchTask(onDone: { self.show() })
        log(.searching(query: query, task: task))
    }

    func log(_ state: SearchState) { print(state) }

    func show() {}
}

/// The same controller that goes back to `.idle` when the search ends: the cycle ends then.
final class ResettingSearchController {
    private var state = SearchState.idle

    func start(_ query: String) {
        let task = SearchTask(onDone: { self.finish() }) // expect-warning:41 strong-self-capture {{'ResettingSearchController' sets 'self.state' back to nil, empties or cancels it}}
        state = .searching(query: query, task: task)
    }

    func finish() { state = .idle }
}
