import LeakwatchCore

extension AsyncLoopIndex.SequenceSource {
    /// The source as messages name it: `'notifications(named:)'`, `'updates(…)', which returns the AsyncStream
    /// 'events' kept by 'Feed'`.
    var phrase: Phrase {
        switch self {
        case .catalogued(let display): "\(code: display)"
        case .publishedProperty(let name): "the @Published \(code: name)"
        case .storedSequence(let type, let name, let owner): "the \(type) \(code: name) kept by \(code: owner)"
        case .storedPublisher(let type, let name): "the \(type) \(code: name)"
        case .stream(let builder, let feed): "an \(builder) fed by \(code: feed)"
        case .values(let publisher): "'values' of \(publisher.phrase)"
        case .wrapped(let name, let isCall, let inner):
            "\(code: isCall ? name + "(…)" : name), which returns \(inner.phrase)"
        }
    }
}
