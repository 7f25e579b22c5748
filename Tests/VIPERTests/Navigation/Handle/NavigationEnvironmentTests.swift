import Testing
import VIPER

/// App-wide services through `NavigationEnvironment`: typed keys with defaults, one
/// environment per navigator, scoped per flow by `Destination.environment(_:_:)`.
@MainActor
@Suite struct NavigationEnvironmentTests {
    let navigator = Navigator()

    @Test func aKeyNobodySetHasItsDefault() throws {
        #expect(NavigationEnvironment()[GreetingKey.self] == "hello")

        let screen = try show(.screen(ServiceScreen.self, input: ()))

        #expect(screen.greeting == "hello")
    }

    @Test func aTestOverridesAServiceOnItsNavigator() throws {
        navigator.environment[GreetingKey.self] = "test double"

        let screen = try show(.screen(ServiceScreen.self, input: ()))

        #expect(screen.greeting == "test double")
        #expect(
            NavigationHandle<Never>(navigator: navigator, entryID: screen.id)
                .environment[GreetingKey.self] == "test double")
    }

    @Test func aValueSetForAFlowReachesTheScreensShownFromIt() throws {
        let first = try show(
            .screen(ServiceScreen.self, input: ()).environment(GreetingKey.self, "flow"))
        try first.navigation.present(.screen(ServiceScreen.self, input: ()))
        let presented = try #require(navigator.topScreen as? ServiceScreen)
        try presented.navigation.push(.screen(ServiceScreen.self, input: ()))
        let pushed = try #require(navigator.topScreen as? ServiceScreen)

        #expect([first.greeting, presented.greeting, pushed.greeting] == ["flow", "flow", "flow"])
    }

    @Test func aValueSetForAFlowStaysInThatFlow() throws {
        navigator.environment[GreetingKey.self] = "app"
        let root = try show(.screen(ServiceScreen.self, input: ()))
        try root.navigation.present(
            .screen(ServiceScreen.self, input: ()).environment(GreetingKey.self, "flow"))
        try navigator.dismiss()

        try root.navigation.push(.screen(ServiceScreen.self, input: ()))
        let sibling = try #require(navigator.topScreen as? ServiceScreen)

        #expect(sibling.greeting == "app")
        #expect(navigator.environment[GreetingKey.self] == "app")
    }

    @Test func anInnerFlowOverridesAnOuterOneAndKeepsItsOtherValues() throws {
        let outer = try show(
            .screen(ServiceScreen.self, input: ()).environment(GreetingKey.self, "outer")
                .environment(CountKey.self, 7))
        try outer.navigation.push(
            .screen(ServiceScreen.self, input: ()).environment(GreetingKey.self, "inner"))
        let inner = try #require(navigator.topScreen as? ServiceScreen)

        #expect(inner.greeting == "inner")
        #expect(inner.navigation.environment[CountKey.self] == 7)
    }

    @Test func changingTheNavigatorsEnvironmentLaterLeavesShownScreensAlone() throws {
        let screen = try show(.screen(ServiceScreen.self, input: ()))

        navigator.environment[GreetingKey.self] = "later"

        #expect(screen.navigation.environment[GreetingKey.self] == "hello")
    }

    @Test func aResultReturningDestinationTakesAValueToo() throws {
        let root = try show(.screen(ServiceScreen.self, input: ()))
        var picked: [String?] = []
        try root.navigation.present(
            .screen(PickingServiceScreen.self, input: ()).environment(GreetingKey.self, "pick")
        ) { picked.append($0) }
        let picker = try #require(navigator.topScreen as? PickingServiceScreen)

        try picker.navigation.finish(with: picker.navigation.environment[GreetingKey.self])

        #expect(picked == ["pick"])
    }

    func show(_ destination: Destination<Any>) throws -> ServiceScreen {
        try navigator.push(destination)
        return try #require(navigator.topScreen as? ServiceScreen)
    }
}

// MARK: - Fixtures

enum GreetingKey: NavigationEnvironmentKey {
    static let defaultValue = "hello"
}

enum CountKey: NavigationEnvironmentKey {
    static let defaultValue = 0
}

/// A screen whose assembly reads a service from its handle's environment.
@MainActor
final class ServiceScreen: @MainActor DependencyInjectable {
    let navigation: NavigationHandle<Never>
    let greeting: String

    init(navigation: NavigationHandle<Never>) {
        self.navigation = navigation
        greeting = navigation.environment[GreetingKey.self]
    }

    var id: NavigationEntryID { navigation.entryID }

    static func make(withDependency dependency: Navigated<Void, Never>) -> ServiceScreen {
        ServiceScreen(navigation: dependency.navigation)
    }
}

/// A screen that hands back a `String`.
@MainActor
final class PickingServiceScreen: @MainActor DependencyInjectable {
    let navigation: NavigationHandle<String>

    init(navigation: NavigationHandle<String>) { self.navigation = navigation }

    static func make(withDependency dependency: Navigated<Void, String>) -> PickingServiceScreen {
        PickingServiceScreen(navigation: dependency.navigation)
    }
}
