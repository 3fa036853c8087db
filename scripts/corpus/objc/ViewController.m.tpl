// kind: objc-controller
// path: Features/{{F}}/Controllers/{{F}}ViewController.m
#import "{{F}}.h"

static void *{{F}}ContentSizeContext = &{{F}}ContentSizeContext;

@interface {{F}}ViewController () <UITableViewDataSource>
@property (nonatomic, strong) {{F}}Service *service;
@property (nonatomic, strong) UITableView *tableView;
@property (nonatomic, strong) UILabel *emptyLabel;
@property (nonatomic, copy) NSArray<{{E}} *> *items;
@end

@implementation {{F}}ViewController {
    @@props
}

- (instancetype)initWithService:({{F}}Service *)service {
    self = [super initWithNibName:nil bundle:nil];
    if (self) {
        _service = service;
        _items = @[];
        self.title = NSLocalizedString(@"{{Title}}", nil);
    }
    return self;
}

- (void)dealloc {
    [_tableView removeObserver:self forKeyPath:@"contentSize" context:{{F}}ContentSizeContext];
    @@deinit
}

- (void)viewDidLoad {
    [super viewDidLoad];
    self.tableView = [[UITableView alloc] initWithFrame:self.view.bounds style:UITableViewStyleInsetGrouped];
    self.tableView.dataSource = self;
    self.emptyLabel = [[UILabel alloc] init];
    self.tableView.backgroundView = self.emptyLabel;
    [self.view addSubview:self.tableView];
    [self.tableView addObserver:self forKeyPath:@"contentSize" options:NSKeyValueObservingOptionNew context:{{F}}ContentSizeContext];
    @@load
    [self reload];
}

- (void)reload {
    __weak typeof(self) weakSelf = self;
    [self.service fetchItemsWithCompletion:^(NSArray<{{E}} *> *items, NSError *error) {
        __strong typeof(weakSelf) strongSelf = weakSelf;
        if (!strongSelf) {
            return;
        }
        strongSelf.items = items ?: @[];
        [strongSelf.tableView reloadData];
    }];
}

- (void)observeValueForKeyPath:(NSString *)keyPath ofObject:(id)object change:(NSDictionary<NSKeyValueChangeKey, id> *)change context:(void *)context {
    if (context == {{F}}ContentSizeContext) {
        self.emptyLabel.hidden = self.tableView.contentSize.height > 0;
    } else {
        [super observeValueForKeyPath:keyPath ofObject:object change:change context:context];
    }
}

- (NSInteger)tableView:(UITableView *)tableView numberOfRowsInSection:(NSInteger)section {
    return self.items.count;
}

- (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath {
    UITableViewCell *cell = [tableView dequeueReusableCellWithIdentifier:@"{{F}}Cell" forIndexPath:indexPath];
    cell.textLabel.text = self.items[indexPath.row].{{title}};
    return cell;
}
@@members
@@fill

@end
