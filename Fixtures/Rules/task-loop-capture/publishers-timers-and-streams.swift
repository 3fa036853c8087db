import AsyncAlgorithms
import Combine
import Foundation

final class FeedModel: ObservableObject {
    @Published var items: [String] = []
    let reloads = PassthroughSubject<Void, Never>()
    let selection = CurrentValueSubject<Int, Never>(0)
}

/// Publishers that never complete: their `values` never end.
final class FeedPresenter {
    private let model = FeedModel()
    private var tasks: [Task<Void, Never>] = []
    private var rendered = 0

    func render() { rendered += 1 }

    func observePublished() {
        tasks.append(
            Task {
                // expect-warning@+1:32 task-loop-capture {{task captures 'self' strongly through 'model' and waits on 'values' of the @Published 'items', which never ends}}
                for await _ in model.$items.values {
                    render()
                }
            })
    }

    func observeProjectedValueThroughOperators() {
        tasks.append(
            Task {
                // expect-warning@+1:32 task-loop-capture {{'values' of the @Published 'items'}}
                for await _ in model.$items.removeDuplicates().map(\.count).values {
                    self.render()
                }
            })
    }

    func observeSubjects() {
        tasks.append(
            Task {
                // expect-warning@+1:32 task-loop-capture {{'values' of the PassthroughSubject 'reloads'}}
                for await _ in model.reloads.values {
                    render()
                }
            })
        tasks.append(
            Task {
                // expect-warning@+1:32 task-loop-capture {{'values' of the CurrentValueSubject 'selection'}}
                for await _ in model.selection.values {
                    render()
                }
            })
    }

    func observeNotificationPublisher() {
        tasks.append(
            Task {
                for await _ in NotificationCenter.default.publisher(for: .NSSystemClockDidChange).values {
                    // expect-warning@+1:21 task-loop-capture {{'values' of 'publisher(for:)'}}
                    render()
                }
            })
    }

    func observeTimers() {
        tasks.append(
            Task {
                for await _ in Timer.publish(every: 1, on: .main, in: .common).autoconnect().values {
                    // expect-warning@+1:21 task-loop-capture {{'values' of 'Timer.publish(every:)'}}
                    render()
                }
            })
        tasks.append(
            Task {
                for await _ in AsyncTimerSequence(interval: .seconds(1), clock: .continuous) {
                    // expect-warning@+1:21 task-loop-capture {{waits on 'AsyncTimerSequence', which never ends}}
                    render()
                }
            })
    }

    func observeWeakly() {
        // silent: the weak `self` is upgraded per element, inside the loop
        tasks.append(
            Task { [weak self] in
                for await _ in Timer.publish(every: 1, on: .main, in: .common).autoconnect().values {
                    guard let self else { return }
                    self.render()
                }
            })
    }

    func observeFirstValues() {
        // silent: `first()` completes the publisher after one value
        tasks.append(
            Task {
                for await _ in model.$items.first().values {
                    render()
                }
            })
    }
}

/// Streams kept by long-lived objects, and the project's own functions that return them.
final class DownloadCenter {
    static let shared = DownloadCenter()
    let progress: AsyncStream<Double>
    let events = AsyncChannel<String>()
    private let continuation: AsyncStream<Double>.Continuation

    init() {
        (progress, continuation) = AsyncStream.makeStream(of: Double.self)
    }

    /// A stream fed by a block observer, never finished: it ends only when its consumer is cancelled.
    func themeChanges() -> AsyncStream<Notification> {
        AsyncStream { continuation in
            let token = NotificationCenter.default.addObserver(forName: .NSSystemTimeZoneDidChange, object: nil, queue: nil) {
                continuation.yield($0)
            }
            continuation.onTermination = { _ in NotificationCenter.default.removeObserver(token) }
        }
    }

    /// A stream that finishes once its three values are out.
    func countdown() -> AsyncStream<Int> {
        AsyncStream { continuation in
            for value in [3, 2, 1] { continuation.yield(value) }
            continuation.finish()
        }
    }

    var clockChanges: NotificationCenter.Notifications {
        NotificationCenter.default.notifications(named: .NSSystemClockDidChange)
    }
}

final class DownloadsViewController {
    private var observation: Task<Void, Never>?
    private var fraction = 0.0
    private var lines: [String] = []

    func observeProgress() {
        observation = Task {
            for await value in DownloadCenter.shared.progress {
                // expect-warning@+1:17 task-loop-capture {{waits on the AsyncStream 'progress' kept by 'DownloadCenter', which never ends}}
                fraction = value
            }
        }
    }

    func observeChannel() {
        observation = Task {
            for await line in DownloadCenter.shared.events {
                // expect-warning@+1:17 task-loop-capture {{the AsyncChannel 'events' kept by 'DownloadCenter'}}
                lines.append(line)
            }
        }
    }

    func observeProjectStream() {
        observation = Task {
            let changes = DownloadCenter.shared.themeChanges()
            for await _ in changes {
                // expect-warning@+1:17 task-loop-capture {{waits on 'themeChanges(…)', which returns an AsyncStream fed by 'addObserver', which never ends}}
                fraction = 0
            }
        }
    }

    func observeProjectProperty() {
        observation = Task {
            for await _ in DownloadCenter.shared.clockChanges {
                // expect-warning@+1:17 task-loop-capture {{'clockChanges', which returns 'NotificationCenter.notifications(named:object:)'}}
                fraction = 0
            }
        }
    }

