import Foundation
import Testing

/// Objective-C as the preprocessor sees it, through the built binary: the tree's macros, `Pods/` read for its macros
/// only, `objc_macros:` in the configuration, files read as nothing named as notes, and the census of macro uses.
@Suite(.serialized) struct ObjCMacroTests {
    static let project = "Fixtures/Projects/objc-tree-macros"

    @Test func macrosOfTheTreeAndOfPodsReachEveryFile() throws {
        let result = try BinaryRunner.run([Self.project])
        #expect(result.status == 1)
        if BinaryRunner.isRecording {
            try BinaryRunner.record(result.stdout, as: "objc-tree-macros.txt")
        } else {
            #expect(result.stdout == (try BinaryRunner.golden("objc-tree-macros.txt")))
        }
        #expect(!result.stdout.contains("Pods/"))
        #expect(!result.stderr.contains("error:") && !result.stderr.contains("note:"))
    }

    /// Without `Pods/` under the analyzed path, its macros are unknown and the dance written with them is not seen.
    @Test func macrosOutsideTheAnalyzedPathsAreUnknown() throws {
        let result = try BinaryRunner.run(["--no-cache", Self.project + "/App"])
        #expect(result.status == 1)
        let lines = result.stdout.split(separator: "\n")
        #expect(lines.count == 2)
        #expect(lines.contains { $0.contains("ChatViewController.m:24:") })
    }

    @Test func configuredMacrosAreReadLikeTheTreesOwn() throws {
        let source = """
            #import "Vendor.h"
            @interface Feed : NSObject
            @property (nonatomic, strong) id token;
            @end
            @implementation Feed
            - (void)start {
                VWeak(self);
                self.token = [[NSNotificationCenter defaultCenter] addObserverForName:@"Feed" object:nil queue:nil usingBlock:^(NSNotification *note) {
                    VStrong(self);
                    [self start];
                }];
            }
            - (void)dealloc { [[NSNotificationCenter defaultCenter] removeObserver:self.token]; }
            @end

            """
        let configuration = """
            objc_macros:
              - name: VWeak(var)
                definition: "__weak typeof(var) v_weak_##var = var"
              - name: "VStrong(var)"
                definition: "__strong typeof(var) var = v_weak_##var"

            """
        let folder = try TemporaryTree.make(["Feed.m": Data(source.utf8)])
        defer { try? FileManager.default.removeItem(at: folder) }
        let unconfigured = try BinaryRunner.run(["--no-cache", "."], in: folder)
        #expect(unconfigured.status == 1)
        #expect(unconfigured.stdout.contains("Feed.m:9:17: warning:"))
        try Data(configuration.utf8).write(to: folder.appendingPathComponent(".leakwatch.yml"))
        let configured = try BinaryRunner.run(["--no-cache", "."], in: folder)
        #expect(configured.status == 0)
        #expect(configured.stdout.isEmpty)
    }

    @Test func aBadMacroNameIsAConfigurationError() throws {
        let folder = try TemporaryTree.make([
            ".leakwatch.yml": Data("objc_macros:\n  - name: \"1up(x)\"\n    definition: x\n".utf8)
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try BinaryRunner.run(["."], in: folder)
        #expect(result.status == 2)
        #expect(result.stderr.contains(".leakwatch.yml:2:11: '1up(x)' is not a macro name"))
    }

    /// A header whose declarations follow a macro of a framework that is not there: named once as a note, and the
    /// exit status follows the findings of the rest.
    @Test func aFileReadAsNothingIsANoteNotAnError() throws {
        let folder = try TemporaryTree.make([
            "Thing.h": Data(
                "#import <Vendor/Vendor.h>\nVENDOR_AVAILABLE(\"1.0\")\n@interface Thing : NSObject\n@end\n".utf8),
            "Clean.m": Data("@implementation Clean\n- (void)run {}\n@end\n".utf8),
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try BinaryRunner.run(["--no-cache", "."], in: folder)
        #expect(result.status == 0)
        let notes = result.stderr.split(separator: "\n").filter { $0.hasPrefix("leakwatch: note: Thing.h: ") }
        #expect(notes.count == 1)
        #expect(!result.stderr.contains("error:"))
        #expect(!result.stderr.contains("could not be analyzed"))
    }

    @Test func theCensusCountsWhereMacroUsesAreDefined() throws {
        let result = try BinaryRunner.run(["debug", "objc-census", "--summary", Self.project])
        #expect(result.status == 0)
        #expect(
            result.stdout.contains(
                "macro uses 13: tree 6, catalogue 0, configuration 0, file 0, SDK prelude 7, undefined 0"),
            "\(result.stdout)")
    }
}
