import Foundation
import Testing
import VIPER

/// The "Restorable screens" and "Results across restoration" sections of the Navigation
/// article, kept compiling and passing.
@MainActor
@Suite struct RestorationArticleTests {
    @Test func aShelfBuiltWithTypedCallsIsSavedAndRestoredWithItsRating() throws {
        let navigator = Navigator()
        try navigator.push(ShelfScreen.self, input: ())
        try (navigator.topScreen as? ShelfScreen)?.router.showBook(4)
        try (navigator.topScreen as? BookScreen)?.router.rate()
        let data = try navigator.restorationData(ShelfRoute.self)

        let restored = Navigator()
        try restored.restore(from: data, using: shelfRoutes)
        let book = try #require(restored.screen(BookScreen.self, for: .init(2)))
        try (restored.topScreen as? RatingPicker)?.navigation.finish(with: 5)
        #expect(book.stars == [5])
        #expect(restored.state.entries.map(\.id) == [.init(1), .init(2)])
    }

    @Test func aRouterShowsARouteAndItsScreenIsRestorable() throws {
        let navigator = Navigator()
        try navigator.push(ShelfScreen.self, input: ())
        try (navigator.topScreen as? ShelfScreen)?.router.showBook(7)
        try (navigator.topScreen as? BookScreen)?.router.rateThroughTheTable()
        #expect(
            try navigator.routeState(ShelfRoute.self)
                == RouteState(
                    root: [.shelf, .book(id: 7)],
                    presented: [.init(style: .sheet, routes: [.ratingPicker])]))
        try (navigator.topScreen as? RatingPicker)?.navigation.close()
        #expect(navigator.screen(BookScreen.self, for: .init(2))?.stars == [nil])
    }

    @Test func aScreenThatIsNotRestorableIsNamed() throws {
        let navigator = Navigator()
        try navigator.push(ShelfScreen.self, input: ())
        try navigator.push(PlainScreen.self, dependency: "about")
        do {
            _ = try navigator.restorationData(ShelfRoute.self)
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

enum ShelfRoute: NavigationRoute {
    case shelf
    case book(id: Int)
    case ratingPicker
}

@MainActor
let shelfRoutes = RouteTable<ShelfRoute> { route in
    switch route {
    case .shelf: .screen(ShelfScreen.self, input: ())
    case .book(let id): .screen(BookScreen.self, input: id)
    case .ratingPicker: .screen(RatingPicker.self, input: 5)
    }
}

@MainActor
final class ShelfScreen {
    let router: ShelfRouter
    init(router: ShelfRouter) { self.router = router }
}

@MainActor
final class ShelfRouter {
    private let navigation: NavigationHandle<Never>
    init(navigation: NavigationHandle<Never>) { self.navigation = navigation }

    func showBook(_ id: Int) throws(NavigationError) {
        try navigation.push(BookScreen.self, input: id)  // records .book(id: id)
    }
}

extension ShelfScreen: @MainActor RestorableScreen {
    static func make(withDependency dependency: Navigated<Void, Never>) -> ShelfScreen {
        ShelfScreen(router: ShelfRouter(navigation: dependency.navigation))
    }

    static func route(for input: Void) -> ShelfRoute { .shelf }
}

@MainActor
final class BookScreen {
    let id: Int
    let router: BookRouter
    var stars: [Int?] = []

    init(id: Int, router: BookRouter) {
        self.id = id
        self.router = router
    }

    func didRate(_ rating: Int?) { stars.append(rating) }
}

@MainActor
final class BookRouter {
    private let navigation: NavigationHandle<Never>
    init(navigation: NavigationHandle<Never>) { self.navigation = navigation }

    func rate() throws(NavigationError) {
        try navigation.present(RatingPicker.self, input: 5)
    }

    func rateThroughTheTable() throws(NavigationError) {
        try navigation.present(ShelfRoute.ratingPicker, using: shelfRoutes)
    }
}

extension BookScreen: @MainActor RestorableScreen {
    static func make(withDependency dependency: Navigated<Int, Never>) -> BookScreen {
        let screen = BookScreen(
            id: dependency.input, router: BookRouter(navigation: dependency.navigation))
        dependency.navigation.receiveResults(from: RatingPicker.self) { [weak screen] stars in
            screen?.didRate(stars)  // nil when the picker closed without a rating
        }
        return screen
    }

    static func route(for id: Int) -> ShelfRoute { .book(id: id) }
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

    static func route(for maximum: Int) -> ShelfRoute { .ratingPicker }
}
