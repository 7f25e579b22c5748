// expected error: incorrect argument label in call (have '_:isPresented:titleVisible:presenting:actions:message:', expected '_:isPresented:titleVisibility:presenting:actions:message:')
import SwiftUI

/// A dialog whose title visibility is passed with the wrong label.
struct WrongDialog: View {
    let isPresented: Binding<Bool>

    var body: some View {
        Text("Notes").confirmationDialog(
            Text("Sort by"), isPresented: isPresented, titleVisible: .visible, presenting: "date",
            actions: { field in Button(role: nil, action: {}) { Text(field) } },
            message: { _ in Text("") })
    }
}
