import LeakwatchCore
import SwiftSyntax

/// The sequence a `for await` loop walks, as a chain of names and calls, and the project's own functions and
/// properties that hand out sequences: the index decides from these whether a loop ever ends.
extension FactCollector {
    /// The chain of `expression`, innermost first; a local's initializer stands in for the local.
    func sequenceSteps(_ expression: ExprSyntax, at position: Syntax) -> [SequenceStep] {
        var steps: [SequenceStep] = []
        var current = Self.strippedSequence(expression)
        while true {
            if let call = current.as(FunctionCallExprSyntax.self) {
                let called = Self.unwrapped(call.calledExpression)
                if let member = called.as(MemberAccessExprSyntax.self) {
                    steps.append(Self.step(member.declName.baseName.text, call))
                    guard let base = member.base else { break }
                    current = Self.strippedSequence(base)
                    continue
                }
                if let reference = called.as(DeclReferenceExprSyntax.self) {
                    steps.append(Self.step(reference.baseName.text, call))
                }
                break
            }
            if let member = current.as(MemberAccessExprSyntax.self) {
                steps.append(.member(member.declName.baseName.text))
                guard let base = member.base else { break }
                current = Self.strippedSequence(base)
                continue
            }
            if let reference = current.as(DeclReferenceExprSyntax.self) {
                let name = reference.baseName.text
                if let initializer = localInitializer(named: name, before: position) {
                    return sequenceSteps(initializer, at: Syntax(initializer)) + steps.reversed()
                }
                // A parameter or a local of unknown origin, awaited as it is: nothing is known of it.
                if steps.isEmpty, let binding = scopes.resolve(name), !binding.isSelfLike { return [] }
                steps.append(.member(name))
            }
            break
        }
        return steps.reversed()
    }

    private static func strippedSequence(_ expression: ExprSyntax) -> ExprSyntax {
        var current = unwrapped(expression)
        while true {
            if let tryExpression = current.as(TryExprSyntax.self) {
                current = unwrapped(tryExpression.expression)
            } else if let awaitExpression = current.as(AwaitExprSyntax.self) {
                current = unwrapped(awaitExpression.expression)
            } else if let tuple = current.as(TupleExprSyntax.self), tuple.elements.count == 1,
                let only = tuple.elements.first
            {
                current = unwrapped(only.expression)
            } else {
                return current
            }
        }
    }

    /// A call, or a stream built in place with the names its builder closure calls.
    private static func step(_ name: String, _ call: FunctionCallExprSyntax) -> SequenceStep {
        if let closure = call.trailingClosure, AsyncSequences.streamBuilders.contains(name) {
            var calls: [String] = []
            for token in closure.tokens(viewMode: .sourceAccurate) {
                if case .identifier(let text) = token.tokenKind, AsyncSequences.builderNames.contains(text),
                    !calls.contains(text)
                {
                    calls.append(text)
                }
            }
            return .builder(name, calls: calls)
        }
        return .call(name, labels: call.arguments.map { $0.label?.text })
    }

