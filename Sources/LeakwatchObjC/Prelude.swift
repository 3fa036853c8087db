import Foundation

/// Declarations of the Foundation, UIKit and libdispatch names the rules need, given to libclang when no SDK is
/// configured. Without them clang drops every statement that mentions an undeclared class, and with it the blocks
/// the rules read. Non-ARC parsing (with `-fobjc-weak`) keeps message sends of undeclared selectors.
enum Prelude {
    static let path = "/leakwatch-objc/prelude.h"
    /// Missing framework and project headers resolve here, to empty files (or to the synthesized declarations).
    static let stubFolder = "/leakwatch-objc/stubs"
    /// The main file is given from memory under this folder, so that quoted imports never reach the disk.
    static let mainFolder = "/leakwatch-objc/main"

    /// Every word of the prelude: a name it declares is not declared again for the file.
    static let declaredNames: Set<String> = {
        var names: Set<String> = []
        var current = ""
        for character in text {
            if character.isLetter || character.isNumber || character == "_" {
                current.append(character)
            } else if !current.isEmpty {
                names.insert(current)
                current = ""
            }
        }
        return names
    }()

    /// The type each argument-less getter of the prelude returns (`count`: `NSUInteger`, `frame`: `CGRect`,
    /// `view`: `UIView *`). A property the file uses on an object of unknown class is declared with this type
    /// rather than the stand-in object, so that `items.count > 1` or `initWithFrame:view.bounds` keep their
    /// statement.
    static let getterTypes: [String: String] = {
        var types: [String: String] = [:]
        for line in text.split(separator: "\n") {
            let line = line.trimmingCharacters(in: .whitespaces)
            guard line.hasSuffix(";"), !line.dropLast().contains(";") else { continue }
            var declaration = line.dropLast()
            if declaration.hasPrefix("- ("), !declaration.contains(":"), let close = declaration.firstIndex(of: ")") {
                let type = declaration[declaration.index(declaration.startIndex, offsetBy: 3)..<close]
                let name = declaration[declaration.index(after: close)...].trimmingCharacters(in: .whitespaces)
                if type != "instancetype", type != "void" { types[name] = String(type) }
            } else if declaration.hasPrefix("@property") {
                declaration = declaration.dropFirst("@property".count)
                if let close = declaration.firstIndex(of: ")") {
                    declaration = declaration[declaration.index(after: close)...]
                }
                guard let nameStart = declaration.lastIndex(where: { !($0.isLetter || $0.isNumber || $0 == "_") })
                else { continue }
                let name = String(declaration[declaration.index(after: nameStart)...])
                types[name] = declaration[...nameStart].trimmingCharacters(in: .whitespaces)
            }
        }
        return types
    }()

    /// The whole prelude: Foundation and libdispatch first, then the SDK's annotation macros, UIKit after.
    static let text = foundationText + "\n" + annotationText + "\n" + uikitText + "\n"
}

