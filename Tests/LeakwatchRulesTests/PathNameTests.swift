import Foundation
import LeakwatchCore
import Testing

/// The byte-level path parts answer what `NSString` answers, for every shape of path discovery makes.
struct PathNameTests {
    static let paths = [
        "a/b.swift", "a/.swift", ".swift", "a.b/c", "a/b.", "a/b.tar.gz", "b.SWIFT", "a/b.swift/", "x", "a.b/c.m", "/",
        "", "a//b.h", "./x.mm", "/tmp/App/Sources/Über Café.swift", "App/Pods/x.framework/Headers/y.h",
    ]

    @Test func partsAreThoseOfNSString() {
        for path in Self.paths {
            #expect(String(PathName.fileExtension(path)) == (path as NSString).pathExtension, "\(path)")
            #expect(String(PathName.lastComponent(path)) == (path as NSString).lastPathComponent, "\(path)")
        }
    }

    @Test func languageOfAPath() {
        #expect(Language(path: "Sources/App.swift") == .swift)
        #expect(Language(path: "Sources/App.M") == .objectiveC)
        #expect(Language(path: "Sources/App.mm") == .objectiveC)
        #expect(Language(path: "Sources/App.h") == .objectiveC)
        #expect(Language(path: "Sources/.swift") == nil)
        #expect(Language(path: "Sources.swift/README") == nil)
        #expect(Language(path: "Sources/App.swiftinterface") == nil)
    }

    @Test func spacesAreTrimmedAsFoundationTrimsThem() {
        for text in ["Foo", " Foo", "Foo\t", "  Foo<Bar> ", "", " ", "Foo\u{00A0}", "Café "] {
            #expect(text.trimmingSpaces == text.trimmingCharacters(in: .whitespaces), "\(text)")
        }
    }
}
