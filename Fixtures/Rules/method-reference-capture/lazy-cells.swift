import UIKit

final class TextFieldCell: UITableViewCell {
    var onTextFieldChange: ((String) -> Void)?
}

/// A cell a lazy property makes and returns keeps the callbacks set on it: a method of `self`, or a closure that
/// holds `self`, forms a cycle through the property.
final class EditGroupViewController: UITableViewController {
    lazy var groupNameCell: TextFieldCell = {
        let cell = TextFieldCell(style: .default, reuseIdentifier: nil)
        cell.onTextFieldChange = self.groupNameEdited(_:) // expect-warning:34 method-reference-capture {{'self.groupNameCell'}}
        return cell
    }()

    private lazy var descriptionCell: TextFieldCell = {
        let cell = TextFieldCell(style: .default, reuseIdentifier: nil)
        cell.onTextFieldChange = { text in
            self.descriptionEdited(text) // expect-warning:13 strong-self-capture {{'self.descriptionCell'}}
        }
        return cell
    }()

    // silent: the closure holds `self` weakly.
    private lazy var footerCell: TextFieldCell = {
        let cell = TextFieldCell(style: .default, reuseIdentifier: nil)
        cell.onTextFieldChange = { [weak self] text in self?.descriptionEdited(text) }
        return cell
    }()

    // silent: a static property's cell is no object's: `self` there is the type.
    static let template: TextFieldCell = {
        let cell = TextFieldCell(style: .default, reuseIdentifier: nil)
        cell.onTextFieldChange = { text in print(text) }
        return cell
    }()

    func groupNameEdited(_ text: String) {}
    func descriptionEdited(_ text: String) {}
}
