#import <Cocoa/Cocoa.h>

@protocol ClientObserver <NSObject>
- (void)clientDidUpdate;
@end

@interface Client : NSObject
- (void)addObserver:(id<ClientObserver>)observer;
- (void)removeObserver:(id<ClientObserver>)observer;
@end

// silent: the method moves the registration from the old client to the new one, undoing the earlier one each time.
@interface TimelineController : NSViewController <ClientObserver>
@end

@implementation TimelineController
- (void)client:(Client *)client didReplace:(Client *)oldClient {
    [oldClient removeObserver:self];
    [client addObserver:self];
}
- (void)clientDidUpdate {}
@end

// The removal comes after the new registration, on the other object: the last registration stays.
@interface NotificationsController : NSViewController <ClientObserver>
@end

@implementation NotificationsController
- (void)client:(Client *)client didReplace:(Client *)oldClient {
    [client addObserver:self]; // expect-warning:13 unbalanced-observer {{'removeObserver'}}
    [oldClient removeObserver:self];
}
- (void)clientDidUpdate {}
@end
