import LeakwatchCore
import LeakwatchObjC
import LeakwatchSwift
import Testing

/// The fixers act on a finding's remedy, never on its words: rewording the advice cannot change a fix.
struct RemedyTests {
    static let swiftSource = """
        import Combine

        final class Feed {
            var cancellables = Set<AnyCancellable>()
            func start(_ publisher: AnyPublisher<Int, Never>) {
                publisher.sink { _ in self.reload() }.store(in: &cancellables)
            }
            func reload() {}
        }
        """

    /// Where `needle` first starts in `text`, as a one-based line and byte column.
    func location(of needle: String, in text: String) -> LeakwatchCore.SourceLocation {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        for (index, line) in lines.enumerated() {
            if let range = line.range(of: needle) {
                return LeakwatchCore.SourceLocation(
                    line: index + 1, column: line.utf8.distance(from: line.startIndex, to: range.lowerBound) + 1)
            }
        }
        return LeakwatchCore.SourceLocation(line: 0, column: 0)
    }

    func finding(advice: String, remedy: Remedy?, at location: LeakwatchCore.SourceLocation, file: String) -> Finding {
        Finding(
            ruleID: "strong-self-capture", severity: .warning, file: file, location: location,
            problem: "closure passed to 'sink' captures 'self' strongly", advice: advice, remedy: remedy)
    }

    @Test func swiftFixFollowsTheRemedyWhateverTheWords() throws {
        let source = SourceText(path: "Feed.swift", text: Self.swiftSource)
        let selfUse = location(of: "self.reload", in: source.text)
        let attempts = SwiftFixer().fixes(
            for: [
                finding(advice: "any words at all", remedy: .captureWeakly("self"), at: selfUse, file: source.path),
                finding(advice: "capture [weak self]", remedy: nil, at: selfUse, file: source.path),
                finding(
                    advice: "capture [weak self]", remedy: .weakSelfInsteadOf("vc"), at: selfUse, file: source.path),
            ], in: source)
        guard case .fixed(let fix) = attempts[0] else {
            Issue.record("a remedy with other words is still fixed: \(attempts[0])")
            return
        }
        let edited = EditableText(source.text).applying(fix.edits) ?? ""
        #expect(edited.contains("sink { [weak self] _ in self?.reload() }"), "\(edited)")
        #expect(attempts[1] == .advice("no mechanical fix for this finding"))
        #expect(attempts[2] == .advice("'self' is captured through another name; capture [weak self] by hand"))
    }

    @Test func objectiveCFixFollowsTheRemedy() {
        let text = """
            @implementation Feed
            - (void)start {
                [center addObserverForName:@"x" object:nil queue:nil usingBlock:^(NSNotification *n) { [self reload]; }];
            }
            @end
            """
        let source = SourceText(path: "Feed.m", text: text)
        let selfUse = location(of: "self reload", in: text)
        let attempts = ObjCFixer().fixes(
            for: [
                finding(advice: "other words", remedy: .weakCopyOfSelf, at: selfUse, file: source.path),
                finding(
                    advice: "declare '__weak typeof(self) weakSelf = self;' before the block", remedy: nil,
                    at: selfUse, file: source.path),
            ], in: source)
        guard case .fixed = attempts[0] else {
            Issue.record("a remedy with other words is still fixed: \(attempts[0])")
            return
        }
        #expect(attempts[1] == .advice("no mechanical fix for this finding in Objective-C"))
    }
}
