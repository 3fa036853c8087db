import CClang
import LeakwatchCore

/// Classes, categories, class extensions and protocols: the names each declares, and the `self` their methods see.
extension Walker {
    /// `@interface`, categories, class extensions and protocols: the names a type declares, with the strength of
    /// each property from its attributes.
    func declareInterface(_ node: Node) {
        let kind: TypeDeclaration.Kind
        var name = node.spelling
        switch node.kind {
        case CXCursor_ObjCProtocolDecl: kind = .protocol
        case CXCursor_ObjCCategoryDecl:
            kind = .extension
            name = className(ofCategory: node)
        default: kind = .class
        }
        var inherited: [String] = []
        var methods: [String] = []
        var properties: [String] = []
        var weak: [String] = []
        var unattributed: [String] = []
        // Declared types, so that a property of a type that holds no block (a number, a request's task) is known
        // to keep none, as in Swift.
        var propertyTypes: [String: String] = [:]
        var propertyOffsets: Set<Int> = []
        var propertyLocations: [String: SourceLocation] = [:]
        // Properties declared as Foundation collections (`NSMutableArray *callbacks`): they hold many.
        var collections: [String] = []
        let isManagedObject =
            node.children.contains { $0.kind == CXCursor_ObjCSuperClassRef && $0.spelling == "NSManagedObject" }
            || (node.kind == CXCursor_ObjCCategoryDecl && node.spelling == "CoreDataProperties")
        for child in node.children {
            switch child.kind {
            case CXCursor_ObjCSuperClassRef, CXCursor_ObjCProtocolRef:
                inherited.append(child.spelling)
            case CXCursor_ObjCPropertyDecl:
                properties.append(child.spelling)
                propertyTypes[child.spelling] = Self.typeName(child.typeSpelling)
                if Self.typeName(child.typeSpelling).map(FrameworkTypes.collections.contains) == true {
                    collections.append(child.spelling)
                }
                if let offset = child.offset {
                    propertyOffsets.insert(offset)
                    propertyLocations[child.spelling] = location(offset)
                }
                let attributes = clang_Cursor_getObjCPropertyAttributes(child.cursor, 0)
                let notOwning =
                    CXObjCPropertyAttr_weak.rawValue | CXObjCPropertyAttr_assign.rawValue
                    | CXObjCPropertyAttr_unsafe_unretained.rawValue
                // A Core Data relationship (`@property (retain) CDItem *item` of an `NSManagedObject` or of its
                // generated `CoreDataProperties` category): the context holds and faults it, as in Swift.
                if attributes & notOwning != 0 || isManagedObject { weak.append(child.spelling) }
                let owning =
                    CXObjCPropertyAttr_strong.rawValue | CXObjCPropertyAttr_retain.rawValue
                    | CXObjCPropertyAttr_copy.rawValue
                if attributes & (notOwning | owning) == 0 { unattributed.append(child.spelling) }
            case CXCursor_ObjCInstanceMethodDecl where !(child.offset.map(propertyOffsets.contains) ?? false):
                methods.append(Self.declaredMethodName(child))
            case CXCursor_ObjCIvarDecl:
                ivarNames.insert(child.spelling)
                properties.append(Self.propertyName(ofIvar: child.spelling))
                if propertyTypes[Self.propertyName(ofIvar: child.spelling)] == nil {
                    propertyTypes[Self.propertyName(ofIvar: child.spelling)] = Self.typeName(child.typeSpelling)
                    if Self.typeName(child.typeSpelling).map(FrameworkTypes.collections.contains) == true {
                        collections.append(Self.propertyName(ofIvar: child.spelling))
                    }
                }
                if tokens.slice(child.start, child.end).contains(where: {
                    $0.text == "__weak" || $0.text == "__unsafe_unretained"
                }) {
                    weak.append(Self.propertyName(ofIvar: child.spelling))
                }
            default: break
            }
        }
        var declaration = TypeDeclaration(
            name: name, kind: kind, inheritedTypes: inherited, instanceMethods: methods,
            instanceProperties: properties, weakProperties: weak, location: location(node.offset ?? node.start))
        declaration.propertyTypes = propertyTypes
        declaration.propertyLocations = propertyLocations
        declaration.collectionProperties = collections
        declaration.unattributedProperties = unattributed
        types.append(declaration)
    }

    /// The class a category extends: the name after `@interface`/`@implementation` (clang gives no class
    /// reference when the class is declared in a header the parse did not see).
    private func className(ofCategory node: Node) -> String {
        if let reference = node.children.first(where: { $0.kind == CXCursor_ObjCClassRef }) {
            return reference.spelling
        }
        let words = Array(tokens.slice(node.start, node.end).prefix(3))
        return words.count == 3 && words[0].text == "@" ? words[2].text : node.spelling
    }

