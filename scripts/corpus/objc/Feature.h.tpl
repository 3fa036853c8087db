// kind: header
// path: Features/{{F}}/{{F}}.h
#import <UIKit/UIKit.h>

NS_ASSUME_NONNULL_BEGIN

/// Posted when {{es}} change on another device or in another screen.
FOUNDATION_EXPORT NSNotificationName const {{F}}DidChangeNotification;
/// Posted after a background sync of {{es}} has finished.
FOUNDATION_EXPORT NSNotificationName const {{F}}DidSyncNotification;

/// One {{e}} as the server describes it.
@interface {{E}} : NSObject
@property (nonatomic, copy, readonly) NSString *identifier;
@property (nonatomic, copy) NSString *{{title}};
@property (nonatomic, copy) NSString *{{detail}};
@property (nonatomic, assign) BOOL favorite;
@end

/// Loads and saves {{es}}.
@interface {{F}}Service : NSObject
- (void)fetchItemsWithCompletion:(void (^)(NSArray<{{E}} *> *_Nullable items, NSError *_Nullable error))completion;
@end

/// Lists {{es}}.
@interface {{F}}ViewController : UIViewController
- (instancetype)initWithService:({{F}}Service *)service;
@end

/// Keeps {{es}} in sync while the app is in the foreground.
@interface {{F}}SyncMonitor : NSObject
- (instancetype)initWithService:({{F}}Service *)service;
- (void)start;
- (void)stop;
@end
@@types

NS_ASSUME_NONNULL_END
