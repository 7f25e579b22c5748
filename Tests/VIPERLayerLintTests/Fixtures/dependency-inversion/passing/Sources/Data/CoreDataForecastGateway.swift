import Domain

/// Implements Domain's protocol, and declares its own for its own use.
struct CoreDataForecastGateway: ForecastGateway, Sendable {
    func forecasts(for city: String) async throws -> [String] { [] }
}

protocol CoreDataStore {}

struct SQLiteStore: CoreDataStore {}
