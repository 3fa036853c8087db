import CClang
import LeakwatchCore

/// Methods that take blocks, as the project functions that calls resolve to: whether each block parameter may
/// escape, and where the body sends it (a registration, a token it returns, a property of `self`). This is what
/// makes a project wrapper around `-addObserverForName:…usingBlock:` a retaining API for its callers.
extension Walker {
    /// Names the method the way its call sites are named, and declares its block parameters.
    func declareFunction(_ node: Node, frame: MethodFrame, typeName: String) {
        let selector = node.spelling
        let isInitializer = SelectorNames.methodName(selector) == "init"
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
            guard type.kind == CXType_BlockPointer, let offset = parameter.offset, let binding = bindings[offset] else {
                continue
            }
            let written = tokens.slice(parameter.start, parameter.end).map(\.text)
            let escaping = !written.contains("NS_NOESCAPE") && !written.contains("noescape")
            let labels = frame.declaration?.labels ?? []
            let label = position < labels.count ? labels[position] : nil
            binding.closureParameterIndex = frame.closureParameters.count
            frame.closureParameters.append(
                PendingClosureParameter(label: label, position: position, isEscaping: escaping))
        }
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
            switch delivery {
            case .argument(let call, let label, let position)?:
                method.forward(index, .argument(call, label: label, position: position))
            case .propertyAssignment(.resolved(.selfInstance), let property)?:
                method.forward(index, .storedProperty(.property(property)))
            case .propertyAssignment(.resolved(.selfProperty(let path)), let property)?:
                method.forward(index, .storedProperty(path.appending(property)))
            default:
                method.recordUse(index, followed: false)
            }
        }
    }
}
