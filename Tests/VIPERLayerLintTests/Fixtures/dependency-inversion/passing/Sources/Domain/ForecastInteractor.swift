final class ForecastInteractor {
    private let gateway: any ForecastGateway

    init(gateway: any ForecastGateway) { self.gateway = gateway }
}
