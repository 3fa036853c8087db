/// The binary form of every fact, field by field in declaration order; see `BinaryCoding.swift`.
extension SourceLocation: BinaryCodable {
    package func write(to writer: inout BinaryWriter) {
        writer.write(line)
        writer.write(column)
    }
    package init(from reader: inout BinaryReader) throws(BinaryCodingError) {
        self.init(line: try reader.int(), column: try reader.int())
    }
}

extension NameUse: BinaryCodable {
    package func write(to writer: inout BinaryWriter) {
        writer.write(name)
        location.write(to: &writer)
    }
    package init(from reader: inout BinaryReader) throws(BinaryCodingError) {
        self.init(name: try reader.string(), location: try SourceLocation(from: &reader))
    }
}

extension SelfUse: BinaryCodable {
    package func write(to writer: inout BinaryWriter) {
        location.write(to: &writer)
        switch via {
        case .explicit: writer.write(0)
        case .captureList: writer.write(1)
        case .rebound: writer.write(2)
        case .alias(let name):
            writer.write(3)
            writer.write(name)
        case .implicitMember(let name):
            writer.write(4)
            writer.write(name)
        case .nestedWeakCapture: writer.write(5)
        case .nestedUnownedCapture: writer.write(6)
        }
    }
    package init(from reader: inout BinaryReader) throws(BinaryCodingError) {
        let location = try SourceLocation(from: &reader)
        let via: Via
        switch try reader.int() {
        case 0: via = .explicit
        case 1: via = .captureList
        case 2: via = .rebound
        case 3: via = .alias(try reader.string())
        case 4: via = .implicitMember(try reader.string())
        case 5: via = .nestedWeakCapture
        case 6: via = .nestedUnownedCapture
        default: throw .malformed
        }
        self.init(location: location, via: via)
    }
}

extension ClosureCaptures: BinaryCodable {
    package func write(to writer: inout BinaryWriter) {
        writer.write(selfUses)
        writer.write(capturedVariables)
        writer.write(implicitMemberUses)
        writer.write(capturesSelfWeakly)
        writer.write(endsItsRegistration)
        writer.write(clearsItsHolder)
        writer.write(unownedCaptures)
        writer.write(listedVariables)
        writer.write(removesItsOwnToken)
    }
    package init(from reader: inout BinaryReader) throws(BinaryCodingError) {
        self.init(
            selfUses: try reader.array(of: SelfUse.self), capturedVariables: try reader.array(of: NameUse.self),
            implicitMemberUses: try reader.array(of: NameUse.self), capturesSelfWeakly: try reader.bool())
        endsItsRegistration = try reader.bool()
        clearsItsHolder = try reader.bool()
        unownedCaptures = try reader.array(of: UnownedCapture.self)
        listedVariables = try reader.strings()
        removesItsOwnToken = try reader.bool()
    }
}

extension UnownedCapture: BinaryCodable {
    package func write(to writer: inout BinaryWriter) {
        writer.write(name)
        writer.write(isSelf)
        writer.write(isUnsafe)
        location.write(to: &writer)
    }
    package init(from reader: inout BinaryReader) throws(BinaryCodingError) {
        self.init(
            name: try reader.string(), isSelf: try reader.bool(), isUnsafe: try reader.bool(),
            location: try SourceLocation(from: &reader))
    }
}

extension SelfContext: BinaryCodable {
    package func write(to writer: inout BinaryWriter) {
        writer.write(typeName)
        writer.write(declaredKind?.rawValue)
        writer.write(isStatic)
        writer.write(member)
        writer.write(debugOnlyCondition)
    }
    package init(from reader: inout BinaryReader) throws(BinaryCodingError) {
        let typeName = try reader.optionalString()
        let kind = try reader.optionalString()
        self.init(
            typeName: typeName, declaredKind: kind.flatMap(TypeDeclaration.Kind.init(rawValue:)),
            isStatic: try reader.bool(), member: try reader.optionalString())
        debugOnlyCondition = try reader.optionalString()
    }
}

extension LocalOwner: BinaryCodable {
    package func write(to writer: inout BinaryWriter) {
        writer.write(name)
        writer.write(path)
        writer.write(keptBySelf)
        writer.write(isHostedView)
        writer.write(typeName)
        writer.write(isMadeHere)
        writer.write(isParameter)
    }
    package init(from reader: inout BinaryReader) throws(BinaryCodingError) {
        self.init(
            name: try reader.string(), path: try reader.string(), keptBySelf: try reader.optional(StoragePath.self),
            isHostedView: try reader.bool(), typeName: try reader.optionalString(), isMadeHere: try reader.bool(),
            isParameter: try reader.bool())
    }
}

extension StoragePath: BinaryCodable {
    package func write(to writer: inout BinaryWriter) { writer.write(properties) }
    package init(from reader: inout BinaryReader) throws(BinaryCodingError) { self.init(try reader.strings()) }
}

