import Foundation
import LeakwatchCore
import Testing

@testable import LeakwatchObjC

/// How the tree's `#define`s are read and merged with the catalogue's and the configuration's.
struct MacroTableTests {
    func definitions(_ text: String) -> [String] {
        MacroDirectives.definitions(in: Array(text.utf8), path: "H.h").map(\.name)
    }

    @Test func includeGuardsCommentsAndContinuationsAreReadAsThePreprocessorDoes() {
        let names = definitions(
            """
            #ifndef FEED_MACROS
            #define FEED_MACROS
            #define WEAK(x) \\
                __weak typeof(x) weak_##x = x
            /*
            #define COMMENTED_OUT 1
            */
            //#define LINE_COMMENT 1
              #  define   INDENTED 2 /* a comment
               that goes on */
            #define AFTER 3
            #if !defined(OTHER_GUARD)
            #define OTHER_GUARD
            #define Module_h
            #endif
            #endif
            """)
        #expect(names == ["WEAK", "INDENTED", "AFTER"])
    }

    /// zlib's `#ifdef WINAPI_FAMILY` … `#define close _close`: another platform's branch defines nothing of an
    /// Apple build, whose `close(fd)` would otherwise become `_close(fd)`, an instance variable of `self`.
    @Test func anotherPlatformsBranchDefinesNothing() {
        let names = definitions(
            """
            #ifdef WINAPI_FAMILY
            #  define close _close
            #endif
            #if defined(_WIN32) || defined(__CYGWIN__)
            #  define WIDECHAR
            #  if 1
            #    define NESTED 1
            #  endif
            #elif defined(__APPLE__)
            #  define APPLE_BRANCH 1
            #else
            #  define OTHER_BRANCH 1
            #endif
            #ifdef _MSC_VER
            #  define MSVC_ONLY 1
            #else
            #  define NOT_MSVC 1
            #endif
            #ifndef _WIN32
            #  define NOT_WINDOWS 1
            #endif
            #if !defined(_WIN32)
            #  define ALSO_NOT_WINDOWS 1
            #endif
            #if defined(_WIN32) || TARGET_OS_IPHONE
            #  define SHARED 1
            #endif
            """)
        #expect(names == ["APPLE_BRANCH", "OTHER_BRANCH", "NOT_MSVC", "NOT_WINDOWS", "ALSO_NOT_WINDOWS", "SHARED"])
    }

    @Test func theTreeReplacesTheCatalogueAndTheConfigurationReplacesBoth() {
        let tree = TreeMacros(definitions: [
            .init(name: "WEAKSELF", directive: "#define WEAKSELF __weak typeof(self) tree = self;", path: "A.h"),
            .init(name: "WEAKSELF", directive: "#define WEAKSELF __weak typeof(self) later = self;", path: "B.h"),
            .init(name: "DLog", directive: "#define DLog(...) NSLog(__VA_ARGS__)", path: "A.h"),
            // The prelude's own names stay the prelude's.
            .init(name: "nil", directive: "#define nil 0", path: "A.h"),
            .init(name: "nullable", directive: "#define nullable", path: "A.h"),
        ])
        let configured = [ObjCMacro(name: "DLog", parameters: ["..."], definition: "")]
        let table = MacroTable(tree: tree, configured: configured)
        #expect(table.origin(of: "WEAKSELF") == .tree)
        #expect(table.header.contains("#define WEAKSELF __weak typeof(self) tree = self;"))
        #expect(!table.header.contains("later"))
        #expect(table.origin(of: "DLog") == .configuration)
        #expect(table.origin(of: "MXWeakify") == .catalogue)
        #expect(table.origin(of: "nil") == nil && table.origin(of: "nullable") == nil)
    }

    /// A definition libclang rejects on its own is left out; the others are kept.
    @Test func aDefinitionThatDoesNotParseIsLeftOutAlone() {
        let tree = TreeMacros(definitions: [
            .init(name: "BROKEN", directive: "#define BROKEN(a, a) a", path: "A.h"),
            .init(name: "STRINGIFY", directive: "#define STRINGIFY(a) #b", path: "A.h"),
            .init(name: "FINE", directive: "#define FINE(a) (a)", path: "A.h"),
        ])
        let table = MacroTable(tree: tree)
        #expect(table.origin(of: "BROKEN") == nil)
        #expect(table.origin(of: "STRINGIFY") == nil)
        #expect(table.origin(of: "FINE") == .tree)
        #expect(table.origin(of: "MXWeakify") == .catalogue)
    }

    @Test func macrosThatDeclareTheirArgumentAreKnownToTheFixer() {
        let shadowing = MacroTable.standard.shadowingMacros
        #expect(shadowing.isSuperset(of: ["MXStrongifyAndReturnIfNil", "MXStrongifyAndReturnValueIfNil", "strongify"]))
        #expect(shadowing.isDisjoint(with: ["MXWeakify", "weakify", "WEAKSELF", "STRONGSELF", "XCTAssertEqual"]))
    }

    /// Every catalogue row is accepted by libclang: none is silently lost.
    @Test func everyCatalogueMacroParses() {
        #expect(MacroTable.standard.count == ObjCMacros.wellKnown.count)
    }

    @Test func headersOfPodsComeAfterTheProjectsOwn() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("macros-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        for (path, text) in [
            "Pods/Kit/Kit.h": "#define SHARED 1\n#define KIT_ONLY 2\n",
            "App/App.h": "#define SHARED 3\n",
            "App/Prefix.pch": "#define FROM_PCH 4\n",
            ".build/Gen.h": "#define BUILD_OUTPUT 5\n",
        ] {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        let tree = TreeMacros.scan([root.path])
        #expect(tree.definitions.map(\.name).sorted() == ["FROM_PCH", "KIT_ONLY", "SHARED"])
        #expect(tree.definitions.first { $0.name == "SHARED" }?.directive == "#define SHARED 3")
    }
}
