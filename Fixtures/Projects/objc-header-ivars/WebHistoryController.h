#import <Cocoa/Cocoa.h>

@class HistoryController;
@class SearchIndex;

// Instance variables declared in the header, used bare in the implementation.
@interface WebHistoryController : NSObject {
    __weak IBOutlet HistoryController *historyController;
    SearchIndex *searchIndex;
    dispatch_source_t pruneTimer;
    dispatch_source_t saveTimer;
    dispatch_queue_t historyQueue;
}
@end