extension Prelude {
    /// Foundation, libdispatch, C types, SDK macros and the libextobjc macros, as declarations.
    static let foundationText = """
        #ifndef __cplusplus
        #define bool _Bool
        #define true 1
        #define false 0
        #endif
        #define TARGET_OS_IPHONE 1
        #define TARGET_OS_IOS 1
        #define TARGET_OS_MAC 1
        #define TARGET_OS_OSX 0
        #define TARGET_OS_TV 0
        #define TARGET_OS_WATCH 0
        #define TARGET_OS_SIMULATOR 0
        #define TARGET_IPHONE_SIMULATOR 0
        typedef signed char BOOL;
        #define YES __objc_yes
        #define NO __objc_no
        #define nil ((id)0)
        #define Nil ((Class)0)
        #ifndef NULL
        #define NULL ((void *)0)
        #endif
        typedef signed char int8_t; typedef short int16_t; typedef int int32_t; typedef long long int64_t;
        typedef unsigned char uint8_t; typedef unsigned short uint16_t; typedef unsigned int uint32_t;
        typedef unsigned long long uint64_t; typedef long intptr_t; typedef unsigned long uintptr_t;
        typedef unsigned long size_t; typedef long ssize_t;
        typedef unsigned short unichar;
        typedef long NSInteger;
        typedef unsigned long NSUInteger;
        typedef double CGFloat;
        typedef double NSTimeInterval;
        typedef struct CGPoint { CGFloat x, y; } CGPoint;
        typedef struct CGSize { CGFloat width, height; } CGSize;
        typedef struct CGRect { CGPoint origin; CGSize size; } CGRect;
        typedef struct _NSRange { NSUInteger location, length; } NSRange;
        typedef CGPoint NSPoint; typedef CGSize NSSize; typedef CGRect NSRect;
        NSRect NSMakeRect(CGFloat x, CGFloat y, CGFloat w, CGFloat h);
        NSPoint NSMakePoint(CGFloat x, CGFloat y);
        NSSize NSMakeSize(CGFloat w, CGFloat h);
        extern const NSRect NSZeroRect; extern const NSPoint NSZeroPoint; extern const NSSize NSZeroSize;
        CGFloat NSWidth(NSRect rect); CGFloat NSHeight(NSRect rect); CGFloat NSMinX(NSRect rect);
        CGFloat NSMinY(NSRect rect); CGFloat NSMaxX(NSRect rect); CGFloat NSMaxY(NSRect rect);
        CGFloat NSMidX(NSRect rect); CGFloat NSMidY(NSRect rect);
        typedef struct UIEdgeInsets { CGFloat top, left, bottom, right; } UIEdgeInsets;
        extern const CGRect CGRectZero; extern const CGPoint CGPointZero; extern const CGSize CGSizeZero;
        extern const UIEdgeInsets UIEdgeInsetsZero;
        CGRect CGRectMake(CGFloat x, CGFloat y, CGFloat width, CGFloat height);
        CGPoint CGPointMake(CGFloat x, CGFloat y);
        CGSize CGSizeMake(CGFloat width, CGFloat height);
        UIEdgeInsets UIEdgeInsetsMake(CGFloat top, CGFloat left, CGFloat bottom, CGFloat right);
        NSRange NSMakeRange(NSUInteger location, NSUInteger length);
        CGRect CGRectInset(CGRect rect, CGFloat dx, CGFloat dy);
        CGRect CGRectOffset(CGRect rect, CGFloat dx, CGFloat dy);
        CGRect CGRectIntegral(CGRect rect);
        CGRect CGRectUnion(CGRect a, CGRect b);
        CGRect CGRectIntersection(CGRect a, CGRect b);
        CGRect UIEdgeInsetsInsetRect(CGRect rect, UIEdgeInsets insets);
        CGFloat CGRectGetMinX(CGRect rect); CGFloat CGRectGetMidX(CGRect rect); CGFloat CGRectGetMaxX(CGRect rect);
        CGFloat CGRectGetMinY(CGRect rect); CGFloat CGRectGetMidY(CGRect rect); CGFloat CGRectGetMaxY(CGRect rect);
        CGFloat CGRectGetWidth(CGRect rect); CGFloat CGRectGetHeight(CGRect rect);
        BOOL CGRectContainsPoint(CGRect rect, CGPoint point); BOOL CGRectIntersectsRect(CGRect a, CGRect b);
        BOOL CGRectEqualToRect(CGRect a, CGRect b); BOOL CGRectIsEmpty(CGRect rect);
        BOOL CGSizeEqualToSize(CGSize a, CGSize b); BOOL CGPointEqualToPoint(CGPoint a, CGPoint b);
        #define NS_ENUM(T, N) enum N : T N; enum N : T
        #define NS_OPTIONS(T, N) enum N : T N; enum N : T
        #define NS_ASSUME_NONNULL_BEGIN
        #define NS_ASSUME_NONNULL_END
        #define NS_DESIGNATED_INITIALIZER
        #define NS_UNAVAILABLE
        #define NS_REQUIRES_SUPER
        #define API_AVAILABLE(...)
        #define API_UNAVAILABLE(...)
        #define NS_AVAILABLE_IOS(...)
        #define NS_DEPRECATED_IOS(...)
        #ifndef IBOutlet
        #define IBOutlet
        #endif
        #ifndef IBAction
        #define IBAction void
        #endif
        #define IBInspectable
        #define IB_DESIGNABLE
        #define NS_INLINE static inline
        #define CF_INLINE static inline
        #define UIKIT_STATIC_INLINE static inline
        #define UIKIT_EXTERN extern
        #define FOUNDATION_EXPORT extern
        #define FOUNDATION_EXTERN extern
        #define keypath(...) ""
        #define NSLocalizedString(key, comment) (key)
        #define NSAssert(condition, ...) ((void)(condition))
        #define NSParameterAssert(condition) ((void)(condition))
        #define NSNotFound 0x7fffffffffffffffL
        #define NS_NOESCAPE
        #define NS_SWIFT_NAME(...)
        #define NS_REFINED_FOR_SWIFT
        #define __IPHONE_OS_VERSION_MIN_REQUIRED 150000
        @class LWAny;
        typedef struct dispatch_queue_s *dispatch_queue_t;
        typedef unsigned long long dispatch_time_t;
        typedef long dispatch_once_t;
        typedef void (^dispatch_block_t)(void);
        typedef struct dispatch_source_s *dispatch_source_t;
        typedef struct dispatch_group_s *dispatch_group_t;
        void dispatch_source_set_event_handler(dispatch_source_t source, dispatch_block_t handler);
        void dispatch_source_set_cancel_handler(dispatch_source_t source, dispatch_block_t handler);
        void dispatch_resume(void *object);
        void dispatch_group_notify(dispatch_group_t group, dispatch_queue_t queue, dispatch_block_t block);
        void dispatch_async(dispatch_queue_t queue, dispatch_block_t block);
        void dispatch_sync(dispatch_queue_t queue, dispatch_block_t block);
        void dispatch_after(dispatch_time_t when, dispatch_queue_t queue, dispatch_block_t block);
        void dispatch_once(dispatch_once_t *predicate, dispatch_block_t block);
        dispatch_queue_t dispatch_get_main_queue(void);
        dispatch_queue_t dispatch_get_global_queue(long identifier, unsigned long flags);
        dispatch_time_t dispatch_time(dispatch_time_t when, long long delta);
        #define DISPATCH_TIME_NOW 0ull
        #define NSEC_PER_SEC 1000000000ull
        #define DISPATCH_QUEUE_PRIORITY_DEFAULT 0
        @class NSString, NSNotification, NSIndexPath, NSBundle, NSUserDefaults, NSOperationQueue, NSDictionary, NSArray, NSError;
        @protocol NSObject
        - (BOOL)isEqual:(id)object;
        - (instancetype)self;
        @end
        @interface NSObject <NSObject>
        + (instancetype)alloc;
        + (instancetype)new;
        + (Class)class;
        - (instancetype)init;
        - (id)copy;
        - (id)mutableCopy;
        - (void)dealloc;
        - (NSString *)description;
        - (Class)class;
        - (BOOL)respondsToSelector:(SEL)aSelector;
        - (BOOL)isKindOfClass:(Class)aClass;
        - (id)performSelector:(SEL)aSelector withObject:(id)object;
        - (void)performSelector:(SEL)aSelector withObject:(id)arg afterDelay:(NSTimeInterval)delay;
        - (void)addObserver:(NSObject *)observer forKeyPath:(NSString *)keyPath options:(NSUInteger)options context:(void *)context;
        - (void)removeObserver:(NSObject *)observer forKeyPath:(NSString *)keyPath context:(void *)context;
        - (void)removeObserver:(NSObject *)observer forKeyPath:(NSString *)keyPath;
        - (void)observeValueForKeyPath:(NSString *)keyPath ofObject:(id)object change:(NSDictionary *)change context:(void *)context;
        - (id)valueForKey:(NSString *)key;
        - (void)setValue:(id)value forKey:(NSString *)key;
        @end
        typedef NS_OPTIONS(NSUInteger, NSKeyValueObservingOptions) {
            NSKeyValueObservingOptionNew = 1, NSKeyValueObservingOptionOld = 2, NSKeyValueObservingOptionInitial = 4,
            NSKeyValueObservingOptionPrior = 8
        };
        @interface NSString : NSObject
        + (instancetype)stringWithFormat:(NSString *)format, ...;
        + (instancetype)stringWithUTF8String:(const char *)string;
        - (NSUInteger)length;
        - (BOOL)isEqualToString:(NSString *)other;
        - (int)intValue;
        - (NSInteger)integerValue;
        - (long long)longLongValue;
        - (float)floatValue;
        - (double)doubleValue;
        - (BOOL)boolValue;
        @end
        typedef NSString *NSNotificationName;
        @interface NSArray<ObjectType> : NSObject
        + (instancetype)arrayWithObjects:(const ObjectType [])objects count:(NSUInteger)count;
        - (NSUInteger)count;
        - (ObjectType)objectAtIndex:(NSUInteger)index;
        - (ObjectType)objectAtIndexedSubscript:(NSUInteger)index;
        - (void)enumerateObjectsUsingBlock:(id)block;
        @end
        @interface NSMutableArray<ObjectType> : NSArray<ObjectType>
        - (void)addObject:(ObjectType)object;
        - (void)removeObject:(ObjectType)object;
        - (void)removeAllObjects;
        @end
        @interface NSDictionary<K, V> : NSObject
        + (instancetype)dictionaryWithObjects:(const V [])objects forKeys:(const K [])keys count:(NSUInteger)count;
        - (V)objectForKey:(K)key;
        - (V)objectForKeyedSubscript:(K)key;
        - (void)enumerateKeysAndObjectsUsingBlock:(id)block;
        @end
        @interface NSMutableDictionary<K, V> : NSDictionary<K, V>
        - (void)setObject:(V)object forKey:(K)key;
        - (void)setObject:(V)object forKeyedSubscript:(K)key;
        - (void)removeObjectForKey:(K)key;
        @end
        @interface NSSet<ObjectType> : NSObject
        - (NSUInteger)count;
        - (void)enumerateObjectsUsingBlock:(id)block;
        @end
        @interface NSMutableSet<ObjectType> : NSSet<ObjectType>
        - (void)addObject:(ObjectType)object;
        - (void)removeObject:(ObjectType)object;
        @end
        @interface NSNumber : NSObject
        + (NSNumber *)numberWithInteger:(NSInteger)value;
        + (NSNumber *)numberWithUnsignedInteger:(NSUInteger)value;
        + (NSNumber *)numberWithBool:(BOOL)value;
        + (NSNumber *)numberWithChar:(char)value;
        + (NSNumber *)numberWithUnsignedChar:(unsigned char)value;
        + (NSNumber *)numberWithShort:(short)value;
        + (NSNumber *)numberWithUnsignedShort:(unsigned short)value;
        + (NSNumber *)numberWithInt:(int)value;
        + (NSNumber *)numberWithUnsignedInt:(unsigned int)value;
        + (NSNumber *)numberWithLong:(long)value;
        + (NSNumber *)numberWithUnsignedLong:(unsigned long)value;
        + (NSNumber *)numberWithLongLong:(long long)value;
        + (NSNumber *)numberWithUnsignedLongLong:(unsigned long long)value;
        + (NSNumber *)numberWithFloat:(float)value;
        + (NSNumber *)numberWithDouble:(double)value;
        - (BOOL)boolValue;
        - (int)intValue;
        - (NSInteger)integerValue;
        - (NSUInteger)unsignedIntegerValue;
        - (long long)longLongValue;
        - (unsigned long long)unsignedLongLongValue;
        - (float)floatValue;
        - (double)doubleValue;
        @end
        @interface NSIndexPath : NSObject
        + (instancetype)indexPathForRow:(NSInteger)row inSection:(NSInteger)section;
        + (instancetype)indexPathForItem:(NSInteger)item inSection:(NSInteger)section;
        @property (nonatomic, readonly) NSInteger row;
        @property (nonatomic, readonly) NSInteger section;
        @property (nonatomic, readonly) NSInteger item;
        @end
        @interface NSData : NSObject
        @end
        @interface NSError : NSObject
        @end
        @interface NSURL : NSObject
        @end
        @interface NSDate : NSObject
        @end
        @interface NSNotification : NSObject
        - (NSNotificationName)name;
        - (id)object;
        - (NSDictionary *)userInfo;
        @end
        @interface NSOperationQueue : NSObject
        + (NSOperationQueue *)mainQueue;
        + (NSOperationQueue *)currentQueue;
        - (void)addOperationWithBlock:(void (^)(void))block;
        @end
        @interface NSNotificationCenter : NSObject
        + (NSNotificationCenter *)defaultCenter;
        - (id<NSObject>)addObserverForName:(NSNotificationName)name object:(id)obj queue:(NSOperationQueue *)queue usingBlock:(void (^)(NSNotification *note))block;
        - (void)addObserver:(id)observer selector:(SEL)aSelector name:(NSNotificationName)aName object:(id)anObject;
        - (void)removeObserver:(id)observer;
        - (void)removeObserver:(id)observer name:(NSNotificationName)aName object:(id)anObject;
        - (void)postNotificationName:(NSNotificationName)aName object:(id)anObject;
        - (void)postNotificationName:(NSNotificationName)aName object:(id)anObject userInfo:(NSDictionary *)aUserInfo;
        @end
        @interface NSTimer : NSObject
        + (NSTimer *)scheduledTimerWithTimeInterval:(NSTimeInterval)interval repeats:(BOOL)repeats block:(void (^)(NSTimer *timer))block;
        + (NSTimer *)timerWithTimeInterval:(NSTimeInterval)interval repeats:(BOOL)repeats block:(void (^)(NSTimer *timer))block;
        + (NSTimer *)scheduledTimerWithTimeInterval:(NSTimeInterval)ti target:(id)aTarget selector:(SEL)aSelector userInfo:(id)userInfo repeats:(BOOL)yesOrNo;
        - (void)invalidate;
        @end
        NSString *NSStringFromSelector(SEL aSelector);
        NSString *NSStringFromClass(Class aClass);
        void NSLog(NSString *format, ...);
        """
}
