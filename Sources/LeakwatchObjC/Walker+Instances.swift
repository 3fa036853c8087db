import CClang
import LeakwatchCore

/// Where the file makes instances of named classes (`[[Settings alloc] init…]`, `[Settings new]`), and what keeps
/// each: a file-scope or static variable, a property the initializer or the app's launch method sets, or
/// anything else.
extension Walker {
    func noteInstantiation(_ node: Node, shape: MessageShape, isInitializer: Bool, name: String) {
        if APICatalog.makesWeakCollection(selector: shape.selector) { noteWeakCollection(node) }
        let typeName: String
        if isInitializer {
            typeName = name
        } else if shape.selector == "new",
            shape.receiver?.kind == CXCursor_ObjCClassRef
                || shape.receiverText.first?.isUppercase == true
        {
            typeName = shape.receiverText
        } else {
            noteStoryboardScene(node, shape: shape)
            return
        }
        if let (parent, child) = node.meaningfulParent, parent.kind == CXCursor_VarDecl, parent.children.last === child,
            let offset = parent.offset, let binding = bindings[offset], blocks.isEmpty, let method,
            method.runsOncePerInstance, let type = method.context.typeName
        {
            // `Provider *provider = [[Provider alloc] init];` in `-init`: kept if `self` stores the local later.
            localInstantiations.append((typeName, type, binding, method.runsOncePerProcess && !isInLoop(node)))
            return
        }
        note(typeName, keeper(of: node), isScene: false)
    }

    /// Where an instance's keeper goes: known now, or once the file's methods are (a helper method's).
    private func note(_ typeName: String, _ keeper: PendingInstanceKeeper, isScene: Bool) {
        keeper.note(
            typeName, isScene: isScene, instances: &instantiations, scenes: &storyboardScenes,
            helpers: &helperInstantiations)
    }

    /// `self.delegates = [NSPointerArray weakObjectsPointerArray]` (or `_delegates = …`) in an instance method: the
    /// property holds what it is given weakly.
    private func noteWeakCollection(_ node: Node) {
        guard let (parent, child) = node.meaningfulParent, isAssignment(parent), parent.children.last === child,
            let target = parent.children.first, let method, !method.context.isStatic,
            let type = method.context.typeName
        else { return }
        if let (root, rest) = dottedPath(target), root.text == "self", rest.count == 1 {
            weakCollectionProperties[type, default: []].insert(rest[0])
            return
        }
        let words = tokens.slice(target.start, target.end)
        if words.count == 1, let word = words.first, binding(named: word.text, before: word.offset) == nil,
            isInstanceVariableName(word.text)
        {
            weakCollectionProperties[type, default: []].insert(Self.propertyName(ofIvar: word.text))
        }
    }

    /// `[storyboard instantiateControllerWithIdentifier:@"Preferences"]`: the scene the message makes, named by a
    /// string literal, and what keeps the controller it returns.
    private func noteStoryboardScene(_ node: Node, shape: MessageShape) {
        if APICatalog.makesInitialScene(shape.selector) {
            noteInitialScene(node, shape: shape)
            return
        }
        guard let first = shape.pieces.first, APICatalog.isStoryboardSceneMakerName(first.label),
            APICatalog.makesStoryboardScene(shape.selector), let argument = first.argument
        else { return }
        let words = tokens.slice(argument.lowerBound, argument.upperBound).map(\.text)
        guard words.count == 2, words[0] == "@", words[1].count > 2, words[1].hasPrefix("\""), words[1].hasSuffix("\"")
        else { return }
        let identifier = String(words[1].dropFirst().dropLast())
        note(identifier, keeper(of: node), isScene: true)
    }

