import UIKit

/// Declares its content builder `@escaping` but only calls it, once, to make the view it shows.
final class ShadowShapeView: UIView {
    private let content: UIView
    private var onTap: (() -> Void)?

    init(shadowStyle: Int = 0, content: @escaping () -> UIView) {
        self.content = content()
        super.init(frame: .zero)
        addSubview(self.content)
    }

    /// Keeps the closure in a property: the view holds it as long as it lives.
    init(title: String, tapped: @escaping () -> Void) {
        content = UILabel()
        (content as? UILabel)?.text = title
        onTap = tapped
        super.init(frame: .zero)
    }

    /// Hands the closure to a closure that the timer keeps.
    init(every interval: TimeInterval, content: @escaping () -> UIView) {
        self.content = UIView()
        super.init(frame: .zero)
        Timer.scheduledTimer(withTimeInterval: interval, repeats: false) { [weak self] _ in
            self?.addSubview(content())
        }
    }

    required init?(coder: NSCoder) { fatalError("not from a nib") }
}

final class AlertPopupController: UIViewController {
    private let contentView = UIView()
    // silent: ShadowShapeView only calls the builder while it is made.
    private(set) lazy var shadowContainerView = ShadowShapeView { self.contentView }
    // silent: the same with the label written out.
    private(set) lazy var framedView = ShadowShapeView(shadowStyle: 1, content: { self.contentView })
    private(set) lazy var tappableView = ShadowShapeView(title: "OK", tapped: { self.dismiss(animated: true) }) // expect-warning:81 strong-self-capture
    private(set) lazy var pulsingView = ShadowShapeView(every: 1) { self.contentView } // expect-warning:69 strong-self-capture
}

/// A sequence of steps made by a result builder: the steps' closures are kept in the sequence the initializer
/// stores, so the closure given to the builder is as good as kept with them.
@resultBuilder
enum StepsBuilder {
    static func buildBlock(_ steps: Step...) -> [Step] { steps }
}

struct Step {
    let operation: () -> Void
    init(operation: @escaping () -> Void) { self.operation = operation }
}

final class StepSequence {
    private let steps: [Step]
    init(retries: Int = 3, @StepsBuilder _ builder: () -> [Step]) { steps = builder() }
}

final class ConnectionManager {
    private var stepper: StepSequence?

    func connect() {
        stepper = StepSequence {
            Step { self.open() } // expect-warning:20 strong-self-capture {{kept by 'self.stepper'}}
        }
    }

    private func open() {}
}
