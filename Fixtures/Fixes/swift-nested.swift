import Foundation

final class Feature {
    var onDone: (() -> Void)?
    var onProgress: ((Double) -> Void)?
}

final class UploadModel {
    let feature = Feature()
    var active = false
    var progress = 0.0

    // The kept closure is the outer one: [weak self] goes there, not on the dispatched closure.
    func start() {
        feature.onDone = {
            DispatchQueue.main.async {
                self.active = true
            }
        }
    }

    // The nested [weak self] needs a strong 'self' in the outer closure to form it: moved to the outer one.
    func track() {
        feature.onProgress = { value in
            DispatchQueue.main.async { [weak self] in
                self?.progress = value
            }
        }
    }
}