    /// `[[NSStoryboard storyboardWithName:@"Settings" bundle:nil] instantiateInitialController]`, or the same sent
    /// to a local declared so: the initial controller of that storyboard, a scene named by the storyboard's file
    /// name.
    private func noteInitialScene(_ node: Node, shape: MessageShape) {
        guard let receiver = shape.receiver?.unwrapped else { return }
        var name = storyboardName(opening: receiver)
        if name == nil, receiver.kind == CXCursor_DeclRefExpr, let offset = receiver.referenced?.offset {
            name = bindings[offset]?.storyboardName
        }
        guard let name else { return }
        note(name + ".storyboard", keeper(of: node), isScene: true)
    }

    /// `[NSStoryboard storyboardWithName:@"Settings" bundle:nil]`: `Settings`.
    func storyboardName(opening node: Node) -> String? {
        guard node.kind == CXCursor_ObjCMessageExpr, let shape = MessageShape(node, tokens: tokens),
            APICatalog.isStoryboardClass(shape.receiverText), shape.pieces.first?.label == "storyboardWithName",
            let argument = shape.pieces.first?.argument
        else { return nil }
        let words = tokens.slice(argument.lowerBound, argument.upperBound).map(\.text)
        guard words.count == 2, words[0] == "@", words[1].count > 2, words[1].hasPrefix("\""), words[1].hasSuffix("\"")
        else { return nil }
        return String(words[1].dropFirst().dropLast())
    }

    /// The instantiations held in locals, once the file shows whether `self` came to keep them.
    func resolvedLocalInstantiations() -> [Instantiation] {
        localInstantiations.map { typeName, owner, local, atLaunch in
            Instantiation(
                typeName: typeName, madeInLocalOf: owner, keptIn: local.keptBySelf ?? local.holder?.keptBySelf,
                atLaunch: atLaunch)
        }
    }

    /// The variable or property an assignment of the new object sets, when it keeps the object for the owner's
    /// life: `_window = …`/`self.window = …` directly in `-init…` or a launch method, or a static variable.
    private func keeper(of node: Node) -> PendingInstanceKeeper {
        // `[[[Panel alloc] init] autorelease]` where references are counted by hand: the same object goes on.
        var node = node
        while let (parent, child) = node.meaningfulParent, parent.kind == CXCursor_ObjCMessageExpr,
            let shape = shape(of: parent), shape.receiver === child, shape.pieces.count == 1,
            ["autorelease", "retain"].contains(shape.selector)
        {
            node = parent
        }
        // `[self setCenterPanel:[[MapPanel alloc] init]]`: the setter of self's property, as `self.centerPanel = …`.
        if let (parent, child) = node.meaningfulParent, parent.kind == CXCursor_ObjCMessageExpr,
            let shape = shape(of: parent), shape.receiverText == "self", shape.arguments[0] === child,
            let property = Self.setterProperty(shape)
        {
            return keeper(ofProperty: property, setAt: parent)
        }
        guard let (parent, child) = node.meaningfulParent, isAssignment(parent), parent.children.last === child,
            let target = parent.children.first
        else { return madeAtLaunch(node) }
        if let global = globalVariable(target.unwrapped), global { return .global }
        var property: String?
        if let (root, rest) = dottedPath(target), root.text == "self", rest.count == 1 {
            property = rest[0]
        }
        let words = Array(tokens.slice(target.start, target.end))
        if words.count == 1, let word = words.first, binding(named: word.text, before: word.offset) == nil,
            isInstanceVariableName(word.text)
        {
            property = Self.propertyName(ofIvar: word.text)
        }
        // `self->historyWindowController = …`: the instance variable, reached from `self`.
        if words.count == 3, words[0].text == "self", words[1].text == "->", words[2].kind == .identifier {
            property = Self.propertyName(ofIvar: words[2].text)
        }
        guard let property else { return madeAtLaunch(node) }
        return keeper(ofProperty: property, setAt: parent)
    }

