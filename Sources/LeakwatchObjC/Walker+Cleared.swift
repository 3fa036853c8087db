import CClang
import LeakwatchCore

/// Properties that a method empties (`self.pending = nil`, `_handlers = [NSMutableArray new]`,
/// `[self.completions removeAllObjects]`): what is stored there is a queue, released once it has run.
extension Walker {
    /// Checks an assignment or a send for an emptying of a property of `self`, outside `init` and `dealloc`.
    func noteClearing(_ node: Node) {
        guard let method, !method.name.hasPrefix("init"), !method.context.isStatic else { return }
        // `dealloc` (named `deinit` in facts) never runs while a cycle lasts, and `prepareForReuse` not for the cells
        // on screen when their table goes: neither ends one. A singleton's property `dealloc` sets again is noted all
        // the same: it runs before an object held unowned goes.
        if APICatalog.methodsThatEndNoCycle.contains(method.name) {
            if method.name == "deinit" { noteSharedReassignment(node, in: method.name) }
            return
        }
        if node.kind == CXCursor_ObjCMessageExpr {
            guard let shape = shape(of: node), let receiver = shape.receiver,
                APICatalog.emptiesItsReceiver(shape.selector)
                    || (APICatalog.cancelsItsObject(shape.selector) && cancelReleasesClosures(receiver))
            else { return }
            noteCleared(receiver)
            return
        }
        // `dispatch_source_cancel(self.source)`: the source drops its handlers.
        if node.kind == CXCursor_CallExpr {
            if APICatalog.cancelsItsObject(node.spelling), let argument = node.children.dropFirst().first {
                noteCleared(argument)
            }
            return
        }
        guard isAssignment(node), let value = node.children.last else { return }
        noteSharedReassignment(node, in: method.name)
        let words = tokens.slice(value.start, value.end).map(\.text)
        let isEmpty =
            words == ["nil"] || words == ["NULL"] || words == ["@", "[", "]"] || words == ["@", "{", "}"]
            || (words.count == 4 && words[0] == "[" && ["new", "array", "dictionary", "set"].contains(words[2])
                && FrameworkTypes.collections.contains(words[1]))
        if isEmpty, let target = node.children.first { noteCleared(target) }
    }

    /// `self.window.rootViewController = onboarding` or `[window setRootViewController:…]` outside a launch method:
    /// the window lets its first controller go.
    func noteWindowRoot(_ node: Node) {
        guard !replacesWindowRoot, method?.isLaunchMethod != true else { return }
        if node.kind == CXCursor_ObjCMessageExpr {
            guard let shape = shape(of: node), shape.selector.hasSuffix("ViewController:"),
                shape.selector.hasPrefix("set"), shape.selector.filter({ $0 == ":" }).count == 1
            else { return }
            let property = shape.selector.dropFirst(3).dropLast()
            let name = property.prefix(1).lowercased() + property.dropFirst()
            if APICatalog.setsWindowRoot(property: name, receiver: shape.receiverText) { replacesWindowRoot = true }
            return
        }
        guard isAssignment(node), let target = node.children.first else { return }
        let slice = tokens.slice(target.start, target.end)
        guard let last = slice.last, APICatalog.isWindowRootProperty(last.text) else { return }
        let words = slice.map(\.text)
        guard words.count >= 3, words[words.count - 2] == "." else { return }
        if APICatalog.setsWindowRoot(property: words[words.count - 1], receiver: words.dropLast(2).joined()) {
            replacesWindowRoot = true
        }
    }

    /// `[Environment current].onSync = previous`: a block another method stored there is let go; not so when a new
    /// block goes there (`= ^{ … }`, `= [^{ … } copy]`). The value's subtree is searched only for the few
    /// assignments that reach a singleton or global.
    private func noteSharedReassignment(_ node: Node, in member: String) {
        guard isAssignment(node), let value = node.children.last, let target = node.children.first,
            case .propertyAssignment(.resolved(.shared(let path)), let property)? = assignmentDelivery(to: target),
            !Self.containsBlock(value)
        else { return }
        sharedAssignments.append(SharedAssignment(path: path + "." + property, member: member))
    }

    private static func containsBlock(_ node: Node) -> Bool {
        node.kind == CXCursor_BlockExpr || node.children.contains(where: containsBlock)
    }

    /// `[self.source cancel]` on a property or ivar of this class declared as an object that lets its blocks go
    /// when cancelled (a dispatch source, a request's task).
    private func cancelReleasesClosures(_ receiver: Node) -> Bool {
        guard case .resolved(.selfProperty(let path)) = owner(of: receiver),
            case let names = path.propertyNames, names.count == 1,
            let typeName = currentContext.typeName,
            let type = types.last(where: { $0.name == typeName && $0.propertyTypes[names[0]] != nil })?
                .propertyTypes[names[0]]
        else { return false }
        return APICatalog.cancelReleasesClosures(ofDeclaredType: type)
    }

    private func noteCleared(_ target: Node) {
        let path: StoragePath
        switch owner(of: target) {
        case .resolved(.selfProperty(let property)):
            path = property
        case .resolved(.shared(let name))
        where !name.contains(".") && (name.first?.isLowercase == true || name.first == "_")
            && globalVariable(target.unwrapped) != true:
            // `deleteTimer = NULL` with the ivar declared in the class's header, which this walk does not read: the
            // bare name is taken for a global here and for the ivar by the index, which knows the header.
            path = StoragePath(written: name)
        default:
            return
        }
        // `[_token invalidate]; _token = [results addNotificationBlock:…]`: cleared to be set again at once, which
        // keeps the cycle. The whole path: `self.toolbar.activeField = nil` lets go of the field, not the toolbar.
        let names = path.propertyNames
        if !names.isEmpty, !isSetAgainLater(names, after: target) {
            clearedProperties.append(names.joined(separator: "."))
        }
    }

    /// True when a statement after the one holding `node`, in the same block, assigns the property at `names`
    /// (`self.property = …`, `_property = …`).
    private func isSetAgainLater(_ names: [String], after node: Node) -> Bool {
        var statement = node
        while let parent = statement.parent, parent.kind != CXCursor_CompoundStmt {
            if parent.kind == CXCursor_BlockExpr { return false }
            statement = parent
        }
        guard let block = statement.parent, let place = block.children.firstIndex(where: { $0 === statement }) else {
            return false
        }
        return block.children[(place + 1)...].contains { later in
            guard isAssignment(later), let target = later.children.first else { return false }
            switch owner(of: target) {
            case .resolved(.selfProperty(let path)): return path.propertyNames == names
            // A header's ivar, taken for a global by this walk (`noteCleared`).
            case .resolved(.shared(let name)): return StoragePath(written: name).propertyNames == names
            default: return false
            }
        }
    }
}
