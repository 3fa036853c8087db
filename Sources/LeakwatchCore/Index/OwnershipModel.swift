/// Who owns whom across the project's files: which stored properties hold their objects strongly, what type of
/// object each holds, and where an object hands itself to an object it keeps (`child.delegate = self`,
/// `viewModel.bind(view: self)`), which closes a cycle when the receiver keeps what it is given. Built once
/// after the index (a phase of its own in `--timings`); the rules ask it instead of guessing from names.
package struct OwnershipModel: Sendable {
    /// How a stored property holds what it points to.
    package enum Hold: Hashable, Sendable {
        case strong
        /// `weak`, `unowned`, `assign`, `unsafe_unretained`: the property does not keep its object.
        case notOwning
    }

    /// A type's property, as a key: `Child.delegate`.
    package struct Member: Hashable, Sendable {
        package var type: String
        package var name: String

        package init(type: String, name: String) {
            self.type = type
            self.name = name
        }
    }

    /// An object of `ownerType` that keeps, through `keptIn`, an object of the member's type, and hands itself to
    /// it at `place` (stores itself in the member property, or passes itself to the member method).
    package struct HandOver: Hashable, Sendable {
        package var ownerType: String
        /// Where the owner keeps the receiving object: `self.child`.
        package var keptIn: StoragePath
        /// Where the owner declares that property, when the code says.
        package var keptInFile: String
        package var keptInLocation: SourceLocation?
        /// The file and place where `self` is handed over.
        package var file: String
        package var place: SourceLocation
        /// The argument label `self` is passed under, for a method.
        package var label: String?
    }

    /// `self` stored into a property of an object it keeps strongly, by the receiving type and property.
    package private(set) var selfStores: [Member: [HandOver]] = [:]
    /// `self` passed to a method of an object it keeps strongly, by the receiving type and method name.
    package private(set) var selfPassings: [Member: [HandOver]] = [:]

    package static let empty = OwnershipModel()

    private init() {}

    package init(files: [FileFacts], index: ProjectIndex) {
        for file in files {
            for store in file.selfStores {
                guard let (owner, kept, type) = Self.keptObject(store.owner, context: store.context, index: index)
                else { continue }
                let member = Member(type: type, name: store.property)
                selfStores[member, default: []].append(
                    Self.handOver(owner, kept, file: file, place: store.location, label: nil, index: index))
            }
            for argument in file.selfArguments {
                guard let receiver = argument.call.receiverOwner,
                    let (owner, kept, type) = Self.keptObject(receiver, context: argument.context, index: index)
                else { continue }
                // An Objective-C method is known by its selector's first piece, as its declaration names it.
                let name = argument.call.spelling.map { String($0.prefix { $0 != ":" }) } ?? argument.call.name
                let member = Member(type: type, name: name)
                selfPassings[member, default: []].append(
                    Self.handOver(
                        owner, kept, file: file, place: argument.location, label: argument.label, index: index))
            }
        }
    }

    private static func handOver(
        _ owner: String, _ kept: StoragePath, file: FileFacts, place: SourceLocation, label: String?,
        index: ProjectIndex
    ) -> HandOver {
        let declared = kept.firstProperty.flatMap { index.propertyDeclaration($0, in: owner) }
        return HandOver(
            ownerType: owner, keptIn: kept, keptInFile: declared?.file ?? file.path,
            keptInLocation: declared?.location, file: file.path, place: place, label: label)
    }

    /// The object `owner` denotes when `self` (a class) keeps it strongly through a single stored property whose
    /// declared type is a class of the project: the owner's type, the path, and the object's type.
    private static func keptObject(
        _ owner: Owner, context: SelfContext, index: ProjectIndex
    ) -> (owner: String, kept: StoragePath, type: String)? {
        guard let selfType = context.typeName, !context.isStatic, index.isClass(selfType) else { return nil }
        let path: StoragePath
        switch owner {
        case .selfProperty(let kept): path = kept
        case .local(let local):
            guard let kept = local.keptBySelf else { return nil }
            path = kept
        case .selfInstance, .shared, .unknown: return nil
        }
        guard path.properties.count == 1, let property = path.firstProperty,
            index.hold(of: property, in: selfType) == .strong,
            !index.isCollectionProperty(property, in: selfType),
            let written = index.propertyType(property, in: selfType)
        else { return nil }
        // `let viewModel: ViewModel` inside `ProfileView` names `ProfileView.ViewModel` when the project declares one:
        // many types nest a type of the same simple name.
        let simple = ProjectIndex.declaredTypeName(written)
        let nested = "\(selfType).\(simple)"
        let type = index.declarations(exactly: nested).isEmpty ? simple : nested
        guard index.isClass(type) else { return nil }
        // A local of another class is not the property's object but one it keeps (`task` handed to
        // `_progress = [[Progress alloc] initWithTask:task]`): what `self` is stored in is the local's own.
        if case .local(let local) = owner, let localType = local.typeName.map(ProjectIndex.declaredTypeName),
            ProjectIndex.simpleName(localType) != ProjectIndex.simpleName(type), !index.inherits(localType, from: type)
        {
            return index.isClass(localType) ? (selfType, path, localType) : nil
        }
        return (selfType, path, type)
    }
}

