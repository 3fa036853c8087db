import CloudKit
import Combine
import UIKit

/// An operation handed to a runner ('CKDatabase.add', 'OperationQueue.addOperation') is released once it has
/// run, with the blocks it holds; one that 'self' keeps in its own array holds them as long as 'self'.
final class ZoneSync {
    let database = CKContainer.default().privateCloudDatabase
    let queue = OperationQueue()
    var operations: [CKOperation] = []
    var changed = 0

    func fetchChanges() {
        let operation = CKFetchRecordZoneChangesOperation()
        // silent: the database runs the operation, then lets it go
        operation.recordWasChangedBlock = { _, _ in self.changed += 1 }
        database.add(operation)
    }

    func fetchQueued() {
        let operation = CKFetchRecordZoneChangesOperation()
        // silent: so does an operation queue
        operation.recordWasChangedBlock = { _, _ in self.changed += 1 }
        queue.addOperation(operation)
    }

    func fetchKept() {
        let operation = CKFetchRecordZoneChangesOperation()
        operation.recordWasChangedBlock = { _, _ in self.changed += 1 } // expect-warning:53 strong-self-capture {{'self' keeps 'operation' in 'self.operations'}}
        operations.append(operation)
    }
}

/// A project's operation made in the argument of the queue's call, holding the completion it is given: the queue
/// lets the operation go once it has run, and the completion with it.
final class RefreshOperation: Operation {
    private let completion: (Bool) -> Void
    init(completion: @escaping (Bool) -> Void) {
        self.completion = completion
        super.init()
    }
    override func main() { completion(true) }
}

final class CertificateRefresher {
    private let operationQueue = OperationQueue()
    private var kept: [RefreshOperation] = []

    func refreshNow(completion: @escaping (Bool) -> Void) {
        operationQueue.addOperation(RefreshOperation(completion: completion))
    }

    func refreshLater(completion: @escaping (Bool) -> Void) {
        kept.append(RefreshOperation(completion: completion))
    }
}

final class TunnelStarter {
    private let refresher = CertificateRefresher()

    func start() {
        refresher.refreshNow { _ in
            self.connect() // silent: the operation that holds the completion is released once it has run
        }
        refresher.refreshLater { _ in
            self.connect() // expect-warning:13 strong-self-capture {{'self.refresher'}}
        }
    }

    func connect() {}
}

/// An item provider runs the completion of a load once and returns its progress, which holds no completion: a
/// subscription to that progress's values, stored by `self`, keeps only its own closure.
final class MediaPicker {
    private var cancellables: Set<AnyCancellable> = []
    private var picked: URL?

    func load(_ provider: NSItemProvider, progressView: UIProgressView) {
        let progress = provider.loadFileRepresentation(forTypeIdentifier: "public.movie") { url, _ in
            self.picked = url // silent: the provider runs the completion once, and the progress does not hold it
        }
        progress.publisher(for: \.fractionCompleted)
            .receive(on: DispatchQueue.main)
            .sink { fraction in progressView.progress = Float(fraction) }
            .store(in: &cancellables)
    }
}

/// A project method that hands its closure to an operation queue's `addOperation { … }`: the queue runs it once.
final class TransactionSearch {
    private let searchQueue = OperationQueue()
    private var results: [String] = []

    func post(_ work: @escaping () -> Void) {
        searchQueue.addOperation(work)
    }

    func search(_ text: String) {
        post {
            self.results = [text] // silent: the queue runs the closure once, then lets it go
        }
    }
}
