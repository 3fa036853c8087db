import UIKit

// A parent keeps a child whose `delegate` points back at the parent: with a strong `delegate` the two keep each
// other alive; a weak one, a parent that does not keep the child, or a collection of delegates forms no cycle.

protocol UploadDelegate: AnyObject {
    func uploadDidFinish()
}

final class Upload {
    var delegate: UploadDelegate? // expect-warning:9 reference-cycle {{'Upload.delegate' holds 'UploadScreen' strongly, and 'UploadScreen' keeps this 'Upload' in 'UploadScreen.upload'}}
    func start() {}
}

final class UploadScreen: UIViewController, UploadDelegate {
    private let upload = Upload()

    override func viewDidLoad() {
        super.viewDidLoad()
        upload.delegate = self
        upload.start()
    }

    func uploadDidFinish() {}
}

protocol PlayerDelegate: AnyObject {
    func playerDidStop()
}

// silent: the delegate is weak.
final class Player {
    weak var delegate: PlayerDelegate?
}

final class PlayerScreen: PlayerDelegate {
    let player = Player()
    init() { player.delegate = self }
    func playerDidStop() {}
}

protocol FormDelegate: AnyObject {
    func formDidSubmit()
}

final class Form {
    var delegate: FormDelegate? // expect-warning:9 reference-cycle {{sets 'self.form' back to nil}}
}

// A note: the screen lets the form go when it closes, which ends the cycle then.
final class FormScreen: FormDelegate {
    var form: Form?

    func open() {
        let form = Form()
        form.delegate = self
        self.form = form
    }

    func close() { form = nil }
    func formDidSubmit() {}
}

protocol RowDelegate: AnyObject {
    func rowTapped()
}

final class Row {
    var delegate: RowDelegate?
}

// silent: the screen does not keep the row it makes itself the delegate of.
final class ListScreen: RowDelegate {
    func configure(_ row: Row) { row.delegate = self }
    func rowTapped() {}
}

// silent: the screen keeps the session weakly.
final class Session {
    var delegate: AnyObject?
}

final class SessionScreen {
    weak var session: Session?
    func attach(_ session: Session) {
        self.session = session
        self.session?.delegate = self
    }
}

// A protocol that is not class-bound: the fix must make it class-bound first, so it is advice only.
protocol ExportDelegate {
    func exportDidEnd()
}

final class Export {
    var delegate: ExportDelegate? // expect-warning:9 reference-cycle {{make its protocol class-bound}}
}

final class ExportScreen: ExportDelegate {
    let export = Export()
    init() { export.delegate = self }
    func exportDidEnd() {}
}

// silent: Core Data relationships are inverse pairs by design; the managed object context holds and faults them,
// and `weak` cannot be written on an `@NSManaged` property.
final class CDCollection: NSManagedObject {
    @NSManaged var item: CDItem?
}

final class CDItem: NSManagedObject {
    @NSManaged var collection: CDCollection?

    func attach(to collection: CDCollection) {
        self.collection = collection
        collection.item = self
    }
}

/// A text field that forwards to an outer delegate it keeps weakly, behind a computed `delegate`: the computed
/// property holds nothing itself.
final class SearchTextField: UITextField, UITextFieldDelegate {
    private weak var outerDelegate: UITextFieldDelegate?
    // silent: computed, backed by a weak property
    override var delegate: UITextFieldDelegate? {
        get { outerDelegate }
        set { outerDelegate = newValue }
    }
    var observer: AnyObject? { // expect-warning:9 reference-cycle {{'SearchTextField.observer' holds 'SearchBox' strongly}}
        didSet { setNeedsLayout() }
    }
}

final class SearchBox: UIView, UITextFieldDelegate {
    let field = SearchTextField()

    func setUp() {
        field.delegate = self
        field.observer = self
    }
}
