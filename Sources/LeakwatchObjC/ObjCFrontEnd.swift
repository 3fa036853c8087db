import CClang
import Foundation
import LeakwatchCore

/// Reads Objective-C files through libclang into the same facts as the Swift front end.
///
/// Without configured arguments the file is parsed from memory, every `#import` resolves to an empty stub, and a
/// prelude plus declarations synthesized from the file's own tokens stand in for the SDK and the project's
/// headers: the analysis must see every method body on a machine without Xcode. With `extraArguments` or a
/// `compile_commands.json` entry for the file, the real headers are used instead.
package struct ObjCFrontEnd: FrontEnd {
    package var language: Language { .objectiveC }
    private let extraArguments: [String]
    private let compileCommands: CompileCommands?
    /// Parses per file at most: the first, then rounds that declare what its errors show missing.
    private let rounds: Int

    /// Enough for the chains seen in real code (an unknown type, then the constant of that type, then its
    /// selector); each round costs a whole parse, and only files with repairable errors get one.
    package static let defaultRounds = 3

    /// Loads the prelude precompiled (once per process) rather than parsing its text in every parse; the same
    /// declarations either way.
    private let precompiledPrelude: Bool

    /// Repair rounds leave the bodies they cannot change blank and read them from the first parse
    /// (`KeptBodies`); off, every round parses the whole file (the same facts, for tests that show it).
    private let keepingBodies: Bool

    /// The run's catalogue, built-in and configured rows: it names the messages worth recording.
    private let catalog: APICatalog

    /// What the first parse's arguments depend on: two front ends that differ here count errors apart.
    private let parseSettings: String

    /// The macros of the catalogue, the tree and the configuration, read after the prelude by every parse that
    /// stands in for the headers.
    package let macros: MacroTable

    package init(
        extraArguments: [String] = [], compileCommands: String? = nil, rounds: Int = defaultRounds,
        precompiledPrelude: Bool = true, keepingBodies: Bool = true, macros: MacroTable = .standard,
        catalog: APICatalog = .builtIn
    ) {
        self.catalog = catalog
        self.extraArguments = extraArguments
        self.compileCommands = compileCommands.flatMap(CompileCommands.init(path:))
        self.rounds = max(1, rounds)
        self.precompiledPrelude = precompiledPrelude
        self.keepingBodies = keepingBodies
        self.macros = macros
        parseSettings = ([compileCommands ?? "", String(precompiledPrelude), macros.digest] + extraArguments).joined(
            separator: "\u{0}")
    }

    package func facts(for source: SourceText) throws(FrontEndError) -> FileFacts {
        let (unit, tokens, roots) = try read(source)
        defer { withExtendedLifetime(unit) {} }
        // A header of macros and constants can legitimately declare nothing; code that clang could not turn into a
        // single declaration is named instead of being read as silent, as a note: Xcode may compile it well.
        let isHeader = (source.path as NSString).pathExtension.lowercased() == "h"
        if roots.isEmpty, unit.main.errorCount() > 0, !tokens.tokens.isEmpty,
            !isHeader || Self.mentions(source.text, "@interface") || Self.mentions(source.text, "@implementation")
        {
            throw .understoodNothing(
                "libclang read no declaration in the file without its headers (\(unit.main.errorCount()) errors); "
                    + "it is left out of the analysis")
        }
        let walker = Walker(
            tokens: tokens, lines: unit.main.lines, catalog: catalog,
            countsReferencesByHand: macros.tree.countsReferencesByHand(source.path))
        roots.forEach(walker.walk)
        return walker.finish(path: source.path, lineCount: unit.main.lines.lineCount)
    }

    /// With configured arguments (`--objc-arg`, a `compile_commands.json` entry) the file's facts depend on the real
    /// headers it imports as well, which no cache key covers: such files are parsed on every run.
    package func factsDependOnlyOnText(of path: String) -> Bool {
        extraArguments.isEmpty && compileCommands?.arguments(for: path) == nil
    }

    /// Only libclang's parse of the file, with exactly the arguments and stand-ins the analysis uses: the
    /// benchmark's Objective-C floor.
    package func parseOnly(_ source: SourceText) throws(FrontEndError) {
        _ = try parse(source)
    }

    /// The parsed unit with the path libclang knows the main file by.
    struct Parsed {
        var main: ClangUnit
        var mainPath: String
        /// How many parses it took: one, plus one per round of repairs.
        var rounds = 1
        /// The first parse, its tree and the bodies that the later rounds left blank, when there were later rounds.
        var first: (unit: ClangUnit, kept: KeptBodies)?

        /// The main file's errors as the analysis saw them: the last round's, and the first parse's inside the
        /// bodies read from it.
        func mainFileErrors() -> [ClangUnit.Diagnostic] {
            let last = main.mainFileErrors()
            guard let first, !first.kept.isEmpty else { return last }
            let kept = first.unit.mainFileErrors().filter { error in
                first.kept.ranges.contains { $0.contains(error.offset) }
            }
            return (last + kept).sorted { $0.offset < $1.offset }
        }

        /// The tokens and tree the walk reads: the last round's, with the kept bodies' from the first parse; nil
        /// when the last round lost a kept declaration.
        func read() -> (tokens: TokenList, roots: [Node])? {
            let tokens = TokenList(main, mainFile: mainPath)
            let roots = CursorTree.build(main, mainPath: mainPath)
            guard let first else { return (tokens, roots) }
            guard let merged = first.kept.merging(into: roots) else { return nil }
            let firstTokens = TokenList(first.unit, mainFile: mainPath).tokens
            return (TokenList(first.kept.merging(tokens: tokens.tokens, with: firstTokens)), merged)
        }
    }

    /// The parse the analysis reads, with its tokens and tree. Keep the parse alive while the tree is in use: its
    /// nodes are libclang's cursors.
    func read(
        _ source: SourceText, standIn: StandIn = .preludeAndSynthesized, detailedPreprocessing: Bool = false
    ) throws(FrontEndError) -> (parsed: Parsed, tokens: TokenList, roots: [Node]) {
        let parsed = try parse(source, standIn: standIn, detailedPreprocessing: detailedPreprocessing)
        if let (tokens, roots) = parsed.read() { return (parsed, tokens, roots) }
        // Rare: the last round dropped a declaration whose body it left blank. The whole file, parsed again.
        let whole = try parse(
            source, standIn: standIn, detailedPreprocessing: detailedPreprocessing, keepingBodies: false)
        let tokens = TokenList(whole.main, mainFile: whole.mainPath)
        return (whole, tokens, CursorTree.build(whole.main, mainPath: whole.mainPath))
    }

    /// Errors of the first parse alone, before any repair round: enough to compare a file with an edit of it.
    /// A text this process has analyzed already has its count: checking a fix asks for the file's and the edited
    /// text's, right after analyzing each.
    func firstParseErrorCount(_ source: SourceText) -> Int {
        if let known = FirstParseErrors.shared.count(of: source, settings: parseSettings) { return known }
        guard let parsed = try? parse(source, rounds: 1) else { return Int.max }
        return parsed.main.errorCount()
    }

    func parse(
        _ source: SourceText, standIn: StandIn = .preludeAndSynthesized, detailedPreprocessing: Bool = false,
        rounds: Int? = nil, keepingBodies: Bool? = nil
    ) throws(FrontEndError) -> Parsed {
        let rounds = rounds ?? self.rounds
        let keepingBodies = keepingBodies ?? self.keepingBodies
        let scanned = Lexer.tokens(source.text)
        if Self.nestingDepth(scanned) > Self.maximumNesting {
            throw .unparsable(
                "brackets nest deeper than \(Self.maximumNesting) levels; libclang 14 overflows its stack on such code")
        }
        let language = Self.clangLanguage(path: source.path, text: source.text)
        let configured = compileCommands?.arguments(for: source.path) ?? (extraArguments.isEmpty ? nil : extraArguments)
        if let configured {
            let path = Self.absolute(source.path)
            let arguments = ["-x", language] + configured + ["-ferror-limit=0", "-w"]
            let unit = try ClangUnit.parse(
                mainPath: path, text: source.text, arguments: arguments,
                files: [ClangUnit.MemoryFile(path: path, contents: source.text)],
                detailedPreprocessing: detailedPreprocessing)
            FirstParseErrors.shared.remember(unit.errorCount(), of: source, settings: parseSettings)
            return Parsed(main: unit, mainPath: path)
        }
        let name = (source.path as NSString).lastPathComponent
        let mainPath = Prelude.mainFolder + "/" + (name.isEmpty ? "main.m" : name)
        let synthesized = UnknownNames(tokens: scanned, lines: LineTable(source.text), macros: macros)
        let synthesizedPath = Prelude.stubFolder + "/leakwatch-synthesized.h"
        if standIn == .none {
            let arguments = ["-x", language] + Self.standaloneArguments
            let unit = try ClangUnit.parse(
                mainPath: mainPath, text: source.text, arguments: arguments,
                files: [ClangUnit.MemoryFile(path: mainPath, contents: source.text)],
                detailedPreprocessing: detailedPreprocessing)
            return Parsed(main: unit, mainPath: mainPath)
        }
        // Blanked, same length: protocol lists on class extensions of classes declared in unseen headers make
        // clang drop the extension, and with it the ivars `dealloc` uses. Conformances matter to no rule.
        let text = Self.blankingExtensionProtocols(source.text)
        let cplusplus = language == "objective-c++"
        var arguments = ["-x", language] + PrecompiledPrelude.languageArguments(cplusplus: cplusplus)
        if precompiledPrelude, let precompiled = PrecompiledPrelude.path(cplusplus: cplusplus, macros: macros) {
            arguments += ["-include-pch", precompiled]
        } else {
            arguments += ["-include", Prelude.path]
        }
        arguments += ["-include", synthesizedPath, "-I", Prelude.stubFolder]
        let imports = Self.importedHeaders(source.text).map {
            ClangUnit.MemoryFile(path: Prelude.stubFolder + "/" + $0, contents: "")
        }
        var repairs = Repairs()
        var round = 1
        var first: (unit: ClangUnit, kept: KeptBodies)?
        while true {
            let header =
                standIn == .prelude
                ? ""
                : synthesized.header(
                    cplusplus: cplusplus, excluding: repairs.redeclared,
                    excludingProperties: Set(repairs.propertyTypes.keys)) + repairs.header
            let main = first.map { $0.kept.blanking(repairs.applied(to: text)) } ?? repairs.applied(to: text)
            let files =
                [
                    ClangUnit.MemoryFile(path: mainPath, contents: main),
                    ClangUnit.MemoryFile(path: Prelude.path, contents: macros.preludeText),
                    ClangUnit.MemoryFile(path: synthesizedPath, contents: header),
                ] + imports
            let unit = try ClangUnit.parse(
                mainPath: mainPath, text: main, arguments: arguments, files: files,
                detailedPreprocessing: detailedPreprocessing)
            let errorCount = unit.errorCount()
            if round == 1, standIn == .preludeAndSynthesized {
                FirstParseErrors.shared.remember(errorCount, of: source, settings: parseSettings)
            }
            // Another round only when this one's errors name something to declare.
            guard standIn == .preludeAndSynthesized, round < rounds, errorCount > 0 else {
                return Parsed(main: unit, mainPath: mainPath, rounds: round, first: first)
            }
            let learned = repairs.learn(from: unit.mainFileErrors(), tokens: scanned, cplusplus: cplusplus)
            guard !learned.isEmpty else { return Parsed(main: unit, mainPath: mainPath, rounds: round, first: first) }
            if round == 1, keepingBodies {
                let kept = KeptBodies(
                    roots: CursorTree.build(unit, mainPath: mainPath), learned: learned, text: main, tokens: scanned)
                if !kept.isEmpty { first = (unit, kept) }
            } else {
                first?.kept.drop(changedBy: learned, tokens: scanned)
            }
            round += 1
        }
    }

    /// `@interface Foo () <A, B>` → `@interface Foo ()       ` (spaces keep every offset).
    static func blankingExtensionProtocols(_ text: String) -> String {
        guard mentions(text, "@interface") else { return text }
        var bytes = Array(text.utf8)
        var index = 0
        let marker = Array("@interface".utf8)
        while index + marker.count < bytes.count {
            guard bytes[index] == UInt8(ascii: "@"), Array(bytes[index..<(index + marker.count)]) == marker else {
                index += 1
                continue
            }
            var cursor = index + marker.count
            while cursor < bytes.count, bytes[cursor] != UInt8(ascii: "("), bytes[cursor] != UInt8(ascii: "\n"),
                bytes[cursor] != UInt8(ascii: ":"), bytes[cursor] != UInt8(ascii: "<")
            {
                cursor += 1
            }
            guard cursor < bytes.count, bytes[cursor] == UInt8(ascii: "(") else {
                index = cursor
                continue
            }
            while cursor < bytes.count, bytes[cursor] != UInt8(ascii: ")") { cursor += 1 }
            cursor += 1
            while cursor < bytes.count, bytes[cursor] == UInt8(ascii: " ") || bytes[cursor] == UInt8(ascii: "\t") {
                cursor += 1
            }
            if cursor < bytes.count, bytes[cursor] == UInt8(ascii: "<") {
                // A long list goes on over several lines: newlines stay, so that every line keeps its number.
                while cursor < bytes.count, bytes[cursor] != UInt8(ascii: ">"), bytes[cursor] != UInt8(ascii: "@") {
                    if bytes[cursor] != UInt8(ascii: "\n") && bytes[cursor] != UInt8(ascii: "\r") {
                        bytes[cursor] = UInt8(ascii: " ")
                    }
                    cursor += 1
                }
                if cursor < bytes.count, bytes[cursor] == UInt8(ascii: ">") { bytes[cursor] = UInt8(ascii: " ") }
            }
            index = cursor
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Non-ARC keeps sends of selectors declared nowhere (ARC drops their statements); `-fobjc-weak` keeps `__weak`
    /// meaningful without ARC; the Apple target gives the modern runtime that ivars in `@implementation` need.
    static let standaloneArguments = [
        "-target", "arm64-apple-ios15.0", "-fobjc-weak", "-fblocks", "-ferror-limit=0", "-w", "-nostdinc",
        "-nostdinc++", "-fno-modules",
    ]

    /// libclang 14 limits parentheses and braces to 256 levels but not message brackets: thousands of nested `[`
    /// crash its parser. Real code stays far below this.
    static let maximumNesting = 256

    static func nestingDepth(_ tokens: [Token]) -> Int {
        var depth = 0
        var deepest = 0
        for token in tokens where token.kind == .punctuation {
            switch token.text {
            case "(", "[", "{":
                depth += 1
                deepest = max(deepest, depth)
            case ")", "]", "}": depth = max(0, depth - 1)
            default: break
            }
        }
        return deepest
    }

    /// `.mm` is Objective-C++; a header that is plainly C++ (classes, templates, namespaces, no `@interface`) is
    /// read as Objective-C++ too, so that it gives a best-effort result instead of a wall of errors.
    static func clangLanguage(path: String, text: String) -> String {
        switch (path as NSString).pathExtension.lowercased() {
        case "mm": return "objective-c++"
        case "h":
            let cplusplus = ["namespace ", "template <", "template<", "public:", "private:", "std::"].contains {
                mentions(text, $0)
            }
            return cplusplus && !mentions(text, "@interface") ? "objective-c++" : "objective-c"
        default: return "objective-c"
        }
    }

    /// The names in `#import <…>`, `#import "…"`, `#include …` lines, each to be given as an empty stub. Read
    /// byte by byte: it runs on every file, headers included.
    static func importedHeaders(_ text: String) -> [String] {
        var headers: Set<String> = []
        let bytes = Array(text.utf8)
        let space = UInt8(ascii: " ")
        let tab = UInt8(ascii: "\t")
        var index = 0
        while index < bytes.count {
            // At the start of a line.
            var cursor = index
            while cursor < bytes.count, bytes[cursor] == space || bytes[cursor] == tab { cursor += 1 }
            var lineEnd = cursor
            while lineEnd < bytes.count, bytes[lineEnd] != 10, bytes[lineEnd] != 13 { lineEnd += 1 }
            defer { index = lineEnd + 1 }
            guard cursor < lineEnd, bytes[cursor] == UInt8(ascii: "#") else { continue }
            cursor += 1
            while cursor < lineEnd, bytes[cursor] == space || bytes[cursor] == tab { cursor += 1 }
            let directive = bytes[cursor..<lineEnd]
            guard directive.starts(with: "import".utf8) || directive.starts(with: "include".utf8) else { continue }
            guard let open = directive.firstIndex(where: { $0 == UInt8(ascii: "<") || $0 == UInt8(ascii: "\"") })
            else { continue }
            let closing = bytes[open] == UInt8(ascii: "<") ? UInt8(ascii: ">") : UInt8(ascii: "\"")
            guard let close = bytes[(open + 1)..<lineEnd].firstIndex(of: closing) else { continue }
            let name = String(decoding: bytes[(open + 1)..<close], as: UTF8.self)
            if !name.isEmpty, !name.hasPrefix("/"), !name.contains("..") { headers.insert(name) }
        }
        return headers.sorted()
    }

    /// Whether `text` contains `word`, compared as bytes: Foundation's `contains` costs more than the parse of a
    /// small header.
    static func mentions(_ text: String, _ word: String) -> Bool {
        var text = text
        var word = word
        return text.withUTF8 { haystack in
            word.withUTF8 { needle in
                guard let first = needle.first, needle.count <= haystack.count else { return needle.isEmpty }
                var start = 0
                while start + needle.count <= haystack.count {
                    guard let found = haystack[start...].firstIndex(of: first) else { return false }
                    if found + needle.count > haystack.count { return false }
                    if memcmp(haystack.baseAddress! + found, needle.baseAddress!, needle.count) == 0 { return true }
                    start = found + 1
                }
                return false
            }
        }
    }

    static func absolute(_ path: String) -> String {
        path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
    }
}

/// The first parse's error count of the texts parsed lately, by path, text and parse settings: a fix check compares a file's
/// count with its edit's, and both texts were just analyzed. Bounded, for a language server that parses every edit.
final class FirstParseErrors: @unchecked Sendable {
    static let shared = FirstParseErrors()
    private struct Key: Hashable {
        var path: String
        var settings: String
        var length: Int
        var digest: Int
        init(_ source: SourceText, settings: String) {
            path = source.path
            self.settings = settings
            length = source.text.utf8.count
            digest = source.text.hashValue
        }
    }
    private let lock = NSLock()
    private var counts: [Key: Int] = [:]
    private static let limit = 4096

    func count(of source: SourceText, settings: String) -> Int? {
        let key = Key(source, settings: settings)
        lock.lock()
        defer { lock.unlock() }
        return counts[key]
    }

    func remember(_ count: Int, of source: SourceText, settings: String) {
        let key = Key(source, settings: settings)
        lock.lock()
        defer { lock.unlock() }
        if counts.count >= Self.limit { counts.removeAll(keepingCapacity: true) }
        counts[key] = count
    }
}
