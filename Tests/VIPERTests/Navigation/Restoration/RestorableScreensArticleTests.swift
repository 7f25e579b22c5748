import Foundation
import Testing
import VIPER

/// The "Restorable screens" and "Results across restoration" sections of the Navigation
/// article, kept compiling and passing.
@MainActor
@Suite struct RestorableScreensArticleTests {
    @Test func aLibraryBuiltWithTypedCallsIsSavedAndRestoredWithItsRating() throws {
        let navigator = Navigator()
        try navigator.push(.screen(LibraryScreen.self, input: ()))
        try (navigator.topScreen as? LibraryScreen)?.router.showVolume(4)
        try (navigator.topScreen as? VolumeScreen)?.router.rate()
        let data = try navigator.restorationData(LibraryRoute.self)

        let restored = Navigator()
        try restored.restore(from: data, using: libraryRoutes)
        let book = try #require(restored.screen(VolumeScreen.self, for: .init(2)))
        try (restored.topScreen as? RatingPicker)?.navigation.finish(with: 5)
        #expect(book.stars == [5])
        #expect(restored.state.entries.map(\.id) == [.init(1), .init(2)])
    }

    @Test func aRestorationIntoTheSameNavigatorDeliversTheOldPickersNoResultToNoVolume() throws {
        let navigator = Navigator()
        try navigator.push(.screen(LibraryScreen.self, input: ()))
        try (navigator.topScreen as? LibraryScreen)?.router.showVolume(4)
        let oldVolume = try #require(navigator.topScreen as? VolumeScreen)
        try oldVolume.router.rate()
        let data = try navigator.restorationData(LibraryRoute.self)
        try navigator.restore(from: data, using: libraryRoutes)
        let newVolume = try #require(navigator.screen(VolumeScreen.self, for: .init(2)))
        #expect(newVolume !== oldVolume)
        #expect(oldVolume.stars.isEmpty, "the old volume is no longer shown: it gets nothing")
        #expect(newVolume.stars.isEmpty, "the rebuilt volume did not ask the old picker")
        try (navigator.topScreen as? RatingPicker)?.navigation.finish(with: 3)
        #expect(newVolume.stars == [3])
        #expect(oldVolume.stars.isEmpty)
    }

    @Test func aRouterShowsARouteAndItsScreenIsRestorable() throws {
        let navigator = Navigator()
        try navigator.push(.screen(LibraryScreen.self, input: ()))
        try (navigator.topScreen as? LibraryScreen)?.router.showVolume(7)
        try (navigator.topScreen as? VolumeScreen)?.router.rateThroughTheTable()
        #expect(
            try navigator.routeState(LibraryRoute.self)
                == RouteState(
                    root: [.library, .volume(id: 7)],
                    presented: [.init(style: .sheet, routes: [.ratingPicker])]))
        try (navigator.topScreen as? RatingPicker)?.navigation.close()
        #expect(navigator.screen(VolumeScreen.self, for: .init(2))?.stars == [nil])
    }

    @Test func aScreenThatIsNotRestorableIsNamed() throws {
        let navigator = Navigator()
        try navigator.push(.screen(LibraryScreen.self, input: ()))
        try navigator.push(.screen(PlainScreen.self, dependency: "about"))
        do {
            _ = try navigator.restorationData(LibraryRoute.self)
            Issue.record("saved a state with an unrestorable screen")
        } catch {
            guard case .notRestorable(let entries) = error.reason else {
                Issue.record("unexpected \(error)")
                return
            }
            #expect(entries.map(\.id) == [.init(2)])
            #expect(entries.map(\.screen) == [ScreenType(PlainScreen.self)])
        }
    }
}

// MARK: - Fixtures

enum LibraryRoute: NavigationRoute {
    case library
    case volume(id: Int)
    case ratingPicker
}

@MainActor
let libraryRoutes = RouteTable<LibraryRoute> { route in
    switch route {
    case .library: .screen(LibraryScreen.self, input: ())
    case .volume(let id): .screen(VolumeScreen.self, input: id)
    case .ratingPicker: .screen(RatingPicker.self, input: 5)
    }
}

@MainActor
final class LibraryScreen {
    let router: LibraryRouter
    init(router: LibraryRouter) { self.router = router }
}

@MainActor
final class LibraryRouter {
    private let navigation: NavigationHandle<Never>
    init(navigation: NavigationHandle<Never>) { self.navigation = navigation }

    func showVolume(_ id: Int) throws(NavigationError) {
        try navigation.push(.screen(VolumeScreen.self, input: id))  // records .volume(id: id)
    }
}

extension LibraryScreen: @MainActor RestorableScreen {
    static func make(withDependency dependency: Navigated<Void, Never>) -> LibraryScreen {
        LibraryScreen(router: LibraryRouter(navigation: dependency.navigation))
    }

    static func route(for input: Void) -> LibraryRoute { .library }
}

@MainActor
final class VolumeScreen {
    let id: Int
    let router: VolumeRouter
    var stars: [Int?] = []

    init(id: Int, router: VolumeRouter) {
        self.id = id
        self.router = router
    }

    func didRate(_ rating: Int?) { stars.append(rating) }
}

@MainActor
final class VolumeRouter {
    private let navigation: NavigationHandle<Never>
    init(navigation: NavigationHandle<Never>) { self.navigation = navigation }

    func rate() throws(NavigationError) {
        try navigation.present(.screen(RatingPicker.self, input: 5))
    }

    func rateThroughTheTable() throws(NavigationError) {
        try navigation.present(.route(LibraryRoute.ratingPicker, using: libraryRoutes))
    }
}

extension VolumeScreen: @MainActor RestorableScreen {
    static func make(withDependency dependency: Navigated<Int, Never>) -> VolumeScreen {
        let screen = VolumeScreen(
            id: dependency.input, router: VolumeRouter(navigation: dependency.navigation))
        dependency.navigation.receiveResults(from: RatingPicker.self) { [weak screen] stars in
            screen?.didRate(stars)  // nil when the picker closed without a rating
        }
        return screen
    }

    static func route(for id: Int) -> LibraryRoute { .volume(id: id) }
}

@MainActor
final class RatingPicker {
    let navigation: NavigationHandle<Int>
    init(navigation: NavigationHandle<Int>) { self.navigation = navigation }
}

extension RatingPicker: @MainActor RestorableScreen {
    static func make(withDependency dependency: Navigated<Int, Int>) -> RatingPicker {
        RatingPicker(navigation: dependency.navigation)
    }

    static func route(for maximum: Int) -> LibraryRoute { .ratingPicker }
}