    /// The initializer of `let name = …` declared before `position` in the blocks around it.
    private func localInitializer(named name: String, before position: Syntax) -> ExprSyntax? {
        var node = position
        while let parent = node.parent {
            if parent.is(FunctionDeclSyntax.self) || parent.is(MemberBlockSyntax.self) { return nil }
            if let list = parent.as(CodeBlockItemListSyntax.self) {
                var found: ExprSyntax?
                for item in list {
                    if item.id == node.id { break }
                    guard let declaration = item.item.as(VariableDeclSyntax.self) else { continue }
                    for binding in declaration.bindings
                    where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
                        found = binding.initializer?.value
                    }
                }
                if let found { return found }
            }
            node = parent
        }
        return nil
    }

    /// A function that returns a sequence or publisher: what it returns.
    func noteSequenceFunction(_ node: FunctionDeclSyntax) {
        guard let type = node.signature.returnClause?.type, Self.namesSequence(type), let body = node.body,
            let returned = Self.returnedExpression(body.statements)
        else { return }
        taskTracker.providers.append(
            SequenceProvider(
                owner: isAtMemberLevel ? typeFrames.last?.name : nil, name: node.name.text,
                labels: node.signature.parameterClause.parameters.map {
                    $0.firstName.tokenKind == .wildcard ? nil : $0.firstName.text
                }, storedType: nil, returned: sequenceSteps(returned, at: Syntax(returned)),
                location: location(of: node))
        )
    }

    /// A stored property of a sequence or subject type, or a computed one that returns a sequence.
    func noteSequenceProperty(_ node: PatternBindingSyntax) {
        guard isAtMemberLevel, let owner = typeFrames.last?.name else { return }
        if let tuple = node.pattern.as(TuplePatternSyntax.self) {
            noteMadeStream(tuple, node.initializer?.value, owner: owner)
            return
        }
        guard let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { return }
        let declared = node.typeAnnotation.map { Self.leadingTypeName($0.type) }
        if let accessors = node.accessorBlock {
            guard let type = node.typeAnnotation?.type, Self.namesSequence(type),
                case .getter(let statements) = accessors.accessors, let returned = Self.returnedExpression(statements)
            else { return }
            taskTracker.providers.append(
                SequenceProvider(
                    owner: owner, name: name, labels: nil, storedType: nil,
                    returned: sequenceSteps(returned, at: Syntax(returned)), location: location(of: node)))
            return
        }
        let initialized = node.initializer.flatMap { $0.value.as(FunctionCallExprSyntax.self) }.map {
            Self.leadingName(Self.unwrapped($0.calledExpression))
        }
        guard let stored = declared ?? initialized, Self.storedSequenceTypes.contains(stored) else { return }
        taskTracker.providers.append(
            SequenceProvider(
                owner: owner, name: name, labels: nil, storedType: stored, returned: [], location: location(of: node)))
    }

    /// `let (events, continuation) = AsyncStream.makeStream(of: Event.self)`: the first name is a stored stream.
    private func noteMadeStream(_ tuple: TuplePatternSyntax, _ value: ExprSyntax?, owner: String) {
        guard let call = value?.as(FunctionCallExprSyntax.self),
            let member = Self.unwrapped(call.calledExpression).as(MemberAccessExprSyntax.self),
            member.declName.baseName.text == "makeStream", let base = member.base,
            case let type = Self.leadingName(Self.unwrapped(base)), Self.storedSequenceTypes.contains(type),
            let name = tuple.elements.first?.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
        else { return }
        taskTracker.providers.append(
            SequenceProvider(
                owner: owner, name: name, labels: nil, storedType: type, returned: [], location: location(of: tuple)))
    }

    static let storedSequenceTypes: Set<String> = Set(
        AsyncSequences.known.filter { $0.role == .endlessStoredSequence || $0.role == .endlessStoredPublisher }
            .map(\.name))

    /// The single expression of a body, or the value of its first top-level `return`.
    private static func returnedExpression(_ statements: CodeBlockItemListSyntax) -> ExprSyntax? {
        if statements.count == 1, let only = statements.first, let expression = only.item.as(ExprSyntax.self) {
            return expression
        }
        for statement in statements {
            if let returned = statement.item.as(ReturnStmtSyntax.self) { return returned.expression }
        }
        return nil
    }

    /// `AsyncStream<T>`, `some AsyncSequence`, `AnyPublisher<T, Never>`, `NotificationCenter.Notifications`.
    private static func namesSequence(_ type: TypeSyntax) -> Bool {
        let name = leadingTypeName(type)
        return ["Stream", "Sequence", "Notifications", "Publisher", "Channel", "Subject"].contains {
            name.hasSuffix($0)
        }
    }

    private static func leadingTypeName(_ type: TypeSyntax) -> String {
        if let identifier = type.as(IdentifierTypeSyntax.self) { return identifier.name.text }
        if let member = type.as(MemberTypeSyntax.self) { return member.name.text }
        if let optional = type.as(OptionalTypeSyntax.self) { return leadingTypeName(optional.wrappedType) }
        if let optional = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
            return leadingTypeName(optional.wrappedType)
        }
        if let some = type.as(SomeOrAnyTypeSyntax.self) { return leadingTypeName(some.constraint) }
        return ""
    }

    private static func leadingName(_ expression: ExprSyntax) -> String {
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        if let member = expression.as(MemberAccessExprSyntax.self) { return member.declName.baseName.text }
        return ""
    }
}
