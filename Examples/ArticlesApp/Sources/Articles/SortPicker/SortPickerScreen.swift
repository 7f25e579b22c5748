import VIPER

/// The picker's view, presented as a sheet over the list.
@MainActor
public final class SortPickerScreen: SortPickerView {
    /// The options shown, in order.
    public private(set) var options: [ArticleSortOrder] = []
    /// The order in use when the picker opened.
    public private(set) var current: ArticleSortOrder?
    // NB: internal, not private: the leak tests reach the module's parts through
    // `@testable import`, the view -> presenter -> interactor and router chain.
    let presenter: SortPickerPresenter

    init(presenter: SortPickerPresenter) {
        self.presenter = presenter
    }

    /// Shows the options.
    ///
    /// - Parameters:
    ///   - options: The orders, in order.
    ///   - current: The one in use.
    public func show(options: [ArticleSortOrder], current: ArticleSortOrder) {
        self.options = options
        self.current = current
    }
}

extension SortPickerScreen: TerminalScreen {
    /// "Sort by".
    public var title: String { "Sort by" }

    /// The numbered options, the current one marked.
    public var lines: [String] {
        options.enumerated().map { index, order in
            "\(index + 1). \(order.label)\(order == current ? "  (current)" : "")"
        }
    }

    /// Pick and cancel.
    public var commands: [CommandHint] {
        [
            CommandHint("1-\(options.count)", "pick", "sort the list that way"),
            CommandHint("b", "cancel", "close without changing the order"),
        ]
    }

    /// Never busy.
    public var isBusy: Bool { false }

    /// Performs a command.
    ///
    /// - Parameter command: The command.
    /// - Returns: A one-line message, or `nil`.
    public func perform(_ command: Command) -> String? {
        switch command {
        case .open(let number):
            return presenter.didPick(at: number - 1)
        case .back:
            return presenter.didCancel()
        case .sort:
            return "Already choosing the order: pick a number, or b to cancel."
        case .reload:
            return "Nothing to reload here: pick a number, or b to cancel."
        case .bookmark, .tab:
            return "Pick a number first, or b to cancel."
        case .quit, .help, .redraw:
            return nil
        }
    }
}

extension SortPickerScreen: @MainActor RestorableScreen {
    /// The picker's route, with the order it marks as current.
    ///
    /// - Parameter input: The order in use.
    /// - Returns: ``AppRoute/sortPicker(current:)``.
    public static func route(for input: ArticleSortOrder) -> AppRoute {
        .sortPicker(current: input)
    }

    /// Builds the picker: view -> presenter -> router; its output is the picked order.
    ///
    /// - Parameter dependency: The current order and the picker's navigation handle.
    /// - Returns: The picker's view, which owns the module.
    public static func make(
        withDependency dependency: Navigated<ArticleSortOrder, ArticleSortOrder>
    ) -> SortPickerScreen {
        let screen = ModuleAssembly.assemble(
            view: (any SortPickerView).self, output: Void.self
        ) { view, _ in
            let router = SortPickerRouter(navigation: dependency.navigation)
            let presenter = SortPickerPresenter(
                view: view, router: router, current: dependency.input)
            let screen = SortPickerScreen(presenter: presenter)
            return ModuleParts(view: screen, as: { $0 }, output: ())
        }
        screen.presenter.viewDidLoad()
        return screen
    }
}
