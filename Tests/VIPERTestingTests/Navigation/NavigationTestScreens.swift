import Dispatch
import VIPERTesting

// MARK: - Fixtures

/// The root screen of the navigation tests; it navigates through its handle.
@MainActor
final class HomeScreen {
    let navigation: NavigationHandle<Never>
    init(navigation: NavigationHandle<Never>) { self.navigation = navigation }
}

extension HomeScreen: @MainActor DependencyInjectable {
    static func make(withDependency dependency: Navigated<Void, Never>) -> HomeScreen {
        HomeScreen(navigation: dependency.navigation)
    }
}

/// A screen built from its dependency alone: an item number.
@MainActor
final class ItemScreen {
    let item: Int
    init(item: Int) { self.item = item }
}

extension ItemScreen: @MainActor DependencyInjectable {
    static func make(withDependency item: Int) -> ItemScreen { ItemScreen(item: item) }
}

/// A screen presented to pick one of several options.
@MainActor
final class PickerScreen {
    let options: [String]
    let navigation: NavigationHandle<String>

    init(options: [String], navigation: NavigationHandle<String>) {
        self.options = options
        self.navigation = navigation
    }
}

extension PickerScreen: @MainActor DependencyInjectable {
    static func make(withDependency dependency: Navigated<[String], String>) -> PickerScreen {
        PickerScreen(options: dependency.input, navigation: dependency.navigation)
    }
}

/// Another screen type whose name is `ItemScreen` too, for the same-name note.
enum Lookalike {
    final class ItemScreen {}
}

/// The routes of the navigation tests.
enum TestRoute: NavigationRoute {
    case home
    case item(Int)
    case picker
}

extension TestRoute {
    /// The route table of the navigation tests.
    @MainActor
    static var table: RouteTable<TestRoute> {
        RouteTable { route in
            switch route {
            case .home: .screen(HomeScreen.self, input: ())
            case .item(let item): .screen(ItemScreen.self, dependency: item)
            case .picker: .screen(PickerScreen.self, input: ["red", "blue"])
            }
        }
    }
}

/// A presenter that routes only when its interactor answers: the navigation happens later.
@MainActor
final class ItemLoadingPresenter {
    let loadItem: UseCaseStub<Void, Int, Never>
    let navigation: NavigationHandle<Never>

    init(loadItem: UseCaseStub<Void, Int, Never>, navigation: NavigationHandle<Never>) {
        self.loadItem = loadItem
        self.navigation = navigation
    }

    func viewDidLoad() {
        loadItem.executeOnMainActor { [navigation] result in
            guard case .success(let item) = result else { return }
            // NB: the test asserts the navigation; a refusal would show there as no push.
            _ = try? navigation.push(.screen(ItemScreen.self, dependency: item))
        }
    }
}

/// A navigator that shows the home screen, and its presenter that loads an item later.
@MainActor
struct LoadingFixture {
    let navigator = Navigator()
    let loadItem = UseCaseStub<Void, Int, Never>(.deferred)
    let presenter: ItemLoadingPresenter

    init() throws {
        let home = try navigator.push(.screen(HomeScreen.self, input: ()))
        presenter = ItemLoadingPresenter(
            loadItem: loadItem, navigation: NavigationHandle(navigator: navigator, entryID: home))
    }

    /// Completes the interactor from a background queue, as a real one would.
    ///
    /// NB: the navigation that follows needs the main actor, which other suites'
    /// main-actor tests can hold for seconds under the Thread Sanitizer; tests therefore
    /// wait with a long timeout, which costs nothing when the navigation comes.
    func completeLater(with item: Int) {
        let loadItem = self.loadItem
        DispatchQueue.global().asyncAfter(deadline: .now() + 0.02) {
            loadItem.complete(with: .success(item))
        }
    }
}
