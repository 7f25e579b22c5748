import Foundation
import Testing
import VIPER

/// The worked example of the "Navigation" DocC article, kept compiling and passing.
@MainActor
@Suite struct NavigationArticleTests {
    @Test func pickingAColorUpdatesTheDetailAndDismissesTheSheet() throws {
        let navigator = Navigator()
        let list = try navigator.push(.screen(ItemListScreen.self, input: ()))
        let item = Item(id: 4, title: "Mug", color: "white")

        try navigator.screen(ItemListScreen.self, for: list)?.router.showDetail(of: item)
        let detail = try #require(navigator.state.top)
        try navigator.screen(ItemDetailScreen.self, for: detail.id)?.chooseColor()

        #expect(navigator.state.layers.map(\.style) == [nil, .sheet])
        let picker = try #require(navigator.state.top)
        try navigator.screen(ColorPicker.self, for: picker.id)?.didSelect(1)

        #expect(navigator.state.top?.id == detail.id)
        #expect(navigator.screen(ItemDetailScreen.self, for: detail.id)?.item.color == "green")
        #expect([list, detail.id, picker.id] == [.init(1), .init(2), .init(3)])
    }

    @Test func dismissingThePickerLeavesTheColorAsItWas() throws {
        let navigator = Navigator()
        try navigator.push(.screen(ItemListScreen.self, input: ()))
        let detail = try navigator.push(
            .screen(ItemDetailScreen.self, input: Item(id: 1, title: "Cup", color: "white")))
        try navigator.screen(ItemDetailScreen.self, for: detail)?.chooseColor()
        try navigator.dismiss()
        #expect(navigator.screen(ItemDetailScreen.self, for: detail)?.item.color == "white")
    }

    @Test func anAwaitingCallerGetsTheColorThePickerFinishesWith() async throws {
        let navigator = Navigator()
        try navigator.push(.screen(ItemListScreen.self, input: ()))
        let palette = ["red", "green", "blue"]
        let picking = Task { @MainActor in
            let color = try await navigator.presentForResult(
                .screen(ColorPicker.self, input: palette))
            return color
        }
        while navigator.state.layers.count < 2 { await Task.yield() }
        let picker = try #require(navigator.state.top)
        try navigator.screen(ColorPicker.self, for: picker.id)?.didSelect(2)
        #expect(try await picking.value == "blue")
    }

    @Test func aModuleAssembledWithModuleAssemblyIsReleasedWhenItsViewIsPopped() throws {
        let navigator = Navigator()
        try navigator.push(.screen(ItemListScreen.self, input: ()))
        let id = try navigator.push(
            .screen(ItemDetailViewController.self, input: Item(id: 4, title: "Mug", color: "white"))
        )
        weak let controller = navigator.screen(ItemDetailViewController.self, for: id)
        weak let presenter = controller?.presenter
        weak let interactor = presenter?.interactor
        weak let router = presenter?.router
        #expect(presenter?.view.object === controller)
        #expect(interactor?.output.object === presenter)
        #expect(router?.view.object === controller)
        try navigator.pop()
        #expect(controller == nil && presenter == nil && interactor == nil && router == nil)
    }

