import CClang
import Foundation

/// The prelude and the macros of a `MacroTable` compiled once per process, language and table into a precompiled
/// header, so that each parse loads their declarations instead of parsing them again: with the repair rounds a file
/// is parsed up to three times, and the prelude is a large part of a small file's parse.
enum PrecompiledPrelude {
    /// The precompiled header for the language and macros, or nil when libclang could not make one (the prelude is
    /// then included as text, as before).
    static func path(cplusplus: Bool, macros: MacroTable) -> String? {
        let key = (cplusplus ? "objcxx-" : "objc-") + macros.digest
        lock.lock()
        defer { lock.unlock() }
        if let known = built[key] { return known }
        let made = build(cplusplus: cplusplus, macros: macros, name: key)
        built[key] = made
        return made
    }

    /// The arguments that must match between the header and every file that uses it.
    static func languageArguments(cplusplus: Bool) -> [String] {
        ObjCFrontEnd.standaloneArguments + (cplusplus ? ["-std=gnu++17"] : [])
    }

    nonisolated(unsafe) private static var built: [String: String?] = [:]
    private static let lock = NSLock()

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

    private static func build(cplusplus: Bool, macros: MacroTable, name: String) -> String? {
        guard let folder else { return nil }
        let output = folder + "/prelude-\(name).pch"
        let language = cplusplus ? "objective-c++" : "objective-c"
        let arguments = ["-x", language + "-header"] + languageArguments(cplusplus: cplusplus)
        let saved = ClangUnit.precompile(
            header: ClangUnit.MemoryFile(path: Prelude.path, contents: macros.preludeText), arguments: arguments,
            to: output)
        return saved ? output : nil
    }
}
