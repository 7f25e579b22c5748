import Foundation
import Testing
import VIPERTesting
import Weather

/// The list module, driven headless through a real `Navigator`, with the interactor's use
/// case replaced by a stub.
@MainActor
@Suite struct ForecastListModuleTests {
    @Test func appearingLoadsTheForecastsOnceAndShowsThem() throws {
        let fetch = UseCaseStub<Void, [Forecast], any Error>(returning: [.tokyo, .naha])
        let navigator = Navigator()

        let id = try navigator.push(.screen(ForecastListScreen.self, input: FetchForecasts(fetch)))
        let list = try #require(navigator.screen(ForecastListScreen.self, for: id))

        #expect(fetch.executeCount == 1)
        #expect(list.rows == ["Tokyo: Sunny, 22°C", "Naha: Cloudy, 27°C"])
        #expect(list.alertMessage == nil)
    }

    @Test func aFailedLoadShowsAnErrorAlert() throws {
        let fetch = UseCaseStub<Void, [Forecast], any Error>(failingWith: URLError(.timedOut))
        let navigator = Navigator()

        let id = try navigator.push(.screen(ForecastListScreen.self, input: FetchForecasts(fetch)))

        let list = try #require(navigator.screen(ForecastListScreen.self, for: id))
        #expect(list.rows.isEmpty)
        #expect(list.alertMessage == "Could not load the weather.")
    }

    @Test func tappingARowPushesThatForecastsDetail() throws {
        let fetch = UseCaseStub<Void, [Forecast], any Error>(returning: [.tokyo, .naha])
        let navigator = Navigator()
        let listID = try navigator.push(
            .screen(ForecastListScreen.self, input: FetchForecasts(fetch)))

        let history = NavigationRecorder(navigator)

        navigator.screen(ForecastListScreen.self, for: listID)?.tapRow(1)

        navigator.assertStack([ForecastListScreen.self, ForecastDetailScreen.self])
        #expect(navigator.assertTop(ForecastDetailScreen.self)?.forecast == .naha)
        history.assertActions(["push(ForecastDetailScreen)"])
    }

    @Test func aLoadStillRunningWhenTheListIsPoppedIsCancelledOnceAndNeverShown() throws {
        let fetch = UseCaseStub<Void, [Forecast], any Error>(.deferred)
        let navigator = Navigator()
        // Something to pop to.
        _ = try navigator.showTestHost()
        let id = try navigator.push(
            .screen(ForecastListScreen.self, input: FetchForecasts(fetch)))
        // Held past the pop: the module is still alive, so only the navigator can stop
        // the load.
        let list = try #require(navigator.screen(ForecastListScreen.self, for: id))

        try navigator.pop()

        #expect(fetch.cancelCount == 1)
        #expect(fetch.executions.map(\.status) == [.cancelled])
        #expect(fetch.complete(at: 0, with: .success([.naha])) == false)
        #expect(list.rows.isEmpty)
        #expect(list.alertMessage == nil)
    }

    @Test func releasingTheNavigatorCancelsTheLoadOnce() throws {
        let fetch = UseCaseStub<Void, [Forecast], any Error>(.deferred)
        var navigator: Navigator? = Navigator()
        let id = try #require(navigator).push(
            .screen(ForecastListScreen.self, input: FetchForecasts(fetch)))
        let list = try #require(navigator?.screen(ForecastListScreen.self, for: id))

        navigator = nil

        #expect(fetch.cancelCount == 1)
        #expect(fetch.complete(at: 0, with: .success([.naha])) == false)
        #expect(list.rows.isEmpty)
    }

    @Test func poppingTheListReleasesTheWholeModule() throws {
        let navigator = Navigator()
        _ = try navigator.showTestHost()
        try withLeakTracking { leaks in
            let fetch = UseCaseStub<Void, [Forecast], any Error>(returning: [.tokyo])
            let id = try navigator.push(
                .screen(ForecastListScreen.self, input: FetchForecasts(fetch)))
            let list = try #require(navigator.screen(ForecastListScreen.self, for: id))
            leaks.track(list, fetch)
            try navigator.pop()
        }
    }

    @Test func theListOverTheRealUseCaseShowsWhatItLoaded() async throws {
        let json = Data(#"[{"name":"Tokyo","weather":"Sunny","high":21.6},{"name":""}]"#.utf8)
        let fetch = FetchForecasts.fetchForecasts(from: JSONForecastDataSource(json: json))
        let navigator = Navigator()
        let id = try navigator.push(.screen(ForecastListScreen.self, input: fetch))

        await navigator.runUntilIdle()

        let list = try #require(navigator.screen(ForecastListScreen.self, for: id))
        #expect(list.rows == ["Tokyo: Sunny, 22°C"])
        #expect(list.alertMessage == nil)
    }

    @Test func theRealUseCaseDecodesMapsAndDeliversOnTheMainActor() async throws {
        let json = Data(#"[{"name":"Tokyo","weather":"Sunny","high":21.6},{"name":""}]"#.utf8)
        let fetch = FetchForecasts.fetchForecasts(from: JSONForecastDataSource(json: json))
        #expect(try await fetch.execute() == [.tokyo])
    }
}

// MARK: - Fixtures

extension Forecast {
    static let tokyo = Forecast(city: "Tokyo", summary: "Sunny", highCelsius: 22)
    static let naha = Forecast(city: "Naha", summary: "Cloudy", highCelsius: 27)
}
