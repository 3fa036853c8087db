import Foundation

/// The app's one logger, a global: what it keeps, it keeps for the whole run, and no object owns it.
final class EasyLogger {
    var handler: ((String) -> Void)?
    var onFlush: (() -> Void)?
}

nonisolated(unsafe) let logger = EasyLogger()
