/// The binary form of declarations, observer calls and whole files; see `BinaryCoding.swift`.
extension SelfArgument: BinaryCodable {
    package func write(to writer: inout BinaryWriter) {
        call.write(to: &writer)
        writer.write(label)
        location.write(to: &writer)
        context.write(to: &writer)
    }
    package init(from reader: inout BinaryReader) throws(BinaryCodingError) {
        self.init(
            call: try CallSite(from: &reader), label: try reader.optionalString(),
            location: try SourceLocation(from: &reader), context: try SelfContext(from: &reader))
    }
}

extension SelfStore: BinaryCodable {
    package func write(to writer: inout BinaryWriter) {
        owner.write(to: &writer)
        writer.write(property)
        location.write(to: &writer)
        context.write(to: &writer)
    }
    package init(from reader: inout BinaryReader) throws(BinaryCodingError) {
        self.init(
            owner: try Owner(from: &reader), property: try reader.string(), location: try SourceLocation(from: &reader),
            context: try SelfContext(from: &reader))
    }
}

extension ObserverArgument: BinaryCodable {
    package func write(to writer: inout BinaryWriter) {
        writer.write(label)
        value.write(to: &writer)
    }
    package init(from reader: inout BinaryReader) throws(BinaryCodingError) {
        self.init(label: try reader.optionalString(), value: try ValueRef(from: &reader))
    }
}

extension ObserverCall: BinaryCodable {
    package func write(to writer: inout BinaryWriter) {
        call.write(to: &writer)
        writer.write(arguments)
        writer.write(receiver)
        context.write(to: &writer)
        writer.write(function)
        writer.write(hasCallback)
    }
    package init(from reader: inout BinaryReader) throws(BinaryCodingError) {
        self.init(
            call: try CallSite(from: &reader), arguments: try reader.array(of: ObserverArgument.self),
            receiver: try reader.optional(ValueRef.self), context: try SelfContext(from: &reader),
            function: try reader.optionalString(), hasCallback: try reader.bool())
    }
}

extension MethodSummary: BinaryCodable {
    package func write(to writer: inout BinaryWriter) {
        writer.write(typeName)
        writer.write(name)
        writer.write(calledMethods)
        location.write(to: &writer)
        writer.write(onceFlag)
        writer.write(nilChecked)
        writer.write(parameterLabels)
        writer.write(parameterNames)
        writer.write(clearedFlags)
    }
    package init(from reader: inout BinaryReader) throws(BinaryCodingError) {
        self.init(
            typeName: try reader.string(), name: try reader.string(), calledMethods: try reader.strings(),
            location: try SourceLocation(from: &reader), onceFlag: try reader.optionalString(),
            nilChecked: try reader.strings())
        parameterLabels = try reader.optionalStrings()
        parameterNames = try reader.strings()
        clearedFlags = try reader.strings()
    }
}

