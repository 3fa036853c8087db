import SwiftUI

/// A SwiftUI presentation bound to an optional state (`.alert(item: $model.alertInfo)`) writes nil into it when
/// it is dismissed: a closure kept there holds the model only until then (a note that says so).
struct AlertInfo: Identifiable {
    let id = UUID()
    var title: String
    var primaryAction: () -> Void
}

final class CheckoutModel: ObservableObject {
    @Published var alertInfo: AlertInfo?
    @Published var pendingRetry: (() -> Void)?
    var attempts = 0

    func paymentFailed() {
        alertInfo = AlertInfo(title: "Payment failed", primaryAction: {
            self.attempts += 1 // expect-warning:13 strong-self-capture {{'CheckoutModel' sets 'self.alertInfo' back to nil, empties or cancels it (in a method}}
        })
    }

    func scheduleRetry() {
        // Still a warning: nothing presents or clears 'pendingRetry'.
        pendingRetry = {
            self.attempts += 1 // expect-warning:13 self-referencing-callback {{'self' keeps the closure and the closure keeps 'self'; capture [weak self]}}
        }
    }
}

struct CheckoutView: View {
    @ObservedObject var model: CheckoutModel

    var body: some View {
        Button("Pay") { model.paymentFailed() }
            .alert(item: $model.alertInfo) { info in
                Alert(title: Text(info.title), dismissButton: .default(Text("Retry"), action: info.primaryAction))
            }
    }
}

// The view may bind the presentation to an object the model keeps (its `Context`), and that object may reach
// the model's state through `@dynamicMemberLookup` (`$context.alertInfo` is `viewState.bindings.alertInfo`).
struct ScreenBindings {
    var alertInfo: AlertInfo?
    var footerMessage: String?
    var pendingConfirmation: AlertInfo?
}

struct ScreenState {
    var bindings = ScreenBindings()
}

class ScreenViewModel {
    @dynamicMemberLookup
    final class Context: ObservableObject {
        @Published var viewState = ScreenState()
        @Published var toast: AlertInfo?

        subscript<T>(dynamicMember keyPath: WritableKeyPath<ScreenBindings, T>) -> T {
            get { viewState.bindings[keyPath: keyPath] }
            set { viewState.bindings[keyPath: keyPath] = newValue }
        }
    }

    var context = Context()
    var state: ScreenState {
        get { context.viewState }
        set { context.viewState = newValue }
    }
}

final class LoginViewModel: ScreenViewModel {
    var attempts = 0

    func loginFailed() {
        state.bindings.alertInfo = AlertInfo(title: "Login failed", primaryAction: {
            self.attempts += 1 // expect-warning:13 strong-self-capture {{'LoginViewModel' sets 'self.context.alertInfo' back to nil}}
        })
    }

    func showToast() {
        context.toast = AlertInfo(title: "Saved", primaryAction: {
            self.attempts = 0 // expect-warning:13 strong-self-capture {{'LoginViewModel' sets 'self.context.toast' back to nil}}
        })
    }

    // silent: the action holds the model weakly.
    func sessionExpired() {
        state.bindings.alertInfo = AlertInfo(title: "Session expired", primaryAction: { [weak self] in
            self?.attempts = 0
        })
    }

    func dismissFooter() {
        state.bindings.footerMessage = nil
    }

    func confirmLogout() {
        // Still a warning: emptying a sibling ('footerMessage') leaves this one kept, and no view resets it.
        state.bindings.pendingConfirmation = AlertInfo(title: "Log out?", primaryAction: {
            self.attempts = 0 // expect-warning:13 strong-self-capture {{kept by 'self.state.bindings.pendingConfirmation'; capture [weak self]}}
        })
    }
}

struct LoginScreen: View {
    @ObservedObject var context: LoginViewModel.Context

    var body: some View {
        Text("Login")
            .alert(item: $context.alertInfo) { info in
                Alert(title: Text(info.title))
            }
            .sheet(item: $context.toast) { info in
                Text(info.title)
            }
    }
}
