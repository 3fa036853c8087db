/// Which macro definitions libclang accepts after the prelude: a directive with an error of its own (a broken
/// parameter list, `#` before no parameter) is left out, and the others are read as they are.
enum MacroValidation {
    static let path = "/leakwatch-objc/macros.m"

    /// The names of `directives` (name, `#define` line) whose definitions parse; all of them when libclang cannot
    /// parse at all (the parses of the files will say so).
    static func accepted(_ directives: [(name: String, directive: String)]) -> Set<String> {
        var remaining = directives
        for _ in 0..<3 {
            var text = Prelude.text + "\n"
            var ranges: [(name: String, range: Range<Int>)] = []
            for (name, directive) in remaining {
                let start = text.utf8.count
                text += directive + "\n"
                ranges.append((name, start..<text.utf8.count))
            }
            let arguments = ["-x", "objective-c"] + PrecompiledPrelude.languageArguments(cplusplus: false)
            guard
                let unit = try? ClangUnit.parse(
                    mainPath: path, text: text, arguments: arguments,
                    files: [ClangUnit.MemoryFile(path: path, contents: text)])
            else { break }
            let errors = unit.mainFileErrors().map(\.offset)
            let rejected = Set(ranges.filter { entry in errors.contains { entry.range.contains($0) } }.map(\.name))
            if rejected.isEmpty { break }
            remaining.removeAll { rejected.contains($0.name) }
        }
        return Set(remaining.map(\.name))
    }
}
