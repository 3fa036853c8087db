import CClang
import Foundation
import LeakwatchCore

/// One parsed file: a translation unit and the index that made it, disposed together so that a translation unit
/// never leaks when a walk throws. The index goes back to a pool for the next parse.
final class ClangUnit {
    let index: CXIndex
    let unit: CXTranslationUnit
    /// The main file's bytes, for offsets → lines and columns.
    let lines: LineTable

    private init(index: CXIndex, unit: CXTranslationUnit, lines: LineTable) {
        self.index = index
        self.unit = unit
        self.lines = lines
    }

    deinit {
        clang_disposeTranslationUnit(unit)
        IndexPool.shared.giveBack(index)
    }

    /// A file given to libclang from memory: the main file and every stub header are read from here, never from disk.
    struct MemoryFile {
        var path: String
        var contents: String
    }

    /// Parses `main` with `arguments`; `files` are the unsaved files, main file included. An index serves one
    /// parse at a time, which keeps parses on different threads independent.
    static func parse(
        mainPath: String, text: String, arguments: [String], files: [MemoryFile], detailedPreprocessing: Bool = false
    ) throws(FrontEndError) -> ClangUnit {
        _ = crashRecovery
        guard let index = IndexPool.shared.take() else { throw .unparsable("libclang could not create an index") }
        var unit: CXTranslationUnit?
        let code = withCStrings(arguments) { argv in
            withUnsavedFiles(files) { unsaved in
                clang_parseTranslationUnit2(
                    index, mainPath, argv.baseAddress, Int32(argv.count), unsaved.baseAddress, UInt32(unsaved.count),
                    parseOptions
                        | (detailedPreprocessing ? CXTranslationUnit_DetailedPreprocessingRecord.rawValue : 0),
                    &unit)
            }
        }
        guard code == CXError_Success, let unit else {
            // An index whose parse crashed is left alone: nothing says it is whole.
            if code == CXError_Crashed { throw .unparsable("libclang crashed on this file; skipped") }
            IndexPool.shared.giveBack(index)
            throw .unparsable("libclang could not parse the file (error \(code.rawValue))")
        }
        return ClangUnit(index: index, unit: unit, lines: LineTable(text))
    }

    /// Parses `header` alone and saves it as a precompiled header at `path`; false when either step fails.
    static func precompile(header: MemoryFile, arguments: [String], to path: String) -> Bool {
        _ = crashRecovery
        guard let index = clang_createIndex(0, 0) else { return false }
        defer { clang_disposeIndex(index) }
        var unit: CXTranslationUnit?
        let code = withCStrings(arguments) { argv in
            withUnsavedFiles([header]) { unsaved in
                clang_parseTranslationUnit2(
                    index, header.path, argv.baseAddress, Int32(argv.count), unsaved.baseAddress,
                    UInt32(unsaved.count),
                    CXTranslationUnit_Incomplete.rawValue | CXTranslationUnit_ForSerialization.rawValue, &unit)
            }
        }
        guard code == CXError_Success, let unit else { return false }
        defer { clang_disposeTranslationUnit(unit) }
        return Int(clang_saveTranslationUnit(unit, path, 0)) == Int(CXSaveError_None.rawValue)
    }

    /// libclang's own crash recovery, on whatever the environment says: a parse that crashes inside libclang
    /// comes back as `CXError_Crashed` for that file instead of ending the run. Set once, before the first parse.
    private static let crashRecovery: Void = clang_toggleCrashRecovery(1)

    /// Function bodies are what the rules read; no preamble or completion caches for a single parse.
    private static let parseOptions =
        CXTranslationUnit_KeepGoing.rawValue | CXTranslationUnit_IgnoreNonErrorsFromIncludedFiles.rawValue

    private static func withCStrings<R>(_ strings: [String], _ body: (UnsafeBufferPointer<UnsafePointer<CChar>?>) -> R)
        -> R
    {
        let pointers = strings.map { UnsafePointer(strdup($0)) }
        defer {
            for pointer in pointers { free(UnsafeMutablePointer(mutating: pointer)) }
        }
        return pointers.withUnsafeBufferPointer(body)
    }

    private static func withUnsavedFiles<R>(
        _ files: [MemoryFile], _ body: (UnsafeMutableBufferPointer<CXUnsavedFile>) -> R
    ) -> R {
        var buffers: [(UnsafeMutablePointer<CChar>?, UnsafeMutablePointer<CChar>?)] = []
        defer {
            for (name, contents) in buffers {
                free(name)
                free(contents)
            }
        }
        var unsaved: [CXUnsavedFile] = []
        for file in files {
            let name = strdup(file.path)
            // Copied byte for byte: a NUL inside the text must not shorten the buffer libclang reads `Length` of.
            let contents = Self.copyBytes(file.contents)
            buffers.append((name, contents))
            unsaved.append(CXUnsavedFile(Filename: name, Contents: contents, Length: UInt(file.contents.utf8.count)))
        }
        return unsaved.withUnsafeMutableBufferPointer { body($0) }
    }

