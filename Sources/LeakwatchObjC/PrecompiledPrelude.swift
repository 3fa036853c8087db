import CClang
import Foundation

/// The prelude compiled once per process and language into a precompiled header, so that each parse loads its
/// declarations instead of parsing them again: with the repair rounds a file is parsed up to three times, and
/// the prelude is a large part of a small file's parse.
enum PrecompiledPrelude {
    /// The precompiled header for Objective-C, or nil when libclang could not make one (the prelude is then
    /// included as text, as before).
    static let objectiveC: String? = build(language: "objective-c")
    static let objectiveCPlusPlus: String? = build(language: "objective-c++")

    static func path(cplusplus: Bool) -> String? { cplusplus ? objectiveCPlusPlus : objectiveC }

    /// The arguments that must match between the header and every file that uses it.
    static func languageArguments(cplusplus: Bool) -> [String] {
        ObjCFrontEnd.standaloneArguments + (cplusplus ? ["-std=gnu++17"] : [])
    }

    /// One folder per process, removed when the process ends.
    private static let folder: String? = {
        let template = FileManager.default.temporaryDirectory.path + "/leakwatch-prelude-XXXXXX"
        var bytes = Array(template.utf8CString)
        guard let made = mkdtemp(&bytes) else { return nil }
        let path = String(cString: made)
        atexit { PrecompiledPrelude.removeFolder() }
        return path
    }()

    private static func removeFolder() {
        guard let folder else { return }
        try? FileManager.default.removeItem(atPath: folder)
    }

    private static func build(language: String) -> String? {
        guard let folder else { return nil }
        let cplusplus = language == "objective-c++"
        let output = folder + (cplusplus ? "/prelude-objcxx.pch" : "/prelude-objc.pch")
        let arguments = ["-x", language + "-header"] + languageArguments(cplusplus: cplusplus)
        let saved = ClangUnit.precompile(
            header: ClangUnit.MemoryFile(path: Prelude.path, contents: Prelude.text), arguments: arguments,
            to: output)
        return saved ? output : nil
    }
}