extension TypeDeclaration: BinaryCodable {
    package func write(to writer: inout BinaryWriter) {
        writer.write(name)
        writer.write(kind.rawValue)
        writer.write(inheritedTypes)
        writer.write(instanceMethods)
        writer.write(instanceProperties)
        writer.write(weakProperties)
        writer.write(clearedProperties)
        let typed = propertyTypes.sorted { $0.key < $1.key }
        writer.write(typed.map(\.key))
        writer.write(typed.map(\.value))
        writer.write(isEntryPoint)
        writer.write(isDynamicMemberLookup)
        writer.write(controlEventProperties)
        writer.write(outletProperties)
        writer.write(collectionProperties)
        writer.write(singletonProperties)
        writer.write(sharedAssignments.map(\.path))
        writer.write(sharedAssignments.map(\.member))
        writer.write(sharedAssignments.map(\.assignedName))
        let placed = propertyLocations.sorted { $0.key < $1.key }
        writer.write(placed.map(\.key))
        writer.write(placed.map(\.value))
        location.write(to: &writer)
        writer.write(unattributedProperties)
        writer.write(isManuallyCounted)
        writer.write(madeProperties)
        writer.write(computedProperties)
        let streams = streamElements.sorted { $0.key < $1.key }
        writer.write(streams.map(\.key))
        writer.write(streams.map(\.value))
    }
    package init(from reader: inout BinaryReader) throws(BinaryCodingError) {
        self.init(
            name: try reader.string(), kind: try reader.raw(Kind.self), inheritedTypes: try reader.strings(),
            instanceMethods: try reader.strings(), instanceProperties: try reader.strings(),
            weakProperties: try reader.strings(), location: SourceLocation(line: 0, column: 0))
        clearedProperties = try reader.strings()
        let names = try reader.strings()
        let types = try reader.strings()
        guard names.count == types.count else { throw BinaryCodingError.malformed }
        propertyTypes = Dictionary(zip(names, types)) { first, _ in first }
        isEntryPoint = try reader.bool()
        isDynamicMemberLookup = try reader.bool()
        controlEventProperties = try reader.strings()
        outletProperties = try reader.strings()
        collectionProperties = try reader.strings()
        singletonProperties = try reader.array(of: SingletonAccessor.self)
        let assignedPaths = try reader.strings()
        let assigningMembers = try reader.strings()
        let assignedNames = try reader.optionalStrings()
        guard assignedPaths.count == assigningMembers.count, assignedPaths.count == assignedNames.count else {
            throw BinaryCodingError.malformed
        }
        sharedAssignments = assignedPaths.indices.map {
            SharedAssignment(path: assignedPaths[$0], member: assigningMembers[$0], assignedName: assignedNames[$0])
        }
        let placedNames = try reader.strings()
        let places = try reader.array(of: SourceLocation.self)
        guard placedNames.count == places.count else { throw BinaryCodingError.malformed }
        propertyLocations = Dictionary(zip(placedNames, places)) { first, _ in first }
        location = try SourceLocation(from: &reader)
        unattributedProperties = try reader.strings()
        isManuallyCounted = try reader.bool()
        madeProperties = try reader.strings()
        computedProperties = try reader.strings()
        let streamNames = try reader.strings()
        let elements = try reader.strings()
        guard streamNames.count == elements.count else { throw BinaryCodingError.malformed }
        streamElements = Dictionary(zip(streamNames, elements)) { first, _ in first }
    }
}

extension FunctionDeclaration.Forwarding: BinaryCodable {
    package func write(to writer: inout BinaryWriter) {
        switch self {
        case .argument(let call, let label, let position):
            writer.write(0)
            call.write(to: &writer)
            writer.write(label)
            writer.write(position)
        case .storedProperty(let path):
            writer.write(1)
            path.write(to: &writer)
        }
    }
    package init(from reader: inout BinaryReader) throws(BinaryCodingError) {
        switch try reader.int() {
        case 0:
            self = .argument(
                try CallSite(from: &reader), label: try reader.optionalString(), position: try reader.int())
        case 1: self = .storedProperty(try StoragePath(from: &reader))
        default: throw .malformed
        }
    }
}

extension FunctionDeclaration.ClosureParameter: BinaryCodable {
    package func write(to writer: inout BinaryWriter) {
        writer.write(label)
        writer.write(position)
        writer.write(isEscaping)
        writer.write(forwards)
        writer.write(uses.rawValue)
    }
    package init(from reader: inout BinaryReader) throws(BinaryCodingError) {
        self.init(
            label: try reader.optionalString(), position: try reader.int(), isEscaping: try reader.bool(),
            forwards: try reader.array(of: FunctionDeclaration.Forwarding.self),
            uses: try reader.raw(Uses.self))
    }
}

extension FunctionDeclaration: BinaryCodable {
    package func write(to writer: inout BinaryWriter) {
        writer.write(name)
        writer.write(owner)
        writer.write(labels)
        writer.write(closureParameters)
        writer.write(returnType)
        location.write(to: &writer)
        let sinks = parameterSinks.sorted { $0.key < $1.key }
        writer.write(sinks.count)
        for (position, targets) in sinks {
            writer.write(position)
            writer.write(targets)
        }
        writer.write(returnedChains.count)
        for chain in returnedChains { writer.write(chain) }
        writer.write(defaultedPositions.count)
        for position in defaultedPositions { writer.write(position) }
        writer.write(isGlobal)
    }
    package init(from reader: inout BinaryReader) throws(BinaryCodingError) {
        self.init(
            name: try reader.string(), owner: try reader.optionalString(), labels: try reader.optionalStrings(),
            closureParameters: try reader.array(of: ClosureParameter.self), returnType: try reader.optionalString(),
            location: try SourceLocation(from: &reader))
        let count = try reader.int()
        guard count >= 0, count < 1 << 16 else { throw .malformed }
        for _ in 0..<count { parameterSinks[try reader.int()] = try reader.array(of: ParameterSink.self) }
        let chains = try reader.int()
        guard chains >= 0, chains < 1 << 16 else { throw .malformed }
        for _ in 0..<chains { returnedChains.append(try reader.strings()) }
        let defaulted = try reader.int()
        guard defaulted >= 0, defaulted <= labels.count else { throw .malformed }
        for _ in 0..<defaulted { defaultedPositions.append(try reader.int()) }
        isGlobal = try reader.bool()
    }
}

