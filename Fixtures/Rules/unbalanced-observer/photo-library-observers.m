#import <Photos/Photos.h>
#import <UIKit/UIKit.h>

// Photos keeps its change observers until 'unregisterChangeObserver:'.
@interface LibraryGridViewController : UIViewController <PHPhotoLibraryChangeObserver>
@end

@implementation LibraryGridViewController
// silent: registered once, unregistered in dealloc.
- (void)viewDidLoad {
    [super viewDidLoad];
    [[PHPhotoLibrary sharedPhotoLibrary] registerChangeObserver:self];
}

- (void)dealloc {
    [[PHPhotoLibrary sharedPhotoLibrary] unregisterChangeObserver:self];
}

- (void)photoLibraryDidChange:(PHChange *)changeInstance {}
@end

@interface AlbumPickerViewController : UIViewController <PHPhotoLibraryChangeObserver>
@end

@implementation AlbumPickerViewController
- (void)viewDidLoad {
    [super viewDidLoad];
    [[PHPhotoLibrary sharedPhotoLibrary] registerChangeObserver:self]; // expect-warning:42 unbalanced-observer {{no matching 'unregisterChangeObserver'}}
}

- (void)photoLibraryDidChange:(PHChange *)changeInstance {}
@end
