import LeakwatchCore
import SwiftSyntax

/// Whether a closure returns nothing, so that `guard … else { return }` and more statements keep its type.
extension FixerSource {
    /// True when the closure declares `Void`, or has several statements and no `return value`, or its one
    /// expression returns nothing by its context or by the declaration of the method it calls.
    func returnsNothing(_ closure: ClosureExprSyntax) -> Bool {
        if let returnType = closure.signature?.returnClause?.type.trimmedDescription {
            return returnType == "Void" || returnType == "()"
        }
        if returnsValue(closure) { return false }
        let statements = closure.statements
        if statements.isEmpty { return true }
        if statements.count > 1 { return true }
        guard let only = statements.first else { return true }
        switch only.item {
        case .decl: return true
        case .stmt(let statement):
            return !statement.is(ExpressionStmtSyntax.self) || voidContext(closure)
        case .expr(let expression):
            if let sequence = expression.as(SequenceExprSyntax.self),
                sequence.elements.contains(where: { $0.is(AssignmentExprSyntax.self) })
            {
                return true
            }
            return voidContext(closure) || returnsNothingByDeclaration(expression)
        }
    }

    /// A `return value` of the closure itself (not of a nested closure or function).
    private func returnsValue(_ closure: ClosureExprSyntax) -> Bool {
        closure.statements.tokens(viewMode: .sourceAccurate).contains { token in
            guard token.tokenKind == .keyword(.return), let statement = token.parent?.as(ReturnStmtSyntax.self),
                statement.expression != nil
            else { return false }
            var node = statement.parent
            while let current = node, current.id != closure.id {
                if current.is(ClosureExprSyntax.self) || current.is(FunctionDeclSyntax.self)
                    || current.is(AccessorBlockSyntax.self)
                {
                    return false
                }
                node = current.parent
            }
            return true
        }
    }

    /// The closure is an argument of a callback API that takes nothing back.
    func voidContext(_ closure: ClosureExprSyntax) -> Bool {
        var call: FunctionCallExprSyntax?
        if let argument = closure.parent?.as(LabeledExprSyntax.self) {
            if let label = argument.label?.text, APICatalog.isVoidCallbackLabel(label) { return true }
            call = argument.parent?.parent?.as(FunctionCallExprSyntax.self)
        } else if let element = closure.parent?.as(MultipleTrailingClosureElementSyntax.self) {
            if APICatalog.isVoidCallbackLabel(element.label.text) { return true }
            call = element.parent?.parent?.as(FunctionCallExprSyntax.self)
        } else {
            call = closure.parent?.as(FunctionCallExprSyntax.self)
        }
        guard let call, let name = Self.calledName(call) else { return false }
        return APICatalog.takesVoidCallback(name)
    }

    /// `render(x)` or `self.render(x)` where every `func render` of the file declares no result.
    func returnsNothingByDeclaration(_ expression: ExprSyntax) -> Bool {
        guard let call = expression.as(FunctionCallExprSyntax.self), let name = Self.calledName(call) else {
            return false
        }
        if APICatalog.returnsVoid(name) { return true }
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
            let base = member.base?.as(OptionalChainingExprSyntax.self)?.expression ?? member.base
            if base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind != .keyword(.self) { return false }
        }
        let declarations = functions(named: name)
        return !declarations.isEmpty && declarations.allSatisfy { $0.signature.returnClause == nil }
    }

    /// Every `func name` of the file.
    func functions(named name: String) -> [FunctionDeclSyntax] {
        tree.tokens(viewMode: .sourceAccurate).compactMap { token in
            guard token.text == name, let function = token.parent?.as(FunctionDeclSyntax.self),
                function.name.id == token.id
            else { return nil }
            return function
        }
    }

    static func calledName(_ call: FunctionCallExprSyntax) -> String? {
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
            return member.declName.baseName.text
        }
        return call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
    }
}
