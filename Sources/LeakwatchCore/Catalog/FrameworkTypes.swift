/// What the analysis knows of framework types it cannot read: which are values, which protocols are class-bound,
/// which classes hold no closures. A table beside the API entries; `.leakwatch.yml` adds value types
/// (`role: value-type`).
package struct FrameworkTypes: Sendable {
    /// Constraints that make a protocol class-bound.
    package var classConstraints: Set<String> = [
        "AnyObject", "class", "NSObjectProtocol", "NSObject", "ObservableObject",
    ]
    /// Apple's Objective-C frameworks: every protocol and class they declare is class-bound.
    package var classBoundPrefixes: [String] = ["UI", "NS", "CA", "WK", "MK", "AV", "CL", "SK", "SCN", "PH", "GK"]
    /// Containers: a value of one may hold a closure through its elements.
    package var containers: Set<String> = ["Array", "ArraySlice", "Dictionary", "Set", "Optional", "Result"]
    /// Types that hold many values: a registration put into one is added, never stored over another.
    package static let collections: Set<String> = [
        "Array", "Dictionary", "Set", "ContiguousArray", "OrderedSet", "OrderedDictionary", "NSArray", "NSMutableArray",
        "NSSet", "NSMutableSet", "NSDictionary", "NSMutableDictionary", "NSHashTable", "NSMapTable", "NSPointerArray",
    ]
    /// Framework classes whose objects keep the handler they are made with for as long as they live, and are
    /// themselves kept by the object they are added to (an alert keeps its actions, a control its actions, a
    /// menu its items): a handler that captures that object keeps it, and is kept by it.
    package var handlerKeepingClasses: Set<String> = [
        "UIAlertAction", "UIAction", "UIContextualAction", "UIDeferredMenuElement", "UIPreviewAction",
        "UIAccessibilityCustomAction", "UIKeyCommand", "UICommand", "UIBarButtonItem", "UITextAction",
    ]
    /// Framework classes that hold no closures: storing one keeps no callback.
    package var closurelessClasses: Set<String> = ["UIImage", "NSImage", "CGImage", "UIColor", "NSColor", "NSNumber"]
    /// Value types of the standard library and common frameworks that projects extend.
    package var valueTypes: Set<String> = [
        "Array", "ArraySlice", "Bool", "CGFloat", "CGPoint", "CGRect", "CGSize", "CGVector", "Character",
        "ClosedRange", "Data", "Date", "DateComponents", "Decimal", "Dictionary", "Double", "Float", "IndexPath",
        "IndexSet", "Int", "Int8", "Int16", "Int32", "Int64", "Locale", "Measurement", "Optional", "Range",
        "Result", "Set", "String", "Substring", "TimeInterval", "UInt", "UInt8", "UInt16", "UInt32", "UInt64",
        "URL", "URLComponents", "URLRequest", "UUID", "Calendar", "TimeZone", "CharacterSet", "NSRange",
        "UIEdgeInsets", "NSDirectionalEdgeInsets", "UIBackgroundTaskIdentifier", "CGAffineTransform", "CATransform3D",
        "Published", "Binding",
        "State", "Color", "Font", "Text", "Image", "Angle", "EdgeInsets", "Duration", "AttributedString",
        "DispatchTime", "DispatchTimeInterval", "DispatchQoS", "Never", "Void",
        // Request identifiers: numbers that name a request, which keeps its handler only until it has run.
        "PHImageRequestID", "PHLivePhotoRequestID", "PHContentEditingInputRequestID", "NSInteger", "NSUInteger",
    ]
    /// Protocols of the standard library and SwiftUI that are not class-bound.
    package var unboundProtocols: Set<String> = [
        "View", "ViewModifier", "Shape", "Scene", "App", "PreviewProvider", "Equatable", "Hashable", "Comparable",
        "Codable", "Encodable", "Decodable", "Error", "Identifiable", "Sequence", "Collection",
        "BidirectionalCollection", "RandomAccessCollection", "MutableCollection", "RangeReplaceableCollection",
        "StringProtocol", "Numeric", "BinaryInteger", "FloatingPoint", "CustomStringConvertible",
        "CustomDebugStringConvertible", "RawRepresentable", "CaseIterable", "Sendable", "Publisher",
        "ObservableType", "ObservableConvertibleType", "LocalizedError", "ExpressibleByStringLiteral",
        "OptionSet", "SetAlgebra", "AsyncSequence", "IteratorProtocol", "Strideable", "Hasher",
    ]
    /// Accessors that name a type's shared instance in a chain (`Service.shared.image(…)`): the chain calls the
    /// type's methods.
    package var singletonAccessors: Set<String> = [
        "shared", "default", "current", "standard", "instance", "sharedInstance",
    ]

    package static let builtIn = FrameworkTypes()
}
