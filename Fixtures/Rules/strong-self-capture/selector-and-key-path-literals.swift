import UIKit

/// `#selector(self.save)` names a method and `#keyPath(self.title)` a property, as the components of a key path
/// (`\.self`, `\.title`) do: a closure that uses `self` only there captures nothing. A menu's commands without a
/// target go up the responder chain.
final class SnippetEditorViewController: UIViewController {
    private var menuBuilder: (() -> UIMenu)?
    private var titlePath: (() -> String)?
    private var sortedTitles: (([Item]) -> [String])?

    override func viewDidLoad() {
        super.viewDidLoad()
        // silent: the selectors are names, not uses of self.
        menuBuilder = {
            UIMenu(children: [
                UIKeyCommand(title: "Save", action: #selector(self.saveSnippet), input: "s", modifierFlags: .command),
                UIKeyCommand(title: "Delete", action: #selector(self.deleteSnippet), input: "d", modifierFlags: .command),
            ])
        }
        // silent: a key path literal names the property.
        titlePath = { #keyPath(self.title) }
        // silent: key path components name members of the values, not of self.
        sortedTitles = { items in items.map(\.self).sorted(by: <).map(\.title) }
        menuBuilder = {
            self.view.setNeedsLayout()  // expect-warning:13 self-referencing-callback {{closure stored in 'self.menuBuilder' captures 'self' strongly}}
            return UIMenu(children: [])
        }
    }

    @objc func saveSnippet() {}
    @objc func deleteSnippet() {}
}

struct Item: Comparable {
    var title: String
    static func < (lhs: Item, rhs: Item) -> Bool { lhs.title < rhs.title }
}
