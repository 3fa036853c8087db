import LeakwatchCore
import SwiftSyntax

/// The tasks being walked and what they await, kept apart from the other collectors' state.
final class TaskTracker {
    /// A `Task { … }` closure being walked.
    final class Frame {
        let closure: SyntaxIdentifier
        let location: SourceLocation
        let isDetached: Bool
        let context: SelfContext
        let handle: PendingKeeper
        var loops: [AwaitLoop] = []
        var selfCalls: [NameUse] = []

        init(
            closure: SyntaxIdentifier, location: SourceLocation, isDetached: Bool, context: SelfContext,
            handle: PendingKeeper
        ) {
            self.closure = closure
            self.location = location
            self.isDetached = isDetached
            self.context = context
            self.handle = handle
        }
    }

    var frames: [Frame] = []
    var finished: [(frame: Frame, captures: ClosureCaptures, mentionsSelf: Bool)] = []
    var loopingMethods: [LoopingMethod] = []
    var providers: [SequenceProvider] = []

    var facts: AsyncFacts {
        AsyncFacts(
            tasks: finished.map {
                var task = TaskFact(
                    location: $0.frame.location, isDetached: $0.frame.isDetached, context: $0.frame.context,
                    loops: $0.frame.loops, selfCalls: $0.frame.selfCalls, captures: $0.captures,
                    mentionsSelf: $0.mentionsSelf, handle: $0.frame.handle.keeper)
                if case .local(let local) = $0.frame.handle, local.keptBySelf == nil {
                    task.isCancelledByItsCode = local.isCancelled
                }
                return task
            }, loopingMethods: loopingMethods, providers: providers)
    }
}

/// `Task { }` and `Task.detached { }` closures, the `for await` loops in them and in methods, and the calls
/// of `self`'s methods a task awaits.
extension FactCollector {
    /// Called before the closure's scope opens: the handle's keeper belongs to the enclosing scope.
    func enterTask(_ node: ClosureExprSyntax) {
        guard let (call, isDetached) = Self.taskCall(around: node) else { return }
        taskTracker.frames.append(
            TaskTracker.Frame(
                closure: node.id, location: location(of: call), isDetached: isDetached, context: currentContext,
                handle: callSite(call).result))
    }

    /// Called before the closure's scope closes, while its captures are at hand.
    func leaveTask(_ node: ClosureExprSyntax) {
        guard let frame = taskTracker.frames.last, frame.closure == node.id else { return }
        taskTracker.frames.removeLast()
        guard !frame.loops.isEmpty || !frame.selfCalls.isEmpty, let closure = scopes.scopes.last?.closure else {
            return
        }
        // Bare member names (`update()`) are in the captures; the rule tells members from global functions.
        let mentionsSelf =
            !closure.selfUses.isEmpty
            || node.tokens(viewMode: .sourceAccurate).contains { $0.tokenKind == .keyword(.self) }
        taskTracker.finished.append((frame, closure.captures, mentionsSelf))
    }

    /// The call whose trailing closure or `operation:` argument `node` is, when it creates a task.
    private static func taskCall(around node: ClosureExprSyntax) -> (FunctionCallExprSyntax, Bool)? {
        let call: FunctionCallExprSyntax?
        if let parent = node.parent?.as(FunctionCallExprSyntax.self), parent.trailingClosure?.id == node.id {
            call = parent
        } else if let argument = node.parent?.as(LabeledExprSyntax.self), argument.label?.text == "operation" {
            call = argument.parent?.parent?.as(FunctionCallExprSyntax.self)
        } else {
            call = nil
        }
        guard let call else { return nil }
        let called = unwrapped(call.calledExpression)
        if let reference = called.as(DeclReferenceExprSyntax.self) {
            return reference.baseName.text == "Task" ? (call, false) : nil
        }
        if let member = called.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "detached",
            let base = member.base.map(unwrapped), base.as(DeclReferenceExprSyntax.self)?.baseName.text == "Task"
        {
            return (call, true)
        }
        return nil
    }

    /// A `for await` loop: it belongs to the innermost task around it, or to the method whose own body runs it.
    func noteAwaitLoop(_ node: ForStmtSyntax) {
        guard node.awaitKeyword != nil else { return }
        let label = node.parent?.as(LabeledStmtSyntax.self)?.label.text
        let isBounded = Self.canLeave(Syntax(node.body), loopLabel: label)
        var loop = AwaitLoop(
            location: location(of: node), sequence: sequenceSteps(node.sequence, at: Syntax(node)),
            text: Self.shortText(node.sequence), isBounded: isBounded, upgrade: nil)
        if let frame = taskTracker.frames.last {
            loop.upgrade = strongSelfUpgrade(before: node, inside: frame.closure)
            frame.loops.append(loop)
            return
        }
        guard !currentContext.isStatic, let function = currentMemberFunction, let typeName = function.typeName,
            functionFrames.last === function, !isInsideClosure
        else { return }
        taskTracker.loopingMethods.append(LoopingMethod(typeName: typeName, name: function.name, loop: loop))
    }

