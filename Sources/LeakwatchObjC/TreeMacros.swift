import Foundation
import LeakwatchCore

/// The `#define`s of the headers of an analyzed tree, including the folders the analysis skips (`Pods/`,
/// `Carthage/`, vendored frameworks): read for their macros only, never reported. Files are parsed without their
/// imports, so this is how a project's `WEAKSELF` or a pod's `@weakify` reach libclang at all.
package struct TreeMacros: Sendable, Hashable {
    /// One definition, the directive kept as written (continuation lines included) for libclang to read.
    package struct Definition: Sendable, Hashable {
        package var name: String
        package var directive: String
        package var path: String
    }

    /// The first definition of each name: the project's own headers first, then those of the skipped folders, each
    /// in path order (a header's `#if DEBUG` branch before its `#else`).
    package private(set) var definitions: [Definition] = []
    /// The folders of the tree's Xcode projects (where each `.xcodeproj` lies, as given), with whether the folder's
    /// projects compile Objective-C with ARC (`CLANG_ENABLE_OBJC_ARC = YES` in one of them): ARC is off unless a
    /// project turns it on, and code of a project that never does counts references by hand.
    package private(set) var projectFolders: [String: Bool] = [:]

    package init(definitions: [Definition] = [], projectFolders: [String: Bool] = [:]) {
        var seen: Set<String> = []
        self.definitions = definitions.filter { seen.insert($0.name).inserted }
        self.projectFolders = projectFolders
    }

    /// True when the nearest Xcode project folder above the file compiles without ARC. A relative path is read
    /// from the current folder, or else as the end of a project folder's path (a tree analyzed from elsewhere).
    package func countsReferencesByHand(_ path: String) -> Bool {
        guard !projectFolders.isEmpty else { return false }
        var folder = URL(fileURLWithPath: path).standardizedFileURL.deletingLastPathComponent().path
        while !folder.isEmpty, folder != "/" {
            if let usesARC = projectFolders[folder] { return !usesARC }
            folder = (folder as NSString).deletingLastPathComponent
        }
        guard !path.hasPrefix("/") else { return false }
        var relative = (path as NSString).deletingLastPathComponent
        while !relative.isEmpty, relative != "." {
            if let found = projectFolders.first(where: { $0.key.hasSuffix("/" + relative) }) { return !found.value }
            relative = (relative as NSString).deletingLastPathComponent
        }
        return false
    }

    /// Folders of build output and tools, never a project's or a dependency's headers.
    static let ignoredFolders: Set<String> = [".build", ".git", ".swiftpm", "DerivedData", "node_modules"]
    /// Folders the analysis skips but whose headers the project includes.
    static let dependencyFolders: Set<String> = ["Pods", "Carthage"]
    static let headerExtensions: Set<String> = ["h", "hh", "hpp", "pch"]

    /// Reads every header under `paths` (a file given by name is read when it is a header), then the preprocessor
    /// definitions the project's Xcode files set for its release builds (`BuildSettingMacros`).
    package static func scan(_ paths: [String]) -> TreeMacros {
        var own: [String] = []
        var dependencies: [String] = []
        var projects: [String] = []
        for path in paths { collectHeaders(path, own: &own, dependencies: &dependencies, projects: &projects) }
        var definitions: [Definition] = []
        for path in own.sorted() + dependencies.sorted() {
            guard let data = FileManager.default.contents(atPath: path), data.count <= 4_000_000 else { continue }
            definitions += MacroDirectives.definitions(in: Array(data), path: path)
        }
        var projectFolders: [String: Bool] = [:]
        for path in projects.sorted() {
            guard let data = FileManager.default.contents(atPath: path), data.count <= 16_000_000 else { continue }
            let text = String(decoding: data, as: UTF8.self)
            definitions += BuildSettingMacros.definitions(in: text, path: path)
            // `Folder/App.xcodeproj/project.pbxproj` speaks for `Folder`.
            let folder = URL(fileURLWithPath: path).deletingLastPathComponent().deletingLastPathComponent()
                .standardizedFileURL.path
            let usesARC = text.contains("CLANG_ENABLE_OBJC_ARC = YES")
            projectFolders[folder] = (projectFolders[folder] ?? false) || usesARC
        }
        return TreeMacros(definitions: definitions, projectFolders: projectFolders)
    }

    /// A walk with `readdir`: Foundation's enumerator asks every entry's attributes and costs more than the parses
    /// of a small tree. Links to folders are not followed (a tree's own headers are never reached only that way).
    private static func collectHeaders(
        _ root: String, own: inout [String], dependencies: inout [String], projects: inout [String]
    ) {
        var info = stat()
        guard stat(root, &info) == 0 else { return }
        guard info.st_mode & S_IFMT == S_IFDIR else {
            if headerExtensions.contains(PathName.fileExtension(root).lowercased()) { own.append(root) }
            return
        }
        var pending: [(path: String, isDependency: Bool)] = [(root, false)]
        while let (folder, isDependency) = pending.popLast() {
            guard let directory = opendir(folder) else { continue }
            defer { closedir(directory) }
            while let entry = readdir(directory) {
                let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                    String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
                }
                guard !name.hasPrefix(".") else { continue }
                let path = folder.hasSuffix("/") ? folder + name : folder + "/" + name
                var kind = entry.pointee.d_type
                if kind == UInt8(DT_UNKNOWN) {
                    var entryInfo = stat()
                    guard lstat(path, &entryInfo) == 0 else { continue }
                    kind = entryInfo.st_mode & S_IFMT == S_IFDIR ? UInt8(DT_DIR) : UInt8(DT_REG)
                }
                if kind == UInt8(DT_DIR) {
                    guard !ignoredFolders.contains(name) else { continue }
                    pending.append((path, isDependency || dependencyFolders.contains(name)))
                } else if headerExtensions.contains(PathName.fileExtension(name).lowercased()) {
                    if isDependency { dependencies.append(path) } else { own.append(path) }
                } else if name == "project.pbxproj", !isDependency {
                    projects.append(path)
                }
            }
        }
    }
}