    /// `+sharedManager` that makes its object once, with `dispatch_once` or into a static variable it checks
    /// first (`if (!shared) shared = [[self alloc] init];`): the class is a singleton, and its one object lives
    /// as long as the app. `[[super allocWithZone:NULL] init]` makes it too, where the class sends `+alloc` back to
    /// the accessor.
    private func isSingletonAccessor(_ node: Node, of className: String) -> Bool {
        guard node.kind == CXCursor_ObjCClassMethodDecl else { return false }
        let words = tokens.slice(node.start, node.end).map(\.text)
        // An object of the class itself (`[self alloc]`, `[Manager new]`, `[super allocWithZone:…]`), not of any
        // class the method happens to make (`[[NSMutableArray alloc] init]` in `+generateListOfContactNames`).
        let ownClass: Set<String> = ["self", "super", className]
        let makesOwnObject = words.indices.dropFirst().contains { index in
            guard ["alloc", "new", "allocWithZone"].contains(words[index]) else { return false }
            let receiver = words[index - 1]
            // `[[self class] alloc]`: the class of `self`.
            if receiver == "]", index >= 4 { return words[index - 2] == "class" && ownClass.contains(words[index - 3]) }
            return ownClass.contains(receiver)
        }
        guard makesOwnObject else { return false }
        return words.contains("dispatch_once") || storesIntoStaticVariable(node)
    }

    /// True when the node (or a statement under it) assigns to a file-scope or `static` variable.
    private func storesIntoStaticVariable(_ node: Node) -> Bool {
        if isAssignment(node), let target = node.children.first, globalVariable(target.unwrapped) == true {
            return true
        }
        return node.children.contains { storesIntoStaticVariable($0) }
    }

    /// A declared type as Swift would name it: `NSURLSessionDataTask * _Nullable` is `NSURLSessionDataTask`,
    /// `NSArray<Foo *> *` is `NSArray`, `id<Delegate>` is `Delegate`; nil for `id` and blocks, which name no type.
    static func typeName(_ spelling: String) -> String? {
        let qualifiers: Set<Substring> = [
            "const", "volatile", "__strong", "__weak", "__unsafe_unretained", "__autoreleasing", "__kindof",
            "_Nullable", "_Nonnull", "_Null_unspecified", "__nullable", "__nonnull", "nullable", "nonnull",
        ]
        if spelling.contains("^") { return nil }
        var text = Substring(spelling)
        if text.hasPrefix("id<"), let close = text.firstIndex(of: ">") {
            text = text[text.index(text.startIndex, offsetBy: 3)..<close]
            return text.split(separator: ",").first.map { $0.trimmingCharacters(in: .whitespaces) }
        }
        if let open = text.firstIndex(of: "<") { text = text[..<open] }
        let words = text.split(whereSeparator: { $0 == " " || $0 == "*" }).filter { !qualifiers.contains($0) }
        guard !words.isEmpty, words != ["id"] else { return nil }
        return words.joined(separator: " ")
    }

    /// `_token` is the storage of the property `token`: both are `self.token` in facts.
    static func propertyName(ofIvar name: String) -> String {
        name.hasPrefix("_") && name.count > 1 ? String(name.dropFirst()) : name
    }

    func enterImplementation(_ node: Node) {
        let isCategory = node.kind == CXCursor_ObjCCategoryImplDecl
        let name = isCategory ? className(ofCategory: node) : node.spelling
        let kind: TypeDeclaration.Kind = isCategory ? .extension : .class
        typeContext = SelfContext(typeName: name, declaredKind: kind, isStatic: false)
        declareInterface(node)
        if var last = types.popLast() {
            last.name = name
            last.kind = kind
            types.append(last)
        }
        let declarationIndex = types.count - 1
        if types.indices.contains(declarationIndex) {
            types[declarationIndex].isManuallyCounted = isManualReferenceCounting
            types[declarationIndex].singletonProperties = node.children.filter { isSingletonAccessor($0, of: name) }.map
            {
                .classMethod(SelectorNames.methodName($0.spelling))
            }
        }
        clearedProperties = []
        sharedAssignments = []
        madeProperties = []
        node.children.forEach(walk)
        if types.indices.contains(declarationIndex) {
            types[declarationIndex].madeProperties = madeProperties.sorted()
            types[declarationIndex].clearedProperties = clearedProperties
            types[declarationIndex].sharedAssignments = sharedAssignments
        }
        typeContext = nil
    }
}
