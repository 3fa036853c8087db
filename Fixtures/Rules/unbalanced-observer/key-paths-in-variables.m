#import <Foundation/Foundation.h>

// A key path held in a property: the initializer's parameter of the same name is the same key.
@interface DefaultsValueSync : NSObject
@property (nonatomic, copy) NSString *settingsKey;
@property (nonatomic, strong) NSUserDefaults *userDefaults;
@end

@implementation DefaultsValueSync

- (instancetype)initWithSettingsKey:(NSString *)settingsKey {
    if ((self = [super init])) {
        _settingsKey = [settingsKey copy];
        _userDefaults = [NSUserDefaults standardUserDefaults];
        // silent: dealloc removes the same key.
        [_userDefaults addObserver:self forKeyPath:settingsKey options:NSKeyValueObservingOptionNew context:NULL];
    }
    return self;
}

- (void)dealloc {
    [_userDefaults removeObserver:self forKeyPath:self.settingsKey];
}

@end

@interface TwoKeysSync : NSObject
@property (nonatomic, copy) NSString *primaryKey;
@property (nonatomic, copy) NSString *secondaryKey;
@end

@implementation TwoKeysSync

- (instancetype)initWithPrimaryKey:(NSString *)primaryKey secondaryKey:(NSString *)secondaryKey {
    if ((self = [super init])) {
        _primaryKey = [primaryKey copy];
        _secondaryKey = [secondaryKey copy];
        [[NSUserDefaults standardUserDefaults] addObserver:self forKeyPath:primaryKey options:NSKeyValueObservingOptionNew context:NULL];
        // Still reported: the key removed is another one.
        [[NSUserDefaults standardUserDefaults] addObserver:self forKeyPath:secondaryKey options:NSKeyValueObservingOptionNew context:NULL]; // expect-warning:48 unbalanced-observer {{'secondaryKey'}}
    }
    return self;
}

- (void)dealloc {
    [[NSUserDefaults standardUserDefaults] removeObserver:self forKeyPath:self.primaryKey];
}

@end

static NSArray *DocumentKeysToObserve(void) { return @[@"fontSize", @"theme"]; }
static NSArray *LayoutKeys(void) { return @[@"frame"]; }

// A loop over what a call without arguments returns: the same call in the removal's loop gives the same keys.
@interface DocumentPreferencesObserver : NSObject
@property (nonatomic, strong) NSObject *editor;
@end

@implementation DocumentPreferencesObserver

- (void)windowControllerDidLoadNib:(id)controller {
    NSUserDefaults *defaults = [NSUserDefaults standardUserDefaults];
    // silent: close removes the keys of the same call
    for (NSString *key in DocumentKeysToObserve()) {
        [defaults addObserver:self forKeyPath:key options:NSKeyValueObservingOptionNew context:NULL];
    }
    for (NSString *key in LayoutKeys()) {
        [self.editor addObserver:self forKeyPath:key options:NSKeyValueObservingOptionNew context:NULL]; // expect-warning:22 unbalanced-observer {{never removed}}
    }
}

- (void)close {
    NSUserDefaults *defaults = [NSUserDefaults standardUserDefaults];
    for (NSString *key in DocumentKeysToObserve())
        [defaults removeObserver:self forKeyPath:key];
}

@end

static NSString *const ShortcutEnabledKey = @"enabled";
static NSString *const ShortcutStringKey = @"string";

// Key paths built from constants: the same expression in the removal names the same key path.
@interface ShortcutsTableView : NSTableView
@property (nonatomic, strong) NSArrayController *shortcuts;
@end

@implementation ShortcutsTableView

- (void)awakeFromNib {
    [super awakeFromNib];
    // silent: dealloc removes the same formatted key path
    [self.shortcuts addObserver:self forKeyPath:[NSString stringWithFormat:@"arrangedObjects.%@", ShortcutEnabledKey] options:0 context:0];
    [self.shortcuts addObserver:self forKeyPath:[NSString stringWithFormat:@"arrangedObjects.%@", ShortcutStringKey] options:0 context:0]; // expect-warning:21 unbalanced-observer {{never removed}}
    // silent: dealloc removes the same appended key path
    [self.shortcuts addObserver:self forKeyPath:[@"selection." stringByAppendingString:ShortcutStringKey] options:0 context:0];
}

- (void)observeName:(NSString *)name {
    // A key path built from a parameter: nothing says the removal names the same one.
    [self.shortcuts addObserver:self forKeyPath:[NSString stringWithFormat:@"arrangedObjects.%@", name] options:0 context:0]; // expect-warning:21 unbalanced-observer {{never removed}}
}

