import Foundation

/// Operation sets 'completionBlock' to nil once the block has started: a block that names its operation
/// keeps it only until then. A property the framework does not clear still keeps its object alive.
final class Downloader {
    let queue = OperationQueue()

    func run() {
        let operation = BlockOperation {}
        // silent: cleared by Operation after it runs
        operation.completionBlock = { print(operation.isCancelled) }
        queue.addOperation(operation)
    }
}

final class Step {
    var onFinish: (() -> Void)?
}

final class Pipeline {
    func start() {
        let step = Step()
        step.onFinish = { print(step) } // expect-warning:33 self-referencing-callback
    }
}
