import LeakwatchCore
import SwiftSyntax

/// Method references, `assign(to:on: self)` and discarded cancellables or disposables.
extension FixerSource {
    /// `sink(receiveValue: handle)` → `sink(receiveValue: { [weak self] in self?.handle($0) })`, with the
    /// arity and labels of the one method of that name declared in the file.
    func methodReferenceFix(at token: TokenSyntax) throws -> [TextEdit] {
        let reference: ExprSyntax
        let declName: DeclReferenceExprSyntax
        if let member = token.ancestor(MemberAccessExprSyntax.self),
            member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
        {
            reference = ExprSyntax(member)
            declName = member.declName
        } else if let plain = token.parent?.as(DeclReferenceExprSyntax.self) {
            reference = ExprSyntax(plain)
            declName = plain
        } else {
            throw FixRefusal("the method reference is not a plain name")
        }
        let method = try singleMethod(declName)
        let parameters = method.signature.parameterClause.parameters
        if parameters.contains(where: { $0.ellipsis != nil || $0.type.is(AttributedTypeSyntax.self) }) {
            throw FixRefusal("'\(declName.baseName.text)' takes variadic or inout parameters")
        }
        let arguments = parameters.enumerated().map { index, parameter in
            parameter.firstName.tokenKind == .wildcard ? "$\(index)" : "\(parameter.firstName.text): $\(index)"
        }
        let call = "self?.\(declName.baseName.text)(\(arguments.joined(separator: ", ")))"
        return [
            replace(
                from: reference.positionAfterSkippingLeadingTrivia, to: reference.endPositionBeforeTrailingTrivia,
                with: "{ [weak self] in \(call) }")
        ]
    }

    /// The one instance method the reference names; its arity is then known.
    private func singleMethod(_ reference: DeclReferenceExprSyntax) throws -> FunctionDeclSyntax {
        let name = reference.baseName.text
        var candidates = functions(named: name).filter { function in
            !function.modifiers.contains { ["static", "class"].contains($0.name.text) }
        }
        if let labels = reference.argumentNames?.arguments.map(\.name.text) {
            candidates = candidates.filter { $0.signature.parameterClause.parameters.map(\.firstName.text) == labels }
        }
        guard candidates.count == 1, let method = candidates.first else {
            throw FixRefusal(
                candidates.isEmpty
                    ? "'\(name)' is not declared in this file, so the callback's arity is unknown"
                    : "'\(name)' has overloads, so the callback's arity is unknown")
        }
        if method.signature.returnClause != nil { throw FixRefusal("'\(name)' returns a value") }
        if method.signature.effectSpecifiers != nil { throw FixRefusal("'\(name)' is async or throws") }
        return method
    }

    /// `.assign(to: \.title, on: self)` → `.sink { [weak self] in self?.title = $0 }`.
    func assignFix(at token: TokenSyntax) throws -> [TextEdit] {
        guard let call = token.ancestor(FunctionCallExprSyntax.self), Self.calledName(call) == "assign",
            let member = call.calledExpression.as(MemberAccessExprSyntax.self),
            let keyPath = call.arguments.first(where: { $0.label?.text == "to" })?.expression.as(
                KeyPathExprSyntax.self),
            call.trailingClosure == nil
        else { throw FixRefusal("not a plain 'assign(to:on:)' call") }
        var path: [String] = []
        for component in keyPath.components {
            guard case .property(let property) = component.component, property.genericArgumentClause == nil else {
                throw FixRefusal("the key path is not a chain of properties")
            }
            path.append(property.declName.baseName.text)
        }
        guard !path.isEmpty else { throw FixRefusal("the key path is empty") }
        return [
            replace(
                from: member.declName.positionAfterSkippingLeadingTrivia, to: call.endPositionBeforeTrailingTrivia,
                with: "sink { [weak self] in self?.\(path.joined(separator: ".")) = $0 }")
        ]
    }
}
