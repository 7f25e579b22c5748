/// Declared beside the interactor that uses it: Data depends on Domain.
public protocol ForecastGateway: Sendable {
    func forecasts(for city: String) async throws -> [String]
}
