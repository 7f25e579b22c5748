import Testing
import VIPER

@Suite struct DependencyInjectableTests {
    @Test func makeWithDependencyPassesTheDependencyThrough() {
        let screen = WebScreen.make(withDependency: .init(path: "/a", userAgent: "ua"))
        #expect(screen.dependency.path == "/a")
        #expect(screen.dependency.userAgent == "ua")
    }

    @Test func voidDependencyReadsAsMake() {
        #expect(Counter.make().value == 7)
    }

    @MainActor
    @Test func mainActorClassConformsWithAnIsolatedConformance() {
        let screen = makeGeneric(MainActorScreen.self, dependency: 3)
        #expect(screen.title == "3")
    }
}

// MARK: - Fixtures

@MainActor
private func makeGeneric<Screen: DependencyInjectable>(
    _ type: Screen.Type, dependency: Screen.Dependency
) -> Screen {
    Screen.make(withDependency: dependency)
}

private struct WebScreen: DependencyInjectable {
    struct Dependency {
        let path: String
        let userAgent: String?
    }
    let dependency: Dependency
    static func make(withDependency dependency: Dependency) -> WebScreen {
        WebScreen(dependency: dependency)
    }
}

private struct Counter: DependencyInjectable {
    let value: Int
    static func make(withDependency dependency: Void) -> Counter { Counter(value: 7) }
}

@MainActor
private final class MainActorScreen {
    let title: String
    init(title: String) { self.title = title }
}

extension MainActorScreen: @MainActor DependencyInjectable {
    static func make(withDependency dependency: Int) -> MainActorScreen {
        MainActorScreen(title: String(dependency))
    }
}
