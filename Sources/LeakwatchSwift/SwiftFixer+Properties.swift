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
