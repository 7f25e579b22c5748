// SwiftUI content that an app lays out itself from a navigator's state, showing the
// navigator's alert with `.navigatorAlert(_:)`, as the article "Putting the Navigator on
// screen" describes it; type-checked on Linux against the glue by .ci/typecheck-uikit.
import SwiftUI
import VIPER
import VIPERUIKit

/// What the user answered to "Delete this note?".
enum NoteDeletion: Sendable {
    case delete
    case keep
}

/// A note's SwiftUI view; its alert comes from the navigator, not from its own state.
struct NoteView: View {
    let navigator: Navigator

    var body: some View {
        Text("A note").navigatorAlert(navigator)
    }
}

/// Asks the navigator to confirm a deletion, as a presenter does.
@MainActor
func confirmDeletion(on navigator: Navigator, then delete: @escaping @MainActor () -> Void)
    throws(NavigationError)
{
    let alert = NavigationAlert<NoteDeletion>.confirmationDialog(
        title: "Delete this note?",
        buttons: [
            AlertButton("Delete", role: .destructive, action: .delete),
            AlertButton("Keep", role: .cancel, action: .keep),
        ])
    try navigator.showAlert(alert) { answer in
        if answer == .delete { delete() }
    }
}
