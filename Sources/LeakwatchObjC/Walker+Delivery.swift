import CClang
import LeakwatchCore

/// Where a block goes: an argument of a send or call, a property, or a local whose later uses decide.
extension Walker {
    func delivery(of node: Node, local: Bool = false) -> PendingDelivery? {
        guard let (parent, child) = node.meaningfulParent else { return nil }
        switch parent.kind {
        case CXCursor_ObjCMessageExpr:
            guard let shape = shape(of: parent) else { return nil }
            // `[^{ … } copy]` is the block itself, wherever it goes next.
            if shape.receiver === child, APICatalog.returnsItsReceiver(shape.selector) {
                return delivery(of: parent, local: local)
            }
            guard let index = shape.arguments.first(where: { $0.value === child })?.key else { return nil }
            if let property = Self.setterProperty(shape), index == 0 {
                return .propertyAssignment(owner: setterOwner(shape), property: property)
            }
            let site = callSite(parent)
            return .argument(site, label: index < site.labels.count ? site.labels[index] : nil, position: index)
        case CXCursor_CallExpr:
            guard let position = parent.children.firstIndex(where: { $0 === child }), position > 0 else { return nil }
            // `Block_copy(^{ … })` is the block itself.
            if APICatalog.returnsItsArgument(parent.spelling) { return delivery(of: parent, local: local) }
            return .argument(callSite(parent), label: nil, position: position - 1)
        case CXCursor_BinaryOperator, CXCursor_UnexposedExpr:
            guard isAssignment(parent), parent.children[1] === child else { return nil }
            return assignmentDelivery(to: parent.children[0])
        case CXCursor_VarDecl:
            guard local, let offset = parent.offset, let binding = bindings[offset] else { return nil }
            binding.holdsClosure = true
            return .local(binding)
        default:
            return nil
        }
    }

    /// `[x setHandler:^{ … }]` is `x.handler = ^{ … }`: the property a one-piece `set…:` send stores into.
    static func setterProperty(_ shape: MessageShape) -> String? {
        guard shape.pieces.count == 1, shape.pieces[0].argument != nil else { return nil }
        let label = shape.pieces[0].label
        guard label.hasPrefix("set"), label.count > 3 else { return nil }
        let name = label.dropFirst(3)
        guard let first = name.first, first.isUppercase else { return nil }
        // `setURLHandler:` stores `URLHandler`; `setCompletion:` stores `completion`.
        if name.count > 1, name[name.index(after: name.startIndex)].isUppercase { return String(name) }
        return first.lowercased() + name.dropFirst()
    }

    private func setterOwner(_ shape: MessageShape) -> PendingOwner {
        if shape.receiverText == "super" || shape.receiverText == "self" { return .resolved(.selfInstance) }
        guard let receiver = shape.receiver else { return .resolved(.unknown(shape.receiverText)) }
        return owner(of: receiver)
    }

    /// `self.child.delegate = self`, `_child.delegate = self`: another object's property receives a strong `self`.
    func noteSelfStore(_ node: Node) {
        guard isAssignment(node), let target = node.children.first, let value = node.children.last?.unwrapped,
            value.kind == CXCursor_ObjCSelfExpr, let offset = value.offset, resolveSelf(at: offset).isStrongSelf,
            case .propertyAssignment(let owner, let property)? = assignmentDelivery(to: target)
        else { return }
        if case .resolved(.selfInstance) = owner { return }
        selfStores.append(
            PendingSelfStore(owner: owner, property: property, location: location(offset), context: currentContext))
    }

    /// `a = b`; clang keeps an assignment whose types it could not check as an unexposed pair of operands.
    func isAssignment(_ node: Node) -> Bool {
        guard node.kind == CXCursor_BinaryOperator || node.kind == CXCursor_UnexposedExpr, node.children.count == 2
        else { return false }
        return operatorText(node) == "="
    }

    /// The operator of a binary expression, read between its operands.
    func operatorText(_ node: Node) -> String? {
        guard let left = node.children.first else { return nil }
        let index = tokens.index(atOrAfter: left.end)
        return index < tokens.tokens.count ? tokens.tokens[index].text : nil
    }

    /// `owner.property = ^{…}`, `self.completion = ^{…}`, `_completion = ^{…}`.
    func assignmentDelivery(to target: Node) -> PendingDelivery? {
        let value = target.unwrapped
        if let (root, rest) = dottedPath(target), let property = rest.last {
            let ownerPath = Array(rest.dropLast())
            return .propertyAssignment(owner: owner(root: root, rest: ownerPath), property: property)
        }
        // `[Service sharedInstance].handler`: clang may keep only the receiver of a property it could not find.
        let lost = tokens.slice(value.end, target.end).map(\.text)
        if value.end < target.end, lost.count == 2, lost[0] == ".", let property = lost.last {
            return .propertyAssignment(owner: owner(of: value), property: property)
        }
        switch value.kind {
        case CXCursor_MemberRefExpr:
            guard let base = value.children.first else {
                return .propertyAssignment(
                    owner: .resolved(.selfInstance), property: Self.propertyName(ofIvar: value.spelling))
            }
            let property = isInstanceVariable(value) ? Self.propertyName(ofIvar: value.spelling) : value.spelling
            return .propertyAssignment(owner: owner(of: base), property: property)
        case CXCursor_DeclRefExpr:
            guard isStandInIvar(value) else { return nil }
            return .propertyAssignment(
                owner: .resolved(.selfInstance), property: Self.propertyName(ofIvar: value.spelling))
        default:
            return nil
        }
    }

    func isInstanceVariable(_ member: Node) -> Bool {
        if member.referenced?.kind == CXCursor_ObjCIvarDecl { return true }
        return member.children.first.map { $0.offset == nil && $0.unwrapped.kind == CXCursor_ObjCSelfExpr } ?? false
    }

    /// A global from the declarations that stand in for missing headers (`_name`, `name_`, a synthesized name),
    /// used in an instance method: an instance variable declared in a header the parse did not see.
    func isStandInIvar(_ reference: Node) -> Bool {
        guard let target = reference.referenced, target.offset == nil, target.kind == CXCursor_VarDecl else {
            return false
        }
        return namesStandInIvar(target.name)
    }

    /// A use of a local as an argument or an assigned value may show that `self` keeps it.
    func trackFate(of binding: Binding, usedAt node: Node) {
        if binding.holdsClosure, binding.forwardedDelivery == nil {
            binding.forwardedDelivery = delivery(of: node)
        }
        guard binding.keptBySelf == nil, let (parent, child) = node.meaningfulParent else { return }
        switch parent.kind {
        case CXCursor_ObjCMessageExpr:
            guard shape(of: parent)?.receiver !== child else { return }
        case CXCursor_BinaryOperator, CXCursor_UnexposedExpr:
            guard isAssignment(parent), parent.children.last === child else { return }
        default:
            return
        }
        switch keeper(of: node).keeper {
        case .resolved(.selfStorage(let path)) where !APICatalog.leavesThroughParentLink(path: path):
            binding.keptBySelf = path
            binding.keptThrough = storingCall(receiving: node)
        case .storedInto(let holder) where binding.holder == nil && holder !== binding && holder.holder !== binding:
            binding.holder = holder
        default: break
        }
    }
}