extension ProjectIndex {
    /// What was handed to `member` of the type: keyed by the qualified name when the receiving type is nested
    /// (`ProfileView.ViewModel`), and by its simple name only when no other type of the project has that name.
    package func handOvers(
        in table: [OwnershipModel.Member: [OwnershipModel.HandOver]], to typeName: String, member: String
    ) -> [OwnershipModel.HandOver]? {
        if let found = table[OwnershipModel.Member(type: typeName, name: member)] { return found }
        // Asked for every stored property of every class: the table is probed before any declaration is counted.
        let simple = Self.simpleName(typeName)
        guard let found = table[OwnershipModel.Member(type: simple, name: member)],
            (declarationsBySimpleName[simple] ?? []).lazy.filter({ $0.kind != .extension }).count <= 1
        else { return nil }
        return found
    }

    /// True when the project declares the type as a class or an actor (Swift), or an Objective-C class.
    package func isClass(_ typeName: String) -> Bool {
        declarations(of: typeName).contains { $0.kind == .class || $0.kind == .actor }
    }

    /// How the type (or a project supertype) declares the stored property, nil when the project does not
    /// declare it there.
    package func hold(of property: String, in typeName: String) -> OwnershipModel.Hold? {
        if hasWeakProperty(property, in: typeName) { return .notOwning }
        return hasInstanceProperty(property, in: typeName) ? .strong : nil
    }

    /// How every type of the project that declares a property of this name holds it, when they all agree: what
    /// a property reached through an object whose type the code does not say (`x.owner.handler`) most likely is.
    /// Remembered: a rule asks it for every hop of every path, and the answer reads every declaration.
    package func holdByName(_ property: String) -> OwnershipModel.Hold? {
        holdByNameAnswers.answer(property) {
            var holds: Set<OwnershipModel.Hold> = []
            for declarations in declarationsBySimpleName.values {
                for declaration in declarations where declaration.instanceProperties.contains(property) {
                    holds.insert(declaration.weakProperties.contains(property) ? .notOwning : .strong)
                }
            }
            return holds.count == 1 ? holds.first : nil
        }
    }

    /// Where the type (or a project supertype) declares the property, with its file.
    package func propertyDeclaration(_ property: String, in typeName: String) -> (
        file: String, location: SourceLocation
    )? {
        var visited: Set<String> = []
        var pending = [typeName]
        while let next = pending.popLast() {
            guard visited.insert(next).inserted else { continue }
            for declaration in declarations(of: next) {
                if let location = declaration.propertyLocations[property],
                    let file = propertyFiles[OwnershipModel.Member(type: declaration.name, name: property)]
                {
                    return (file, location)
                }
                pending.append(contentsOf: declaration.inheritedTypes.map(Self.baseTypeName))
            }
        }
        return nil
    }
}