    @Test func aDeepLinkOpensTheListAndTheItemInOneStep() throws {
        let navigator = Navigator()
        let store = ItemStore(items: [Item(id: 4, title: "Mug", color: "white")])
        var changes = 0
        navigator.addObserver { _ in changes += 1 }

        let routes = RouteTable<AppRoute> { route in
            switch route {
            case .list: .screen(ItemListScreen.self, input: ())
            case .detail(let id): .screen(ItemDetailScreen.self, input: try store.item(id))
            case .colorPicker: .screen(ColorPicker.self, input: ["red", "green", "blue"])
            }
        } deepLinks: { url in
            guard url.host == "items" else { return nil }
            guard let id = Int(url.lastPathComponent) else {
                throw DeepLinkError("item id \(url.lastPathComponent) is not a number")
            }
            return RouteState(root: [.list, .detail(id: id)])
        }

        try navigator.open(URL(string: "myapp://items/4")!, using: routes)

        #expect(changes == 1)
        #expect(
            try navigator.routeState(AppRoute.self) == RouteState(root: [.list, .detail(id: 4)]))
        let detail = try #require(navigator.state.top)
        #expect(navigator.screen(ItemDetailScreen.self, for: detail.id)?.item.title == "Mug")
        let before = navigator.state
        #expect(throws: NavigationError.self) {
            try navigator.open(URL(string: "myapp://items/four")!, using: routes)
        }
        #expect(throws: NavigationError.self) {
            try navigator.open(URL(string: "myapp://items/5")!, using: routes)
        }
        #expect(navigator.state == before && changes == 1)
    }

    @Test func aScreenABatchBuildsAndRemovesAgainIsToldNothing() throws {
        let navigator = Navigator()
        let events = LifecycleJournal()
        try navigator.push(
            .screen(JournaledScreen.self, dependency: .init(name: "list", journal: events)))
        events.lines.removeAll()
        try navigator.batch { navigator throws(NavigationError) in
            try navigator.push(
                .screen(JournaledScreen.self, dependency: .init(name: "passing", journal: events)))
            try navigator.pop()
            try navigator.push(
                .screen(JournaledScreen.self, dependency: .init(name: "detail", journal: events)))
        }
        #expect(events.lines == ["detail loads", "list covered", "detail appears"])
    }

    @Test func aScreenBuiltUnderTheVisibleOneLoadsWhenItIsFirstUncovered() throws {
        let navigator = Navigator()
        let events = LifecycleJournal()
        let routes = RouteTable<JournalRoute> { route in
            .screen(
                JournaledScreen.self,
                dependency: JournaledScreen.Input(name: route.name, journal: events))
        }
        try navigator.replace(
            with: RouteState(root: [JournalRoute(name: "list"), JournalRoute(name: "detail")]),
            using: routes)
        #expect(events.lines == ["detail loads", "detail appears"])

        try navigator.pop()
        #expect(
            events.lines == [
                "detail loads", "detail appears", "list loads", "detail removed", "list appears",
            ])
    }
}

// MARK: - Fixtures

// The article's code follows, run here (.ci/check-snippets compiles the article's blocks
// as the article shows them).

// MARK: List

private struct Item: Equatable, Sendable {
    let id: Int
    var title: String
    var color: String
}

@MainActor
private final class ItemListRouter {
    private let navigation: NavigationHandle<Never>
    init(navigation: NavigationHandle<Never>) { self.navigation = navigation }

    func showDetail(of item: Item) throws(NavigationError) {
        try navigation.push(.screen(ItemDetailScreen.self, input: item))
    }
}

@MainActor
private final class ItemListScreen {
    let router: ItemListRouter
    init(router: ItemListRouter) { self.router = router }
}

extension ItemListScreen: @MainActor DependencyInjectable {
    static func make(withDependency dependency: Navigated<Void, Never>) -> ItemListScreen {
        ItemListScreen(router: ItemListRouter(navigation: dependency.navigation))
    }
}

// MARK: Detail

@MainActor
private final class ItemDetailScreen {
    private(set) var item: Item
    private let navigation: NavigationHandle<Never>

    init(item: Item, navigation: NavigationHandle<Never>) {
        self.item = item
        self.navigation = navigation
    }

    func chooseColor() throws(NavigationError) {
        try navigation.present(.screen(ColorPicker.self, input: ["red", "green", "blue"])) {
            [weak self] color in
            // Called once: with the picked color, or nil when the sheet went away
            // without one (dismissed, replaced by a deep link, ...).
            if let color { self?.item.color = color }
        }
    }
}

extension ItemDetailScreen: @MainActor DependencyInjectable {
    static func make(withDependency dependency: Navigated<Item, Never>) -> ItemDetailScreen {
        ItemDetailScreen(item: dependency.input, navigation: dependency.navigation)
    }
}

