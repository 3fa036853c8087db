/// Turns the text of one file into facts. A front end knows syntax; it never decides what is a leak.
package protocol FrontEnd: Sendable {
    var language: Language { get }
    func facts(for source: SourceText) throws(FrontEndError) -> FileFacts
    /// The same facts, with the parse and the walk timed apart when the front end can tell them apart.
    func facts(for source: SourceText, timings: PhaseTimings?) throws(FrontEndError) -> FileFacts
    /// Whether the facts of the file at `path` follow from its text alone (and leakwatch's version): only then
    /// may a cache keep them under the text's key. A front end that reads other files for it says no.
    func factsDependOnlyOnText(of path: String) -> Bool
}

extension FrontEnd {
    /// A front end that parses and walks in one step counts it all as parsing.
    package func facts(for source: SourceText, timings: PhaseTimings?) throws(FrontEndError) -> FileFacts {
        guard let timings else { return try facts(for: source) }
        return try timings.measure(.parse) { () throws(FrontEndError) -> FileFacts in try facts(for: source) }
    }

    package func factsDependOnlyOnText(of path: String) -> Bool { true }
}

/// One file's text, already read and validated as UTF-8.
package struct SourceText: Sendable {
    /// The path reported to the user.
    package var path: String
    package var text: String
    /// The bytes of another encoding (Latin-1, MacRoman) that an Objective-C file held, each read as `?`: the
    /// analysis sees every line and column where it is, and a fix never rewrites such a file.
    package var replacedBytes = 0

    package init(path: String, text: String, replacedBytes: Int = 0) {
        self.path = path
        self.text = text
        self.replacedBytes = replacedBytes
    }
}

/// Why a front end could not analyze a file; the run goes on with the other files.
package enum FrontEndError: Error, Hashable, Sendable {
    case unparsable(String)
    /// Code that its real headers may well make valid, of which the front end understood nothing: a note on
    /// standard error, not an input error.
    case understoodNothing(String)

    package var reason: String {
        switch self {
        case .unparsable(let reason), .understoodNothing(let reason): reason
        }
    }
}
