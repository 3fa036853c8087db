import CClang
import LeakwatchCore

/// Message sends and C calls that receive blocks or `self`, and where a block goes.
extension Walker {
    func shape(of node: Node) -> MessageShape? {
        if let cached = shapeCache[ObjectIdentifier(node)] { return cached }
        let shape = MessageShape(node, tokens: tokens)
        if let shape { shapeCache[ObjectIdentifier(node)] = shape }
        return shape
    }

    func enterMessage(_ node: Node) {
        guard let shape = shape(of: node) else {
            node.children.forEach(walk)
            return
        }
        // `[super foo]` inside a block uses `self` as much as `[self foo]` does.
        if shape.receiver == nil, shape.receiverText == "super" {
            useSelf(at: tokens.slice(node.start, node.end).dropFirst().first?.offset ?? node.start)
        }
        recordObserverCall(node, shape: shape)
        noteWindowRoot(node)
        noteClearing(node)
        let names = swiftName(of: node, shape: shape)
        noteInstantiation(node, shape: shape, isInitializer: names.isInitializer, name: names.name)
        noteSelfEnding(shape)
        noteTokenEnding(node, shape)
        for (index, argument) in shape.arguments.sorted(by: { $0.key < $1.key }) {
            let value = argument.unwrapped
            guard value.kind == CXCursor_ObjCSelfExpr, let offset = value.offset,
                resolveSelf(at: offset).isStrongSelf
            else { continue }
            selfArguments.append(
                PendingSelfArgument(
                    call: callSite(node), label: index < names.labels.count ? names.labels[index] : nil,
                    location: location(offset), context: currentContext))
            // `[self.child setDelegate:self]` is `self.child.delegate = self`.
            if index == 0, let property = Self.setterProperty(shape), shape.receiverText != "self",
                shape.receiverText != "super", let receiver = shape.receiver
            {
                selfStores.append(
                    PendingSelfStore(
                        owner: owner(of: receiver), property: property, location: location(offset),
                        context: currentContext))
            }
        }
        node.children.forEach(walk)
    }

    /// `[timer invalidate]` on a parameter of an enclosing block: that block ends its own registration.
    private func noteSelfEnding(_ shape: MessageShape) {
        guard APICatalog.endsRegistrationFromInside(shape.selector), let receiver = shape.receiver?.unwrapped,
            receiver.kind == CXCursor_DeclRefExpr, let declared = receiver.referenced?.offset,
            let binding = bindings[declared], binding.isParameter, binding.blockDepth > 0,
            blocks.indices.contains(binding.blockDepth - 1)
        else { return }
        blocks[binding.blockDepth - 1].endsItsRegistration = true
    }

    /// `[center removeObserver:observer]` (or `[token cancel]`) inside the block of `observer = [center
    /// addObserverForName:… usingBlock:^{ … }]`: the block ends its own registration the first time it runs.
    private func noteTokenEnding(_ node: Node, _ shape: MessageShape) {
        let ended: Node?
        if APICatalog.endsRegistrationFromInside(shape.selector) {
            ended = shape.receiver
        } else if let first = shape.pieces.first?.label, catalog.has(first, role: .remove) {
            ended = shape.arguments[0]
        } else {
            return
        }
        guard let variable = ended?.unwrapped, variable.kind == CXCursor_DeclRefExpr,
            let declared = variable.referenced?.offset, let binding = bindings[declared], !binding.isParameter,
            // Without `__block` the block holds the nil the variable had when the block was made.
            binding.isBlockVariable
        else { return }
        // An observer removed only under a condition (`if (note.object == job) { … }`) may stay registered; a
        // timer that invalidates itself once its condition holds is read as its parameter's form is.
        var parent = APICatalog.endsRegistrationFromInside(shape.selector) ? nil : node.parent
        while let current = parent, current.kind != CXCursor_BlockExpr {
            if [CXCursor_IfStmt, CXCursor_SwitchStmt, CXCursor_ConditionalOperator].contains(current.kind) { return }
            parent = current.parent
        }
        for depth in blocks.indices.reversed() where depth >= binding.blockDepth {
            guard let block = blocks[depth].node else { continue }
            if isArgument(block, ofMessageAssignedTo: declared) {
                blocks[depth].removesItsOwnToken = true
                return
            }
        }
    }

    /// The block is an argument of a message whose result initializes or is assigned to the variable declared at
    /// `declared`.
    private func isArgument(_ block: Node, ofMessageAssignedTo declared: Int) -> Bool {
        guard let (message, _) = block.meaningfulParent, message.kind == CXCursor_ObjCMessageExpr,
            let (parent, child) = message.meaningfulParent
        else { return false }
        if parent.kind == CXCursor_VarDecl { return parent.offset == declared }
        guard isAssignment(parent), parent.children.last === child, let target = parent.children.first?.unwrapped
        else { return false }
        return target.kind == CXCursor_DeclRefExpr && target.referenced?.offset == declared
    }

