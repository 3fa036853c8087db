import Foundation

private enum Action {
    case add(title: String, onCompleted: (String) -> Void)
}

/// Songs queued in a global of this file, each taken out and run once.
private var actions: [Action] = []

private func playNext() {
    guard case .add(let title, let onCompleted)? = actions.popLast() else { return }
    onCompleted(title)
}

extension Model {
    func setupLogging() {
        // The global logger keeps the method, and with it the model, for the whole run: not a cycle through the
        // model, whose extension names the global.
        logger.handler = debugLog(message:) // expect-warning:26 method-reference-capture {{'logger' keeps it for the whole run}}
        auditLogger.handler = debugLog(message:) // expect-warning:31 method-reference-capture {{'self' keeps 'self.auditLogger'}}
    }

    func addSong(title: String, onCompleted: @escaping (String) -> Void) {
        actions.append(.add(title: title, onCompleted: onCompleted))
        playNext()
    }

    func requestSong(_ title: String) {
        // silent: the closure goes into the file's queue, not into the model
        addSong(title: title) { song in
            self.log.append(song)
        }
    }
}
