import LeakwatchCore
import SwiftSyntax

/// A discarded cancellable or disposable put into the bag that `self` already has.
extension FixerSource {
    func storeFix(at token: TokenSyntax) throws -> [TextEdit] {
        guard var call = token.ancestor(FunctionCallExprSyntax.self) else { throw FixRefusal("no call here") }
        while let outer = call.parent?.as(FunctionCallExprSyntax.self), outer.calledExpression.id != call.id {
            call = outer
        }
        guard let name = Self.calledName(call), let bag = APICatalog.bag(storing: name) else {
            throw FixRefusal("no known bag stores this result")
        }
        guard call.ancestor(ClosureExprSyntax.self) == nil, let type = enclosingClass(of: call),
            hasBag(bag.property, marked: bag.typeMark, in: type)
        else { throw FixRefusal("'self' has no '\(bag.property)' here; store the result by hand") }
        var edits: [TextEdit] = []
        if let sequence = call.parent?.parent?.as(SequenceExprSyntax.self),
            sequence.elements.count == 3, sequence.elements.first?.is(DiscardAssignmentExprSyntax.self) == true
        {
            edits.append(
                replace(
                    from: sequence.positionAfterSkippingLeadingTrivia, to: call.positionAfterSkippingLeadingTrivia,
                    with: ""))
        } else if call.parent?.is(CodeBlockItemSyntax.self) != true {
            throw FixRefusal("the result is used in an expression")
        }
        edits.append(insert(storeText(bag.store, after: call), at: call.endPositionBeforeTrailingTrivia))
        return edits
    }

    /// On a new line, indented like the call's own `.name` when the chain is written one call a line.
    private func storeText(_ store: String, after call: FunctionCallExprSyntax) -> String {
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self),
            member.period.leadingTrivia.contains(where: \.isNewline)
        else { return store }
        let trivia = member.period.leadingTrivia.description
        let indentation = trivia.split(whereSeparator: \.isNewline).last ?? ""
        return "\n" + indentation + store
    }

    func enclosingClass(of node: some SyntaxProtocol) -> (name: String, members: [MemberBlockItemSyntax])? {
        var current = node.parent
        while let node = current {
            if let function = node.as(FunctionDeclSyntax.self),
                function.modifiers.contains(where: { ["static", "class"].contains($0.name.text) })
            {
                return nil
            }
            if let declaration = node.as(ClassDeclSyntax.self) {
                return (declaration.name.text, Array(declaration.memberBlock.members))
            }
            if let declaration = node.as(ExtensionDeclSyntax.self) {
                return (declaration.extendedType.trimmedDescription, Array(declaration.memberBlock.members))
            }
            current = node.parent
        }
        return nil
    }

    /// A stored `cancellables` / `disposeBag` of the class, declared in this file with its type in sight.
    private func hasBag(
        _ property: String, marked mark: String, in type: (name: String, members: [MemberBlockItemSyntax])
    ) -> Bool {
        let classes = tree.statements.compactMap { $0.item.as(ClassDeclSyntax.self) }.filter {
            $0.name.text == type.name
        }
        let members = type.members + classes.flatMap { Array($0.memberBlock.members) }
        return members.contains { member in
            guard let variable = member.decl.as(VariableDeclSyntax.self),
                !variable.modifiers.contains(where: { $0.name.text == "static" })
            else { return false }
            return variable.bindings.contains { binding in
                binding.pattern.trimmedDescription == property && binding.accessorBlock == nil
                    && binding.trimmedDescription.contains(mark)
            }
        }
    }
}
