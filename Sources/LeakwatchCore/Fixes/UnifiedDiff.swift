/// A unified diff of two texts by lines (`--fix --dry-run`), with three lines of context, as `patch -p0` reads.
package enum UnifiedDiff {
    package static func render(path: String, original: String, fixed: String) -> String {
        let old = lines(original)
        let new = lines(fixed)
        let script = editScript(old, new)
        // A name with a blank ends with a tab, so that `patch` takes the whole of it.
        let name = path.contains(where: \.isWhitespace) ? path + "\t" : path
        var output = "--- \(name)\n+++ \(name)\n"
        var index = 0
        while index < script.count {
            guard let firstChange = script[index...].firstIndex(where: { $0.kind != .same }) else { break }
            var end = firstChange
            var last = firstChange
            while end < script.count {
                if script[end].kind != .same { last = end }
                if end - last > 6 { break }
                end += 1
            }
            let start = max(index, firstChange - 3)
            let stop = min(script.count, last + 4)
            let hunk = script[start..<stop]
            let oldStart = (hunk.first?.oldIndex ?? 0) + 1
            let newStart = (hunk.first?.newIndex ?? 0) + 1
            let oldCount = hunk.filter { $0.kind != .added }.count
            let newCount = hunk.filter { $0.kind != .removed }.count
            output +=
                "@@ -\(oldCount == 0 ? oldStart - 1 : oldStart),\(oldCount) +\(newCount == 0 ? newStart - 1 : newStart),\(newCount) @@\n"
            for step in hunk {
                switch step.kind {
                case .same: output += " " + old[step.oldIndex]
                case .removed: output += "-" + old[step.oldIndex]
                case .added: output += "+" + new[step.newIndex]
                }
                if !output.hasSuffix("\n") { output += "\n\\ No newline at end of file\n" }
            }
            index = stop
        }
        return output
    }

    private static func lines(_ text: String) -> [String] {
        var result: [String] = []
        var current = ""
        for character in text {
            current.append(character)
            if character == "\n" || character == "\r\n" {
                result.append(current)
                current = ""
            }
        }
        if !current.isEmpty { result.append(current) }
        return result
    }

    package struct Step {
        package enum Kind { case same, removed, added }
        package var kind: Kind
        /// Index into the old lines (for `added`: the old line it comes before).
        package var oldIndex: Int
        package var newIndex: Int
    }

    /// Myers' shortest edit script; fixes change few lines, so the search stays short.
    package static func editScript(_ old: [String], _ new: [String]) -> [Step] {
        let total = old.count + new.count
        let offset = total + 1
        var frontier = Array(repeating: 0, count: 2 * total + 3)
        var trace: [[Int]] = []
        outer: for depth in 0...total {
            trace.append(frontier)
            for diagonal in stride(from: -depth, through: depth, by: 2) {
                var x: Int
                if diagonal == -depth
                    || (diagonal != depth && frontier[offset + diagonal - 1] < frontier[offset + diagonal + 1])
                {
                    x = frontier[offset + diagonal + 1]
                } else {
                    x = frontier[offset + diagonal - 1] + 1
                }
                var y = x - diagonal
                while x < old.count, y < new.count, old[x] == new[y] {
                    x += 1
                    y += 1
                }
                frontier[offset + diagonal] = x
                if x >= old.count, y >= new.count { break outer }
            }
        }
        var steps: [Step] = []
        var x = old.count
        var y = new.count
        for depth in stride(from: trace.count - 1, through: 0, by: -1) {
            let previous = trace[depth]
            let diagonal = x - y
            let previousDiagonal: Int
            if diagonal == -depth
                || (diagonal != depth && previous[offset + diagonal - 1] < previous[offset + diagonal + 1])
            {
                previousDiagonal = diagonal + 1
            } else {
                previousDiagonal = diagonal - 1
            }
            let previousX = depth == 0 ? 0 : previous[offset + previousDiagonal]
            let previousY = previousX - previousDiagonal
            while x > previousX, y > previousY {
                x -= 1
                y -= 1
                steps.append(Step(kind: .same, oldIndex: x, newIndex: y))
            }
            if depth > 0 {
                if x == previousX {
                    y -= 1
                    steps.append(Step(kind: .added, oldIndex: x, newIndex: y))
                } else {
                    x -= 1
                    steps.append(Step(kind: .removed, oldIndex: x, newIndex: y))
                }
            }
        }
        return steps.reversed()
    }
}
