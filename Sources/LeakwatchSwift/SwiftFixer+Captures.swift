import LeakwatchCore
import SwiftSyntax

/// `[weak name]` for a closure (in place of `[unowned name]` where it has one), and the unwrapping its body then
/// needs.
extension FixerSource {
    func weakCapture(of name: String, in closure: ClosureExprSyntax, implicitUse: Bool) throws -> [TextEdit] {
        var edits: [TextEdit] = []
        var hadStrongItem = false
        if let clause = closure.signature?.capture,
            let item = clause.items.first(where: { $0.name.text == name }),
            let specifier = item.specifier, specifier.specifier.tokenKind == .keyword(.unowned)
        {
            // `[unowned self]`, `[unowned(unsafe) row = self.row]`: the same capture, made weak.
            hadStrongItem = true
            edits.append(
                replace(
                    from: specifier.positionAfterSkippingLeadingTrivia, to: specifier.endPositionBeforeTrailingTrivia,
                    with: "weak"))
        } else if let clause = closure.signature?.capture {
            if clause.items.contains(where: { $0.specifier == nil && $0.initializer?.value.trimmedDescription == name })
            {
                throw FixRefusal("'\(name)' is captured strongly under another name; make that capture weak by hand")
            }
            if let item = clause.items.first(where: { $0.name.text == name && $0.initializer == nil }) {
                guard item.specifier == nil else { throw FixRefusal("'\(name)' is already captured weakly") }
                hadStrongItem = true
                edits.append(insert("weak ", at: item.name.positionAfterSkippingLeadingTrivia))
            } else if let first = clause.items.first {
                edits.append(insert("weak \(name), ", at: first.positionAfterSkippingLeadingTrivia))
            } else {
                edits.append(insert("weak \(name)", at: clause.rightSquare.positionAfterSkippingLeadingTrivia))
            }
        } else if let signature = closure.signature {
            let position =
                signature.parameterClause?.positionAfterSkippingLeadingTrivia
                ?? signature.effectSpecifiers?.positionAfterSkippingLeadingTrivia
                ?? signature.returnClause?.positionAfterSkippingLeadingTrivia
                ?? signature.inKeyword.positionAfterSkippingLeadingTrivia
            edits.append(insert("[weak \(name)] ", at: position))
        } else {
            edits.append(insert(" [weak \(name)] in", at: closure.leftBrace.endPositionBeforeTrailingTrivia))
        }
        let uses = self.uses(of: name, in: closure)
        let implicit = implicitUse || (hadStrongItem && name == "self")
        if uses.isEmpty && !implicit { return edits }
        return edits + (try unwrap(name, uses: uses, implicit: implicit, in: closure))
    }

    /// `[name]` for a closure: it holds the value the variable has when the closure is made, not the variable.
    func copyCapture(of name: String, in closure: ClosureExprSyntax) throws -> [TextEdit] {
        if let clause = closure.signature?.capture {
            guard !clause.items.contains(where: { $0.name.text == name }) else {
                throw FixRefusal("'\(name)' is already in the capture list")
            }
            guard let first = clause.items.first else {
                return [insert(name, at: clause.rightSquare.positionAfterSkippingLeadingTrivia)]
            }
            return [insert("\(name), ", at: first.positionAfterSkippingLeadingTrivia)]
        }
        if let signature = closure.signature {
            let position =
                signature.parameterClause?.positionAfterSkippingLeadingTrivia
                ?? signature.effectSpecifiers?.positionAfterSkippingLeadingTrivia
                ?? signature.returnClause?.positionAfterSkippingLeadingTrivia
                ?? signature.inKeyword.positionAfterSkippingLeadingTrivia
            return [insert("[\(name)] ", at: position)]
        }
        return [insert(" [\(name)] in", at: closure.leftBrace.endPositionBeforeTrailingTrivia)]
    }

