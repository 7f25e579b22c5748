#if canImport(UIKit) && canImport(SwiftUI)
import SwiftUI
import VIPER

extension View {
    /// Shows the navigator's alert (``VIPER/NavigationState/alert``) over this view with
    /// SwiftUI's `.alert` or `.confirmationDialog`; works on iOS 15.
    ///
    /// For SwiftUI content the app lays out itself from a navigator's state. A navigator
    /// shown in a ``NavigatorView`` or a ``NavigationHost`` already gets its alerts as
    /// `UIAlertController`s; do not add this modifier there as well.
    ///
    /// A tap is reported with ``VIPER/Navigator/platformDidChoose(button:inAlert:)`` and
    /// the button's index in ``VIPER/ShownAlert/buttonsOnScreen``; an alert SwiftUI takes
    /// down without a tap with ``VIPER/Navigator/platformDidDismiss(layerShowing:)``. A
    /// confirmation dialog points from this view, not from its anchor screen. An alert that
    /// replaces the one up is shown after the old one went down.
    ///
    /// ```swift
    /// NotesList(notes: model.notes).navigatorAlert(model.navigator)
    /// ```
    ///
    /// - Parameter navigator: The navigator whose alert to show.
    /// - Returns: The view, showing the alert.
    public func navigatorAlert(_ navigator: Navigator) -> some View {
        NavigatorAlertView(content: self, navigator: navigator)
    }
}

/// A view that shows its content with the navigator's alert over it.
@MainActor
struct NavigatorAlertView<Content: View>: View {
    let content: Content
    let navigator: Navigator

    /// The navigator's alert, as of its last change.
    @State private var alert: ShownAlert? = nil

    var body: some View {
        content
            .alert(
                Text(alert?.title ?? ""), isPresented: isPresented(dialog: false),
                presenting: alert, actions: buttons, message: message
            )
            .confirmationDialog(
                Text(alert?.title ?? ""), isPresented: isPresented(dialog: true),
                titleVisibility: .visible, presenting: alert, actions: buttons, message: message
            )
            .task { @MainActor in
                alert = navigator.state.alert
                for await _ in navigator.changes() { await showNavigatorsAlert() }
            }
    }

    /// Shows the navigator's alert.
    ///
    /// One that replaces the alert up takes it down for a turn first: SwiftUI (iOS 15 and
    /// later) neither updates nor re-presents an alert while `isPresented` stays true, so
    /// the user would see the old one and answer the new.
    private func showNavigatorsAlert() async {
        if let up = alert, let next = navigator.state.alert, next.id != up.id {
            alert = nil
            await Task.yield()
        }
        alert = navigator.state.alert
    }

    /// Whether the alert of the style is up; set to false when SwiftUI took it down.
    private func isPresented(dialog: Bool) -> Binding<Bool> {
        let shown = alert
        return Binding(
            get: { shown.map { ($0.anchor != nil) == dialog } ?? false },
            set: { presented in
                guard !presented, let id = shown?.id else { return }
                // NB: SwiftUI may clear the binding before it runs the tapped button's
                // action; a turn later the tap has answered the alert, so only an alert
                // still up went away without a choice.
                Task { @MainActor in
                    guard navigator.state.alert?.id == id else { return }
                    // NB: it can fail only when the alert is gone meanwhile.
                    try? navigator.platformDidDismiss(layerShowing: id)
                }
            })
    }

    private func buttons(_ alert: ShownAlert) -> some View {
        ForEach(alert.buttonsOnScreen.indices, id: \.self) { index in
            Button(role: role(alert.buttonsOnScreen[index].role)) {
                guard navigator.state.alert?.id == alert.id else { return }
                // NB: it can fail only when the alert is gone meanwhile.
                try? navigator.platformDidChoose(button: index, inAlert: alert.id)
            } label: {
                Text(alert.buttonsOnScreen[index].label)
            }
        }
    }

    @ViewBuilder
    private func message(_ alert: ShownAlert) -> some View {
        if let message = alert.message { Text(message) }
    }

    private func role(_ role: AlertButtonRole) -> ButtonRole? {
        switch role {
        case .default: nil
        case .cancel: .cancel
        case .destructive: .destructive
        }
    }
}
#endif
