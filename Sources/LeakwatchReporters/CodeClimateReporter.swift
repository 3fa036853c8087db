import LeakwatchCore

/// GitLab Code Quality (a subset of the Code Climate issue format), for `artifacts:reports:codequality`.
/// GitLab compares reports of two pipelines by fingerprint, so it must not change when lines move.
struct CodeClimateReporter {
    func render(_ report: Report) -> String {
        let issues = zip(report.findings, Fingerprint.all(report.findings)).map { finding, fingerprint in
            JSONValue.object([
                ("type", .string("issue")),
                ("check_name", .string(finding.ruleID)),
                ("description", .string(finding.message)),
                ("categories", .array([.string("Bug Risk")])),
                ("fingerprint", .string(fingerprint)),
                ("severity", .string(Self.severity(finding.severity))),
                (
                    "location",
                    .object([
                        ("path", .string(ReportPath.normalized(finding.file))),
                        ("lines", .object([("begin", .int(finding.location.line))])),
                    ])
                ),
            ])
        }
        return JSONValue.array(issues).document()
    }

    private static func severity(_ severity: Severity) -> String {
        switch severity {
        case .note: "info"
        case .warning: "major"
        case .error: "critical"
        }
    }
}
