import UIKit

struct Row {
    var title: String
    var onSelect: (() -> Void)?
}

final class Cell {
    var title = ""
    var onSelect: (() -> Void)?
}

final class MenuBuilder {
    func rows() -> [Row] {
        // A struct variable captured by its own closure: the closure holds the variable's storage, which holds the
        // closure. No object leaks, and [weak row] would not compile: a copy in the capture list ends it.
        var row = Row(title: "Settings", onSelect: nil)
        row.onSelect = { print(row.title) } // expect-warning:32 self-referencing-callback {{closure stored in 'row.onSelect' captures the variable 'row' itself, not its 'Row' value, so the variable's storage keeps itself alive; capture a copy with [row]}}
        // The declared type tells it too.
        var about: Row = .init(title: "About")
        about.onSelect = { print(about.title) } // expect-warning:34 self-referencing-callback {{capture a copy with [about]}}
        // silent: '[help]' copies the value when the closure is made; the closure holds no variable.
        var help = Row(title: "Help", onSelect: nil)
        help.onSelect = { [help] in print(help.title) }
        // silent: the closure holds another variable, not the one that stores it.
        var next = Row(title: "Next", onSelect: nil)
        next.onSelect = { print(help.title) }
        // silent: a 'let' copy made before is a value of its own.
        let snapshot = row
        row.onSelect = { print(snapshot.title) }
        return [row, about, help, next]
    }

    func cells() -> [Cell] {
        // A class instance is an object: the closure keeps 'cell' and 'cell' keeps the closure.
        let cell = Cell()
        cell.onSelect = { print(cell.title) } // expect-warning:33 self-referencing-callback {{captures 'cell' strongly, so 'cell' keeps itself alive; capture [weak cell]}}
        return [cell]
    }
}
