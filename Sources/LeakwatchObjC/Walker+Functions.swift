import CClang
import LeakwatchCore

/// Methods that take blocks, as the project functions that calls resolve to: whether each block parameter may
/// escape, and where the body sends it (a registration, a token it returns, a property of `self`). This is what
/// makes a project wrapper around `-addObserverForName:…usingBlock:` a retaining API for its callers.
extension Walker {
    /// Names the method the way its call sites are named, and declares its block parameters.
    func declareFunction(_ node: Node, frame: MethodFrame, typeName: String) {
        let selector = node.spelling
        let isInitializer = Self.declaredMethodName(node) == "init"
        let names = SelectorNames.swiftName(selector)
        let result = Node.string(clang_getTypeSpelling(clang_getCursorResultType(node.cursor)))
        frame.declaration = (
            isInitializer ? typeName : names.name,
            isInitializer ? SelectorNames.initializerLabels(selector) : names.labels,
            result == "void" || result.isEmpty ? nil : result
        )
        let parameters = node.children.filter { $0.kind == CXCursor_ParmDecl }
        for (position, parameter) in parameters.enumerated() {
            let type = clang_getCanonicalType(clang_getCursorType(parameter.cursor))
            guard let offset = parameter.offset, let binding = bindings[offset] else { continue }
            // The parameter's words are read only for the few that are no block to clang.
            let written = tokens.slice(parameter.start, parameter.end).map(\.text)
            guard type.kind == CXType_BlockPointer || Self.namesUnseenBlockType(written, type: type) else { continue }
            let escaping = !written.contains("NS_NOESCAPE") && !written.contains("noescape")
            let labels = frame.declaration?.labels ?? []
            let label = position < labels.count ? labels[position] : nil
            binding.closureParameterIndex = frame.closureParameters.count
            frame.closureParameters.append(
                PendingClosureParameter(label: label, position: position, isEscaping: escaping))
        }
    }

    /// `(FacilitiesDidLoadBlock)block` whose typedef is in a header the parse did not see (its stand-in is `id`): a
    /// type written as one name without `*` and named like a block type (`…Block`, `…Handler`).
    private static func namesUnseenBlockType(_ written: [String], type: CXType) -> Bool {
        let words = written.filter { $0 != "(" && $0 != ")" }
        guard type.kind != CXType_Pointer, words.count == 2, let name = words.first, name.first?.isUppercase == true
        else { return false }
        return APICatalog.namesBlockType(name)
    }

    /// A block parameter used as an argument or stored in `self`: the method forwards it there.
    func followClosureParameter(_ binding: Binding, usedAt node: Node) {
        guard let index = binding.closureParameterIndex, let method else { return }
        if case .resolved(.selfStorage(let path)) = keeper(of: node).keeper {
            method.forward(index, .storedProperty(path))
            return
        }
        guard case .argument(let call, let label, let position)? = delivery(of: node) else {
            method.recordUse(index, followed: callsOrTests(node))
            return
        }
        method.forward(index, .argument(call, label: label, position: position))
    }

    /// Where the method keeps an object parameter (`subscribe:(id)target …`): in its own property, in a property
    /// of an object it makes (`entry.target = target`), handed to its own method or an object in its property, or
    /// to an initializer of a project class. Read where the method itself uses it, not inside its blocks.
    func followParameterSink(_ binding: Binding, usedAt node: Node) {
        guard let position = binding.parameterPosition, binding.closureParameterIndex == nil, blocks.isEmpty,
            let method, method.declaration != nil
        else { return }
        let sink: ParameterSink?
        switch delivery(of: node) {
        case .propertyAssignment(.resolved(.selfInstance), let property)?:
            sink = .storedIn(property: property)
        case .propertyAssignment(.local(let local, _), let property)?:
            sink = local.madeOf.map { .storedInPropertyOf(type: $0, property: property) }
        case .argument(let call, _, let argument)?:
            switch call.receiverOwner {
            case .resolved(.selfInstance)?:
                sink = .passedTo(function: call.name, labels: call.labels, position: argument, onProperty: "")
            case .resolved(.selfProperty(let path))? where path.properties.count == 1:
                sink = path.firstProperty.map {
                    .passedTo(function: call.name, labels: call.labels, position: argument, onProperty: $0)
                }
            default:
                if argument == 0, catalog.isSelectorObserverRegistration(call.name, labels: call.labels) {
                    sink = .selectorObserverOf(api: call.name)
                } else {
                    sink = call.name.startsUppercase ? .wrappedIn(type: call.name) : nil
                }
            }
        default:
            sink = nil
        }
        if let sink { method.parameterSinks[position, default: []].append(sink) }
    }

    /// The class an expression makes an object of: `[Entry new]`, `[[Entry alloc] init…]`.
    func instantiatedClass(_ value: Node) -> String? {
        guard value.kind == CXCursor_ObjCMessageExpr, let shape = shape(of: value) else { return nil }
        if shape.selector == "new", shape.receiverText.first?.isUppercase == true { return shape.receiverText }
        let names = swiftName(of: value, shape: shape)
        return names.isInitializer ? names.name : nil
    }

    /// A use of a block that keeps nothing of it: a call (`handler(x)`) or a test (`if (handler)`, `!handler`,
    /// `handler != nil`, `handler ? … : …`).
    private func callsOrTests(_ node: Node) -> Bool {
        guard let (parent, child) = node.meaningfulParent else { return false }
        switch parent.kind {
        case CXCursor_CallExpr, CXCursor_IfStmt, CXCursor_WhileStmt, CXCursor_ConditionalOperator:
            return parent.children.first === child
        case CXCursor_UnaryOperator:
            let index = tokens.index(atOrAfter: parent.start)
            return index < tokens.tokens.count && tokens.tokens[index].text == "!"
        case CXCursor_BinaryOperator:
            return ["==", "!=", "&&", "||"].contains(operatorText(parent))
        default:
            return false
        }
    }

    /// A block that captures a block parameter forwards that parameter wherever the block goes.
    func followCapturedClosureParameters(_ frame: BlockFrame, delivery: PendingDelivery?) {
        guard let method else { return }
        for captured in frame.capturedVariables {
            guard let binding = binding(named: captured.name, before: Int.max),
                let index = binding.closureParameterIndex
            else { continue }
            if let forwarding = PendingForwarding(capturedBy: delivery) {
                method.forward(index, forwarding)
            } else {
                method.recordUse(index, followed: false)
            }
        }
    }
}
