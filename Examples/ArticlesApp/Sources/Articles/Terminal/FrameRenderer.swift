import VIPER

/// Draws the visible screen of a navigator as text: a breadcrumb of every screen shown
/// (in the selected tab), the visible screen's lines, the tab bar, and a footer of its
/// commands.
@MainActor
public enum FrameRenderer {
    /// The width of the rules.
    public static let width = 64

    /// The frame for the current state.
    ///
    /// - Parameter navigator: The app's navigator.
    /// - Returns: The frame, lines joined with newlines, without a trailing newline.
    public static func frame(of navigator: Navigator) -> String {
        var crumbs: [String] = []
        for (index, layer) in navigator.state.layers.enumerated() {
            for (position, entry) in layer.entries.enumerated() {
                let title = (navigator.screen(for: entry.id) as? any TerminalScreen)?.title ?? "?"
                let shortened = title.count > 28 ? String(title.prefix(27)) + "…" : title
                crumbs.append(index > 0 && position == 0 ? "[\(shortened)]" : shortened)
            }
        }
        guard let screen = navigator.topScreen as? any TerminalScreen else {
            return "(nothing to show)"
        }
        let alert = navigator.state.alert
        let hints =
            (alert.map(alertHints) ?? screen.commands)
            + [CommandHint("?", "help", ""), CommandHint("q", "quit", "")]
        var lines = [crumbs.joined(separator: " › "), String(repeating: "═", count: width)]
        lines += screen.lines.map { $0.isEmpty ? "" : "  " + $0 }
        if let alert { lines += alertLines(alert) }
        lines.append(String(repeating: "─", count: width))
        if let tabBar = tabBar(of: navigator) { lines.append(tabBar) }
        lines.append(hints.map { "\($0.key) \($0.label)" }.joined(separator: " · "))
        return lines.joined(separator: "\n")
    }

    /// An alert as a box under the screen it covers: its title, its message, and its
    /// buttons numbered from 1.
    static func alertLines(_ alert: ShownAlert) -> [String] {
        let buttons = alert.buttons.isEmpty ? [ShownAlert.Button("OK")] : alert.buttons
        return [
            "", "  ┌─ " + alert.title,
        ] + (alert.message.map { ["  │ " + $0] } ?? [])
            + [
                "  │ "
                    + buttons.enumerated().map { "\($0.offset + 1) \($0.element.label)" }
                    .joined(separator: " · "),
                "  └─",
            ]
    }

    /// What answers an alert: a number a button, for the footer and for `?`.
    static func alertHints(_ alert: ShownAlert) -> [CommandHint] {
        let buttons = alert.buttons.isEmpty ? [ShownAlert.Button("OK")] : alert.buttons
        return buttons.enumerated().map { index, button in
            CommandHint(
                "\(index + 1)", button.label.lowercased(), "answer the alert: \(button.label)")
        }
    }

    /// The root's tab bar as one line, `[t1 Articles] · t2 Bookmarks · t3 Settings`, the
    /// selected tab in brackets, each tab named by its first screen's title; `nil` when the
    /// root has no tabs.
    static func tabBar(of navigator: Navigator) -> String? {
        guard case .tabs(let tabs, let selected, _) = navigator.state.layers[0].content else {
            return nil
        }
        return tabs.enumerated().map { index, tab in
            let title =
                tab.entries.first.flatMap {
                    (navigator.screen(for: $0.id) as? any TerminalScreen)?.title
                } ?? tab.tag.rawValue
            let item = "t\(index + 1) \(title)"
            return tab.tag == selected ? "[\(item)]" : item
        }.joined(separator: " · ")
    }
}