/// Reads `#define` directives out of a header's bytes: the name, and the directive's text with its continuation
/// lines. Block comments are skipped; an include guard (`#ifndef X_H` then `#define X_H`) is no macro to carry.
enum MacroDirectives {
    static func definitions(in bytes: [UInt8], path: String) -> [TreeMacros.Definition] {
        var found: [TreeMacros.Definition] = []
        var index = 0
        var inComment = false
        var lastTested: String?
        // For each open `#if`: whether the branch being read is another platform's.
        var foreign: [Bool] = []
        while index < bytes.count {
            var lineEnd = index
            while lineEnd < bytes.count, bytes[lineEnd] != 10 { lineEnd += 1 }
            // A directive goes on while its line ends with a backslash.
            while lineEnd > index, lineEnd < bytes.count, Self.endsWithBackslash(bytes, before: lineEnd) {
                lineEnd += 1
                while lineEnd < bytes.count, bytes[lineEnd] != 10 { lineEnd += 1 }
            }
            defer { index = lineEnd + 1 }
            var cursor = index
            if inComment {
                guard let close = find([42, 47], in: bytes, from: index, to: lineEnd) else { continue }
                inComment = false
                cursor = close + 2
            }
            cursor = skipSpaces(bytes, cursor, lineEnd)
            guard cursor < lineEnd, bytes[cursor] == UInt8(ascii: "#") else {
                inComment = opensComment(bytes, from: cursor, to: lineEnd)
                continue
            }
            let directive = directiveWord(bytes, after: cursor + 1, to: lineEnd)
            switch directive.word {
            case "if", "ifdef", "ifndef":
                let condition = String(decoding: bytes[directive.end..<lineEnd], as: UTF8.self)
                foreign.append(directive.word != "ifndef" && Self.testsForeignPlatform(condition))
            case "elif":
                let condition = String(decoding: bytes[directive.end..<lineEnd], as: UTF8.self)
                if !foreign.isEmpty { foreign[foreign.count - 1] = Self.testsForeignPlatform(condition) }
            case "else":
                if !foreign.isEmpty { foreign[foreign.count - 1] = false }
            case "endif":
                _ = foreign.popLast()
            default:
                break
            }
            if directive.word == "ifndef" || directive.word == "if" {
                lastTested = testedName(bytes, from: directive.end, to: lineEnd, negated: directive.word == "if")
                continue
            }
            defer { lastTested = nil }
            guard directive.word == "define", !foreign.contains(true) else { continue }
            inComment = opensComment(bytes, from: directive.end, to: lineEnd)
            guard let definition = definition(bytes, from: directive.end, to: lineEnd, lastTested: lastTested)
            else { continue }
            found.append(.init(name: definition.name, directive: definition.text, path: path))
        }
        return found
    }

