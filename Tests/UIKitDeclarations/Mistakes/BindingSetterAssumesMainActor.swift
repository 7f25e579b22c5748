// expected error: call to main actor-isolated instance method 'select' in a synchronous nonisolated context
import SwiftUI

/// A selection binding whose setter calls main-actor code directly: the current SDK's
/// `Binding(get:set:)` setter is `@Sendable` and not isolated, so it must hop (the glue
/// uses `MainActor.assumeIsolated`, SwiftUI calling setters on the main thread).
@MainActor
final class Selection {
    var tab = "inbox"
    func select(_ tab: String) { self.tab = tab }
}

@MainActor
func binding(to selection: Selection) -> Binding<String> {
    let tab = selection.tab
    return Binding(get: { tab }, set: { selection.select($0) })
}
