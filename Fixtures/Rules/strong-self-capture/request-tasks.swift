import Foundation

/// A request's task (`URLSessionDataTask`, Alamofire's `DataRequest`) keeps its completion only while the request
/// runs: storing the task holds `self` for the length of one request.
final class ChatAPI {
    static let shared = ChatAPI()

    func receiveMessages(room: String, completion: @escaping ([String]) -> Void) -> URLSessionDataTask? {
        let task = URLSession.shared.dataTask(with: URL(string: "https://example.com/\(room)")!) { _, _, _ in
            completion([])
        }
        task.resume()
        return task
    }
}

final class ChatController {
    private var historyTask: URLSessionDataTask?
    private var pullTask: URLSessionTask?
    private var presence: PresenceSubscription?
    var messages: [String] = []

    func loadHistory() {
        // silent: the task is the request's; the session drops the completion when it ends.
        historyTask = ChatAPI.shared.receiveMessages(room: "a") { messages in
            self.messages = messages
        }
    }

    func pull() {
        // silent: an unknown API's result stored in a property declared as a request's task.
        pullTask = SignalingAPI.shared.pullMessages(room: "a") { messages in
            self.messages += messages
        }
    }

    private var avatarRequest: DataRequest?
    var avatar: Data?

    func loadAvatar() {
        // silent: Alamofire's request holds its response handler until the response comes.
        avatarRequest = AF.request("https://example.com/avatar").responseData { response in
            self.avatar = response.data
        }
    }

    func watchPresence() {
        presence = SignalingAPI.shared.subscribePresence(room: "a") { users in
            self.messages = users  // expect-warning:13 strong-self-capture {{kept by 'self.presence'}}
        }
    }
}

/// A dispatch source drops its handlers once cancelled: a method that cancels it ends the cycle.
final class SocketListener {
    private var source: DispatchSourceRead?
    private var timerSource: DispatchSourceTimer?
    var count = 0

    func open(fd: Int32) {
        let source = DispatchSource.makeReadSource(fileDescriptor: fd)
        source.setEventHandler { self.count += 1 }  // expect-warning:34 strong-self-capture {{empties or cancels it}}
        self.source = source
        source.resume()
        let timer = DispatchSource.makeTimerSource()
        timer.setEventHandler { self.count = 0 }  // expect-warning:33 strong-self-capture {{'self' keeps 'timer'}}
        timerSource = timer
        timer.resume()
    }

    func close() {
        source?.cancel()
    }
}

/// A cancelled work item keeps its block until it is freed: cancelling it ends nothing.
final class SearchDebouncer {
    private var pending: DispatchWorkItem?
    var query = ""

    func schedule() {
        pending = DispatchWorkItem { self.run() }  // expect-warning:38 strong-self-capture {{kept by 'self.pending'}}
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.3, execute: pending!)
    }

    func stop() {
        pending?.cancel()
    }

    func run() {}
}

final class AttachmentController {
    private var download: URLSessionDownloadTask?
    var files: [URL] = []

    func downloadAttachment() {
        // silent: a download's task keeps the completion only until the download ends.
        download = AttachmentAPI.shared.download(id: "a") { file in
            self.files.append(file)
        }
    }
}

/// A private method that only `deinit` calls ends nothing: `deinit` never runs while the cycle lasts.
final class FileMonitorModel {
    private var fileMonitor: DispatchSourceFileSystemObject?
    private var quietMonitor: DispatchSourceFileSystemObject?
    var count = 0

    deinit {
        Task { @MainActor [weak self] in self?.stopFileMonitor() }
    }

    func start(fd: Int32) {
        let source = DispatchSource.makeFileSystemObjectSource(fileDescriptor: fd, eventMask: .write)
        source.setEventHandler { self.count += 1 }  // expect-warning:34 strong-self-capture {{'self' keeps 'source'}}
        fileMonitor = source
        source.resume()
        let quiet = DispatchSource.makeFileSystemObjectSource(fileDescriptor: fd, eventMask: .delete)
        // silent: the handler holds self weakly.
        quiet.setEventHandler { [weak self] in self?.count = 0 }
        quietMonitor = quiet
        quiet.resume()
    }

    private func stopFileMonitor() {
        fileMonitor?.cancel()
        fileMonitor = nil
    }
}

/// The progress a loading call returns reports the work; the call holds its completion only until it ends.
final class ShareImporter {
    private var progress = Progress(totalUnitCount: 100)
    private var lastLoad: Progress?
    var imported = 0

    func importItems(_ providers: [NSItemProvider]) {
        for provider in providers {
            // silent: the child progress is added to self's progress, not the completion.
            let item = provider.loadFileRepresentation(forTypeIdentifier: "public.data") { url, error in
                self.imported += 1
            }
            progress.addChild(item, withPendingUnitCount: 90)
        }
        // silent: a progress stored in a property of its own.
        lastLoad = providers.first?.loadDataRepresentation(forTypeIdentifier: "public.data") { data, error in
            self.imported += 1
        }
        // A handler set on the progress is kept by it.
        progress.cancellationHandler = { self.imported = 0 }  // expect-warning:42 strong-self-capture {{'self' keeps 'self.progress'}}
    }
}
