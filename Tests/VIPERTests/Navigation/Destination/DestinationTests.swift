import Testing
import VIPER

/// One way to say what to show: a typed screen or a route, pushed or presented, with the
/// route recorded without a global flag.
@MainActor
@Suite struct DestinationTests {
    @Test func aRouteTableRecordsItsRouteWithoutAskingTheScreenForItsOwn() throws {
        let counter = RouteAskCounter()
        let routes = RouteTable<AskedRoute> { route in
            switch route {
            case .counted(let id): .screen(RouteAskingScreen.self, input: AskedInput(counter, id))
            case .alias(let id): .screen(RouteAskingScreen.self, input: AskedInput(counter, id))
            }
        }
        let navigator = Navigator()

        let id = try navigator.push(.route(AskedRoute.alias(7), using: routes))

        #expect(navigator.state[id]?.route == AnyNavigationRoute(AskedRoute.alias(7)))
        #expect(counter.asked == 0)
    }

    @Test func aTypedScreenRecordsItsOwnRouteWhenShown() throws {
        let counter = RouteAskCounter()
        let navigator = Navigator()

        let destination = Destination<Any>.screen(
            RouteAskingScreen.self, input: AskedInput(counter, 3))
        #expect(counter.asked == 0)
        let id = try navigator.push(destination)

        #expect(navigator.state[id]?.route == AnyNavigationRoute(AskedRoute.counted(3)))
        #expect(counter.asked == 1)
    }

    @Test func aRouteThatResolvesToAnotherTablesRouteShowsThatScreenUnderTheFirstRoute() throws {
        let counter = RouteAskCounter()
        let inner = RouteTable<AskedRoute> { route in
            switch route {
            case .counted(let id), .alias(let id):
                .screen(RouteAskingScreen.self, input: AskedInput(counter, id))
            }
        }
        let outer = RouteTable<ForwardingRoute> { route in
            switch route {
            case .forward(let id): .route(AskedRoute.counted(id), using: inner)
            case .loop: .screen(PlainScreen.self, dependency: "")
            }
        }
        let navigator = Navigator()
        try navigator.push(.screen(PlainScreen.self, dependency: "root"))

        let id = try navigator.present(.route(ForwardingRoute.forward(5), using: outer))

        #expect(navigator.state[id]?.screen == ScreenType(RouteAskingScreen.self))
        #expect(navigator.state[id]?.route == AnyNavigationRoute(ForwardingRoute.forward(5)))
    }

    @Test func aRouteTableThatResolvesARouteToItselfIsRefusedNotHung() throws {
        let navigator = Navigator()
        try navigator.push(.screen(PlainScreen.self, dependency: "root"))
        let before = navigator.state
        let looping = SelfRoutingTable()

        #expect(throws: NavigationError.self) {
            try navigator.push(.route(ForwardingRoute.loop, using: looping.table))
        }
        #expect(navigator.state == before)
        #expect(looping.resolutions <= Navigator.redirectLimit + 1)
    }

    @Test func anExistingScreenCannotBePushedAgain() throws {
        let navigator = Navigator()
        let root = try navigator.push(.screen(PlainScreen.self, dependency: "root"))

        #expect(throws: NavigationError(.push(ScreenType(Never.self)), .duplicateEntry(root))) {
            try navigator.push(.existing(root))
        }
    }

    @Test func aHandleWhoseNavigatorIsGoneNeverCallsItsResultClosure() async throws {
        var navigator: Navigator? = Navigator()
        let root = try #require(navigator).push(.screen(OtherScreen.self, input: 1))
        let handle = try #require(navigator?.screen(OtherScreen.self, for: root)).navigation
        navigator = nil
        var called = false

        #expect(throws: NavigationError(.push(ScreenType(ProbeScreen.self)), .notShown(root))) {
            try handle.push(.screen(ProbeScreen.self, input: ScreenProbe())) { _ in called = true }
        }
        await Task.yield()
        #expect(!called)
    }
}

// MARK: - Fixtures

enum AskedRoute: NavigationRoute {
    case counted(Int)
    case alias(Int)
}

enum ForwardingRoute: NavigationRoute {
    case forward(Int)
    case loop
}

@MainActor
final class RouteAskCounter {
    var asked = 0
}

struct AskedInput {
    let counter: RouteAskCounter
    let id: Int
    init(_ counter: RouteAskCounter, _ id: Int) {
        self.counter = counter
        self.id = id
    }
}

/// A restorable screen that counts how often it is asked for its route.
@MainActor
final class RouteAskingScreen: @MainActor RestorableScreen {
    static func make(withDependency _: Navigated<AskedInput, Never>) -> RouteAskingScreen {
        .init()
    }

    static func route(for input: AskedInput) -> AskedRoute {
        input.counter.asked += 1
        return .counted(input.id)
    }
}

/// A table whose one route resolves to itself, counting its resolutions.
@MainActor
final class SelfRoutingTable {
    var resolutions = 0
    var table: RouteTable<ForwardingRoute> {
        RouteTable { [self] route in
            resolutions += 1
            return .route(route, using: table)
        }
    }
}