    private static func definition(_ bytes: [UInt8], from start: Int, to end: Int, lastTested: String?) -> (
        name: String, text: String
    )? {
        let nameStart = skipSpaces(bytes, start, end)
        var nameEnd = nameStart
        while nameEnd < end, isIdentifierByte(bytes[nameEnd]) { nameEnd += 1 }
        guard nameEnd > nameStart, !(48...57).contains(bytes[nameStart]) else { return nil }
        let name = String(decoding: bytes[nameStart..<nameEnd], as: UTF8.self)
        let isEmpty = skipSpaces(bytes, nameEnd, end) >= end
        if isEmpty, name == lastTested || looksLikeGuard(name) { return nil }
        var text = "#define " + String(decoding: bytes[nameStart..<end], as: UTF8.self)
        if text.hasSuffix("\r") { text.removeLast() }
        // A comment opened on the directive's last line and closed later would swallow what follows it.
        if opensComment(bytes, from: nameStart, to: end) { text += " */" }
        return (name, text)
    }

    /// `_WIN32`, `defined(_MSC_VER) || defined(__CYGWIN__)`: a condition made only of other platforms' names,
    /// none negated.
    static func testsForeignPlatform(_ condition: String) -> Bool {
        let code = condition.components(separatedBy: "//")[0].components(separatedBy: "/*")[0]
        guard !code.contains("!") else { return false }
        let words = code.split { !($0.isLetter || $0.isNumber || $0 == "_") }.map(String.init).filter {
            $0 != "defined"
        }
        return !words.isEmpty && words.allSatisfy(ObjCMacros.foreignPlatformConditions.contains)
    }

    private static func looksLikeGuard(_ name: String) -> Bool {
        ["_H", "_h", "_H_", "_h_", "_H__", "_INCLUDED", "_included"].contains { name.hasSuffix($0) }
    }

