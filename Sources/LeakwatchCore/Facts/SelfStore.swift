/// `self` stored into a property of another object: `child.delegate = self`, `self.header.delegate = self`,
/// `[self.child setDelegate:self]`. That object keeps `self` unless the property is weak, unowned or assign; when
/// `self` keeps that object too, the two keep each other.
package struct SelfStore: Hashable, Sendable, Codable {
    /// The object whose property receives `self`.
    package var owner: Owner
    /// The property as written (`delegate`).
    package var property: String
    /// Where `self` stands.
    package var location: SourceLocation
    package var context: SelfContext

    package init(owner: Owner, property: String, location: SourceLocation, context: SelfContext) {
        self.owner = owner
        self.property = property
        self.location = location
        self.context = context
    }
}

/// A `SelfStore` whose owner may be a local of the file being walked, resolved at its end.
package struct PendingSelfStore<Local: TrackedLocal> {
    package var owner: PendingOwner<Local>
    package var property: String
    package var location: SourceLocation
    package var context: SelfContext

    package init(owner: PendingOwner<Local>, property: String, location: SourceLocation, context: SelfContext) {
        self.owner = owner
        self.property = property
        self.location = location
        self.context = context
    }

    package var selfStore: SelfStore {
        SelfStore(owner: owner.owner, property: property, location: location, context: context)
    }
}