extension Owner: BinaryCodable {
    package func write(to writer: inout BinaryWriter) {
        switch self {
        case .selfInstance: writer.write(0)
        case .selfProperty(let path):
            writer.write(1)
            path.write(to: &writer)
        case .shared(let path):
            writer.write(2)
            writer.write(path)
        case .local(let local):
            writer.write(3)
            local.write(to: &writer)
        case .unknown(let path):
            writer.write(4)
            writer.write(path)
        }
    }
    package init(from reader: inout BinaryReader) throws(BinaryCodingError) {
        switch try reader.int() {
        case 0: self = .selfInstance
        case 1: self = .selfProperty(try StoragePath(from: &reader))
        case 2: self = .shared(try reader.string())
        case 3: self = .local(try LocalOwner(from: &reader))
        case 4: self = .unknown(try reader.string())
        default: throw .malformed
        }
    }
}

extension Keeper: BinaryCodable {
    package func write(to writer: inout BinaryWriter) {
        switch self {
        case .selfStorage(let path):
            writer.write(0)
            path.write(to: &writer)
        case .shared(let path):
            writer.write(1)
            writer.write(path)
        case .local(let name):
            writer.write(2)
            writer.write(name)
        case .discarded: writer.write(3)
        case .returned: writer.write(4)
        case .other(let text):
            writer.write(5)
            writer.write(text)
        case .heldByLocal(let name):
            writer.write(6)
            writer.write(name)
        }
    }
    package init(from reader: inout BinaryReader) throws(BinaryCodingError) {
        switch try reader.int() {
        case 0: self = .selfStorage(try StoragePath(from: &reader))
        case 1: self = .shared(try reader.string())
        case 2: self = .local(try reader.string())
        case 3: self = .discarded
        case 4: self = .returned
        case 5: self = .other(try reader.string())
        case 6: self = .heldByLocal(try reader.string())
        default: throw .malformed
        }
    }
}

extension CallSite: BinaryCodable {
    package func write(to writer: inout BinaryWriter) {
        writer.write(name)
        writer.write(receiver)
        writer.write(receiverOwner)
        writer.write(labels)
        let booleans = booleanArguments.sorted { $0.key < $1.key }
        writer.write(booleans.map(\.key))
        for entry in booleans { writer.write(entry.value) }
        writer.write(downstream)
        result.write(to: &writer)
        location.write(to: &writer)
        writer.write(upstream)
        writer.write(spelling)
        let cases = caseArguments.sorted { $0.key < $1.key }
        writer.write(cases.map(\.key))
        writer.write(cases.map(\.value))
        writer.write(storedThrough)
    }
    package init(from reader: inout BinaryReader) throws(BinaryCodingError) {
        let name = try reader.string()
        let receiver = try reader.optionalString()
        let owner = try reader.optional(Owner.self)
        let labels = try reader.optionalStrings()
        var booleans: [String: Bool] = [:]
        for key in try reader.strings() { booleans[key] = try reader.bool() }
        self.init(
            name: name, receiver: receiver, receiverOwner: owner, labels: labels, booleanArguments: booleans,
            downstream: try reader.strings(), result: try Keeper(from: &reader),
            location: try SourceLocation(from: &reader))
        upstream = try reader.strings()
        spelling = try reader.optionalString()
        let caseLabels = try reader.strings()
        let caseNames = try reader.strings()
        guard caseLabels.count == caseNames.count else { throw BinaryCodingError.malformed }
        caseArguments = Dictionary(zip(caseLabels, caseNames)) { first, _ in first }
        storedThrough = try reader.optional(StoringCall.self)
    }
}

extension StoringCall: BinaryCodable {
    package func write(to writer: inout BinaryWriter) {
        writer.write(name)
        writer.write(labels)
        writer.write(position)
    }
    package init(from reader: inout BinaryReader) throws(BinaryCodingError) {
        self.init(name: try reader.string(), labels: try reader.optionalStrings(), position: try reader.int())
    }
}

extension Delivery: BinaryCodable {
    package func write(to writer: inout BinaryWriter) {
        switch self {
        case .argument(let call, let label, let position):
            writer.write(0)
            call.write(to: &writer)
            writer.write(label)
            writer.write(position)
        case .propertyAssignment(let owner, let property):
            writer.write(1)
            owner.write(to: &writer)
            writer.write(property)
        case .lazyProperty(let name):
            writer.write(2)
            writer.write(name)
        }
    }
    package init(from reader: inout BinaryReader) throws(BinaryCodingError) {
        switch try reader.int() {
        case 0:
            self = .argument(
                try CallSite(from: &reader), label: try reader.optionalString(), position: try reader.int())
        case 1: self = .propertyAssignment(owner: try Owner(from: &reader), property: try reader.string())
        case 2: self = .lazyProperty(try reader.string())
        default: throw .malformed
        }
    }
}

extension Callback: BinaryCodable {
    package func write(to writer: inout BinaryWriter) {
        location.write(to: &writer)
        context.write(to: &writer)
        switch body {
        case .closure(let captures):
            writer.write(0)
            captures.write(to: &writer)
        case .methodReference(let name):
            writer.write(1)
            writer.write(name)
        }
        delivery.write(to: &writer)
    }
    package init(from reader: inout BinaryReader) throws(BinaryCodingError) {
        let location = try SourceLocation(from: &reader)
        let context = try SelfContext(from: &reader)
        let body: Body
        switch try reader.int() {
        case 0: body = .closure(try ClosureCaptures(from: &reader))
        case 1: body = .methodReference(name: try reader.string())
        default: throw .malformed
        }
        self.init(location: location, context: context, body: body, delivery: try Delivery(from: &reader))
    }
}
