/// What the list presenter asks of its view.
@MainActor
public protocol ForecastListView: AnyObject {
    /// Shows one line per forecast.
    func show(rows: [String])
    /// Tells the user that loading failed.
    func showErrorAlert(message: String)
}

/// What the list interactor reports to (the presenter).
@MainActor
public protocol ForecastListInteractorOutput: AnyObject {
    /// The forecasts were loaded.
    func didLoad(_ forecasts: [Forecast])
    /// Loading failed.
    func didFailToLoad(_ error: any Error)
}
