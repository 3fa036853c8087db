import LeakwatchCore
import Testing

/// A branch that sets a property only while it is nil sets it once, in both languages' spellings; any other
/// condition says nothing of the kind.
struct NilChecksTests {
    @Test(arguments: [
        ["preferences", "==", "nil"], ["self", ".", "preferences", "==", "nil"], ["nil", "==", "_preferences"],
        ["!", "_preferences"], ["(", "!", "self", ".", "preferences", ")"], ["(", "_preferences", "==", "nil", ")"],
        ["!", "self", "->", "preferences"], ["self", "->", "preferences", "==", "nil"],
    ])
    func aNilTestOfTheProperty(_ words: [String]) {
        #expect(NilChecks.testsOnlyForNil("preferences", words: words))
    }

    @Test(arguments: [
        ["preferences", "!=", "nil"], ["other", "==", "nil"], ["!", "_preferences", "||", "force"],
        ["window", ".", "preferences", "==", "nil"], ["preferences", "==", "nil", "||", "force"],
        ["!", "preferences", ".", "isVisible"], ["!", "other", "->", "preferences"],
    ])
    func anyOtherCondition(_ words: [String]) {
        #expect(!NilChecks.testsOnlyForNil("preferences", words: words))
    }
}
