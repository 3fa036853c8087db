import UIKit

/// Loads remote images once each and calls back when one arrives.
final class RemoteImageLoader {
    static let shared = RemoteImageLoader()
    private var watchers: [() -> Void] = []

    func load(_ url: URL, completion: @escaping (UIImage?) -> Void) {}

    /// Keeps the handler for every later load.
    func watch(handler: (() -> Void)?) {
        guard let handler = handler else { return }
        watchers.append(handler)
    }

    /// Keeps the handler too, unwrapped the short way.
    func watchAll(handler: (() -> Void)?) {
        if let handler {
            watchers.append(handler)
        }
    }
}

extension NSAttributedString {
    /// Replaces `:name:` with images; the handler runs when a remote image arrives. The string returned keeps the
    /// attachments, not the handler: the loader calls it once and lets it go.
    func withEmoji(urls: [URL], onImageLoaded: (() -> Void)?) -> NSAttributedString {
        let result = NSMutableAttributedString(attributedString: self)
        urls.forEach { url in
            let attachment = NSTextAttachment()
            if let onImageLoaded = onImageLoaded {
                RemoteImageLoader.shared.load(url) { image in
                    attachment.image = image
                    onImageLoaded()
                }
            }
            result.append(NSAttributedString(attachment: attachment))
        }
        return result
    }
}

final class PostHeaderView: UIView {
    private let nameLabel = UILabel()

    func configure(name: String, emoji: [URL]) {
        // silent: the string keeps the attachments; the loader lets the handler go after the image arrives.
        nameLabel.attributedText = NSAttributedString(string: name).withEmoji(urls: emoji, onImageLoaded: {
            self.nameLabel.setNeedsDisplay()
        })
        RemoteImageLoader.shared.watch(handler: {
            self.nameLabel.setNeedsDisplay() // expect-warning:13 strong-self-capture {{RemoteImageLoader.shared}}
        })
        RemoteImageLoader.shared.watchAll(handler: {
            self.nameLabel.setNeedsLayout() // expect-warning:13 strong-self-capture {{RemoteImageLoader.shared}}
        })
    }
}
