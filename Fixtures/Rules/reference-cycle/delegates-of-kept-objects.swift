import UIKit

// `self` stored as the delegate of an object its property keeps indirectly (the task a progress screen is made
// with): the cycle runs through the task's own delegate, not the progress screen's.
protocol UploadTaskDelegate: AnyObject {
    func uploadFinished()
}

final class UploadTask {
    var delegate: UploadTaskDelegate?  // expect-warning:9 reference-cycle {{'UploadTask.delegate' holds 'NoteViewController' strongly, and 'NoteViewController' keeps this 'UploadTask' in 'NoteViewController.progressController'}}
}

final class DownloadTask {
    weak var delegate: AnyObject?
}

final class UploadProgressController: UIViewController {
    // silent: 'self' is stored in the tasks' delegates, not in this one.
    var delegate: AnyObject?
    let task: AnyObject

    init(task: AnyObject) {
        self.task = task
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("unused") }
}

final class NoteViewController: UIViewController, UploadTaskDelegate {
    private var progressController: UploadProgressController?
    private var downloadController: UploadProgressController?

    func send() {
        let task = UploadTask()
        progressController = UploadProgressController(task: task)
        task.delegate = self
    }

    func fetch() {
        let task = DownloadTask()
        downloadController = UploadProgressController(task: task)
        task.delegate = self
    }

    func uploadFinished() {}
}