    /// True when the loop body has a way out of the loop, however deep in its `if`s and `guard`s: a `return`, a
    /// `throw`, or a `break` that is not a nested `switch`'s or loop's (`if i == 0 { return }`). Closures and
    /// nested functions are code of their own.
    static func canLeave(_ node: Syntax, loopLabel: String?, insideInnerBreakable: Bool = false) -> Bool {
        for child in node.children(viewMode: .sourceAccurate) {
            switch child.kind {
            case .returnStmt, .throwStmt: return true
            case .breakStmt:
                let label = child.as(BreakStmtSyntax.self)?.label?.text
                if label.map({ $0 == loopLabel }) ?? !insideInnerBreakable { return true }
            case .closureExpr, .functionDecl: continue
            case .guardStmt where child.as(GuardStmtSyntax.self).map(Self.onlyUnwrapsSelf) == true:
                // `guard let self else { return }`: the loop ends once self is gone, not by a condition of its own.
                continue
            case .switchExpr, .forStmt, .whileStmt, .repeatStmt:
                if canLeave(child, loopLabel: loopLabel, insideInnerBreakable: true) { return true }
            default:
                if canLeave(child, loopLabel: loopLabel, insideInnerBreakable: insideInnerBreakable) { return true }
            }
        }
        return false
    }

    /// `guard let self`, `guard let strongSelf = self`: every condition makes a weak `self` strong.
    static func onlyUnwrapsSelf(_ guardStmt: GuardStmtSyntax) -> Bool {
        guardStmt.conditions.allSatisfy { element in
            element.condition.as(OptionalBindingConditionSyntax.self).map(unwrapsSelf) ?? false
        }
    }

    /// True when a closure opens between the innermost function and the code being walked.
    private var isInsideClosure: Bool {
        for scope in scopes.scopes.reversed() {
            if scope.kind == .closure { return true }
            if scope.kind == .function { return false }
        }
        return false
    }

    /// `guard let self`, `guard let strongSelf = self` before the loop, or `if let self` around it, inside the task.
    private func strongSelfUpgrade(before loop: ForStmtSyntax, inside closure: SyntaxIdentifier) -> NameUse? {
        var node = Syntax(loop)
        while let parent = node.parent, parent.id != closure {
            if let list = parent.as(CodeBlockItemListSyntax.self) {
                for item in list {
                    if item.id == node.id { break }
                    if let guardStatement = item.item.as(GuardStmtSyntax.self),
                        let upgrade = strongSelfBinding(in: guardStatement.conditions)
                    {
                        return upgrade
                    }
                }
            }
            if let block = parent.as(CodeBlockSyntax.self), let ifExpression = block.parent?.as(IfExprSyntax.self),
                ifExpression.body.id == block.id, let upgrade = strongSelfBinding(in: ifExpression.conditions)
            {
                return upgrade
            }
            node = parent
        }
        return nil
    }

    private func strongSelfBinding(in conditions: ConditionElementListSyntax) -> NameUse? {
        for element in conditions {
            guard case .optionalBinding(let binding) = element.condition, Self.unwrapsSelf(binding),
                let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
            else { continue }
            return NameUse(name: name, location: location(of: binding))
        }
        return nil
    }

    /// `let self`, `let self = self`, `let strongSelf = self`: the binding makes a weak `self` strong.
    static func unwrapsSelf(_ binding: OptionalBindingConditionSyntax) -> Bool {
        if let value = binding.initializer?.value {
            return value.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
        }
        return binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.tokenKind == .keyword(.self)
    }

    /// `await self.observe()`, `await observe()`, `await self?.observe()` inside a task.
    func noteTaskCall(_ node: FunctionCallExprSyntax) {
        guard let frame = taskTracker.frames.last, node.parent?.is(AwaitExprSyntax.self) == true else { return }
        let (name, receiver) = Self.callee(node)
        if let receiver {
            guard let reference = Self.unwrapped(receiver).as(DeclReferenceExprSyntax.self) else { return }
            let isSelf =
                reference.baseName.tokenKind == .keyword(.self)
                || scopes.resolve(reference.baseName.text)?.isSelfLike == true
            guard isSelf else { return }
        } else if !name.startsLowercase || scopes.resolve(name) != nil {
            return
        }
        frame.selfCalls.append(NameUse(name: name, location: location(of: node)))
    }
}
