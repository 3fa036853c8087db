import Combine

extension ProfileState {
    // silent: 'self' is a struct declared in another file; a value cannot form a cycle.
    mutating func bind() {
        updates.sink { name in print(self.name, name) }.store(in: &cancellables)
    }
}

extension ProfileViewModel {
    func bind() {
        updates
            .sink { name in self.apply(name) } // expect-warning:29 strong-self-capture {{kept by 'self.cancellables'}}
            .store(in: &cancellables)
        updates
            .sink(receiveValue: apply) // expect-warning:33 method-reference-capture
            .store(in: &cancellables)
        // silent: 'onChange' is a closure property, not a method; passing it captures no 'self'.
        updates.sink(receiveValue: onChange ?? { _ in }).store(in: &cancellables)
    }
}

extension Refreshing {
    // silent: the protocol is not class-bound, so 'self' may be a value.
    func scheduleRefresh(on publisher: PassthroughSubject<Void, Never>, into bag: inout Set<AnyCancellable>) {
        publisher.sink { self.refresh() }.store(in: &bag)
    }
}

extension ScreenLifecycle {
    func observeReloads(_ publisher: PassthroughSubject<Void, Never>) {
        publisher.sink { self.reload() }.store(in: &cancellables) // expect-warning:26 strong-self-capture
    }
}
