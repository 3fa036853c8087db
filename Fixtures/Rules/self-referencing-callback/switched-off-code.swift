import UIKit

// Code inside `#if false` (or `#if 0`) is never compiled: what it would keep, it keeps nothing. Code under
// `#if DEBUG` is compiled in debug builds only: its findings are notes that say so (RuleExampleTests checks the
// severity). Other conditions (`#if os(iOS)`) are compiled into apps, so their code counts in full.
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
        local.onDone = { print(local) } // expect-warning:32 self-referencing-callback {{compiled only under '#if DEBUG'}}
#endif
#if os(iOS)
        let other = Announcer()
        other.onDone = { print(other) } // expect-warning:32 self-referencing-callback {{'other'}}
        keep(other)
#endif
        keep(local)
    }

    func keep(_ announcer: Announcer) {}
}
