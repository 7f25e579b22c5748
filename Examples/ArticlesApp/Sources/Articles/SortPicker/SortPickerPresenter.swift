import VIPER

/// What the picker presenter asks of its view.
@MainActor
public protocol SortPickerView: AnyObject {
    /// Shows the orders, marking the current one.
    func show(options: [ArticleSortOrder], current: ArticleSortOrder)
}

/// Offers every sort order and returns the one picked; it needs no interactor.
@MainActor
public final class SortPickerPresenter {
    private let view: WeakReference<any SortPickerView>
    let router: SortPickerRouter
    private let current: ArticleSortOrder
    private let options = ArticleSortOrder.allCases

    /// Creates the presenter.
    ///
    /// - Parameters:
    ///   - view: The view, held weakly.
    ///   - router: The router.
    ///   - current: The order in use, marked on screen.
    public init(
        view: WeakReference<any SortPickerView>, router: SortPickerRouter, current: ArticleSortOrder
    ) {
        self.view = view
        self.router = router
        self.current = current
    }

    /// The view was built: show the options.
    public func viewDidLoad() {
        view.object?.show(options: options, current: current)
    }

    /// The user picked the option at `index` (from 0).
    ///
    /// - Parameter index: The option.
    /// - Returns: A message when there is no such option.
    public func didPick(at index: Int) -> String? {
        guard options.indices.contains(index) else {
            return "There is no option \(index + 1): pick 1-\(options.count), or b to cancel."
        }
        do {
            try router.finish(with: options[index])
            return nil
        } catch {
            return "Cannot pick now: \(error.reason)."
        }
    }

    /// The user closed the picker without picking.
    ///
    /// - Returns: A message when the picker cannot close.
    public func didCancel() -> String? {
        do {
            try router.cancel()
            return nil
        } catch {
            return "Cannot close the picker: \(error.reason)."
        }
    }
}
