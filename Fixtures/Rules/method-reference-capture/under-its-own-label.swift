import Foundation

final class ChatService {
    func listen(toEvents events: [Int], onEvent: @escaping (Int) -> Void) -> AnyObject { NSObject() }
}

/// A method passed under a label of the same name is still a method reference.
final class ChatViewController {
    private var tokens: [AnyObject] = []
    private let service = ChatService()

    func viewDidLoad() {
        tokens.append(service.listen(toEvents: [1], onEvent: self.onEvent)) // expect-warning:62 method-reference-capture {{kept by 'self.tokens'}}
        tokens.append(service.listen(toEvents: [2], onEvent: onEvent)) // expect-warning:62 method-reference-capture {{kept by 'self.tokens'}}
        // silent: a closure with [weak self]
        tokens.append(service.listen(toEvents: [3], onEvent: { [weak self] in self?.onEvent($0) }))
    }

    func onEvent(_ event: Int) {}
}
