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
            self.attempts += 1 // expect-warning:13 strong-self-capture {{'CheckoutModel' sets 'self.alertInfo' back to nil or empties it (in a method}}
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
