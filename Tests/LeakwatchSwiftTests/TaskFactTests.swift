import LeakwatchCore
import LeakwatchSwift
import Testing

/// The Swift front end records tasks, their `for await` loops, how they hold `self`, and the project's
/// sequence providers; the cache codec gives the same facts back.
struct TaskFactTests {
    func facts(_ source: String) throws -> FileFacts {
        try SwiftFrontEnd().facts(for: SourceText(path: "Test.swift", text: source))
    }

    @Test func aTaskRecordsItsLoopChainUpgradeAndHandle() throws {
        let facts = try facts(
            """
            final class Screen {
                var task: Task<Void, Never>?
                func start() {
                    task = Task { [weak self] in
                        guard let self else { return }
                        let names = NotificationCenter.default.notifications(named: .x)
                        for await _ in names.map { $0.name } { self.reload() }
                    }
                }
            }
            """)
        let task = try #require(facts.asyncFacts.tasks.first)
        #expect(facts.asyncFacts.tasks.count == 1)
        #expect(task.location == SourceLocation(line: 4, column: 16))
        #expect(task.handle == .selfStorage(.property("task")))
        #expect(task.context.member == "start")
        #expect(task.mentionsSelf)
        let loop = try #require(task.loops.first)
        #expect(
            loop.sequence == [
                .member("NotificationCenter"), .member("default"), .call("notifications", labels: ["named"]),
                .call("map", labels: []),
            ])
        #expect(loop.upgrade == NameUse(name: "self", location: SourceLocation(line: 5, column: 19)))
        #expect(!loop.isBounded)
    }

    @Test func nestedTasksOwnTheirLoopsAndMethodsThatLoopAreRecorded() throws {
        let facts = try facts(
            """
            final class Model {
                func observe() async { for await _ in $state.values { break } }
                func start() {
                    Task.detached { await self.observe(); Task { for await _ in stream { } } }
                }
            }
            """)
        #expect(facts.asyncFacts.loopingMethods.map(\.name) == ["observe"])
        #expect(facts.asyncFacts.loopingMethods.first?.loop.isBounded == true)
        let tasks = facts.asyncFacts.tasks.sorted { $0.location < $1.location }
        #expect(tasks.count == 2)
        #expect(tasks.first?.isDetached == true)
        #expect(tasks.first?.loops.isEmpty == true)
        #expect(tasks.first?.selfCalls.map(\.name) == ["observe"])
        #expect(tasks.last?.loops.first?.sequence == [.member("stream")])
    }

    @Test func providersAreFunctionsAndPropertiesThatHandOutSequences() throws {
        let facts = try facts(
            """
            final class Center {
                let events = AsyncChannel<Int>()
                let (progress, continuation) = AsyncStream.makeStream(of: Int.self)
                var changes: NotificationCenter.Notifications { NotificationCenter.default.notifications(named: .y) }
                func stream() -> AsyncStream<Int> {
                    AsyncStream { continuation in continuation.yield(1); continuation.finish() }
                }
                func count() -> Int { 1 }
            }
            """)
        let providers = facts.asyncFacts.providers.map { "\($0.name):\($0.storedType ?? "-"):\($0.returned.count)" }
        #expect(providers.sorted() == ["changes:-:3", "events:AsyncChannel:0", "progress:AsyncStream:0", "stream:-:1"])
        let stream = try #require(facts.asyncFacts.providers.first { $0.name == "stream" })
        #expect(stream.returned == [.builder("AsyncStream", calls: ["finish"])])
    }

    @Test func theCacheCodecGivesTheSameFactsBack() throws {
        var original = try facts(
            """
            final class A {
                let subject = CurrentValueSubject<Int, Never>(0)
                func f() -> some AsyncSequence { subject.values }
                func g() { _ = Task { if let self { for await _ in subject.values.prefix(2) { self.x() } } } }
            }
            """)
        original.lineCount = 5
        var writer = BinaryWriter()
        original.write(to: &writer)
        var reader = BinaryReader(writer.bytes)
        let decoded = try FileFacts(from: &reader)
        #expect(decoded == original)
        #expect(!decoded.asyncFacts.tasks.isEmpty && !decoded.asyncFacts.providers.isEmpty)
    }
}