    /// Made directly in the app delegate's launch method, outside blocks and loops (`[[UINavigationController
    /// alloc] initWithRootViewController:[[FeedViewController alloc] init]]`, `self.window.rootViewController =
    /// …`): once for the run.
    private func madeAtLaunch(_ node: Node) -> PendingInstanceKeeper {
        blocks.isEmpty && method?.runsOncePerProcess == true && !isInLoop(node) ? .keeper(.launch) : .other
    }

    /// True when a `for`, `while` or `do … while` statement holds the node.
    private func isInLoop(_ node: Node) -> Bool {
        var current = node.parent
        while let parent = current {
            if [CXCursor_ForStmt, CXCursor_WhileStmt, CXCursor_DoStmt, CXCursor_ObjCForCollectionStmt].contains(
                parent.kind)
            {
                return true
            }
            current = parent.parent
        }
        return false
    }

    /// What keeps an instance set into self's property at `node`.
    private func keeper(ofProperty property: String, setAt parent: Node) -> PendingInstanceKeeper {
        if let method, !method.context.isStatic { madeProperties.insert(property) }
        guard blocks.isEmpty, let method, let type = method.context.typeName else { return .other }
        // Set once per object: in `-init…` or a launch method, or only while it is nil (`if (!_preferences)`).
        guard method.runsOncePerInstance || isSetOnlyWhenNil(property, at: parent) else {
            // In another instance method: once per object too when only such methods call it (`viewDidLoad` →
            // `configureViewControllers`), which the whole file shows (`resolvedHelperKeeper`).
            return method.context.isStatic ? .other : .inHelper(type: type, property: property, method: method.name)
        }
        return .property(ofType: type, name: property)
    }

    /// The instantiations made into a property in a helper method, resolved once every method of the file is
    /// known (`PendingInstanceKeeper.resolved`).
    func resolvedHelperInstantiations() -> (instances: [Instantiation], scenes: [Instantiation]) {
        PendingInstanceKeeper.resolved(helperInstantiations, methods: methods, onceRun: onceRunMethods)
    }

    /// The assignment is in the body of `if (!_name)`, `if (self.name == nil)` or the like, in its method.
    private func isSetOnlyWhenNil(_ property: String, at node: Node) -> Bool {
        var child = node
        while let ancestor = child.parent {
            if ancestor.kind == CXCursor_BlockExpr || ancestor.kind == CXCursor_ObjCInstanceMethodDecl
                || ancestor.kind == CXCursor_ObjCClassMethodDecl
            {
                return false
            }
            if ancestor.kind == CXCursor_IfStmt, ancestor.children.count >= 2, ancestor.children[1] === child,
                let condition = ancestor.children.first
            {
                if NilChecks.testsOnlyForNil(property, words: tokens.slice(condition.start, condition.end).map(\.text))
                {
                    return true
                }
            }
            child = ancestor
        }
        return false
    }

    /// True for a variable at file scope or declared `static` in a function (`static Store *shared;`), false
    /// for another variable, nil when the node names none, or names only a stand-in the analysis declared for a
    /// name of a header it did not see (`pure`, an instance variable of an unread header, is no global).
    func globalVariable(_ node: Node) -> Bool? {
        guard node.kind == CXCursor_DeclRefExpr else { return nil }
        let declaration = clang_getCursorReferenced(node.cursor)
        guard clang_getCursorKind(declaration) == CXCursor_VarDecl, !Self.isStandIn(declaration) else { return nil }
        return clang_getCursorKind(clang_getCursorSemanticParent(declaration)) == CXCursor_TranslationUnit
            || clang_Cursor_getStorageClass(declaration) == CX_SC_Static
    }

    /// A declaration of the prelude or of the header the analysis writes for names it could not resolve.
    static func isStandIn(_ declaration: CXCursor) -> Bool {
        var file: CXFile?
        clang_getExpansionLocation(clang_getCursorLocation(declaration), &file, nil, nil, nil)
        guard let file else { return false }
        let path = Node.string(clang_getFileName(file))
        return path == Prelude.path || path.hasPrefix(Prelude.stubFolder + "/")
    }
}
