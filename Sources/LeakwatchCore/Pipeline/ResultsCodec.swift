/// The binary form of a whole run's result, for the results cache (`FactsCache.storeResult`): every field of every
/// finding, so that a run served from the cache reports exactly what the analysis would have.
extension AnalysisResult: BinaryCodable {
    package func write(to writer: inout BinaryWriter) {
        writer.write(findings)
        writer.write(problems)
        writer.write(warnings)
        writer.write(fileCount)
        writer.write(lineCount)
    }
    package init(from reader: inout BinaryReader) throws(BinaryCodingError) {
        self.init(
            findings: try reader.array(of: Finding.self), problems: try reader.strings(),
            warnings: try reader.strings(), fileCount: try reader.int(), lineCount: try reader.int())
    }
}

extension Finding: BinaryCodable {
    package func write(to writer: inout BinaryWriter) {
        writer.write(ruleID)
        writer.write(severity.rawValue)
        writer.write(file)
        location.write(to: &writer)
        writer.write(problem)
        writer.write(notes)
        writer.write(context)
        writer.write(advice)
        writer.write(remedy)
        writer.write(fix)
        writer.write(closure)
        writer.write(livesForApp)
        writer.write(registration)
        writer.write(absorbed)
        writer.write(path.steps)
    }
    package init(from reader: inout BinaryReader) throws(BinaryCodingError) {
        self.init(
            ruleID: try reader.string(), severity: try reader.raw(Severity.self), file: try reader.string(),
            location: try SourceLocation(from: &reader), problem: try reader.string(),
            notes: try reader.array(of: Note.self), context: try reader.optionalString(),
            advice: try reader.optionalString(), remedy: try reader.optional(Remedy.self),
            fix: try reader.optional(Fix.self))
        closure = try reader.optional(SourceLocation.self)
        livesForApp = try reader.bool()
        registration = try reader.optional(RegistrationMark.self)
        absorbed = try reader.array(of: Finding.self)
        path = LeakPath(try reader.array(of: PathStep.self))
    }
}

extension PathStep: BinaryCodable {
    package func write(to writer: inout BinaryWriter) {
        writer.write(kind.rawValue)
        writer.write(label)
        writer.write(link.rawValue)
        writer.write(message)
        writer.write(file)
        location.write(to: &writer)
        writer.write(breaks)
    }
    package init(from reader: inout BinaryReader) throws(BinaryCodingError) {
        self.init(
            kind: try reader.raw(Kind.self), label: try reader.string(), link: try reader.raw(Link.self),
            message: try reader.string(), file: try reader.string(), location: try SourceLocation(from: &reader),
            breaks: try reader.bool())
    }
}

extension Finding.Note: BinaryCodable {
    package func write(to writer: inout BinaryWriter) {
        writer.write(file)
        location.write(to: &writer)
        writer.write(message)
    }
    package init(from reader: inout BinaryReader) throws(BinaryCodingError) {
        self.init(file: try reader.string(), location: try SourceLocation(from: &reader), message: try reader.string())
    }
}

extension Remedy: BinaryCodable {
    package func write(to writer: inout BinaryWriter) {
        switch self {
        case .captureWeakly(let name):
            writer.write(0)
            writer.write(name)
        case .captureWeaklyInEnclosingClosure: writer.write(1)
        case .weakSelfInsteadOf(let name):
            writer.write(2)
            writer.write(name)
        case .weakCopyOfSelf: writer.write(3)
        case .closureWithWeakSelf: writer.write(4)
        case .sinkWithWeakSelf: writer.write(5)
        case .storeInBag: writer.write(6)
        case .keepInProperty(let local):
            writer.write(7)
            writer.write(local)
        case .weakProperty(let name):
            writer.write(8)
            writer.write(name)
        case .captureCopy(let name):
            writer.write(9)
            writer.write(name)
        case .invalidateFirst(let property):
            writer.write(10)
            writer.write(property)
        case .weakCopyOf(let name):
            writer.write(11)
            writer.write(name)
        }
    }
    package init(from reader: inout BinaryReader) throws(BinaryCodingError) {
        switch try reader.int() {
        case 0: self = .captureWeakly(try reader.string())
        case 1: self = .captureWeaklyInEnclosingClosure
        case 2: self = .weakSelfInsteadOf(try reader.string())
        case 3: self = .weakCopyOfSelf
        case 4: self = .closureWithWeakSelf
        case 5: self = .sinkWithWeakSelf
        case 6: self = .storeInBag
        case 7: self = .keepInProperty(insteadOfLocal: try reader.string())
        case 8: self = .weakProperty(try reader.string())
        case 9: self = .captureCopy(try reader.string())
        case 10: self = .invalidateFirst(property: try reader.string())
        case 11: self = .weakCopyOf(try reader.string())
        default: throw .malformed
        }
    }
}

extension Fix: BinaryCodable {
    package func write(to writer: inout BinaryWriter) {
        writer.write(description)
        writer.write(edits)
    }
    package init(from reader: inout BinaryReader) throws(BinaryCodingError) {
        self.init(description: try reader.string(), edits: try reader.array(of: TextEdit.self))
    }
}

extension TextEdit: BinaryCodable {
    package func write(to writer: inout BinaryWriter) {
        writer.write(file)
        start.write(to: &writer)
        end.write(to: &writer)
        writer.write(replacement)
    }
    package init(from reader: inout BinaryReader) throws(BinaryCodingError) {
        self.init(
            file: try reader.string(), start: try SourceLocation(from: &reader), end: try SourceLocation(from: &reader),
            replacement: try reader.string())
    }
}

extension RegistrationMark: BinaryCodable {
    package func write(to writer: inout BinaryWriter) {
        location.write(to: &writer)
        switch role {
        case .capture: writer.write(0)
        case .token(let clause):
            writer.write(1)
            writer.write(clause)
        }
    }
    package init(from reader: inout BinaryReader) throws(BinaryCodingError) {
        let location = try SourceLocation(from: &reader)
        switch try reader.int() {
        case 0: self.init(location: location, role: .capture)
        case 1: self.init(location: location, role: .token(clause: try reader.string()))
        default: throw .malformed
        }
    }
}
