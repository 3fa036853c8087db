import LeakwatchCore

/// SARIF 2.1.0 as GitHub code scanning reads it (`github/codeql-action/upload-sarif`).
///
/// A finding with a mechanical fix carries it in `fixes` (`artifactChanges` with `replacements`); advice alone
/// stays in the message, which ends with it.
/// Columns are converted to code points (`columnKind`), because SARIF has no UTF-8 byte column.
struct SARIFReporter {
    func render(_ report: Report) -> String {
        let ruleIndex = Dictionary(
            report.rules.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
        let fingerprints = Fingerprint.all(report.findings)
        let results = zip(report.findings, fingerprints).map { finding, fingerprint in
            result(finding, ruleIndex: ruleIndex[finding.ruleID], fingerprint: fingerprint, report: report)
        }
        let driver = JSONValue.object([
            ("name", .string("leakwatch")),
            ("informationUri", .string("https://github.com/leakwatch/leakwatch")),
            ("version", .string(report.version)),
            ("rules", .array(report.rules.map(Self.rule))),
        ])
        let run = JSONValue.object([
            ("tool", .object([("driver", driver)])),
            ("columnKind", .string("unicodeCodePoints")),
            ("results", .array(results)),
        ])
        return JSONValue.object([
            ("$schema", .string("https://json.schemastore.org/sarif-2.1.0.json")),
            ("version", .string("2.1.0")),
            ("runs", .array([run])),
        ]).document()
    }

    private func result(_ finding: Finding, ruleIndex: Int?, fingerprint: String, report: Report) -> JSONValue {
        var pairs: [(String, JSONValue)] = [("ruleId", .string(finding.ruleID))]
        if let ruleIndex { pairs.append(("ruleIndex", .int(ruleIndex))) }
        pairs += [
            ("level", .string(Self.level(finding.severity))),
            ("message", .object([("text", .string(finding.message))])),
            ("locations", .array([Self.location(finding.file, finding.location, report: report)])),
            ("partialFingerprints", .object([("leakwatch/v1", .string(fingerprint))])),
        ]
        // The notes, then the path's steps: code scanning lists them beside the alert.
        let places =
            finding.notes.map { ($0.file, $0.location, $0.message) }
            + finding.path.steps.map { ($0.file, $0.location, "\($0.shortLabel): \($0.message)") }
        if !places.isEmpty {
            let related = places.enumerated().map { position, place in
                JSONValue.object([
                    ("id", .int(position)),
                    ("physicalLocation", Self.physicalLocation(place.0, place.1, report: report)),
                    ("message", .object([("text", .string(place.2))])),
                ])
            }
            pairs.append(("relatedLocations", .array(related)))
        }
        if !finding.path.isEmpty { pairs.append(("codeFlows", .array([Self.codeFlow(finding.path, report: report)]))) }
        if let fix = finding.fix { pairs.append(("fixes", .array([Self.fix(fix, report: report)]))) }
        return .object(pairs)
    }

    /// The path as one thread flow whose locations are its steps, so that code scanning can show the path.
    private static func codeFlow(_ path: LeakPath, report: Report) -> JSONValue {
        let locations = path.steps.enumerated().map { position, step in
            let text = "\(step.shortLabel): \(step.message)" + (step.breaks ? " (the fix breaks this)" : "")
            let location: [(String, JSONValue)] = [
                ("physicalLocation", physicalLocation(step.file, step.location, report: report)),
                ("message", .object([("text", .string(text))])),
            ]
            return JSONValue.object([
                ("location", .object(location)), ("nestingLevel", .int(0)), ("executionOrder", .int(position + 1)),
            ])
        }
        return .object([
            ("message", .object([("text", .string(path.line))])),
            ("threadFlows", .array([.object([("locations", .array(locations))])])),
        ])
    }

    /// One SARIF fix: the edits grouped by file, each a deleted region and the text inserted there.
    private static func fix(_ fix: Fix, report: Report) -> JSONValue {
        let files = fix.edits.reduce(into: [String]()) { files, edit in
            if !files.contains(edit.file) { files.append(edit.file) }
        }
        let changes = files.map { file in
            let replacements = fix.edits.filter { $0.file == file }.map { edit in
                let start = SourceColumn.codePoints(
                    report.sourceLine(file, edit.start.line), byteColumn: edit.start.column)
                let end = SourceColumn.codePoints(report.sourceLine(file, edit.end.line), byteColumn: edit.end.column)
                return JSONValue.object([
                    (
                        "deletedRegion",
                        .object([
                            ("startLine", .int(edit.start.line)), ("startColumn", .int(max(start, 1))),
                            ("endLine", .int(edit.end.line)), ("endColumn", .int(max(end, 1))),
                        ])
                    ),
                    ("insertedContent", .object([("text", .string(edit.replacement))])),
                ])
            }
            return JSONValue.object([("artifactLocation", artifact(file)), ("replacements", .array(replacements))])
        }
        return .object([
            ("description", .object([("text", .string(fix.description))])),
            ("artifactChanges", .array(changes)),
        ])
    }

    private static func location(_ file: String, _ location: SourceLocation, report: Report) -> JSONValue {
        .object([("physicalLocation", physicalLocation(file, location, report: report))])
    }

    private static func physicalLocation(_ file: String, _ location: SourceLocation, report: Report) -> JSONValue {
        let column = SourceColumn.codePoints(report.sourceLine(file, location.line), byteColumn: location.column)
        let region = JSONValue.object([
            ("startLine", .int(max(location.line, 1))), ("startColumn", .int(max(column, 1))),
        ])
        return .object([("artifactLocation", artifact(file)), ("region", region)])
    }

    /// A path inside the checkout is relative to `%SRCROOT%`, which the upload action resolves to the repository;
    /// one outside it can only be an absolute `file:` URI.
    private static func artifact(_ file: String) -> JSONValue {
        let path = ReportPath.normalized(file)
        if path.hasPrefix("/") { return .object([("uri", .string("file://" + percentEncoded(path)))]) }
        return .object([("uri", .string(percentEncoded(path))), ("uriBaseId", .string("%SRCROOT%"))])
    }

    /// URI references allow only some ASCII; `:` is encoded too, or `a:b.swift` would read as a scheme.
    private static func percentEncoded(_ path: String) -> String {
        var result = ""
        for byte in path.utf8 {
            if uriSafe.contains(byte) {
                result.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                let hex = String(byte, radix: 16, uppercase: true)
                result += "%" + (hex.count == 1 ? "0" + hex : hex)
            }
        }
        return result
    }

    private static let uriSafe = Set(
        "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~/!$&'()*+,;=@".utf8)

    private static func rule(_ rule: RuleDescription) -> JSONValue {
        let name = rule.id.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        let text = "\(rule.rationale)\n\nReported:\n\(rule.firingExample)\n\nNot reported:\n\(rule.silentExample)"
        return .object([
            ("id", .string(rule.id)),
            ("name", .string(name)),
            ("shortDescription", .object([("text", .string(rule.summary))])),
            ("fullDescription", .object([("text", .string(rule.rationale))])),
            ("help", .object([("text", .string(text)), ("markdown", .string(RuleDocumentation.markdownBody(rule)))])),
            ("defaultConfiguration", .object([("level", .string(level(rule.defaultSeverity)))])),
        ])
    }

    static func level(_ severity: Severity) -> String {
        switch severity {
        case .note: "note"
        case .warning: "warning"
        case .error: "error"
        }
    }
}
