import Foundation

final class Model {
    var log: [String] = []
    let auditLogger = EasyLogger()

    func debugLog(message: String) {
        log.append(message)
    }
}

/// A type with a property of the same name as the global: there, the bare name is the property.
final class Recorder {
    let logger = EasyLogger()
    var lines: [String] = []

    func start() {
        logger.onFlush = { // expect-warning@+1:13 strong-self-capture {{'self' keeps 'self.logger'}}
            self.lines.removeAll()
        }
    }
}
