// expected error: call to main actor-isolated initializer 'init(selection:content:)' in a synchronous nonisolated context
import SwiftUI

/// A tab view built off the main actor, where SwiftUI's views may not be made.
func makeTabs(selection: Binding<String>) -> some View {
    TabView(selection: selection) { Text("Inbox").tag("inbox") }
}
