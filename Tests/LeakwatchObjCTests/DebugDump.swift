import Foundation
import LeakwatchCore
import LeakwatchObjC
import LeakwatchRules
import Testing

/// Prints the facts and findings of the file in `LEAKWATCH_OBJC_DUMP`; skipped unless the variable is set.
struct DebugDump {
    @Test func dump() throws {
        guard let path = ProcessInfo.processInfo.environment["LEAKWATCH_OBJC_DUMP"] else { return }
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let facts = try ObjCFrontEnd().facts(for: SourceText(path: path, text: text))
        for type in facts.types { print("TYPE", type) }
        for callback in facts.callbacks { print("CALLBACK", callback) }
        for call in facts.observerCalls { print("OBSERVER", call) }
        for method in facts.methods { print("METHOD", method) }
        let analyzer = Analyzer(frontEnds: [ObjCFrontEnd()], rules: AllRules.rules, jobs: 1)
        for finding in analyzer.analyze(facts: [facts]).findings {
            print("FINDING", finding.location, finding.ruleID, finding.message)
        }
    }
}