    /// After a weak capture the name is optional: `name?.x` for one statement that is a chain on it, else
    /// `guard let name` first when the closure returns nothing.
    private func unwrap(_ name: String, uses: [TokenSyntax], implicit: Bool, in closure: ClosureExprSyntax) throws
        -> [TextEdit]
    {
        if !implicit, let chained = optionalChaining(name, uses: uses, in: closure) { return chained }
        guard returnsNothing(closure) else {
            throw FixRefusal("the closure returns a value; unwrap '\(name)' by hand")
        }
        if implicit, !allowsImplicitSelfAfterGuard {
            throw FixRefusal("the closure uses 'self' implicitly, which needs Swift 5.8 after 'guard let self'")
        }
        let binding =
            allowsShorthandGuard ? "guard let \(name) else { return }" : "guard let \(name) = \(name) else { return }"
        guard let first = closure.statements.first else { return [] }
        let trivia = first.leadingTrivia.description
        if let newline = trivia.lastIndex(where: \.isNewline) {
            let indentation = trivia[trivia.index(after: newline)...].filter { $0 == " " || $0 == "\t" }
            return [insert(binding + "\n" + indentation, at: first.positionAfterSkippingLeadingTrivia)]
        }
        return [insert(binding + "; ", at: first.positionAfterSkippingLeadingTrivia)]
    }

    /// `self.render(x)` → `self?.render(x)`, `self.label.text = x` → `self?.label.text = x`: only for a closure of
    /// one statement whose value is that chain (or an assignment to it), in a context that takes nothing back.
    private func optionalChaining(_ name: String, uses: [TokenSyntax], in closure: ClosureExprSyntax) -> [TextEdit]? {
        guard closure.statements.count == 1, let statement = closure.statements.first,
            case .expr(let expression) = statement.item, uses.count == 1, let use = uses.first,
            use.nextToken(viewMode: .sourceAccurate)?.tokenKind == .period
        else { return nil }
        let target: ExprSyntax
        if let sequence = expression.as(SequenceExprSyntax.self), sequence.elements.count == 3,
            sequence.elements.dropFirst().first?.is(AssignmentExprSyntax.self) == true,
            let left = sequence.elements.first
        {
            target = left
        } else {
            guard voidContext(closure) || returnsNothingByDeclaration(expression) else { return nil }
            target = expression
        }
        guard chainRoot(of: target)?.id == use.id else { return nil }
        return [insert("?", at: use.endPositionBeforeTrailingTrivia)]
    }

    /// The first token of a postfix chain (`a.b(c).d[e]`), nil for anything else.
    private func chainRoot(of expression: ExprSyntax) -> TokenSyntax? {
        var current = expression
        while true {
            if let member = current.as(MemberAccessExprSyntax.self), let base = member.base {
                current = base
            } else if let call = current.as(FunctionCallExprSyntax.self) {
                current = call.calledExpression
            } else if let subscriptCall = current.as(SubscriptCallExprSyntax.self) {
                current = subscriptCall.calledExpression
            } else if let reference = current.as(DeclReferenceExprSyntax.self) {
                return reference.baseName
            } else {
                return nil
            }
        }
    }

    /// Tokens naming `name` in the closure's body, except inside nested closures that capture it themselves.
    func uses(of name: String, in closure: ClosureExprSyntax) -> [TokenSyntax] {
        closure.statements.tokens(viewMode: .sourceAccurate).filter { token in
            guard token.text == name else { return false }
            if token.parent?.is(ClosureCaptureSyntax.self) == true { return false }
            if let member = token.parent?.parent?.as(MemberAccessExprSyntax.self), member.base != nil,
                member.declName.baseName.id == token.id
            {
                return false
            }
            if token.parent?.is(LabeledExprSyntax.self) == true { return false }
            var node = token.parent
            while let current = node, current.id != closure.id {
                if let inner = current.as(ClosureExprSyntax.self),
                    inner.signature?.capture?.items.contains(where: { $0.name.text == name }) == true
                {
                    return false
                }
                node = current.parent
            }
            return true
        }
    }
}
