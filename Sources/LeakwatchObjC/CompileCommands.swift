import Foundation

/// The compiler arguments of each file in a `compile_commands.json`, without the compiler, the output and the
/// file itself: what libclang needs to find the real SDK and the project's headers.
struct CompileCommands: Sendable {
    private let argumentsByFile: [String: [String]]

    init?(path: String) {
        guard let data = FileManager.default.contents(atPath: path),
            let entries = try? JSONSerialization.jsonObject(with: data) as? [[String: Any]]
        else { return nil }
        var table: [String: [String]] = [:]
        for entry in entries {
            guard let file = entry["file"] as? String else { continue }
            let directory = entry["directory"] as? String ?? ""
            let full = file.hasPrefix("/") ? file : directory + "/" + file
            let words = (entry["arguments"] as? [String]) ?? Self.split(entry["command"] as? String ?? "")
            table[(full as NSString).standardizingPath] = Self.clean(
                Array(words.dropFirst()), file: file, directory: directory)
        }
        argumentsByFile = table
    }

    func arguments(for path: String) -> [String]? {
        argumentsByFile[(ObjCFrontEnd.absolute(path) as NSString).standardizingPath]
    }

    /// Drops `-c`, `-o out`, the source file and `-x lang` (the front end sets the language); makes `-I` paths
    /// absolute against the entry's directory.
    private static func clean(_ words: [String], file: String, directory: String) -> [String] {
        var result: [String] = []
        var skipNext = false
        for word in words {
            if skipNext {
                skipNext = false
                continue
            }
            if word == "-o" || word == "-x" || word == "-MF" {
                skipNext = true
                continue
            }
            if word == "-c" || word == file || word.hasSuffix("/" + file) { continue }
            if word.hasPrefix("-I"), word.count > 2, !word.dropFirst(2).hasPrefix("/") {
                result.append("-I" + directory + "/" + word.dropFirst(2))
                continue
            }
            result.append(word)
        }
        return result
    }

    /// A command line split on spaces, honouring simple quotes and backslashes.
    static func split(_ command: String) -> [String] {
        var words: [String] = []
        var current = ""
        var quote: Character?
        var escaped = false
        for character in command {
            if escaped {
                current.append(character)
                escaped = false
            } else if character == "\\" {
                escaped = true
            } else if let open = quote {
                if character == open { quote = nil } else { current.append(character) }
            } else if character == "\"" || character == "'" {
                quote = character
            } else if character == " " {
                if !current.isEmpty { words.append(current) }
                current = ""
            } else {
                current.append(character)
            }
        }
        if !current.isEmpty { words.append(current) }
        return words
    }
}
