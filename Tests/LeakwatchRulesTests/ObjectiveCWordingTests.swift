import LeakwatchCore
import LeakwatchRules
import Testing

/// A finding in an Objective-C file says the rules' Swift phrases in Objective-C's words; a Swift file's finding
/// keeps them, and quoted code that is no catalogue title stays as the code wrote it.
struct ObjectiveCWordingTests {
    let rule = AllRules.rules.first { $0.description.id == "unbalanced-observer" }!

    func message(in language: Language, _ problem: String, advice: String? = nil) -> String {
        let file = FileFacts(path: language == .swift ? "A.swift" : "A.m", language: language)
        return rule.finding(in: file, at: SourceLocation(line: 1, column: 1), problem, advice: advice).message
    }

    @Test func objectiveCFindingsSayBlockSelectorAndDealloc() {
        let problem =
            "the closure is kept until 'removeObserver(_:)' or 'removeObserver(_:forKeyPath:)' runs in 'deinit'; "
            + "closures of the object's chain stay"
        #expect(
            message(in: .objectiveC, problem)
                == "the block is kept until 'removeObserver:' or 'removeObserver:forKeyPath:' runs in 'dealloc'; "
                + "blocks of the object's chain stay")
        #expect(message(in: .swift, problem) == problem)
    }

    @Test func quotedCodeThatIsNoTitleStaysAsWritten() {
        let problem = "block stored in 'self.closureHandler' ('[Feed closure]') is kept by 'closure'"
        #expect(message(in: .objectiveC, problem) == problem)
    }

    @Test func theAdviceIsTranslatedToo() {
        let found = rule.finding(
            in: FileFacts(path: "A.m", language: .objectiveC), at: SourceLocation(line: 1, column: 1),
            "x", advice: "pass the token to 'removeObserver(_:)' in 'deinit' before the closure runs")
        #expect(found.advice == "pass the token to 'removeObserver:' in 'dealloc' before the block runs")
    }
}
