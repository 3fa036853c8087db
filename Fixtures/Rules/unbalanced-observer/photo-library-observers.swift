import Photos
import UIKit

/// Photos keeps its change observers until 'unregisterChangeObserver(_:)': the Swift name of its registration is
/// 'register(_:)', its removal keeps the Objective-C name.
final class LibraryGridViewController: UIViewController, PHPhotoLibraryChangeObserver {
    // silent: registered once, unregistered in deinit.
    override func viewDidLoad() {
        super.viewDidLoad()
        PHPhotoLibrary.shared().register(self)
    }

    deinit {
        PHPhotoLibrary.shared().unregisterChangeObserver(self)
    }

    func photoLibraryDidChange(_ changeInstance: PHChange) {}
}

final class AlbumPickerViewController: UIViewController, PHPhotoLibraryChangeObserver {
    override func viewDidLoad() {
        super.viewDidLoad()
        PHPhotoLibrary.shared().register(self) // expect-warning:33 unbalanced-observer {{no matching 'unregister'}}
    }

    func photoLibraryDidChange(_ changeInstance: PHChange) {}
}
