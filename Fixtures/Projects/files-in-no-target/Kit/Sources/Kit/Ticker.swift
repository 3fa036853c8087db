import Foundation

/// A Swift package's file: the package builds it, whatever the Xcode project lists.
public final class Ticker {
    public var onTick: (() -> Void)?
    public var count = 0

    public func start() {
        onTick = {
            self.count += 1 // expect-warning:13 self-referencing-callback {{capture [weak self]}}
        }
    }
}
