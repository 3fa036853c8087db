#import <UIKit/UIKit.h>

@interface ActionCell : UITableViewCell
@property (nonatomic, copy) void (^onAction)(void);
@end

// A table's data source configures cells of a table that its screen shows: the data source keeps neither the
// table (a table holds its data source weakly) nor the cells.
@interface OrderDataSource : NSObject <UITableViewDataSource>
@property (nonatomic, copy) void (^onCellAction)(NSInteger row);
@end

@implementation OrderDataSource
- (NSInteger)tableView:(UITableView *)tableView numberOfRowsInSection:(NSInteger)section { return 1; }

- (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath {
    ActionCell *cell = [tableView dequeueReusableCellWithIdentifier:@"action" forIndexPath:indexPath];
    NSInteger row = indexPath.row;
    // silent: the cell's table is not the data source's to keep.
    cell.onAction = ^{
        self.onCellAction(row);
    };
    return cell;
}
@end

// A screen that shows the table keeps its cells through it.
@interface OrderViewController : UIViewController <UITableViewDataSource>
@property (nonatomic, strong) UITableView *tableView;
@end

@implementation OrderViewController
- (NSInteger)tableView:(UITableView *)tableView numberOfRowsInSection:(NSInteger)section { return 1; }

- (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath {
    ActionCell *cell = [tableView dequeueReusableCellWithIdentifier:@"action" forIndexPath:indexPath];
    cell.onAction = ^{
        [self collect]; // expect-warning:10 strong-self-capture {{'cell' lives in a table or collection view that 'self' shows}}
    };
    return cell;
}

- (void)collect {}
@end