    /// The Swift-style name and labels; `[[X alloc] initWith…]` is the initializer call `X(…)`.
    func swiftName(of node: Node, shape: MessageShape) -> (name: String, labels: [String?], isInitializer: Bool) {
        let selector = node.spelling.isEmpty ? shape.selector : node.spelling
        if SelectorNames.methodName(selector) == "init", let receiver = shape.receiver?.unwrapped,
            receiver.kind == CXCursor_ObjCMessageExpr, receiver.spelling == "alloc" || receiver.spelling == "new",
            let allocated = self.shape(of: receiver),
            allocated.receiver?.kind == CXCursor_ObjCClassRef
                || allocated.receiverText.first?.isUppercase == true
        {
            return (allocated.receiverText, SelectorNames.initializerLabels(selector), true)
        }
        let (name, labels) = catalog.configuredName(ofSelector: selector) ?? SelectorNames.swiftName(selector)
        return (name, labels, false)
    }

    /// The facts of a send, computed once however many blocks it receives.
    func callSite(_ node: Node) -> PendingCallSite {
        if let cached = callSiteCache[ObjectIdentifier(node)] { return cached }
        let site: PendingCallSite
        if node.kind == CXCursor_CallExpr {
            site = functionCallSite(node)
        } else if let shape = shape(of: node) {
            let names = swiftName(of: node, shape: shape)
            var booleans: [String: Bool] = [:]
            for (index, piece) in shape.pieces.enumerated() {
                guard let range = piece.argument, index < names.labels.count, let label = names.labels[index] else {
                    continue
                }
                let words = tokens.slice(range.lowerBound, range.upperBound).map(\.text)
                if words.count == 1, let value = Self.booleanWords[words[0]] { booleans[label] = value }
            }
            let (result, downstream) = keeper(of: node)
            var message = PendingCallSite(
                name: names.name,
                receiver: names.isInitializer || shape.receiverText.isEmpty ? nil : receiverText(shape),
                receiverOwner: names.isInitializer ? nil : receiverOwner(shape), labels: names.labels,
                booleanArguments: booleans, downstream: downstream, result: result, location: location(shape.nameOffset)
            )
            // `-[Fetcher initWithCompletionBlock:]`: an initializer's name is its class.
            message.spelling = names.isInitializer ? "-[\(names.name) \(shape.selector)]" : shape.selector
            if case .resolved(.selfStorage) = result { message.storedThrough = storingCall(receiving: node) }
            site = message
        } else {
            site = PendingCallSite(
                name: node.spelling, receiver: nil, receiverOwner: nil, labels: [], booleanArguments: [:],
                downstream: [],
                result: .resolved(.other("expression")), location: location(node.offset ?? node.start))
        }
        callSiteCache[ObjectIdentifier(node)] = site
        return site
    }

    /// The storing message (`[self.backlog addTask:task]`) that takes the value as one of its arguments.
    func storingCall(receiving value: Node) -> StoringCall? {
        guard let (parent, child) = value.meaningfulParent, parent.kind == CXCursor_ObjCMessageExpr,
            let shape = shape(of: parent), shape.receiver !== child
        else { return nil }
        let names = swiftName(of: parent, shape: shape)
        guard !names.isInitializer, APICatalog.isStoringVerb(names.name),
            let position = shape.arguments.first(where: { $0.value === child })?.key
        else { return nil }
        return StoringCall(name: names.name, labels: names.labels, position: position)
    }

    /// `NSNotificationCenter.defaultCenter` for `[NSNotificationCenter defaultCenter]`, as Swift users read it.
    private func receiverText(_ shape: MessageShape) -> String {
        guard let receiver = shape.receiver else { return shape.receiverText }
        let path = pathText(receiver)
        return path.contains(" ") || path.contains("[") ? shape.receiverText : path
    }

    static let booleanWords: [String: Bool] = ["YES": true, "NO": false, "true": true, "false": false]

    private func receiverOwner(_ shape: MessageShape) -> PendingOwner? {
        if shape.receiverText == "super" { return .resolved(.selfInstance) }
        guard let receiver = shape.receiver else { return nil }
        if receiver.kind == CXCursor_ObjCClassRef { return .resolved(.shared(receiver.spelling)) }
        return owner(of: receiver)
    }

    /// `dispatch_async(queue, ^{…})` is Swift's `queue.async { … }`: run once and released.
    private func functionCallSite(_ node: Node) -> PendingCallSite {
        let function = node.spelling
        let name = APICatalog.importedName(ofFunction: function) ?? function
        let arguments = node.children.dropFirst()
        let labels = arguments.map { _ in String?.none }
        let (result, downstream) = keeper(of: node)
        var receiver: Node?
        if APICatalog.takesReceiverFirst(function) { receiver = arguments.first }
        var site = PendingCallSite(
            name: name, receiver: receiver.map { pathText($0) }, receiverOwner: receiver.map { owner(of: $0) },
            labels: labels, booleanArguments: [:], downstream: downstream, result: result,
            location: location(node.offset ?? node.start))
        // `dispatch_source_set_event_handler`, known to the catalogue as `setEventHandler`.
        if name != function { site.spelling = function }
        return site
    }
}
