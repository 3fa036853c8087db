/// The binary form of the concurrency facts (`AsyncFacts.swift`), field by field in declaration order.
extension AsyncFacts: BinaryCodable {
    package func write(to writer: inout BinaryWriter) {
        writer.write(tasks)
        writer.write(loopingMethods)
        writer.write(providers)
    }
    package init(from reader: inout BinaryReader) throws(BinaryCodingError) {
        self.init(
            tasks: try reader.array(of: TaskFact.self), loopingMethods: try reader.array(of: LoopingMethod.self),
            providers: try reader.array(of: SequenceProvider.self))
    }
}

extension SequenceStep: BinaryCodable {
    package func write(to writer: inout BinaryWriter) {
        switch self {
        case .member(let name):
            writer.write(0)
            writer.write(name)
        case .call(let name, let labels):
            writer.write(1)
            writer.write(name)
            writer.write(labels)
        case .builder(let name, let calls):
            writer.write(2)
            writer.write(name)
            writer.write(calls)
        }
    }
    package init(from reader: inout BinaryReader) throws(BinaryCodingError) {
        switch try reader.int() {
        case 0: self = .member(try reader.string())
        case 1: self = .call(try reader.string(), labels: try reader.optionalStrings())
        case 2: self = .builder(try reader.string(), calls: try reader.strings())
        default: throw .malformed
        }
    }
}

extension AwaitLoop: BinaryCodable {
    package func write(to writer: inout BinaryWriter) {
        location.write(to: &writer)
        writer.write(sequence)
        writer.write(text)
        writer.write(isBounded)
        writer.write(upgrade)
    }
    package init(from reader: inout BinaryReader) throws(BinaryCodingError) {
        self.init(
            location: try SourceLocation(from: &reader), sequence: try reader.array(of: SequenceStep.self),
            text: try reader.string(), isBounded: try reader.bool(), upgrade: try reader.optional(NameUse.self))
    }
}

extension TaskFact: BinaryCodable {
    package func write(to writer: inout BinaryWriter) {
        location.write(to: &writer)
        writer.write(isDetached)
        context.write(to: &writer)
        writer.write(loops)
        writer.write(selfCalls)
        captures.write(to: &writer)
        writer.write(mentionsSelf)
        handle.write(to: &writer)
        writer.write(isCancelledByItsCode)
    }
    package init(from reader: inout BinaryReader) throws(BinaryCodingError) {
        self.init(
            location: try SourceLocation(from: &reader), isDetached: try reader.bool(),
            context: try SelfContext(from: &reader), loops: try reader.array(of: AwaitLoop.self),
            selfCalls: try reader.array(of: NameUse.self), captures: try ClosureCaptures(from: &reader),
            mentionsSelf: try reader.bool(), handle: try Keeper(from: &reader))
        isCancelledByItsCode = try reader.bool()
    }
}

extension LoopingMethod: BinaryCodable {
    package func write(to writer: inout BinaryWriter) {
        writer.write(typeName)
        writer.write(name)
        loop.write(to: &writer)
    }
    package init(from reader: inout BinaryReader) throws(BinaryCodingError) {
        self.init(typeName: try reader.string(), name: try reader.string(), loop: try AwaitLoop(from: &reader))
    }
}

extension SequenceProvider: BinaryCodable {
    package func write(to writer: inout BinaryWriter) {
        writer.write(owner)
        writer.write(name)
        writer.write(labels != nil)
        if let labels { writer.write(labels) }
        writer.write(storedType)
        writer.write(returned)
        location.write(to: &writer)
    }
    package init(from reader: inout BinaryReader) throws(BinaryCodingError) {
        let owner = try reader.optionalString()
        let name = try reader.string()
        let labels = try reader.bool() ? try reader.optionalStrings() : nil
        self.init(
            owner: owner, name: name, labels: labels, storedType: try reader.optionalString(),
            returned: try reader.array(of: SequenceStep.self), location: try SourceLocation(from: &reader))
    }
}
