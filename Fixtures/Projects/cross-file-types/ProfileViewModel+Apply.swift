import Combine

extension ProfileViewModel {
    func apply(_ name: String) {}

    func batchUpdate(store: Store) {
        // silent: 'Batch.perform' is a project function whose closure parameter is not escaping.
        Batch.perform { self.apply("batched") }
        // silent: 'Store.run' takes a non-escaping closure, declared in another file.
        store.run { self.apply("run") }
        // 'Store.observe' keeps its escaping closure in the token that 'self' stores.
        store.observe { _ in self.apply("observed") }.store(in: &cancellables) // expect-warning:30 strong-self-capture
    }
}