    func countDown() {
        // silent: the stream finishes after its last value
        observation = Task {
            for await value in DownloadCenter.shared.countdown() {
                fraction = Double(value)
            }
        }
    }

    func download(_ url: URL) {
        // silent: the bytes of a download end with the download
        observation = Task {
            guard let (bytes, _) = try? await URLSession.shared.bytes(from: url) else { return }
            do {
                for try await line in bytes.lines { lines.append(line) }
            } catch {}
        }
    }

    func replay(_ values: [Double]) {
        // silent: an array's values end with the array
        observation = Task {
            for await value in values.async { fraction = value }
        }
    }

    func follow(_ stream: AsyncStream<Double>) {
        // silent: nothing is known of a sequence passed in
        observation = Task {
            for await value in stream { fraction = value }
        }
    }
}

/// A connection that finishes the stream it keeps when it stops: its messages end then, and the loop with them.
final class RPCConnection {
    let messages: AsyncStream<String>
    private let streamContinuation: AsyncStream<String>.Continuation

    init() {
        (messages, streamContinuation) = AsyncStream.makeStream()
    }

    func stop() {
        streamContinuation.finish()
    }
}

@MainActor
final class TerminalView {
    let connection = RPCConnection()
    var output: [String] = []

    func run() {
        // silent: the connection finishes its stream in 'stop()'
        Task {
            for await message in self.connection.messages {
                self.output.append(message)
            }
        }
    }
}

/// Two streams, each with its continuation: the session finishes the status stream when it disconnects, never the
/// stream of notifications. A checked continuation it resumes feeds no stream.
actor PeripheralSession {
    private let notifications: AsyncStream<Data>
    private let notificationContinuation: AsyncStream<Data>.Continuation
    private let statuses: AsyncStream<Int>
    private var statusContinuation: AsyncStream<Int>.Continuation?
    private var readContinuation: CheckedContinuation<Data, Error>?

    init() {
        (notifications, notificationContinuation) = AsyncStream.makeStream()
        let (statuses, statusContinuation) = AsyncStream<Int>.makeStream()
        self.statuses = statuses
        self.statusContinuation = statusContinuation
        // expect-warning@+2:9 discarded-observer-token {{the 'Task' that waits on the AsyncStream 'notifications' kept by 'PeripheralSession', which never ends, is discarded}}
        // expect-warning@+1:22 task-loop-capture {{task awaits 'drainNotifications()', whose loop over the AsyncStream 'notifications' kept by 'PeripheralSession' never ends}}
        Task { await self.drainNotifications() }
    }

    func startWatchingStatus() {
        // silent: 'disconnect()' finishes the status stream's continuation, and the loop ends then
        Task {
            for await status in self.statuses {
                self.handle(status)
            }
        }
    }

    private func drainNotifications() async {
        for await data in notifications {
            handle(data)
        }
    }

    func disconnect() {
        statusContinuation?.finish()
        statusContinuation = nil
        readContinuation?.resume(throwing: CancellationError())
        readContinuation = nil
    }

    private func handle(_ value: Any) {}
}

/// Only a checked continuation is let go: the stream of events is never finished.
final class EventSource {
    private let events: AsyncStream<String>
    private let continuation: AsyncStream<String>.Continuation
    private var pendingRead: CheckedContinuation<String, Never>?

    init() {
        (events, continuation) = AsyncStream.makeStream()
    }

    func listen() {
        // expect-warning@+2:9 discarded-observer-token {{the 'Task' that waits on the AsyncStream 'events' kept by 'EventSource'}}
        // expect-warning@+2:32 task-loop-capture {{task captures 'self' strongly and waits on the AsyncStream 'events' kept by 'EventSource', which never ends}}
        Task {
            for await event in self.events {
                self.log(event)
            }
        }
    }

    private func log(_ event: String) {}
}

/// The read is let go in an extension: still a checked continuation, declared in the type's body.
extension EventSource {
    func cancelRead() {
        pendingRead?.resume(returning: "")
        pendingRead = nil
    }
}

/// A throwing stream whose continuation the download finishes when it stops.
final class DownloadTask {
    private let chunks: AsyncThrowingStream<Data, any Error>
    private var chunkContinuation: AsyncThrowingStream<Data, Error>.Continuation?
    private var received: [Data] = []

    init() {
        let (chunks, continuation) = AsyncThrowingStream<Data, any Error>.makeStream()
        self.chunks = chunks
        chunkContinuation = continuation
    }

    func collect() {
        // silent: 'stop()' finishes the continuation of the chunks' stream
        Task {
            for try await chunk in self.chunks {
                self.received.append(chunk)
            }
        }
    }

    func stop() {
        chunkContinuation?.finish()
        chunkContinuation = nil
    }
}

/// Two streams of one element: which continuation feeds which is beyond the declarations' words, so the one
/// finished may feed either, and both are taken to end.
final class LogTail {
    private let logLines: AsyncStream<String>
    private let errorLines: AsyncStream<String>
    private var lineContinuation: AsyncStream<String>.Continuation?
    private var errorContinuation: AsyncStream<String>.Continuation?

    init() {
        (logLines, lineContinuation) = AsyncStream<String>.makeStream()
        (errorLines, errorContinuation) = AsyncStream<String>.makeStream()
    }

    func follow() {
        // silent: a continuation of the same element is finished in 'close()'
        Task {
            for await line in self.logLines {
                self.print(line)
            }
        }
    }

    func close() {
        errorContinuation?.finish()
        errorContinuation = nil
    }

    private func print(_ line: String) {}
}
