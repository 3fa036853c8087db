import UIKit

final class TapButton: UIButton { var onTap: (() -> Void)? }

final class Toolbar {
    var items: [TapButton] = []
}

final class PanelController: UIViewController {
    private var buttons: [TapButton] = []
    private let toolbar = Toolbar()
    private var taps = 0

    func wire(extra: [TapButton]) {
        // Each button `self` keeps keeps the closure, which keeps `self`: the path names the element.
        buttons.forEach { $0.onTap = { self.taps += 1 } } // expect-warning:40 strong-self-capture {{closure stored in 'onTap' of each element of 'self.buttons' captures 'self' strongly; 'self' keeps each element of 'self.buttons'}}
        toolbar.items.forEach { $0.onTap = { self.taps += 1 } } // expect-warning:46 strong-self-capture {{'self' keeps each element of 'self.toolbar.items'}}
        // Buttons of a parameter: nothing says `self` keeps them.
        extra.forEach { $0.onTap = { self.taps += 1 } }
        // Weakly: no cycle.
        buttons.forEach { $0.onTap = { [weak self] in self?.taps += 1 } }
    }
}
