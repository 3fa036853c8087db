import Foundation
import LeakwatchConfig
import LeakwatchCore

/// Document and file events: keep the facts current, analyze after a debounce, publish what changed.
extension LanguageServer {
    func indexAndPublish() {
        guard let workspace else { return }
        workspace.index()
        _ = workspace.analyze()
        publishConfiguration()
        publishAll()
    }

    func documentChanged(_ method: String, _ params: [String: Any]) throws {
        guard let workspace else { return }
        let document = params["textDocument"] as? [String: Any]
        guard let uri = document?["uri"] as? String, let path = Positions.path(for: uri) else {
            throw ServerError(code: RPCError.invalidParams, message: "textDocument.uri is missing")
        }
        switch method {
        case "textDocument/didOpen":
            guard let text = document?["text"] as? String else {
                throw ServerError(code: RPCError.invalidParams, message: "textDocument.text is missing")
            }
            workspace.documents[path] = text
        case "textDocument/didChange":
            guard let changes = params["contentChanges"] as? [[String: Any]],
                let text = changes.last?["text"] as? String
            else { throw ServerError(code: RPCError.invalidParams, message: "contentChanges[].text is missing") }
            workspace.documents[path] = text
        default:
            if let text = params["text"] as? String, workspace.documents[path] != nil {
                workspace.documents[path] = text
            }
            if path == workspace.configurationPath { return reindexLater() }
        }
        changedSinceAnalysis.insert(path)
        analyzeLater()
    }

    func documentClosed(_ params: [String: Any]) throws {
        guard let workspace, let uri = (params["textDocument"] as? [String: Any])?["uri"] as? String,
            let path = Positions.path(for: uri)
        else { throw ServerError(code: RPCError.invalidParams, message: "textDocument.uri is missing") }
        workspace.documents[path] = nil
        changedSinceAnalysis.insert(path)
        analyzeLater()
    }

    func watchedFilesChanged(_ params: [String: Any]) {
        guard let workspace else { return }
        let paths = (params["changes"] as? [[String: Any]] ?? []).compactMap {
            ($0["uri"] as? String).flatMap(Positions.path(for:))
        }
        // The configuration, or an Xcode project (which files its targets build, for which deployment target).
        if paths.contains(workspace.configurationPath)
            || paths.contains(where: { ($0 as NSString).lastPathComponent == "project.pbxproj" })
        {
            return reindexLater()
        }
        for path in paths where workspace.documents[path] == nil { changedSinceAnalysis.insert(path) }
        analyzeLater()
    }

    /// Waits for the debounce, then analyzes unless another edit came in meanwhile.
    func analyzeLater() {
        let scheduled = generation.current
        queue.asyncAfter(deadline: .now() + debounce) { [self] in
            guard scheduled == generation.current, let workspace else { return }
            let paths = changedSinceAnalysis
            changedSinceAnalysis = []
            for path in paths { workspace.refresh(path) }
            let changed = workspace.analyze()
            // A newer edit makes these results stale: its own analysis publishes instead.
            guard scheduled == generation.current else { return changedSinceAnalysis.formUnion(paths) }
            // Every open document, not only those whose findings this analysis changed: a stale analysis may have
            // changed them unpublished. `publish` sends only what differs from what the editor shows.
            publish(Set(workspace.documents.keys).union(changed))
        }
    }

    func reindexLater() {
        queue.async { [self] in
            indexAndPublish()
        }
    }

    /// Diagnostics for every open document.
    func publishAll() {
        guard let workspace else { return }
        publish(Set(workspace.documents.keys).union(published.keys))
    }

    /// Diagnostics of open documents among `paths`, sent only when they differ from the last ones sent.
    func publish(_ paths: Set<String>) {
        guard let workspace else { return }
        for path in paths.sorted() {
            let open = workspace.documents[path] != nil
            let diagnostics = open ? self.diagnostics(for: path) : []
            if !open, published[path] == nil { continue }
            if let previous = published[path], NSArray(array: previous).isEqual(to: diagnostics) { continue }
            published[path] = open ? diagnostics : nil
            transport.send([
                "method": "textDocument/publishDiagnostics",
                "params": ["uri": Positions.uri(for: path), "diagnostics": diagnostics],
            ])
        }
    }

    func diagnostics(for path: String) -> [[String: Any]] {
        guard let workspace, let text = workspace.text(of: path).map(EditableText.init) else { return [] }
        var result = (workspace.findings[path] ?? []).map { finding -> [String: Any] in
            var diagnostic: [String: Any] = [
                "range": Positions.lspRange(finding.location, in: text),
                "severity": Self.severity(finding.severity), "code": finding.ruleID, "source": "leakwatch",
                "message": finding.message,
            ]
            let related = relatedInformation(finding, text: text, path: path)
            if !related.isEmpty { diagnostic["relatedInformation"] = related }
            return diagnostic
        }
        if let problem = workspace.problems[path] {
            let start = ["line": 0, "character": 0]
            result.append([
                "range": ["start": start, "end": start], "severity": 1, "source": "leakwatch", "message": problem,
            ])
        }
        return result
    }

    /// The finding's path, step by step, then its notes: editors list them under the diagnostic and jump to each.
    private func relatedInformation(_ finding: Finding, text: EditableText, path: String) -> [[String: Any]] {
        let places =
            finding.path.steps.map { ($0.file, $0.location, "\($0.shortLabel): \($0.message)") }
            + finding.notes.map { ($0.file, $0.location, $0.message) }
        return places.compactMap { file, location, message in
            let fileText = file == finding.file ? text : workspace?.text(of: file).map(EditableText.init)
            guard let fileText else { return nil }
            let uri = Positions.uri(for: file == finding.file ? path : file)
            return [
                "location": ["uri": uri, "range": Positions.lspRange(location, in: fileText)], "message": message,
            ]
        }
    }

    /// A `.leakwatch.yml` that cannot be read gets an error diagnostic of its own, at the place of the problem.
    func publishConfiguration() {
        guard let workspace else { return }
        var diagnostics: [[String: Any]] = []
        if let error = workspace.configurationError {
            let position = ["line": max((error.line ?? 1) - 1, 0), "character": max((error.column ?? 1) - 1, 0)]
            diagnostics.append([
                "range": ["start": position, "end": position], "severity": 1, "source": "leakwatch",
                "code": "configuration", "message": error.reason,
            ])
        }
        transport.send([
            "method": "textDocument/publishDiagnostics",
            "params": ["uri": Positions.uri(for: workspace.configurationPath), "diagnostics": diagnostics],
        ])
    }

    static func severity(_ severity: Severity) -> Int {
        switch severity {
        case .error: 1
        case .warning: 2
        case .note: 3
        }
    }
}
