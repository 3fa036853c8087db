import UIKit

/// A library's methods on collections (a prefixed map) run the closure on the elements and return values: the
/// array the result is stored in holds views, not the closure. An unknown method of anything else that takes a
/// closure and whose result `self` stores still keeps the closure in that result.
final class ProfileHeader {
    var items: [String] = []
    var badges: [UIView] = []
    var source = FeedSource()
    var subscription: AnyObject?

    func configure() {
        badges = items.lib_compactMap { item in
            self.badge(for: item) // silent: a map over the items runs the closure once per item
        }
        subscription = source.lib_observeChanges {
            self.refresh() // expect-warning:13 strong-self-capture {{kept by 'self.subscription'}}
        }
    }

    func badge(for item: String) -> UIView? { nil }
    func refresh() {}
}