- (void)stopObservingName:(NSString *)name {
    [self.shortcuts removeObserver:self forKeyPath:[NSString stringWithFormat:@"arrangedObjects.%@", name]];
}

- (void)dealloc {
    [self.shortcuts removeObserver:self forKeyPath:[NSString stringWithFormat:@"arrangedObjects.%@", ShortcutEnabledKey]];
    [self.shortcuts removeObserver:self forKeyPath:[@"selection." stringByAppendingString:ShortcutStringKey]];
}

@end

static NSString *const ConditionDateKey = @"dateValue";

// Key paths added one by one or in a loop over a literal collection, and removed in a loop over a literal
// collection: each key the removal's collection holds is removed.
@interface ConditionController : NSObject
@property (nonatomic, strong) NSObject *condition;
@property (nonatomic, strong) NSObject *filter;
@end

@implementation ConditionController

- (void)startObserving {
    // silent: stopObserving's loop holds "key"
    [self.condition addObserver:self forKeyPath:@"key" options:0 context:NULL];
    // silent: stopObserving's loop holds every one of these
    for (NSString *key in [NSArray arrayWithObjects:@"stringValue", @"countValue", ConditionDateKey, nil])
        [self.condition addObserver:self forKeyPath:key options:0 context:NULL];
    for (NSString *key in @[@"stringValue", @"predicate"])
        [self.filter addObserver:self forKeyPath:key options:0 context:NULL]; // expect-warning:22 unbalanced-observer {{never removed}}
    [self.filter addObserver:self forKeyPath:@"limit" options:0 context:NULL]; // expect-warning:18 unbalanced-observer {{'limit'}}
}

- (void)stopObserving {
    for (NSString *key in [NSArray arrayWithObjects:@"key", @"stringValue", @"countValue", ConditionDateKey, nil])
        [self.condition removeObserver:self forKeyPath:key];
    for (NSString *key in @[@"stringValue", @"count"])
        [self.filter removeObserver:self forKeyPath:key];
}

- (void)dealloc { [self stopObserving]; }

@end

// A key path built from the element of a loop over a class's own list, in a loop over the same list in the
// removal: the same key paths, however long the expression.
@interface ProjectDocumentWithPreferences : NSDocument
@end

@implementation ProjectDocumentWithPreferences

+ (NSArray *)preferencesToObserve { return @[@"jumpBarEnabled", @"liveUpdateMode"]; }

- (void)observePreferences {
    NSUserDefaultsController *defaults = [NSUserDefaultsController sharedUserDefaultsController];
    // silent: stopObserving removes the same formatted key paths
    for (NSString *key in [ProjectDocumentWithPreferences preferencesToObserve]) {
        [defaults addObserver:self forKeyPath:[NSString stringWithFormat:@"values.%@", key] options:NSKeyValueObservingOptionNew context:NULL];
    }
    for (NSString *key in [ProjectDocumentWithPreferences preferencesToObserve]) {
        [defaults addObserver:self forKeyPath:[NSString stringWithFormat:@"defaults.%@", key] options:NSKeyValueObservingOptionNew context:NULL]; // expect-warning:19 unbalanced-observer {{never removed}}
    }
}

- (void)stopObserving {
    NSUserDefaultsController *defaults = [NSUserDefaultsController sharedUserDefaultsController];
    for (NSString *key in [ProjectDocumentWithPreferences preferencesToObserve]) {
        [defaults removeObserver:self forKeyPath:[NSString stringWithFormat:@"values.%@", key]];
    }
}

- (void)windowWillClose:(NSNotification *)note { [self stopObserving]; }

@end

// A key path held in a local made from each element of a list (`NSString *key = [tag identifier];`), removed in
// a loop over the list with the element's own expression (`[tag identifier]`): the same key paths.
@interface TagEditor : NSObject
@property (nonatomic, strong) NSObjectController *provider;
@property (nonatomic, strong) NSArray *tags;
@end

@implementation TagEditor
- (void)observeTags {
    for (NSObject *tag in self.tags) {
        NSString *key = [tag description];
        // silent: dealloc removes [tag description] for every tag.
        [self.provider addObserver:self forKeyPath:key options:0 context:NULL];
        NSString *changed = [tag debugDescription];
        [self.provider addObserver:self forKeyPath:changed options:0 context:NULL]; // expect-warning:24 unbalanced-observer {{never removed}}
    }
}
- (void)dealloc {
    for (NSObject *tag in self.tags) {
        [self.provider removeObserver:self forKeyPath:[tag description]];
    }
}
@end
