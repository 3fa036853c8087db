import Foundation

/// Runs `transform` over `items` on `jobs` threads and returns the results in input order, so that output
/// never depends on scheduling. Threads get a large stack: syntax trees of deeply nested code recurse deep.
package func parallelMap<Input: Sendable, Output: Sendable>(
    _ items: [Input], jobs: Int, _ transform: @escaping @Sendable (Input) -> Output
) -> [Output] {
    let workerCount = max(1, min(jobs, items.count))
    let results = ResultSlots<Output>(count: items.count)
    let next = Counter()
    let group = DispatchGroup()
    for _ in 0..<workerCount {
        group.enter()
        let thread = Thread {
            while let index = next.take(below: items.count) {
                results.set(index, transform(items[index]))
            }
            group.leave()
        }
        thread.stackSize = 64 << 20
        thread.start()
    }
    group.wait()
    return results.values()
}

/// Runs `first` and `second` at the same time when `jobs` allows, else one after the other; returns both results.
package func concurrently<First: Sendable, Second: Sendable>(
    jobs: Int, _ first: @escaping @Sendable () -> First, _ second: @escaping @Sendable () -> Second
) -> (First, Second) {
    guard jobs > 1 else { return (first(), second()) }
    let firstResult = ResultSlots<First>(count: 1)
    let secondResult = ResultSlots<Second>(count: 1)
    DispatchQueue.concurrentPerform(iterations: 2) { index in
        if index == 0 { firstResult.set(0, first()) } else { secondResult.set(0, second()) }
    }
    return (firstResult.values()[0], secondResult.values()[0])
}

/// Hands out indices to worker threads.
private final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var value = 0

    func take(below limit: Int) -> Int? {
        lock.lock()
        defer { lock.unlock() }
        guard value < limit else { return nil }
        value += 1
        return value - 1
    }
}

/// One slot per input; each slot is written by exactly one worker.
private final class ResultSlots<Output>: @unchecked Sendable {
    private let lock = NSLock()
    private var slots: [Output?]

    init(count: Int) { slots = Array(repeating: nil, count: count) }

    func set(_ index: Int, _ value: Output) {
        lock.lock()
        slots[index] = value
        lock.unlock()
    }

    func values() -> [Output] { slots.compactMap { $0 } }
}
