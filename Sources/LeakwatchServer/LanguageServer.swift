import Foundation
import LeakwatchCore

/// `leakwatch lsp`: diagnostics while the code is typed and fixes as code actions. Messages are read on the
/// calling thread and handled in order on one queue; the analysis of a change waits a short debounce and is
/// dropped when a newer change arrives before it runs or before it is published.
package final class LanguageServer: @unchecked Sendable {
    let transport: Transport
    let queue = DispatchQueue(label: "leakwatch.lsp")
    private let cache: FactsCache?
    var workspace: Workspace?
    private var shutdownRequested = false
    /// Raised by the reader for every edit, so that stale work can notice at once.
    let generation = Generation()
    var published: [String: [[String: Any]]] = [:]
    var changedSinceAnalysis: Set<String> = []
    let debounce: TimeInterval

    package init(input: FileHandle, output: FileHandle, cache: FactsCache?, debounce: TimeInterval = 0.025) {
        transport = Transport(input: input, output: output)
        self.cache = cache
        self.debounce = debounce
    }

    /// Serves until `exit`; returns the process's exit status (0 when `shutdown` came first).
    package func run() -> Int32 {
        while let frame = transport.nextFrame() {
            switch frame {
            case .malformed(let reason):
                transport.send(["id": NSNull(), "error": ["code": RPCError.parseError, "message": reason]])
            case .body(let data):
                if Self.isEdit(data) { generation.advance() }
                if Self.isExit(data) { return queue.sync { shutdownRequested ? 0 : 1 } }
                queue.async { self.handle(data) }
            }
        }
        return queue.sync { shutdownRequested ? 0 : 1 }
    }

    private static func isEdit(_ data: Data) -> Bool {
        data.range(of: Data("textDocument/didChange".utf8)) != nil
    }

    private static func isExit(_ data: Data) -> Bool {
        guard let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else { return false }
        return object["method"] as? String == "exit"
    }

    private func handle(_ data: Data) {
        guard let parsed = try? JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed]) else {
            return transport.send(["id": NSNull(), "error": ["code": RPCError.parseError, "message": "not JSON"]])
        }
        guard let message = parsed as? [String: Any], let method = message["method"] as? String else {
            let object = parsed as? [String: Any]
            // A response to one of the server's own requests carries a result or an error and no method.
            if object?["result"] != nil || object?["error"] != nil { return }
            return transport.send([
                "id": object?["id"] ?? NSNull(),
                "error": ["code": RPCError.invalidRequest, "message": "a message needs a string 'method'"],
            ])
        }
        let id = message["id"]
        let params = message["params"] as? [String: Any] ?? [:]
        do {
            let result = try dispatch(method, params, isRequest: id != nil)
            if let id { transport.send(["id": id, "result": result ?? NSNull()]) }
        } catch let error as ServerError {
            if let id { transport.send(["id": id, "error": ["code": error.code, "message": error.message]]) }
        } catch {
            if let id { transport.send(["id": id, "error": ["code": RPCError.invalidParams, "message": "\(error)"]]) }
        }
    }

    private func dispatch(_ method: String, _ params: [String: Any], isRequest: Bool) throws -> Any? {
        if method != "initialize", workspace == nil, isRequest, method != "shutdown" {
            throw ServerError(code: RPCError.serverNotInitialized, message: "initialize first")
        }
        switch method {
        case "initialize": return initialize(params)
        case "initialized": indexAndPublish()
        case "shutdown": shutdownRequested = true
        case "textDocument/didOpen", "textDocument/didChange", "textDocument/didSave":
            try documentChanged(method, params)
        case "textDocument/didClose": try documentClosed(params)
        case "workspace/didChangeWatchedFiles": watchedFilesChanged(params)
        case "textDocument/codeAction": return try codeActions(params)
        default:
            if isRequest, !method.hasPrefix("$/") {
                throw ServerError(code: RPCError.methodNotFound, message: "unknown method '\(method)'")
            }
        }
        return nil
    }

    private func initialize(_ params: [String: Any]) -> Any {
        let folders = params["workspaceFolders"] as? [[String: Any]]
        let uri = folders?.first?["uri"] as? String ?? params["rootUri"] as? String
        let root = uri.flatMap(Positions.path(for:)) ?? params["rootPath"] as? String
            ?? FileManager.default.currentDirectoryPath
        workspace = Workspace(root: root, cache: cache)
        return [
            "capabilities": [
                "textDocumentSync": ["openClose": true, "change": 1, "save": ["includeText": true]],
                "codeActionProvider": ["codeActionKinds": ["quickfix"]],
            ],
            "serverInfo": ["name": "leakwatch"],
        ]
    }
}

/// An error answered to a request.
struct ServerError: Error {
    var code: Int
    var message: String
}

/// A counter shared between the reader thread and the queue.
final class Generation: @unchecked Sendable {
    private let lock = NSLock()
    private var value = 0

    func advance() {
        lock.lock()
        value += 1
        lock.unlock()
    }

    var current: Int {
        lock.lock()
        defer { lock.unlock() }
        return value
    }
}
