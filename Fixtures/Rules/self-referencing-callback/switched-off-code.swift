import UIKit

// Code inside `#if false` (or `#if 0`) is never compiled: what it would keep, it keeps nothing. Other
// conditions (`#if DEBUG`, `#if os(iOS)`) may be compiled, so their code counts.
final class Announcer {
    var onDone: (() -> Void)?
}

final class MapScreen: UIViewController {
    let announcer = Announcer()

    override func viewDidLoad() {
        super.viewDidLoad()
        let local = Announcer()
#if false
        // silent: switched off.
        local.onDone = { print(local) }
#endif
#if DEBUG
        local.onDone = { print(local) } // expect-warning:32 self-referencing-callback {{'local'}}
#endif
        keep(local)
    }

    func keep(_ announcer: Announcer) {}
}