extension Suppression: BinaryCodable {
    package func write(to writer: inout BinaryWriter) {
        writer.write(kind.rawValue)
        writer.write(ruleIDs)
        location.write(to: &writer)
    }
    package init(from reader: inout BinaryReader) throws(BinaryCodingError) {
        self.init(
            kind: try reader.raw(Kind.self), ruleIDs: try reader.strings(), location: try SourceLocation(from: &reader))
    }
}

extension FileFacts: BinaryCodable {
    package func write(to writer: inout BinaryWriter) {
        writer.write(path)
        writer.write(language.rawValue)
        writer.write(types)
        writer.write(functions)
        writer.write(callbacks)
        writer.write(selfArguments)
        writer.write(observerCalls)
        writer.write(methods)
        writer.write(suppressions)
        writer.write(lineCount)
        asyncFacts.write(to: &writer)
        writer.write(instantiations)
        writer.write(isFreeOfSyntaxErrors)
        writer.write(selfStores)
        writer.write(imports)
        writer.write(replacesWindowRoot)
        writer.write(storyboardScenes)
        writer.write(setsSingletonDefaultScope)
        writer.write(globalVariables)
    }
    package init(from reader: inout BinaryReader) throws(BinaryCodingError) {
        self.init(
            path: try reader.string(), language: try reader.raw(Language.self),
            types: try reader.array(of: TypeDeclaration.self),
            functions: try reader.array(of: FunctionDeclaration.self),
            callbacks: try reader.array(of: Callback.self), selfArguments: try reader.array(of: SelfArgument.self),
            observerCalls: try reader.array(of: ObserverCall.self), methods: try reader.array(of: MethodSummary.self))
        suppressions = try reader.array(of: Suppression.self)
        lineCount = try reader.int()
        asyncFacts = try AsyncFacts(from: &reader)
        instantiations = try reader.array(of: Instantiation.self)
        isFreeOfSyntaxErrors = try reader.bool()
        selfStores = try reader.array(of: SelfStore.self)
        imports = try reader.strings()
        replacesWindowRoot = try reader.bool()
        storyboardScenes = try reader.array(of: Instantiation.self)
        setsSingletonDefaultScope = try reader.bool()
        globalVariables = try reader.strings()
    }
}

extension Instantiation: BinaryCodable {
    package func write(to writer: inout BinaryWriter) {
        writer.write(typeName)
        switch keeper {
        case .global: writer.write(0)
        case .property(let type, let name):
            writer.write(1)
            writer.write(type)
            writer.write(name)
        case .other: writer.write(2)
        case .container(let scope):
            writer.write(3)
            writer.write(scope)
        case .launch: writer.write(4)
        }
    }
    package init(from reader: inout BinaryReader) throws(BinaryCodingError) {
        let typeName = try reader.string()
        let keeper: Keeper
        switch try reader.int() {
        case 0: keeper = .global
        case 1: keeper = .property(ofType: try reader.string(), name: try reader.string())
        case 2: keeper = .other
        case 3: keeper = .container(scope: try reader.string())
        case 4: keeper = .launch
        default: throw .malformed
        }
        self.init(typeName: typeName, keeper: keeper)
    }
}

extension SingletonAccessor: BinaryCodable {
    package func write(to writer: inout BinaryWriter) {
        writer.write(name)
        writer.write(isClassMethod)
    }
    package init(from reader: inout BinaryReader) throws(BinaryCodingError) {
        self.init(name: try reader.string(), isClassMethod: try reader.bool())
    }
}
