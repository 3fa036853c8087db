import Foundation
import LeakwatchCore

/// `textDocument/codeAction`: the fixes of the findings in the range as quick fixes, and a suppression.
extension LanguageServer {
    func codeActions(_ params: [String: Any]) throws -> Any {
        guard let workspace, let uri = (params["textDocument"] as? [String: Any])?["uri"] as? String,
            let path = Positions.path(for: uri), let range = params["range"] as? [String: Any],
            let content = workspace.text(of: path)
        else { throw ServerError(code: RPCError.invalidParams, message: "textDocument.uri and range are required") }
        let text = EditableText(content)
        guard let startPosition = range["start"] as? [String: Any], let endPosition = range["end"] as? [String: Any],
            let start = Positions.location(startPosition, in: text), let end = Positions.location(endPosition, in: text)
        else { throw ServerError(code: RPCError.invalidParams, message: "range is not a range") }
        var actions: [[String: Any]] = []
        for (finding, attempt) in workspace.attempts(for: path)
        where finding.location.line >= start.line && finding.location.line <= end.line {
            let diagnostic: [String: Any] = [
                "range": Positions.lspRange(finding.location, in: text), "code": finding.ruleID,
                "source": "leakwatch", "message": finding.message,
            ]
            if let fix = attempt?.fix {
                let edits = fix.edits.map { edit -> [String: Any] in
                    [
                        "range": [
                            "start": Positions.lspPosition(edit.start, in: text),
                            "end": Positions.lspPosition(edit.end, in: text),
                        ],
                        "newText": edit.replacement,
                    ]
                }
                actions.append([
                    "title": "leakwatch: \(fix.description)", "kind": "quickfix", "isPreferred": true,
                    "diagnostics": [diagnostic], "edit": ["changes": [uri: edits]],
                ])
            }
            actions.append(suppression(finding, uri: uri, text: text, diagnostic: diagnostic))
        }
        return actions
    }

    /// `// leakwatch:disable-next-line rule` above the finding's line, indented like it.
    private func suppression(_ finding: Finding, uri: String, text: EditableText, diagnostic: [String: Any])
        -> [String: Any]
    {
        let line = text.line(finding.location.line)
        let indentation = String(line.prefix { $0 == " " || $0 == "\t" })
        let position = ["line": finding.location.line - 1, "character": 0]
        let edit: [String: Any] = [
            "range": ["start": position, "end": position],
            "newText": "\(indentation)// leakwatch:disable-next-line \(finding.ruleID)\n",
        ]
        return [
            "title": "leakwatch: suppress '\(finding.ruleID)' on this line", "kind": "quickfix",
            "diagnostics": [diagnostic], "edit": ["changes": [uri: [edit]]],
        ]
    }
}
