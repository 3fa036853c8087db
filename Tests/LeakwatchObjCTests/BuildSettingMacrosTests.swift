import Foundation
import LeakwatchCore
import Testing

@testable import LeakwatchObjC

/// The preprocessor definitions of an Xcode project's release builds are macros of the tree: `#ifdef` in its
/// sources tests them as the compiler does.
struct BuildSettingMacrosTests {
    static let project = """
        // !$*UTF8*$!
        {
        \tobjects = {
        \t\tAA01 /* Debug */ = {
        \t\t\tisa = XCBuildConfiguration;
        \t\t\tbuildSettings = {
        \t\t\t\tGCC_PREPROCESSOR_DEFINITIONS = (
        \t\t\t\t\t"DEBUG=1",
        \t\t\t\t\t"COMPILE_SERVER=1",
        \t\t\t\t\t"$(inherited)",
        \t\t\t\t);
        \t\t\t};
        \t\t\tname = Debug;
        \t\t};
        \t\tAA02 /* Release */ = {
        \t\t\tisa = XCBuildConfiguration;
        \t\t\tbuildSettings = {
        \t\t\t\tGCC_PREPROCESSOR_DEFINITIONS = (
        \t\t\t\t\t"$(inherited)",
        \t\t\t\t\t"COMPILE_SERVER=1",
        \t\t\t\t\tUSE_CACHE,
        \t\t\t\t\t"FLAVOR=$(CONFIGURATION)",
        \t\t\t\t);
        \t\t\t};
        \t\t\tname = Release;
        \t\t};
        \t\tAA03 /* AppStore Release */ = {
        \t\t\tisa = XCBuildConfiguration;
        \t\t\tbuildSettings = {
        \t\t\t\tGCC_PREPROCESSOR_DEFINITIONS = "STORE=1 SANDBOXED";
        \t\t\t};
        \t\t\tname = "AppStore Release";
        \t\t};
        \t};
        }
        """

    @Test func releaseConfigurationsDefineTheirMacros() {
        let found = BuildSettingMacros.definitions(in: Self.project, path: "App.xcodeproj/project.pbxproj")
        #expect(
            found.map(\.directive) == [
                "#define COMPILE_SERVER 1", "#define USE_CACHE 1", "#define STORE 1", "#define SANDBOXED 1",
            ])
    }

    /// A tree whose sources are compiled only when a build setting defines a macron (`#ifdef COMPILE_SERVER`): the
    /// macro reaches the parse, and what the file declares is read.
    @Test func aTreesBuildSettingsReachTheParse() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("leakwatch-build-settings-\(UUID())")
        let projectFolder = folder.appendingPathComponent("App.xcodeproj")
        try FileManager.default.createDirectory(at: projectFolder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Self.project.write(
            to: projectFolder.appendingPathComponent("project.pbxproj"), atomically: true, encoding: .utf8)
        let macros = MacroTable(tree: TreeMacros.scan([folder.path]))
        let source = """
            #ifdef COMPILE_SERVER
            @interface Server : NSObject
            - (void)start;
            @end
            @implementation Server
            - (void)start {}
            @end
            #endif
            """
        let facts = try ObjCFrontEnd(macros: macros).facts(for: SourceText(path: "Server.m", text: source))
        #expect(facts.types.map(\.name).contains("Server"))
        let without = try ObjCFrontEnd(macros: .standard).facts(for: SourceText(path: "Server.m", text: source))
        #expect(!without.types.map(\.name).contains("Server"))
    }
}
