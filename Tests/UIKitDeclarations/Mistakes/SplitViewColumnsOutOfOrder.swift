// expected error: argument 'content' must precede argument 'detail'
import SwiftUI

/// A three-column split view whose middle column is passed after the detail column.
@available(iOS 16, *)
struct ColumnsOutOfOrder: View {
    var body: some View {
        NavigationSplitView {
            Text("Sidebar")
        } detail: {
            Text("Detail")
        } content: {
            Text("Content")
        }
    }
}
