import CClang
import LeakwatchCore

/// Where the file makes instances of named classes (`[[Settings alloc] init…]`, `[Settings new]`), and what keeps
/// each: a file-scope or static variable, a property the initializer or the app's launch method sets, or
/// anything else.
extension Walker {
    func noteInstantiation(_ node: Node, shape: MessageShape, isInitializer: Bool, name: String) {
        let typeName: String
        if isInitializer {
            typeName = name
        } else if shape.selector == "new",
            shape.receiver?.kind == CXCursor_ObjCClassRef
                || shape.receiverText.first?.isUppercase == true
        {
            typeName = shape.receiverText
        } else {
            return
        }
        if let (parent, child) = node.meaningfulParent, parent.kind == CXCursor_VarDecl, parent.children.last === child,
            let offset = parent.offset, let binding = bindings[offset], blocks.isEmpty, let method,
            method.runsOncePerInstance, let type = method.context.typeName
        {
            // `Provider *provider = [[Provider alloc] init];` in `-init`: kept if `self` stores the local later.
            localInstantiations.append((typeName, type, binding))
            return
        }
        instantiations.insert(Instantiation(typeName: typeName, keeper: keeper(of: node)))
    }

    /// The instantiations held in locals, once the file shows whether `self` came to keep them.
    func resolvedLocalInstantiations() -> [Instantiation] {
        localInstantiations.map { typeName, owner, local in
            Instantiation(
                typeName: typeName, madeInLocalOf: owner, keptIn: local.keptBySelf ?? local.holder?.keptBySelf)
        }
    }

    /// The variable or property an assignment of the new object sets, when it keeps the object for the owner's
    /// life: `_window = …`/`self.window = …` directly in `-init…` or a launch method, or a static variable.
    private func keeper(of node: Node) -> Instantiation.Keeper {
        guard let (parent, child) = node.meaningfulParent, isAssignment(parent), parent.children.last === child,
            let target = parent.children.first
        else { return .other }
        if let global = globalVariable(target.unwrapped), global { return .global }
        guard blocks.isEmpty, let method, method.runsOncePerInstance, let type = method.context.typeName else {
            return .other
        }
        if let (root, rest) = dottedPath(target), root.text == "self", rest.count == 1 {
            return .property(ofType: type, name: rest[0])
        }
        let words = tokens.slice(target.start, target.end)
        if words.count == 1, let word = words.first, binding(named: word.text, before: word.offset) == nil,
            isInstanceVariableName(word.text)
        {
            return .property(ofType: type, name: Self.propertyName(ofIvar: word.text))
        }
        return .other
    }

    /// True for a variable at file scope or declared `static` in a function (`static Store *shared;`), false
    /// for another variable, nil when the node names none.
    func globalVariable(_ node: Node) -> Bool? {
        guard node.kind == CXCursor_DeclRefExpr else { return nil }
        let declaration = clang_getCursorReferenced(node.cursor)
        guard clang_getCursorKind(declaration) == CXCursor_VarDecl else { return nil }
        return clang_getCursorKind(clang_getCursorSemanticParent(declaration)) == CXCursor_TranslationUnit
            || clang_Cursor_getStorageClass(declaration) == CX_SC_Static
    }
}
