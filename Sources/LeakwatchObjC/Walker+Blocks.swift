import CClang
import LeakwatchCore

/// Blocks and the names they use: which blocks capture `self`, an instance variable or a local, and how strongly.
extension Walker {
    func enterBlock(_ node: Node) {
        let frame = BlockFrame()
        frame.node = node
        frame.strongifyOffset = strongifyOffset(in: node)
        if frame.strongifyOffset != nil {
            frame.strongified = Binding(name: "self", kind: .strongSelf(.rebound), blockDepth: blocks.count + 1)
        }
        blocks.append(frame)
        for child in node.children { declareParameters(ofBlock: child) }
        node.children.forEach(walk)
        blocks.removeLast()
        guard frame.capturesAnything else { return }
        let delivery = delivery(of: node, local: true)
        followCapturedClosureParameters(frame, delivery: delivery)
        guard let delivery else { return }
        var captures = frame.captures
        if case .propertyAssignment = delivery { captures.clearsItsHolder = clearsItsHolder(node) }
        callbacks.append(
            PendingCallback(
                location: location(node.offset ?? node.start), context: currentContext, body: .closure(captures),
                delivery: delivery))
    }

    /// The block is assigned to a property (`ctrl.callback = ^{ … }`) that its body sets back to nil
    /// (`ctrl.callback = nil;`): it lets itself go when it runs. Read from the words of both, once per such block.
    private func clearsItsHolder(_ block: Node) -> Bool {
        guard let (parent, child) = block.meaningfulParent, isAssignment(parent), parent.children.last === child,
            let target = parent.children.first
        else { return false }
        let holder = tokens.slice(target.start, target.end).map(\.text)
        let words = tokens.slice(block.start, block.end).map(\.text)
        guard !holder.isEmpty, words.count > holder.count + 1 else { return false }
        for start in 0..<(words.count - holder.count - 1) where words[start] == holder[0] {
            if Array(words[start..<(start + holder.count)]) == holder, words[start + holder.count] == "=",
                words[start + holder.count + 1] == "nil"
            {
                return true
            }
        }
        return false
    }

    /// The parameters of a block sit in an unexposed declaration under the block.
    private func declareParameters(ofBlock node: Node) {
        for child in node.children where child.kind == CXCursor_ParmDecl {
            guard let offset = child.offset else { continue }
            let binding = Binding(name: child.spelling, kind: .plain, blockDepth: blocks.count)
            binding.isParameter = true
            bindings[offset] = binding
        }
    }

    /// `@strongify(self)` among the block's own statements (libextobjc declares a strong local `self` there).
    private func strongifyOffset(in node: Node) -> Int? {
        let slice = Array(tokens.slice(node.start, node.end))
        var depth = 0
        for (index, token) in slice.enumerated() {
            if token.text == "^" && index > 0 { depth += 1 }
            if token.text == "@", depth == 0, index + 3 < slice.count, slice[index + 1].text == "strongify",
                slice[index + 2].text == "(",
                slice[(index + 3)...].prefix(while: { $0.text != ")" }).contains(where: { $0.text == "self" })
            {
                return token.offset
            }
        }
        return nil
    }

    /// `__weak typeof(self) weakSelf = self;`, `__strong typeof(weakSelf) strongSelf = weakSelf;`, and plain locals.
    /// The type (`typeof(self)`) is not a use of `self`; only the initializer is walked. A declaration written by a
    /// macro (`MXWeakify(self)`, `@strongify(self)`) has its name and initializer where the macro is used, so both
    /// are asked of libclang rather than read from the file's tokens.
    func enterVariable(_ node: Node) {
        guard let nameOffset = node.offset else { return }
        let declared = clang_Cursor_getVarDeclInitializer(node.cursor)
        let initializer =
            clang_Cursor_isNull(declared) == 0
            ? node.children.last { clang_equalCursors($0.cursor, declared) != 0 }
                ?? node.children.last {
                    $0.start > nameOffset
                }
            : nil
        let qualifiers = tokens.slice(node.start, nameOffset).map(\.text)
        // The declared type's own qualifier: `typeof(weakSelf)` spells the weak variable's qualifier inside it.
        let type = node.typeSpelling
        let isWeak =
            qualifiers.contains("__weak") || qualifiers.contains("__unsafe_unretained")
            || (type.hasPrefix("__weak ") || type.hasPrefix("__unsafe_unretained ")) && !qualifiers.contains("__strong")
            || (isManualReferenceCounting && qualifiers.contains("__block"))
        let binding = Binding(name: node.spelling, kind: .plain, blockDepth: blocks.count)
        binding.declaredType = Self.typeName(type)
        binding.isBlockVariable = qualifiers.contains("__block")
        if let statement = node.parent, statement.kind == CXCursor_DeclStmt, let list = statement.parent {
            binding.declaringList = ObjectIdentifier(list)
        }
        binding.isUnsafeUnretained =
            isWeak && (qualifiers.contains("__unsafe_unretained") || type.hasPrefix("__unsafe_unretained "))
        if let value = initializer?.unwrapped, selfLikeSource(value) != nil {
            // A strong copy of a weak alias (the dance's `strongSelf`) is as strong as a copy of `self`; a local that
            // shadows `self` (`@strongify(self)`, `typeof(self) self = weakSelf;`) is the strong `self` of its block.
            let origin: SelfUse.Via = node.spelling == "self" ? .rebound : .alias(node.spelling)
            binding.kind = isWeak ? .weakSelf : .strongSelf(origin)
        } else {
            binding.isWeak = isWeak
        }
        if let value = initializer?.unwrapped {
            binding.holdsClosure = value.kind == CXCursor_BlockExpr
            binding.holdsCallResult = value.kind == CXCursor_ObjCMessageExpr || value.kind == CXCursor_CallExpr
            binding.madeOf = instantiatedClass(value)
            binding.storyboardName = storyboardName(opening: value)
        }
        if method == nil, blocks.isEmpty, node.parent?.kind != CXCursor_DeclStmt { return }
        // A `static` local lives for the process, like a global: a block uses it in place and captures nothing.
        if qualifiers.contains("static") {
            if let initializer { walk(initializer) }
            return
        }
        // Two variables one macro declares (`@weakify(self, cell)`) share the place of its use: a weak copy of
        // `self` stays the one found there.
        if bindings[nameOffset]?.isSelfLike != true || binding.isSelfLike { bindings[nameOffset] = binding }
        if let initializer {
            walk(initializer)
            if binding.aliasPath == nil {
                let value = normalized(initializer, range: initializer.start..<initializer.end)
                if value.root == .selfInstance, value != .selfInstance { binding.aliasPath = value }
                // `NSString *key = [tag identifier];` in a loop over tags: the key path a removal names as
                // `[tag identifier]` in the same kind of loop.
                if case .member = value, case .global = value.root { binding.aliasPath = value }
            }
            if case .resolved(.shared(let path)) = owner(of: initializer) { binding.sharedPath = path }
        }
    }

