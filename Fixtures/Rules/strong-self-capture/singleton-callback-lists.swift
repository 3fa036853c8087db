import AppKit

/// A singleton that adds every callback it is given to a list it never empties keeps each one, and what it holds,
/// for the whole run: a view that registers one is never freed. One that empties its list once it has called them
/// (pending completions), or that keeps only the last completion, holds nothing for long.
final class VideoList {
    static let instance = VideoList()
    private var callbacks: [() -> Void] = []
    private var pending: [() -> Void] = []
    private var lastCompletion: (() -> Void)?

    func addCallback(_ callback: @escaping () -> Void) {
        callbacks.append(callback)
    }

    func whenLoaded(_ completion: @escaping () -> Void) {
        pending.append(completion)
    }

    func reload(then completion: @escaping () -> Void) {
        lastCompletion = completion
    }

    func finishLoading() {
        pending.forEach { $0() }
        pending.removeAll()
        callbacks.forEach { $0() }
    }
}

final class ScreenSaverView: NSView {
    func setUp() {
        VideoList.instance.addCallback {
            self.playNext() // expect-warning:13 strong-self-capture {{'VideoList.instance.callbacks' keeps it for the whole run}}
        }
        // silent: the list is emptied once its completions have run
        VideoList.instance.whenLoaded {
            self.playNext()
        }
        // silent: only the last completion is kept, to be called and replaced
        VideoList.instance.reload {
            self.playNext()
        }
        // silent: held weakly
        VideoList.instance.addCallback { [weak self] in
            self?.playNext()
        }
    }

    func playNext() {}
}
