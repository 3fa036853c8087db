import Foundation

/// A one-line progress count on standard error, only on a terminal and only for runs of a few hundred files.
final class ProgressDisplay: @unchecked Sendable {
    private let lock = NSLock()
    private var shown = false
    private var lastPercent = -1

    static func make(quiet: Bool) -> ProgressDisplay? {
        guard !quiet, isatty(STDERR_FILENO) == 1 else { return nil }
        return ProgressDisplay()
    }

    func update(_ done: Int, _ total: Int) {
        guard total >= 300 else { return }
        let percent = done * 100 / total
        lock.lock()
        defer { lock.unlock() }
        guard percent != lastPercent else { return }
        lastPercent = percent
        shown = true
        let width = 30
        let filled = width * done / total
        let bar = String(repeating: "=", count: filled) + String(repeating: " ", count: width - filled)
        FileHandle.standardError.write(Data("\rleakwatch [\(bar)] \(done)/\(total) files".utf8))
    }

    func finish() {
        lock.lock()
        defer { lock.unlock() }
        if shown { FileHandle.standardError.write(Data("\r\u{1B}[2K".utf8)) }
    }
}
