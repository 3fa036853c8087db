import LeakwatchCore

/// A finding's path drawn as SVG: one box per step in a row, left to right, an arrow from each step to the one it
/// holds, and for a cycle the arrow from the last step back to the first underneath. Strong references are
/// solid, weak ones dashed, the link the fix breaks is thick and labelled; every box and edge says in text what
/// it is, so the picture never depends on telling colours apart. Arrowheads are the page's two markers
/// (`HTMLReportAssets.markers`), which keeps a thousand graphs small.
struct HTMLPathGraph {
    let path: LeakPath

    init(_ path: LeakPath) {
        self.path = path
    }

    private static let boxTop = 20
    private static let boxHeight = 40
    private static let gap = 96
    private static let margin = 10
    private static let maxLabel = 44

    func render() -> String {
        let boxes = layout()
        guard let last = boxes.last else { return "" }
        let width = last.x + last.width + Self.margin
        let height = path.isCycle ? Self.boxTop + Self.boxHeight + 58 : Self.boxTop + Self.boxHeight + 22
        // The numbered list beside it says the same in words, so readers of the page's text skip the picture.
        var svg =
            "<div class=\"gw\"><svg class=\"graph\(path.isCycle ? " cycle" : "")\" viewBox=\"0 0 \(width) \(height)\""
        svg += " width=\"\(width)\" aria-hidden=\"true\">"
        for (index, step) in path.steps.enumerated() {
            svg += node(step, box: boxes[index])
        }
        for (index, step) in path.steps.enumerated() where index + 1 < path.steps.count {
            svg += forwardEdge(step, from: boxes[index], to: boxes[index + 1])
        }
        if path.isCycle, let first = boxes.first, let step = path.steps.last {
            svg += backEdge(step, from: last, to: first, single: boxes.count == 1)
        }
        return svg + "</svg></div>\n"
    }

    /// How a step holds the next, in words: `holds 'self' strongly`.
    static func linkWords(_ step: PathStep, next: PathStep?) -> String? {
        guard let next else { return nil }
        switch step.link {
        case .strong: return "holds \(next.label) strongly"
        case .weak: return "holds \(next.label) weakly, which does not keep it"
        case .capture: return "captures \(next.label)"
        case .registration: return "keeps \(next.label) until it is removed"
        case .end: return nil
        }
    }

    /// The short word on an edge.
    private static func edgeWord(_ link: PathStep.Link) -> String {
        switch link {
        case .strong: "strong"
        case .weak: "weak"
        case .capture: "captures"
        case .registration: "registers"
        case .end: ""
        }
    }

    private struct Box {
        var x: Int
        var width: Int
        var center: Int { x + width / 2 }
        var right: Int { x + width }
    }

    private func layout() -> [Box] {
        var x = Self.margin
        return path.steps.map { step in
            let characters = max(Self.shortened(step.label).count, step.kind.rawValue.count, 6)
            let width = Int((Double(characters) * 7.3).rounded(.up)) + 18
            defer { x += width + Self.gap }
            return Box(x: x, width: width)
        }
    }

    private static func shortened(_ label: String) -> String {
        label.count <= maxLabel ? label : String(label.prefix(maxLabel - 1)) + "…"
    }

    private func node(_ step: PathStep, box: Box) -> String {
        let top = Self.boxTop
        let label = Self.shortened(step.label)
        var svg = "<g class=\"node \(step.kind.rawValue)\">"
        if label != step.label { svg += "<title>\(HTML.text(step.label))</title>" }
        svg +=
            "<rect x=\"\(box.x)\" y=\"\(top)\" width=\"\(box.width)\" height=\"\(Self.boxHeight)\"\(step.kind == .closure ? " rx=\"14\"" : "")/>"
        // A closure's label is already the word for it (`closure`, `block`): its kind is not said twice.
        if step.kind != .closure || !["closure", "block"].contains(label) {
            svg += "<text class=\"k\" x=\"\(box.center)\" y=\"\(top + 14)\">\(step.kind.rawValue)</text>"
        }
        svg += "<text x=\"\(box.center)\" y=\"\(top + 31)\">\(HTML.text(label))</text></g>"
        return svg
    }

    private func edgeOpen(_ step: PathStep) -> String {
        "<g class=\"edge \(step.link.rawValue)\(step.breaks ? " brk" : "")\">"
    }

    private func forwardEdge(_ step: PathStep, from: Box, to: Box) -> String {
        let y = Self.boxTop + Self.boxHeight / 2
        let end = to.x - 2
        var svg = edgeOpen(step) + "<path d=\"M\(from.right) \(y)H\(end)\"/>"
        let middle = (from.right + end) / 2
        svg += "<text x=\"\(middle)\" y=\"\(y - 6)\">\(Self.edgeWord(step.link))</text>"
        if step.breaks { svg += "<text class=\"fx\" x=\"\(middle)\" y=\"\(y + 16)\">✂ fix</text>" }
        return svg + "</g>"
    }

    /// From under the last box back to under the first (a box that holds itself: from its right half to its left).
    private func backEdge(_ step: PathStep, from: Box, to: Box, single: Bool) -> String {
        let bottom = Self.boxTop + Self.boxHeight
        let low = bottom + 26
        let start = single ? from.x + from.width * 3 / 4 : from.center
        let end = single ? to.x + to.width / 4 : to.center
        var svg = edgeOpen(step) + "<path d=\"M\(start) \(bottom)V\(low)H\(end)V\(bottom + 2)\"/>"
        let middle = (start + end) / 2
        var label = Self.edgeWord(step.link)
        if step.breaks { label += " ✂ fix" }
        svg += "<text\(step.breaks ? " class=\"fx\"" : "") x=\"\(middle)\" y=\"\(low + 16)\">\(label)</text>"
        return svg + "</g>"
    }
}
