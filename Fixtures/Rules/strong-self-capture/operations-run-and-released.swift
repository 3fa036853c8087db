import CloudKit

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
