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
