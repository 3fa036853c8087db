import Foundation
import Testing

/// `leakwatch debug facts`: what a user attaches to a bug report, read back as JSON.
struct DebugFactsTests {
    @Test func factsOfBothLanguagesAreJSONWithTheOwnersTheFrontEndsSaw() throws {
        let result = try BinaryRunner.run([
            "debug", "facts", "Fixtures/Rules/reference-cycle/strong-delegates.swift",
            "Fixtures/Rules/reference-cycle/strong-delegates.m",
        ])
        #expect(result.status == 0, "\(result.stderr)")
        // One JSON object per file, in the order given.
        var objects: [[String: Any]] = []
        var rest = Substring(result.stdout)
        while let start = rest.firstIndex(of: "{") {
            var depth = 0
            var end = start
            for index in rest[start...].indices {
                if rest[index] == "{" { depth += 1 }
                if rest[index] == "}" { depth -= 1 }
                if depth == 0 {
                    end = index
                    break
                }
            }
            let data = Data(rest[start...end].utf8)
            objects.append(try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any]))
            rest = rest[rest.index(after: end)...]
        }
        #expect(
            objects.map { $0["path"] as? String } == [
                "Fixtures/Rules/reference-cycle/strong-delegates.swift",
                "Fixtures/Rules/reference-cycle/strong-delegates.m",
            ])
        // `upload.delegate = self` and `self.uploader.delegate = self`: self stored into another object's property.
        for object in objects {
            let stores = try #require(object["selfStores"] as? [[String: Any]])
            #expect(stores.contains { $0["property"] as? String == "delegate" }, "\(stores)")
        }
    }

    @Test func anUnreadableFileIsAOneLineErrorAndTheOthersArePrinted() throws {
        let result = try BinaryRunner.run([
            "debug", "facts", "Fixtures/Rules/reference-cycle/no-such-file.swift",
            "Fixtures/Rules/reference-cycle/strong-delegates.swift",
        ])
        #expect(result.status == 2)
        #expect(result.stderr.contains("no-such-file.swift: error: cannot read the file as UTF-8"))
        #expect(result.stdout.contains("\"selfStores\""))
    }
}
