import Foundation
import VIPER

/// The running app without its terminal: navigator, routes, session, and what a line does.
///
/// The executable reads lines, hands them to ``handle(_:)``, and prints
/// `FrameRenderer.frame(of:)` of the ``navigator``.
@MainActor
public final class ArticlesApp {
    /// What one typed line led to.
    public enum Reply: Equatable {
        /// Draw the screen again, with a one-line message above it when there is one.
        case screen(message: String?)
        /// Show the command list, then the screen.
        case help([String])
        /// Save and stop.
        case quit
    }

    /// The app's one navigator: the state the screen mirrors.
    public let navigator = Navigator()
    /// What the modules are built from.
    public let environment: ArticlesEnvironment
    private let routes: AppRoutes

    /// Creates the app; nothing is shown until ``start(session:deepLink:)``.
    ///
    /// - Parameter environment: What the modules are built from.
    public init(environment: ArticlesEnvironment) {
        self.environment = environment
        self.routes = AppRoutes(environment: environment)
    }

    /// The app's route table.
    public var routeTable: RouteTable<AppRoute> { routes.table }

    /// Shows the first screen: the saved session if there is one, then the deep link.
    ///
    /// The link, when there is one, replaces the restored state in one step; a session
    /// that cannot be restored, or a link that cannot be opened, is reported and skipped,
    /// and the app starts on the list (or stays on the restored screen). A restored
    /// session is reported too, so that nobody wonders why the app did not start on the
    /// list.
    ///
    /// - Parameters:
    ///   - session: What ``sessionData()`` saved last time, or `nil` to start fresh.
    ///   - deepLink: A link to open after restoring.
    /// - Returns: One line per thing that was skipped, for the person to read.
    public func start(session: Data?, deepLink: URL?) -> [String] {
        var notices: [String] = []
        if let session {
            do {
                let saved = try Session(decoding: session)
                // NB: before the screens are rebuilt, which read both when they load (a list
                // restored under the picker is on screen and loads at once, as in UIKit).
                let order = environment.sortPreference.order
                let bookmarks = environment.bookmarks.bookmarks
                environment.sortPreference.order = saved.sortOrder
                environment.bookmarks.restore(saved.bookmarks)
                do {
                    try navigator.restore(from: saved.navigation, using: routes.table)
                } catch {
                    environment.sortPreference.order = order
                    environment.bookmarks.restore(bookmarks)
                    throw error
                }
                notices.append("Restored your place (--fresh starts over).")
            } catch {
                notices.append("Could not restore your last session (\(error)); starting fresh.")
            }
        }
        if let deepLink {
            do {
                try navigator.open(deepLink, using: routes.table)
            } catch {
                notices.append("Could not open \(deepLink.absoluteString): \(error.reason).")
            }
        }
        if navigator.state.layers[0].selectedTab == nil {
            // NB: a fresh start, or a session saved before the tab bar (a stack of
            // articles): the tab bar, with that stack in the articles tab.
            do {
                try navigator.replace(
                    with: AppRoutes.tabs(articles: navigator.state.isEmpty ? [] : restoredRoutes()),
                    using: routes.table)
            } catch {
                notices.append("Could not show the tabs: \(error.reason).")
            }
        }
        return notices
    }

    /// The routes of the restored stack-rooted state, root first.
    private func restoredRoutes() -> [AppRoute] {
        navigator.state.layers[0].entries.compactMap { $0.route?.as(AppRoute.self) }
    }

    /// The tab bar's tabs, in order.
    public static let tabs: [NavigationTabTag] = [.articles, .bookmarks, .settings]

