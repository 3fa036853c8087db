import UIKit

extension CGRect {
    init(center: CGPoint, size: CGSize) {
        self.init(x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width, height: size.height)
    }
}

extension UIView {
    /// Centers the view in another one.
    func center(in other: UIView) {
        translatesAutoresizingMaskIntoConstraints = false
        centerXAnchor.constraint(equalTo: other.centerXAnchor).isActive = true
    }
}

/// `center` alone is the view's own point, not its `center(in:)` method; a rectangle made from it holds nothing.
final class RoundButton: UIView {
    var onTap: (() -> Void)?

    func grow(to size: CGFloat) {
        // silent: 'center' is UIView's property, read once into a value.
        let frame = CGRect(center: center, size: CGSize(width: size, height: size))
        UIView.animate(withDuration: 0.25) {
            self.frame = frame
        }
    }

    func press() {}

    func wire() {
        onTap = press // expect-warning:17 method-reference-capture {{stored in 'self.onTap'}}
    }
}
