import NetworkExtension

/// An override of a framework method that registers its handler with NotificationCenter: a call to `super`
/// inside it reaches the framework's method, which runs the completion once, never the override itself.
final class PacketTunnelProvider: NEPacketTunnelProvider {
    private var token: NSObjectProtocol?

    override func startTunnel(options: [String: NSObject]?, completionHandler: @escaping (Error?) -> Void) {
        token = NotificationCenter.default.addObserver(forName: .NSCalendarDayChanged, object: nil, queue: .main) { _ in
            completionHandler(nil)
        }
        super.startTunnel(options: options) { error in
            self.connected() // silent: the framework runs the completion once and keeps nothing
            completionHandler(error)
        }
    }

    func restart() {
        // The override itself registers what it is given.
        startTunnel(options: nil) { _ in
            self.connected() // expect-warning:13 strong-self-capture {{NotificationCenter}}
        }
    }

    func connected() {}

    deinit { token.map(NotificationCenter.default.removeObserver) }
}
