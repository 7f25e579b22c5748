// NB: the router of the migration guide's "Alerts and action sheets" section, run by
// MigrationGuideTests (.ci/check-snippets compiles it as the guide shows it).

import VIPER

enum SortOrder: Hashable, Sendable {
    case newest
    case mostLiked
}

enum SortChoice: Hashable, Sendable {
    case order(SortOrder)
    case cancel
}

@MainActor
final class ArticleListRouter {
    private let navigation: NavigationHandle<Never>
    private var isAskingForTheOrder = false

    init(navigation: NavigationHandle<Never>) { self.navigation = navigation }

    /// Asks for a sort order; `choose` runs only when the user picks one.
    func askForSortOrder(
        _ choose: @escaping @MainActor (SortOrder) -> Void
    ) throws(NavigationError) {
        guard !isAskingForTheOrder else { return }  // as UIKit: the dialog is already up
        let dialog = NavigationAlert.confirmationDialog(
            title: "Sort articles",
            buttons: [
                AlertButton("Newest first", action: SortChoice.order(.newest)),
                AlertButton("Most liked first", action: SortChoice.order(.mostLiked)),
                AlertButton("Cancel", role: .cancel, action: SortChoice.cancel),
            ])
        try navigation.showAlert(dialog) { [weak self] choice in
            self?.isAskingForTheOrder = false  // answered once: a choice, Cancel or nil
            if case .order(let order)? = choice { choose(order) }
        }
        isAskingForTheOrder = true
    }
}
