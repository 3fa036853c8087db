import ArgumentParser
import LeakwatchCore
import LeakwatchReporters
import LeakwatchRules

struct Rules: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "List the rules, or explain one with a reported and a silent example.")

    @Argument(help: "A rule id to explain.")
    var ruleID: String?

    @Flag(help: "Print the README's rule reference in Markdown.")
    var markdown = false

    func run() throws {
        let descriptions = AllRules.descriptions
        if markdown {
            print(RuleDocumentation.markdown(descriptions), terminator: "")
            return
        }
        guard let ruleID else {
            print(RuleDocumentation.list(descriptions), terminator: "")
            return
        }
        guard let rule = descriptions.first(where: { $0.id == ruleID }) else {
            printError("leakwatch: error: no rule '\(ruleID)'; 'leakwatch rules' lists them")
            throw ExitStatus.usageOrInput
        }
        print(RuleDocumentation.explanation(rule), terminator: "")
    }
}
