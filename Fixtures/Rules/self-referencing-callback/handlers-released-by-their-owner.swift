import Foundation

/// A handler property that its own class sets back to nil once it has called it holds `self` only until then
/// (a note that says so); an XPC connection clears its handlers once it is invalidated.
final class Download: NSObject {
    var completionHandler: ((URL?) -> Void)?

    func start() {}

    private func finish(_ url: URL?) {
        completionHandler?(url)
        completionHandler = nil
    }
}

final class HomebrewViewController: NSObject {
    private var currentDownload: Download?

    func downloadGame() {
        let download = Download()
        download.completionHandler = { url in
            self.currentDownload = nil // expect-warning:13 strong-self-capture {{'Download' sets 'completionHandler' back to nil, empties or cancels it (in a method, or through a presentation bound to it), which ends the cycle when that runs}}
            print(url as Any)
        }
        currentDownload = download
        download.start()
    }
}

final class HelperListener: NSObject, NSXPCListenerDelegate {
    func listener(_ listener: NSXPCListener, shouldAcceptNewConnection newConnection: NSXPCConnection) -> Bool {
        // silent: the connection clears its invalidation handler once it is invalidated
        newConnection.invalidationHandler = {
            NSLog("gone: \(newConnection.processIdentifier)")
        }
        newConnection.resume()
        return true
    }
}

/// The closure lets go of the object that holds it (`self.fileExportHelper = nil`) when it runs.
final class FileExportHelper {
    var handler: ((URL?) -> Void)?
    func export() {}
}

final class EntryViewerCoordinator {
    private var fileExportHelper: FileExportHelper?

    func exportAttachment() {
        fileExportHelper = FileExportHelper()
        fileExportHelper!.handler = { url in
            self.fileExportHelper = nil // expect-warning:13 strong-self-capture {{'EntryViewerCoordinator' sets 'self.fileExportHelper' back to nil, empties or cancels it (in a method}}
            print(url as Any)
        }
        fileExportHelper?.export()
    }
}

/// A download that captures itself in its own handler holds itself only until its class lets the handler go.
final class ArchiveController {
    func fetch() {
        let download = Download()
        download.completionHandler = { url in
            print(download, url as Any) // expect-warning:19 self-referencing-callback {{'Download' sets 'completionHandler' back to nil, empties or cancels it (in a method}}
        }
        download.start()
    }
}