    /// The text of each error diagnostic.
    func errorMessages() -> [String] {
        var messages: [String] = []
        for number in 0..<clang_getNumDiagnostics(unit) {
            guard let diagnostic = clang_getDiagnostic(unit, number) else { continue }
            let severity = clang_getDiagnosticSeverity(diagnostic)
            if severity == CXDiagnostic_Error || severity == CXDiagnostic_Fatal {
                messages.append(Node.string(clang_getDiagnosticSpelling(diagnostic)))
            }
            clang_disposeDiagnostic(diagnostic)
        }
        return messages
    }

    private static func copyBytes(_ text: String) -> UnsafeMutablePointer<CChar>? {
        let bytes = Array(text.utf8)
        guard let buffer = malloc(bytes.count + 1)?.assumingMemoryBound(to: CChar.self) else { return nil }
        for (index, byte) in bytes.enumerated() { buffer[index] = CChar(bitPattern: byte) }
        buffer[bytes.count] = 0
        return buffer
    }

    /// An error of the main file: where, and clang's words.
    struct Diagnostic {
        var offset: Int
        var message: String
    }

    /// The errors clang reported at places in the main file, in the order it reported them.
    func mainFileErrors() -> [Diagnostic] {
        var errors: [Diagnostic] = []
        for number in 0..<clang_getNumDiagnostics(unit) {
            guard let diagnostic = clang_getDiagnostic(unit, number) else { continue }
            defer { clang_disposeDiagnostic(diagnostic) }
            let severity = clang_getDiagnosticSeverity(diagnostic)
            guard severity == CXDiagnostic_Error || severity == CXDiagnostic_Fatal else { continue }
            let location = clang_getDiagnosticLocation(diagnostic)
            guard clang_Location_isFromMainFile(location) != 0 else { continue }
            errors.append(
                Diagnostic(
                    offset: CursorTree.fileOffset(location),
                    message: Node.string(clang_getDiagnosticSpelling(diagnostic))))
        }
        return errors
    }

    /// Ranges of the main file the preprocessor skipped (`#if 0`, the other branch of `#if TARGET_OS_TV`); only
    /// known when the unit was parsed with `detailedPreprocessing`.
    func skippedRanges(_ mainPath: String) -> [Range<Int>] {
        guard let file = clang_getFile(unit, mainPath), let list = clang_getSkippedRanges(unit, file) else {
            return []
        }
        defer { clang_disposeSourceRangeList(list) }
        var ranges: [Range<Int>] = []
        for index in 0..<Int(list.pointee.count) {
            guard let range = list.pointee.ranges?[index] else { continue }
            let start = CursorTree.fileOffset(clang_getRangeStart(range))
            let end = CursorTree.fileOffset(clang_getRangeEnd(range))
            if end > start { ranges.append(start..<end) }
        }
        return ranges
    }

    var rootCursor: CXCursor { clang_getTranslationUnitCursor(unit) }

    /// Error diagnostics in the main file, one line each, for measurements and the unparsable verdict.
    func errorCount() -> Int {
        var count = 0
        for number in 0..<clang_getNumDiagnostics(unit) {
            guard let diagnostic = clang_getDiagnostic(unit, number) else { continue }
            let severity = clang_getDiagnosticSeverity(diagnostic)
            if severity == CXDiagnostic_Error || severity == CXDiagnostic_Fatal { count += 1 }
            clang_disposeDiagnostic(diagnostic)
        }
        return count
    }
}

/// Byte offsets to 1-based lines and UTF-8 columns, the way clang and Xcode count them.
struct LineTable {
    private var starts: [Int] = [0]
    let byteCount: Int

    init(_ text: String) {
        var offset = 0
        for byte in text.utf8 {
            offset += 1
            if byte == 10 { starts.append(offset) }
        }
        byteCount = offset
    }

    func location(ofOffset offset: Int) -> SourceLocation {
        SourceLocation(offset: offset, lineStarts: starts)
    }

    /// Lines as `wc -l` counts them, plus a last line without a newline.
    var lineCount: Int { byteCount == 0 ? 0 : starts.count - (starts.last == byteCount ? 1 : 0) }
}

/// Indexes that hold no translation unit, for the next parse: creating one costs as much as parsing a small file.
/// An index is taken by one parse at a time and given back when its unit is disposed.
final class IndexPool: @unchecked Sendable {
    static let shared = IndexPool()
    private let lock = NSLock()
    private var idle: [CXIndex] = []

    /// An idle index, or a new one. Declarations from the precompiled prelude are left out of the tree: only the
    /// main file's are read, and visiting the prelude's would load every one of them from the header again.
    func take() -> CXIndex? {
        lock.lock()
        let index = idle.popLast()
        lock.unlock()
        return index ?? clang_createIndex(1, 0)
    }

    func giveBack(_ index: CXIndex) {
        lock.lock()
        idle.append(index)
        lock.unlock()
    }
}
