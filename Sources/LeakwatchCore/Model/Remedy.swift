/// The change a finding's advice asks for, as a value: the rules set it beside the advice's words, and the
/// fixers act on it without reading the words. Nil on a finding: the fix is left to the user.
package enum Remedy: Hashable, Sendable {
    /// Capture the variable weakly in the closure that uses it (`[weak self]`, `[weak child]`).
    case captureWeakly(String)
    /// Capture a copy of the variable in the closure's capture list (`[row]`): a value, not its storage.
    case captureCopy(String)
    /// Capture `self` weakly in the enclosing closure, which now captures it strongly only to form the
    /// `[weak self]` of the nested closure at the finding.
    case captureWeaklyInEnclosingClosure
    /// Hold `self` weakly instead of through the other name the closure captures it by (`[vc = self]`, a
    /// local `owner = self`); the other name may be used elsewhere, so no fixer makes this change.
    case weakSelfInsteadOf(String)
    /// Objective-C: read `self` in the block through a `__weak` copy declared before the statement, made
    /// `__strong` again at the top of the block.
    case weakCopyOfSelf
    /// Objective-C: read a local in the block through a `__weak` copy declared before the statement
    /// (`__weak typeof(alert) weakAlert = alert;`); messages to nil do nothing, so no strong copy is needed.
    case weakCopyOf(String)
    /// Replace a method reference (`perform: self.reload`) with a closure that captures `self` weakly.
    case closureWithWeakSelf
    /// Replace `assign(to:on: self)` with a `sink` that captures `self` weakly.
    case sinkWithWeakSelf
    /// Keep a discarded cancellable or disposable in the bag `self` already has (`store(in:)`, `disposed(by:)`).
    case storeInBag
    /// Declare the stored property at the finding `weak` (`weak var delegate`, `@property (weak)`): it no longer
    /// keeps the object that keeps its owner. Offered only where the property's type is class-bound.
    case weakProperty(String)
    /// Invalidate the timer a property of `self` holds (its name) before the statement at the finding stores a new
    /// one there.
    case invalidateFirst(property: String)
    /// Keep in a property a result that only a local holds now; where it is kept and when it ends is for the
    /// user to decide, so no fixer makes this change.
    case keepInProperty(insteadOfLocal: String)
}
