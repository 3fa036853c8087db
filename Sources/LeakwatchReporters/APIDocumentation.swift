import LeakwatchCore

/// What `leakwatch apis` prints: the API catalogue as a list, one API explained, or the README's table.
package enum APIDocumentation {
    /// One line an entry: signature, role, how it keeps a callback.
    package static func list(_ catalog: APICatalog) -> String {
        let rows = catalog.entries.map { entry in
            [entry.signature, entry.role.rawValue, keeping(entry) ?? "-", entry.framework]
        }
        let widths = (0..<4).map { column in rows.map { $0[column].count }.max() ?? 0 }
        return rows.map { row in
            row.enumerated().map { $1.padding(toLength: $0 == 3 ? 0 : widths[$0], withPad: " ", startingAt: 0) }
                .joined(separator: "  ").trimmingTrailingSpaces() + "\n"
        }.joined()
    }

    /// Every entry of that name, with every field it sets, configured rows first: the order in which a call is
    /// matched against them. Each says where it comes from and which applies.
    package static func explanation(_ entries: [APIEntry]) -> String {
        let ordered = entries.filter(\.isConfigured) + entries.filter { !$0.isConfigured }
        let anyConfigured = ordered.first?.isConfigured == true
        return ordered.map { entry in
            var lines = ["\(entry.signature) (\(entry.framework))", "  role: \(entry.role.rawValue)"]
            if entry.isConfigured {
                lines.append(
                    "  from: the configuration; applies first, also over a project declaration of the same function"
                        + (entry.callback.map { " (a trailing closure stands for '\($0):')" } ?? ""))
            } else {
                lines.append(
                    anyConfigured
                        ? "  from: the built-in catalogue; applies only where no configured row matches"
                        : "  from: the built-in catalogue")
            }
            if let selector = entry.selector { lines.append("  Objective-C: \(selector)") }
            if let keeping = keeping(entry) { lines.append("  keeps its callback: \(keeping)") }
            if let token = entry.tokenType { lines.append("  token: \(token)") }
            if let discard = entry.onDiscard { lines.append("  token discarded: \(discard.rawValue)") }
            if let pairing = entry.pairing {
                lines.append(
                    "  undone by: \(pairing.removals.sorted().joined(separator: ", ")) (\(pairing.match.rawValue))")
            } else if let removal = entry.removal {
                lines.append("  undone by: \(removal)")
            }
            lines.append("  " + entry.note)
            return lines.joined(separator: "\n") + "\n"
        }.joined(separator: "\n")
    }

    /// The README's table of known APIs.
    package static func markdown(_ catalog: APICatalog) -> String {
        var text = "| API | Objective-C | framework | role | keeps its callback | token | note |\n"
        text += "| --- | --- | --- | --- | --- | --- | --- |\n"
        for entry in catalog.entries {
            let cells = [
                "`\(entry.signature)`", entry.selector.map { "`\($0)`" } ?? "", entry.framework, entry.role.rawValue,
                keeping(entry) ?? "", entry.tokenType.map { "`\($0)`" } ?? "", entry.note,
            ]
            text += "| " + cells.map { $0.replacingOccurrences(of: "|", with: "\\|") }.joined(separator: " | ") + " |\n"
        }
        return text
    }

    private static func keeping(_ entry: APIEntry) -> String? {
        switch entry.keeping {
        case .untilRemoved?: "until removed"
        case .byToken?: "by its token"
        case .byReceiver?: "by its receiver"
        case .forProcess?: "for the process"
        case nil: entry.pairing.map { _ in "until '\(entry.pairing?.remove ?? "")'" }
        }
    }
}

extension String {
    fileprivate func trimmingTrailingSpaces() -> String {
        var text = self
        while text.last == " " { text.removeLast() }
        return text
    }
}
