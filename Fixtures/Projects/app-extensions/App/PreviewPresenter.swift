import UIKit

final class PreviewPresenter {
    func showPreview(from host: UIViewController) {
        // silent: the presented controller is the host's to keep; this file only makes it.
        host.present(ActionViewController(), animated: true)
    }
}