// MARK: Picker

@MainActor
private final class ColorPicker {
    let colors: [String]
    private let navigation: NavigationHandle<String>

    init(colors: [String], navigation: NavigationHandle<String>) {
        self.colors = colors
        self.navigation = navigation
    }

    func didSelect(_ index: Int) throws(NavigationError) {
        // Hands the value back and dismisses the sheet, as one change.
        try navigation.finish(with: colors[index])
    }
}

extension ColorPicker: @MainActor DependencyInjectable {
    static func make(withDependency dependency: Navigated<[String], String>) -> ColorPicker {
        ColorPicker(colors: dependency.input, navigation: dependency.navigation)
    }
}

// MARK: Routes

private enum AppRoute: NavigationRoute {
    case list
    case detail(id: Int)
    case colorPicker
}

@MainActor
private struct ItemStore {
    struct Missing: Error {}
    let items: [Item]
    func item(_ id: Int) throws -> Item {
        guard let item = items.first(where: { $0.id == id }) else { throw Missing() }
        return item
    }
}

// MARK: A module assembled with ModuleAssembly

@MainActor
private protocol ItemDetailView: AnyObject {}

@MainActor
private protocol ItemDetailOutput: AnyObject {}

@MainActor
private final class ItemDetailInteractor {
    let item: Item
    let output: WeakReference<any ItemDetailOutput>
    init(item: Item, output: WeakReference<any ItemDetailOutput>) {
        self.item = item
        self.output = output
    }
}

@MainActor
private final class ItemDetailRouter {
    let view: WeakReference<any ItemDetailView>
    let navigation: NavigationHandle<Never>
    init(view: WeakReference<any ItemDetailView>, navigation: NavigationHandle<Never>) {
        self.view = view
        self.navigation = navigation
    }
}

@MainActor
private final class ItemDetailPresenter: ItemDetailOutput {
    let view: WeakReference<any ItemDetailView>
    let interactor: ItemDetailInteractor
    let router: ItemDetailRouter
    init(
        view: WeakReference<any ItemDetailView>, interactor: ItemDetailInteractor,
        router: ItemDetailRouter
    ) {
        self.view = view
        self.interactor = interactor
        self.router = router
    }
}

@MainActor
private final class ItemDetailViewController: ItemDetailView {
    let presenter: ItemDetailPresenter
    init(presenter: ItemDetailPresenter) { self.presenter = presenter }
}

extension ItemDetailViewController: @MainActor DependencyInjectable {
    static func make(withDependency dependency: Navigated<Item, Never>)
        -> ItemDetailViewController
    {
        ModuleAssembly.assemble(
            view: (any ItemDetailView).self, output: (any ItemDetailOutput).self
        ) { view, output in
            let interactor = ItemDetailInteractor(item: dependency.input, output: output)
            let router = ItemDetailRouter(view: view, navigation: dependency.navigation)
            let presenter = ItemDetailPresenter(view: view, interactor: interactor, router: router)
            let controller = ItemDetailViewController(presenter: presenter)
            return ModuleParts(view: controller, as: { $0 }, output: presenter)
        }
    }
}

// MARK: Lifecycle journal

@MainActor
private final class LifecycleJournal {
    var lines: [String] = []
}

private struct JournalRoute: NavigationRoute {
    let name: String
}

@MainActor
private final class JournaledScreen: ScreenLifecycle, @MainActor DependencyInjectable {
    struct Input {
        let name: String
        let journal: LifecycleJournal
    }
    let input: Input
    init(input: Input) { self.input = input }

    static func make(withDependency dependency: Input) -> JournaledScreen {
        JournaledScreen(input: dependency)
    }

    func screenDidLoad() { input.journal.lines.append("\(input.name) loads") }
    func screenDidAppear() { input.journal.lines.append("\(input.name) appears") }
    func screenDidDisappear(_ disappearance: ScreenDisappearance) {
        input.journal.lines.append("\(input.name) \(disappearance)")
    }
}
