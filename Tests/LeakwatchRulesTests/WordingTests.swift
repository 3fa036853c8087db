import LeakwatchCore
import LeakwatchRules
import Testing

/// A finding says the rules' phrases in the words of its file's language: a block, 'dealloc' and selectors in
/// Objective-C, a closure, 'deinit' and Swift titles in Swift; quoted code that is no catalogue title stays as
/// the code wrote it.
struct WordingTests {
    let rule = AllRules.rules.first { $0.description.id == "unbalanced-observer" }!

    func message(in language: Language, _ problem: Phrase, advice: Phrase? = nil) -> String {
        let file = FileFacts(path: language == .swift ? "A.swift" : "A.m", language: language)
        return rule.finding(in: file, at: SourceLocation(line: 1, column: 1), problem, advice: advice).message
    }

    @Test func objectiveCFindingsSayBlockSelectorAndDealloc() {
        let problem: Phrase =
            "the \(.closure) is kept until \(code: "removeObserver(_:)") or \(code: "removeObserver(_:forKeyPath:)") "
            + "runs in \(.teardown); \(.closures) of the object's chain stay"
        #expect(
            message(in: .objectiveC, problem)
                == "the block is kept until 'removeObserver:' or 'removeObserver:forKeyPath:' runs in 'dealloc'; "
                + "blocks of the object's chain stay")
        #expect(
            message(in: .swift, problem)
                == "the closure is kept until 'removeObserver(_:)' or 'removeObserver(_:forKeyPath:)' runs in 'deinit'; "
                + "closures of the object's chain stay")
    }

    @Test func wordsInCodeAndNamesStayAsWritten() {
        let problem: Phrase =
            "\(.capitalizedClosure) stored in \(code: "self.closureHandler") (\(code: "[Feed closure]")) is kept by 'closure'"
        #expect(
            message(in: .objectiveC, problem)
                == "Block stored in 'self.closureHandler' ('[Feed closure]') is kept by 'closure'")
    }

    @Test func theAdviceIsSaidInTheFilesWordsToo() {
        let found = rule.finding(
            in: FileFacts(path: "A.m", language: .objectiveC), at: SourceLocation(line: 1, column: 1),
            "x", advice: "pass the token to \(code: "removeObserver(_:)") in \(.teardown) before the \(.closure) runs")
        #expect(found.advice == "pass the token to 'removeObserver:' in 'dealloc' before the block runs")
    }

    @Test func aStrongSelfMadeAgainIsSaidAsEachLanguageMakesIt() {
        let problem: Phrase = "\(.closure) captures \(.strongSelfRebinding)"
        #expect(message(in: .swift, problem) == "closure captures the strong 'self' of an enclosing 'guard let self'")
        #expect(
            message(in: .objectiveC, problem)
                == "block captures the strong local 'self' of an enclosing block ('@strongify(self)' or the like)")
    }
}
