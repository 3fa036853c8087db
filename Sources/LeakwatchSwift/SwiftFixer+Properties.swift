import LeakwatchCore
import SwiftSyntax

/// `var delegate: Delegate?` made `weak var delegate: Delegate?`: the property stops keeping the object that
/// keeps its owner.
extension FixerSource {
    func weakPropertyFix(at token: TokenSyntax) throws -> [TextEdit] {
        guard let variable = token.ancestor(VariableDeclSyntax.self), variable.bindings.count == 1,
            let binding = variable.bindings.first
        else { throw FixRefusal("no single property declaration here") }
        guard variable.bindingSpecifier.tokenKind == .keyword(.var) else {
            throw FixRefusal("a 'let' cannot be weak; declare it 'weak var' with an optional type by hand")
        }
        guard let type = binding.typeAnnotation?.type,
            type.is(OptionalTypeSyntax.self) || type.is(ImplicitlyUnwrappedOptionalTypeSyntax.self)
        else { throw FixRefusal("'weak' needs an optional type; make the property optional by hand") }
        guard binding.accessorBlock == nil else { throw FixRefusal("a computed property holds nothing") }
        return [insert("weak ", at: variable.bindingSpecifier.positionAfterSkippingLeadingTrivia)]
    }
}

/// `self.timer?.invalidate()` on its own line before the statement that stores a new repeating timer in
/// `self.timer`: the old timer stops instead of running on unreachable.
extension FixerSource {
    func invalidateFirstFix(_ property: String, at token: TokenSyntax) throws -> [TextEdit] {
        guard let statement = token.ancestor(CodeBlockItemSyntax.self) else {
            throw FixRefusal("the registration is not a statement of its own")
        }
        guard let type = enclosingClass(of: statement) else { throw FixRefusal("no class stores the timer here") }
        // `?.` for an optional property, `.` for one that always holds a timer; a property this file does not
        // declare is left to the user.
        let classes = tree.statements.compactMap { $0.item.as(ClassDeclSyntax.self) }.filter {
            $0.name.text == type.name
        }
        let members = type.members + classes.flatMap { Array($0.memberBlock.members) }
        let binding = members.lazy.compactMap { $0.decl.as(VariableDeclSyntax.self) }.flatMap(\.bindings).first {
            $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == property
        }
        guard let binding else { throw FixRefusal("'\(property)' is declared in another file; invalidate it by hand") }
        let isOptional =
            binding.typeAnnotation.map {
                $0.type.is(OptionalTypeSyntax.self) || $0.type.is(ImplicitlyUnwrappedOptionalTypeSyntax.self)
            } ?? false
        let indentation =
            statement.leadingTrivia.description.split(whereSeparator: \.isNewline).last.map(String.init) ?? ""
        // Inside a closure, `self` is written out.
        let owner = statement.ancestor(ClosureExprSyntax.self) == nil ? "" : "self."
        let line =
            "\(owner)\(property)\(isOptional ? "?" : "").invalidate()\n"
            + indentation.filter { $0 == " " || $0 == "\t" }
        return [insert(line, at: statement.positionAfterSkippingLeadingTrivia)]
    }
}
