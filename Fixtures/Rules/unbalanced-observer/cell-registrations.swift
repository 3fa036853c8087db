import MapKit
import UIKit

final class FeedCell: UITableViewCell {}
final class PhotoCell: UICollectionViewCell {}
final class SectionHeader: UICollectionReusableView {}
final class Badge: UICollectionReusableView {}

extension UITableView {
    /// Registers a cell class under its own name.
    func register(_ type: UITableViewCell.Type) {
        register(type, forCellReuseIdentifier: String(describing: type))
    }
}

final class OrderCell: UITableViewCell {
    // silent: in a static method 'self' is the cell class, registered to be dequeued; a class never goes away.
    static func register(for tableView: UITableView) {
        tableView.register(self)
    }
}

final class ThemeRegistry {
    static let shared = ThemeRegistry()
    func register(_ observer: AnyObject) {}
    func unregister(_ observer: AnyObject) {}
}

/// Cells, headers and annotation views are registered to be made on demand: nothing observes, nothing to remove.
final class GalleryViewController: UIViewController {
    private let tableView = UITableView()
    private let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
    private let layout = UICollectionViewFlowLayout()
    private let mapView = MKMapView()

    override func viewDidLoad() {
        super.viewDidLoad()
        // silent: a cell class and a nib to dequeue from, not observers.
        tableView.register(FeedCell.self, forCellReuseIdentifier: "feed")
        tableView.register(UINib(nibName: "FeedCell", bundle: Bundle(for: type(of: self))), forCellReuseIdentifier: "nib")
        // silent: a header or footer view class.
        tableView.register(UITableViewHeaderFooterView.self, forHeaderFooterViewReuseIdentifier: "header")
        // silent: collection cells and supplementary views.
        collectionView.register(PhotoCell.self, forCellWithReuseIdentifier: "photo")
        collectionView.register(
            SectionHeader.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
            withReuseIdentifier: "section")
        // silent: a decoration view of the layout.
        layout.register(Badge.self, forDecorationViewOfKind: "badge")
        // silent: an annotation view class of a map.
        mapView.register(MKMarkerAnnotationView.self, forAnnotationViewWithReuseIdentifier: "pin")
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        // silent: registering the same cell class again on every appearance replaces it; nothing piles up.
        tableView.register(FeedCell.self, forCellReuseIdentifier: "feed")
        // An observer registry is another matter: 'self' stays registered for ever.
        // expect-warning@+2:30 unbalanced-observer {{has no matching 'unregister'}}
        // expect-warning@+1:30 lifecycle-mismatch {{on every appearance}}
        ThemeRegistry.shared.register(self)
    }
}
