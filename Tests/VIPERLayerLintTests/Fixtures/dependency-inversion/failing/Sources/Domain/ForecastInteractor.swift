import Data

final class ForecastInteractor {
    private let gateway: any DataGateway

    init(gateway: any DataGateway) { self.gateway = gateway }
}