    /// For a value that is `self` or an alias of it: whether it is strong. nil for anything else.
    private func selfLikeSource(_ value: Node) -> Bool? {
        if value.kind == CXCursor_ObjCSelfExpr { return resolveSelf(at: value.offset ?? value.start).isStrongSelf }
        guard value.kind == CXCursor_DeclRefExpr, let target = value.referenced, let offset = target.offset,
            let binding = bindings[offset], binding.isSelfLike
        else { return nil }
        return binding.isStrongSelf
    }

    /// The binding `self` means at `offset`: the method's, or the strong local of an enclosing `@strongify(self)`.
    func resolveSelf(at offset: Int) -> Binding {
        for frame in blocks.reversed() {
            if let start = frame.strongifyOffset, start < offset, let strong = frame.strongified { return strong }
        }
        return method?.selfBinding ?? Binding(name: "self", kind: .selfMetatype, blockDepth: 0)
    }

    func useSelf(at offset: Int) {
        use(resolveSelf(at: offset), at: location(offset), via: .explicit)
    }

    /// A name clang resolved: a local or parameter of the method, or (for a file parsed without its headers) an
    /// instance variable declared elsewhere, which the prelude stands in for as a global `_name`.
    func useReference(_ node: Node) {
        guard let target = node.referenced, let offset = node.offset else { return }
        if let declared = target.offset, let binding = bindings[declared] {
            binding.useCount += 1
            use(binding, at: location(offset), via: .explicit)
            if case .plain = binding.kind {
                followClosureParameter(binding, usedAt: node)
                followParameterSink(binding, usedAt: node)
                trackFate(of: binding, usedAt: node)
            }
            return
        }
        if target.offset == nil, target.kind == CXCursor_VarDecl, namesStandInIvar(target.name),
            !Self.namesSelfAlias(target.name)
        {
            useSelf(at: offset)
        }
    }

    /// `_self`, `_strongSelf`, `__weakSelf`: the local a weak/strong dance macro declares (`ESStrongSelf`), whose
    /// definition the parse did not have; no instance variable is named after `self`.
    static func namesSelfAlias(_ name: String) -> Bool {
        let bare = name.drop { $0 == "_" }
        return bare == "self" || bare.hasSuffix("Self")
    }

    /// Every block between the binding and the use captures it.
    func use(_ binding: Binding, at location: SourceLocation, via: SelfUse.Via) {
        guard binding.blockDepth < blocks.count else { return }
        let crossed = blocks[binding.blockDepth...]
        switch binding.kind {
        case .selfInstance:
            for frame in crossed { frame.selfUses.append(SelfUse(location: location, via: via)) }
        case .strongSelf(let origin):
            for frame in crossed { frame.selfUses.append(SelfUse(location: location, via: origin)) }
        case .plain:
            if !binding.isWeak {
                for frame in crossed { frame.addCapturedVariable(binding.name, at: location) }
            } else if binding.isUnsafeUnretained {
                for frame in crossed { frame.addUnowned(binding, at: location) }
            }
        case .weakSelf:
            // `weakSelf` from outside the block: the block holds `self` weakly; an `__unsafe_unretained` copy
            // holds it without knowing when it goes.
            for frame in crossed {
                if binding.isUnsafeUnretained {
                    frame.addUnowned(binding, at: location)
                } else {
                    frame.capturesSelfWeakly = true
                }
            }
        case .selfMetatype:
            break
        }
    }
}
