import SwiftUI
import Combine

/// A closure kept in an optional state that the type sets back to nil (an alert dismissed, a retry done)
/// lives only until then: a note that says so, not a warning.
final class CheckoutViewModel: ObservableObject {
    struct AlertInfo {
        var title: String
        var primaryAction: () -> Void
    }

    @Published var alertInfo: AlertInfo?
    var onRetry: (() -> Void)?
    var onClose: (() -> Void)?
    var cancellables = Set<AnyCancellable>()

    func showError() {
        alertInfo = AlertInfo(title: "Payment failed", primaryAction: { self.retry() }) // expect-warning:73 strong-self-capture {{kept by 'self.alertInfo'; 'CheckoutViewModel' sets 'self.alertInfo' back to nil}}
    }

    func dismissAlert() {
        alertInfo = nil
    }

    func prepareRetry() {
        onRetry = {
            self.retry() // expect-warning:13 self-referencing-callback {{'CheckoutViewModel' sets 'self.onRetry' back to nil, empties or cancels it (in a method, or through a presentation bound to it), which ends the cycle when that runs}}
        }
    }

    func retryDone() {
        onRetry = nil
    }

    func prepareClose() {
        // Still a warning: only 'deinit' clears it, and 'deinit' never runs while the cycle lasts.
        onClose = {
            self.retry() // expect-warning:13 self-referencing-callback {{'self' keeps the closure and the closure keeps 'self'; capture [weak self]}}
        }
    }

    func observe() {
        NotificationCenter.default.publisher(for: .init("cart"))
            .sink { _ in
                self.retry() // expect-warning:17 strong-self-capture {{sets 'self.cancellables' back to nil, empties or cancels it (in a method}}
            }
            .store(in: &cancellables)
    }

    func stopObserving() {
        cancellables.removeAll()
    }

    func retry() {}

    deinit { onClose = nil }
}

/// An alert's buttons call one of two callbacks, and each puts a closure that does nothing back in both places
/// (`callback = {}`): the cycle lasts until the alert is answered.
final class PasswordPrompt: ObservableObject {
    @Published var isShowingAlert = false
    var username = ""
    var callback: () -> Void = {}
    var callbackOnCancel: () -> Void = {}
    var onFinish: () -> Void = {}

    func requestPassword() async throws -> String {
        isShowingAlert = true
        return try await withCheckedThrowingContinuation { continuation in
            callback = {
                continuation.resume(returning: self.username) // expect-warning:48 self-referencing-callback {{'PasswordPrompt' sets 'self.callback' back to nil, empties or cancels it}}
                self.callback = {}
                self.callbackOnCancel = {}
            }
            callbackOnCancel = {
                continuation.resume(throwing: CancellationError()) // silent: not a capture of self
                self.username = "" // expect-warning:17 self-referencing-callback {{'PasswordPrompt' sets 'self.callbackOnCancel' back to nil, empties or cancels it}}
                self.callback = {}
                self.callbackOnCancel = {}
            }
        }
    }

    func prepareFinish() {
        // Still a warning: what takes the closure's place does something, and no method empties it.
        onFinish = {
            self.username = "" // expect-warning:13 self-referencing-callback {{'self' keeps the closure and the closure keeps 'self'; capture [weak self]}}
            self.onFinish = { print("finished") }
        }
    }
}
