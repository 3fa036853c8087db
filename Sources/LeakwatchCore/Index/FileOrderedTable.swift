/// A table of facts by key (a type's name), each key's values in the order of the files they came from. It
/// remembers which file each value came from, so that one file's values can be replaced in place: checking a
/// fix re-analyzes one edited file against an index of the whole project, and rebuilding that index once per
/// fix made fix checking grow with the project times the number of findings.
struct FileOrderedTable<Value: Sendable>: Sendable {
    /// One key's values and, for each, the place in the project's files of the file it came from.
    private struct Entries: Sendable {
        var values: [Value] = []
        var origins: [Int] = []

        mutating func add(_ value: Value, from file: Int) {
            values.append(value)
            origins.append(file)
        }
    }

    private var table: [String: Entries] = [:]
    /// The keys a replacement changed, over `table`: a replacement touches a few keys of one file, and copying
    /// the whole table for them would cost as much as building it.
    private var replaced: [String: Entries] = [:]

    subscript(key: String) -> [Value] {
        if !replaced.isEmpty, let entries = replaced[key] { return entries.values }
        return table[key]?.values ?? []
    }

    /// Adds a value of the file at `file`; files are added in order.
    mutating func append(_ value: Value, key: String, file: Int) {
        table[key, default: Entries()].add(value, from: file)
    }

    /// Replaces every value of the file at `file` (under `oldKeys`, the keys of its values) by `entries` (its new
    /// values with their keys, in order), where the file's values stood: the table built from the edited project.
    mutating func replace(file: Int, oldKeys: Set<String>, with entries: [(key: String, value: Value)]) {
        for key in oldKeys.union(entries.map(\.key)) {
            var current = replaced[key] ?? table[key] ?? Entries()
            let start = current.origins.firstIndex { $0 >= file } ?? current.origins.endIndex
            let end = current.origins[start...].firstIndex { $0 > file } ?? current.origins.endIndex
            let added = entries.filter { $0.key == key }.map(\.value)
            current.values.replaceSubrange(start..<end, with: added)
            current.origins.replaceSubrange(start..<end, with: Array(repeating: file, count: added.count))
            replaced[key] = current
        }
    }
}
