import VIPER

/// Moves from the list to other screens, through the list's own navigation handle.
@MainActor
public final class ForecastListRouter {
    private let navigation: NavigationHandle<Never>

    /// Creates the router with the handle the navigator gave the list screen.
    public init(navigation: NavigationHandle<Never>) {
        self.navigation = navigation
    }

    /// Pushes the detail of `forecast`.
    ///
    /// - Throws: `NavigationError` when the list is no longer the visible screen.
    public func showDetail(of forecast: Forecast) throws(NavigationError) {
        try navigation.push(.screen(ForecastDetailScreen.self, input: forecast))
    }
}
