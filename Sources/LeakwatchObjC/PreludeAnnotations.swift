extension Prelude {
    /// The availability and annotation macros of Foundation, UIKit and the SDK's `Availability.h`, as nothing: they
    /// only annotate, and an unknown one before an `@interface` (`NS_EXTENSION_UNAVAILABLE_IOS("…")`) makes clang
    /// lose the whole declaration that follows it. Then Foundation's `MIN`, `MAX` and `ABS`, which are values.
    static let annotationText = """
        #define NS_EXTENSION_UNAVAILABLE(...)
        #define NS_EXTENSION_UNAVAILABLE_IOS(...)
        #define NS_EXTENSION_UNAVAILABLE_MAC(...)
        #define API_DEPRECATED(...)
        #define API_DEPRECATED_WITH_REPLACEMENT(...)
        #define API_AVAILABLE_BEGIN(...)
        #define API_AVAILABLE_END
        #define API_UNAVAILABLE_BEGIN(...)
        #define API_UNAVAILABLE_END
        #define NS_AVAILABLE(...)
        #define NS_AVAILABLE_MAC(...)
        #define NS_DEPRECATED(...)
        #define NS_DEPRECATED_MAC(...)
        #define NS_CLASS_AVAILABLE(...)
        #define NS_CLASS_AVAILABLE_IOS(...)
        #define NS_CLASS_AVAILABLE_MAC(...)
        #define NS_CLASS_DEPRECATED_IOS(...)
        #define NS_ENUM_AVAILABLE_IOS(...)
        #define NS_ENUM_DEPRECATED_IOS(...)
        #define NS_SWIFT_UNAVAILABLE(...)
        #define NS_SWIFT_UNAVAILABLE_FROM_ASYNC(...)
        #define NS_SWIFT_NOTHROW
        #define NS_SWIFT_UI_ACTOR
        #define NS_SWIFT_SENDABLE
        #define NS_SWIFT_NONSENDABLE
        #define NS_SWIFT_NONISOLATED
        #define NS_SWIFT_DISABLE_ASYNC
        #define NS_SWIFT_ASYNC_NAME(...)
        #define NS_SWIFT_ASYNC(...)
        #define NS_HEADER_AUDIT_BEGIN(...)
        #define NS_HEADER_AUDIT_END(...)
        #define NS_RETURNS_RETAINED
        #define NS_RETURNS_NOT_RETAINED
        #define NS_RETURNS_INNER_POINTER
        #define NS_FORMAT_FUNCTION(...)
        #define NS_FORMAT_ARGUMENT(...)
        #define NS_REQUIRES_NIL_TERMINATION
        #define NS_ROOT_CLASS
        #define NS_VALID_UNTIL_END_OF_SCOPE
        #define NS_AUTOMATED_REFCOUNT_UNAVAILABLE
        #define NS_TYPED_ENUM
        #define NS_TYPED_EXTENSIBLE_ENUM
        #define NS_STRING_ENUM
        #define NS_EXTENSIBLE_STRING_ENUM
        #define NS_CLOSED_ENUM(T, N) enum N : T N; enum N : T
        #define NS_ERROR_ENUM(T, N) enum N : NSInteger N; enum N : NSInteger
        #define UI_APPEARANCE_SELECTOR
        #define UIKIT_SWIFT_FORWARD_DECLARE(...)
        #define UIKIT_AVAILABLE_TVOS_ONLY(...)
        #define DEPRECATED_ATTRIBUTE
        #define DEPRECATED_MSG_ATTRIBUTE(...)
        #define UNAVAILABLE_ATTRIBUTE
        #define __deprecated
        #define __deprecated_msg(...)
        #define __unavailable
        #define __IOS_AVAILABLE(...)
        #define __IOS_DEPRECATED(...)
        #define __IOS_PROHIBITED
        #define __TVOS_PROHIBITED
        #define __WATCHOS_PROHIBITED
        #define __OSX_AVAILABLE(...)
        #define __OSX_AVAILABLE_STARTING(...)
        #define __OSX_AVAILABLE_BUT_DEPRECATED(...)
        #define __API_AVAILABLE(...)
        #define __API_DEPRECATED(...)
        #define __API_UNAVAILABLE(...)
        #define CF_RETURNS_RETAINED
        #define CF_RETURNS_NOT_RETAINED
        #define CF_SWIFT_NAME(...)
        #define CF_ENUM(T, N) enum N : T N; enum N : T
        #define CF_OPTIONS(T, N) enum N : T N; enum N : T
        #define CF_ASSUME_NONNULL_BEGIN
        #define CF_ASSUME_NONNULL_END
        #define CF_EXPORT extern
        #define MIN(A, B) ((A) < (B) ? (A) : (B))
        #define MAX(A, B) ((A) > (B) ? (A) : (B))
        #define ABS(A) ((A) < 0 ? -(A) : (A))
        """
}
