import Photos
import UIKit

/// A computed property finds or makes what it returns (the drawer up the parent chain, fresh request options):
/// `self` keeps nothing of it, so a closure stored there makes no cycle through `self`.
final class DrawerView: UIView {
    private var positions: [DrawerPosition] = []

    func addCustomPosition(_ position: DrawerPosition) {
        positions.append(position)
    }
}

final class DrawerPosition {
    let customHeight: () -> CGFloat

    init(customHeight: @escaping () -> CGFloat) {
        self.customHeight = customHeight
    }
}

final class DrawerViewController: UIViewController {
    let drawerView = DrawerView()
}

extension UIViewController {
    /// The drawer this controller is shown in, up the parent chain.
    var drawerViewController: DrawerViewController? {
        var candidate = parent
        while let current = candidate {
            if let drawer = current as? DrawerViewController { return drawer }
            candidate = current.parent
        }
        return nil
    }
}

final class NotesViewController: UIViewController {
    private let ownDrawer = DrawerViewController()
    private var textHeight: CGFloat = 0

    private var requestOptions: PHImageRequestOptions {
        let options = PHImageRequestOptions()
        options.isNetworkAccessAllowed = true
        return options
    }

    private let sharedOptions = PHImageRequestOptions()

    /// Reads a path of self's own: what it returns is kept by self.
    private var contentView: DrawerView { ownDrawer.drawerView }
    private let gridView = DrawerView()
    private let listView = DrawerView()
    private var isGrid = false
    /// Chooses between two views self keeps: what it returns is self's too.
    private var activeView: DrawerView { isGrid ? gridView : listView }
    /// The navigation item of the controller this one is shown in, which does not belong to self.
    private var parentNavigationItem: UINavigationItem? {
        return parent?.navigationItem
    }
    /// The parent's item, or self's own when it is shown alone: self's, as far as the code shows.
    private var hostItem: UINavigationItem { parent?.navigationItem ?? navigationItem }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        if let drawerViewController = drawerViewController {
            let position = DrawerPosition {
                self.textHeight // silent: the drawer is found up the parent chain, not kept by self
            }
            drawerViewController.drawerView.addCustomPosition(position)
        }
        let ownPosition = DrawerPosition {
            self.textHeight // expect-warning:13 strong-self-capture {{self.ownDrawer.drawerView}}
        }
        ownDrawer.drawerView.addCustomPosition(ownPosition)
        let contentPosition = DrawerPosition {
            self.textHeight // expect-warning:13 strong-self-capture {{kept by 'self.contentView'}}
        }
        contentView.addCustomPosition(contentPosition)
        let activePosition = DrawerPosition {
            self.textHeight // expect-warning:13 strong-self-capture {{kept by 'self.activeView'}}
        }
        activeView.addCustomPosition(activePosition)
        contentView.addCustomPosition(DrawerPosition { [weak self] in
            self?.textHeight ?? 0 // silent: weak
        })
        requestOptions.progressHandler = { _, _, _, _ in
            self.textHeight = 1 // silent: fresh options each time
        }
        if #available(iOS 16.0, *), let url = URL(string: "file:///notes.txt") {
            let properties = UIDocumentProperties(url: url)
            properties.activityViewControllerProvider = {
                UIActivityViewController(activityItems: [self.textHeight], applicationActivities: nil) // silent: the parent's item
            }
            parentNavigationItem?.documentProperties = properties
            let hostProperties = UIDocumentProperties(url: url)
            hostProperties.activityViewControllerProvider = {
                UIActivityViewController(activityItems: [self.textHeight], applicationActivities: nil) // expect-warning:58 strong-self-capture {{'self' keeps 'hostProperties' in 'self.hostItem.documentProperties'}}
            }
            hostItem.documentProperties = hostProperties
        }
    }

    func loadImage() {
        let options = requestOptions
        options.progressHandler = { progress, _, _, _ in
            self.textHeight = CGFloat(progress) // silent: the options are made fresh on each access
        }
        sharedOptions.progressHandler = { progress, _, _, _ in
            self.textHeight = CGFloat(progress) // expect-warning:13 strong-self-capture {{'self' keeps 'self.sharedOptions'}}
        }
    }
}