    /// `X` of `#ifndef X` or `#if !defined(X)`.
    private static func testedName(_ bytes: [UInt8], from start: Int, to end: Int, negated: Bool) -> String? {
        var text = String(decoding: bytes[start..<end], as: UTF8.self).trimmingCharacters(in: .whitespaces)
        if negated {
            guard text.hasPrefix("!defined") else { return nil }
            text = text.dropFirst("!defined".count).trimmingCharacters(in: CharacterSet(charactersIn: " ()\t\r"))
        }
        return text.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    private static func directiveWord(_ bytes: [UInt8], after start: Int, to end: Int) -> (word: String, end: Int) {
        let wordStart = skipSpaces(bytes, start, end)
        var wordEnd = wordStart
        while wordEnd < end, isIdentifierByte(bytes[wordEnd]) { wordEnd += 1 }
        return (String(decoding: bytes[wordStart..<wordEnd], as: UTF8.self), wordEnd)
    }

    /// Whether the line opens a block comment it does not close (string literals are not told apart: rare in
    /// directives, and a wrong guess only drops or keeps one more macro).
    private static func opensComment(_ bytes: [UInt8], from start: Int, to end: Int) -> Bool {
        var open = false
        var cursor = start
        while cursor + 1 < end {
            if !open, bytes[cursor] == 47, bytes[cursor + 1] == 47 { return false }
            if !open, bytes[cursor] == 47, bytes[cursor + 1] == 42 {
                open = true
                cursor += 2
                continue
            }
            if open, bytes[cursor] == 42, bytes[cursor + 1] == 47 {
                open = false
                cursor += 2
                continue
            }
            cursor += 1
        }
        return open
    }

    private static func find(_ pair: [UInt8], in bytes: [UInt8], from start: Int, to end: Int) -> Int? {
        var cursor = start
        while cursor + 1 < end {
            if bytes[cursor] == pair[0], bytes[cursor + 1] == pair[1] { return cursor }
            cursor += 1
        }
        return nil
    }

    private static func endsWithBackslash(_ bytes: [UInt8], before lineEnd: Int) -> Bool {
        var cursor = lineEnd - 1
        if cursor >= 0, bytes[cursor] == 13 { cursor -= 1 }
        return cursor >= 0 && bytes[cursor] == UInt8(ascii: "\\")
    }

    private static func skipSpaces(_ bytes: [UInt8], _ start: Int, _ end: Int) -> Int {
        var cursor = start
        while cursor < end, bytes[cursor] == 32 || bytes[cursor] == 9 || bytes[cursor] == 13 { cursor += 1 }
        return cursor
    }

    static func isIdentifierByte(_ byte: UInt8) -> Bool {
        (65...90).contains(byte) || (97...122).contains(byte) || (48...57).contains(byte) || byte == 95
    }
}

/// The preprocessor definitions an Xcode project sets in its build settings (`GCC_PREPROCESSOR_DEFINITIONS =
/// ("SHOULD_COMPILE_SERVER=1", "$(inherited)")`), which `#ifdef` in its sources test as much as a header's
/// `#define`: those of the release configurations only (what the shipped app is built with; `DEBUG=1` is set for
/// debug builds alone), each as `#define NAME VALUE` (`1` without a value). Settings that name other settings
/// (`$(inherited)`, `$(CONFIGURATION)`) are no definitions.
enum BuildSettingMacros {
    static func definitions(in text: String, path: String) -> [TreeMacros.Definition] {
        var found: [TreeMacros.Definition] = []
        var rest = text[...]
        while let start = rest.range(of: "isa = XCBuildConfiguration;") {
            rest = rest[start.upperBound...]
            guard let nameRange = rest.range(of: "\n\t\t\tname = "),
                let settings = rest.range(of: "buildSettings = {"), settings.lowerBound < nameRange.lowerBound
            else { continue }
            let configuration = rest[nameRange.upperBound...].prefix { $0 != ";" && $0 != "\n" }
                .trimmingCharacters(in: CharacterSet(charactersIn: "\" "))
            guard configuration.lowercased().contains("release") else { continue }
            let body = rest[settings.upperBound..<nameRange.lowerBound]
            for value in values(of: "GCC_PREPROCESSOR_DEFINITIONS", in: body) where !value.contains("$(") {
                let parts = value.split(separator: "=", maxSplits: 1).map(String.init)
                guard let name = parts.first, !name.isEmpty,
                    name.allSatisfy({ $0 == "_" || $0.isLetter || $0.isNumber })
                else { continue }
                let definition = parts.count > 1 ? parts[1] : "1"
                found.append(TreeMacros.Definition(name: name, directive: "#define \(name) \(definition)", path: path))
            }
        }
        return found
    }

    /// The values of a setting written as a list (`KEY = ( "a", b, );`) or as one value (`KEY = "a b";`, split at
    /// spaces as Xcode does), unquoted.
    private static func values(of key: String, in settings: Substring) -> [String] {
        guard let keyRange = settings.range(of: key + " = ") else { return [] }
        let after = settings[keyRange.upperBound...]
        let written: Substring
        if after.hasPrefix("(") {
            // The list ends at `);`: a value may hold parentheses of its own (`"$(inherited)"`).
            written = after.dropFirst()[..<(after.range(of: ");")?.lowerBound ?? after.endIndex)]
            return written.split(separator: ",").map(unquoted).filter { !$0.isEmpty }
        }
        written = after.prefix { $0 != ";" }
        return unquoted(written).split(separator: " ").map(String.init)
    }

    private static func unquoted(_ text: Substring) -> String {
        var value = text.trimmingCharacters(in: .whitespacesAndNewlines)
        if value.hasPrefix("\""), value.hasSuffix("\""), value.count >= 2 {
            value = String(value.dropFirst().dropLast())
        }
        return value.replacingOccurrences(of: "\\\"", with: "\"")
    }
}
