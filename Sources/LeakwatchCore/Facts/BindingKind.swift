/// What a name of the code being walked holds with respect to `self`; both front ends track their locals with it.
package enum BindingKind: Hashable, Sendable {
    /// A variable with no relation to `self`.
    case plain
    /// The method's own `self`.
    case selfInstance
    /// `self` of a static or class member: the metatype or class object, never released.
    case selfMetatype
    /// A weak `self`: inside `[weak self]`/`[unowned self]`, or a `__weak`/`weak var` alias.
    case weakSelf
    /// A strong `self` from `guard let self`, `[self]`, `__strong typeof(weakSelf)`, `@strongify`, or an alias.
    case strongSelf(SelfUse.Via)

    /// Any binding that refers to the method's `self`, weak or strong.
    package var isSelfLike: Bool {
        switch self {
        case .selfInstance, .strongSelf, .weakSelf: true
        case .plain, .selfMetatype: false
        }
    }

    package var isStrongSelf: Bool {
        switch self {
        case .selfInstance, .strongSelf: true
        case .plain, .selfMetatype, .weakSelf: false
        }
    }
}