    /// What `t1`-`t3` do: the tab bar's tap, as UIKit's tab bar controller does it.
    ///
    /// Another tab is selected when the guards allow it (`Navigator.allowsPlatformSelect(_:)`,
    /// then `Navigator.platformDidSelect(_:)`); the selected tab again goes back to its
    /// first screen, as a re-tapped tab pops its navigation controller
    /// (`Navigator.platformDidPop(to:)`). While a sheet is up the tab bar is covered.
    private func selectTab(_ number: Int) -> String? {
        guard Self.tabs.indices.contains(number - 1) else {
            return "There is no tab \(number): t1-t\(Self.tabs.count)."
        }
        let tag = Self.tabs[number - 1]
        let layers = navigator.state.layers
        guard layers.count == 1, let selected = layers[0].selectedTab else {
            return "Close this first (b): the tab bar is under it."
        }
        do {
            if tag == selected {
                let stack = layers[0].entries
                guard stack.count > 1 else { return nil }
                guard navigator.allowsPlatformPop(to: stack[0].id) else {
                    return "Cannot go back to the tab's first screen now."
                }
                try navigator.platformDidPop(to: stack[0].id)
            } else {
                guard navigator.allowsPlatformSelect(tag) else {
                    return "Cannot switch tabs now."
                }
                try navigator.platformDidSelect(tag)
            }
            return nil
        } catch {
            return "Cannot switch tabs: \(error.reason)."
        }
    }

    /// What a command does while an alert is up: a number taps that button, as
    /// `Navigator.platformDidChoose(button:inAlert:)`; anything else is refused, since an
    /// alert covers the screen and the tab bar, as in UIKit.
    private func answerAlert(_ command: Command) -> String? {
        guard let alert = navigator.state.alert else { return nil }
        let count = max(alert.buttons.count, 1)
        guard case .open(let number) = command, number <= count else {
            return "Answer the alert first: 1-\(count)."
        }
        do {
            try navigator.platformDidChoose(button: number - 1, inAlert: alert.id)
            return nil
        } catch {
            return "Cannot answer the alert: \(error.reason)."
        }
    }

    /// The visible screen.
    public var topScreen: (any TerminalScreen)? { navigator.topScreen as? any TerminalScreen }

    /// Whether the visible screen is loading.
    public var isBusy: Bool { topScreen?.isBusy ?? false }

    /// Does what a typed line says.
    ///
    /// - Parameter line: What the person typed.
    /// - Returns: What to show next.
    public func handle(_ line: String) -> Reply {
        let command: Command
        do {
            command = try Command(parsing: line)
        } catch {
            return .screen(message: error.message)
        }
        switch command {
        case .quit:
            return .quit
        case .help:
            return .help(helpLines())
        case .redraw:
            return .screen(message: nil)
        case _ where navigator.state.alert != nil:
            return .screen(message: answerAlert(command))
        case .tab(let number):
            return .screen(message: selectTab(number))
        default:
            guard let screen = topScreen else { return .screen(message: "Nothing is shown.") }
            return .screen(message: screen.perform(command))
        }
    }

    /// The session to save: the navigation as restoration data, and the sort order.
    ///
    /// Every screen records its route, the sort picker's too, so the state is saved as
    /// it is: a session saved with the picker open comes back with the picker open, and
    /// its pick reaches the restored list.
    ///
    /// - Returns: The encoded ``Session``.
    /// - Throws: `NavigationError` when the state cannot be saved.
    public func sessionData() throws -> Data {
        let session = Session(
            navigation: try navigator.restorationData(AppRoute.self),
            sortOrder: environment.sortPreference.order,
            bookmarks: environment.bookmarks.bookmarks)
        do {
            return try session.encoded()
        } catch {
            throw NavigationError(.restore, .corruptRestorationData("\(error)"))
        }
    }

    private func helpLines() -> [String] {
        let hints =
            (navigator.state.alert.map(FrameRenderer.alertHints) ?? topScreen?.commands ?? [])
            + [
                CommandHint("t1-t3", "tabs", "switch tabs; the tab you are in: back to its start"),
                CommandHint("?", "help", "list these commands"),
                CommandHint("q", "quit", "save your place and quit"),
            ]
        let width = hints.map(\.key.count).max() ?? 1
        return ["Commands here:"]
            + hints.map { hint in
                "  " + hint.key + String(repeating: " ", count: width - hint.key.count) + "  "
                    + hint.meaning
            }
    }
}
