import VIPER

/// Shows one forecast; a screen too small to need a presenter of its own.
@MainActor
public final class ForecastDetailScreen {
    /// The forecast shown.
    public let forecast: Forecast
    /// The screen's title.
    public var title: String { "\(forecast.city) — \(forecast.summary)" }
    private let navigation: NavigationHandle<Never>

    init(forecast: Forecast, navigation: NavigationHandle<Never>) {
        self.forecast = forecast
        self.navigation = navigation
    }

    /// The user tapped Back.
    ///
    /// - Throws: `NavigationError` when the screen is no longer shown.
    public func close() throws(NavigationError) {
        try navigation.close()
    }
}

extension ForecastDetailScreen: @MainActor DependencyInjectable {
    /// Builds the detail for a forecast.
    public static func make(
        withDependency dependency: Navigated<Forecast, Never>
    ) -> ForecastDetailScreen {
        ForecastDetailScreen(forecast: dependency.input, navigation: dependency.navigation)
    }
}
