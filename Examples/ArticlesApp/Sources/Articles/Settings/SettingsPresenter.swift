import VIPER

/// Shows the sort order and the bookmarks count, and changes the order through the sort
/// picker, presented over the tab bar; it needs no interactor.
@MainActor
public final class SettingsPresenter {
    private let view: WeakReference<any SettingsView>
    private let navigation: NavigationHandle<Never>
    private let input: SettingsInput

    /// Creates the presenter.
    ///
    /// - Parameters:
    ///   - view: The view, held weakly.
    ///   - navigation: The settings screen's handle, its router.
    ///   - input: The module's input.
    public init(
        view: WeakReference<any SettingsView>, navigation: NavigationHandle<Never>,
        input: SettingsInput
    ) {
        self.view = view
        self.navigation = navigation
        self.input = input
    }

    /// The view is shown: show the settings as they are now.
    public func refresh() {
        view.object?.show(
            sortOrder: input.sortPreference.order, bookmarkCount: input.bookmarks.bookmarks.count)
    }

    /// The user asked to change the sort order: present the picker.
    ///
    /// - Returns: A message when the picker cannot open.
    public func didTapSort() -> String? {
        do {
            try navigation.present(
                .screen(SortPickerScreen.self, input: input.sortPreference.order))
            return nil
        } catch {
            return "Cannot choose the order now: \(error.reason)."
        }
    }

    /// The picker closed, with the order picked or `nil`.
    ///
    /// - Parameter order: The order picked, or `nil` when the picker was cancelled.
    public func didPick(_ order: ArticleSortOrder?) {
        if let order { input.sortPreference.order = order }
        refresh()
    }
}
