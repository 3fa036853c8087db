/// Where a class keeps the results of its subscriptions, and how a result is put there: what the fix of a
/// discarded cancellable or disposable writes.
package struct TokenBag: Sendable {
    /// The calls whose result goes into this bag (`sink`, `assign`).
    package var calls: Set<String>
    /// The property that holds the bag (`cancellables`).
    package var property: String
    /// A word its declaration shows (`AnyCancellable`), to tell the bag from another property of that name.
    package var typeMark: String
    /// The text appended to the call (`.store(in: &cancellables)`).
    package var store: String
}
