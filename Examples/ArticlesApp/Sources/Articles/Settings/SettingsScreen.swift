import VIPER

/// The settings tab's screen.
@MainActor
public final class SettingsScreen: SettingsView {
    /// The sort order shown.
    public private(set) var sortOrder: ArticleSortOrder = .newest
    /// The number of bookmarks shown.
    public private(set) var bookmarkCount = 0
    // NB: internal, not private: the leak tests reach the module's parts through
    // `@testable import`.
    let presenter: SettingsPresenter

    init(presenter: SettingsPresenter) {
        self.presenter = presenter
    }

    /// Shows the settings.
    ///
    /// - Parameters:
    ///   - sortOrder: The list's sort order.
    ///   - bookmarkCount: How many articles are kept.
    public func show(sortOrder: ArticleSortOrder, bookmarkCount: Int) {
        self.sortOrder = sortOrder
        self.bookmarkCount = bookmarkCount
    }
}

extension SettingsScreen: TerminalScreen {
    /// "Settings".
    public var title: String { "Settings" }

    /// The sort order and the bookmarks count.
    public var lines: [String] {
        [
            "Sort order: \(sortOrder.label)",
            "Bookmarks:  \(bookmarkCount == 1 ? "1 article" : "\(bookmarkCount) articles")",
        ]
    }

    /// Sort.
    public var commands: [CommandHint] {
        [CommandHint("s", "sort", "choose the sort order of the list")]
    }

    /// Never busy.
    public var isBusy: Bool { false }

    /// Performs a command.
    ///
    /// - Parameter command: The command.
    /// - Returns: A one-line message, or `nil`.
    public func perform(_ command: Command) -> String? {
        switch command {
        case .sort:
            return presenter.didTapSort()
        case .back:
            return "This is the tab's first screen; t1 goes to the articles."
        case .open, .reload, .bookmark:
            return "Not here: s chooses the sort order."
        case .quit, .help, .redraw, .tab:
            return nil
        }
    }
}

extension SettingsScreen: ScreenLifecycle {
    /// Shows the settings once the module is built.
    public func screenDidLoad() {
        presenter.refresh()
    }

    /// Shows the settings again each time the tab is selected.
    public func screenDidAppear() {
        presenter.refresh()
    }
}

extension SettingsScreen: @MainActor RestorableScreen {
    /// The settings' route.
    ///
    /// - Parameter input: The module's input.
    /// - Returns: ``AppRoute/settings``.
    public static func route(for input: SettingsInput) -> AppRoute { .settings }

    /// Builds the module: view -> presenter, with a weak back reference, and registers
    /// the presenter for the sort picker's results (a restored picker's too).
    ///
    /// - Parameter dependency: The input and the screen's navigation handle.
    /// - Returns: The settings' view, which owns the module.
    public static func make(
        withDependency dependency: Navigated<SettingsInput, Never>
    ) -> SettingsScreen {
        ModuleAssembly.assemble(view: (any SettingsView).self, output: Void.self) { view, _ in
            let presenter = SettingsPresenter(
                view: view, navigation: dependency.navigation, input: dependency.input)
            let screen = SettingsScreen(presenter: presenter)
            dependency.navigation.receiveResults(from: SortPickerScreen.self) {
                [weak presenter] order in
                presenter?.didPick(order)
            }
            return ModuleParts(view: screen, as: { $0 }, output: ())
        }
    }
}
