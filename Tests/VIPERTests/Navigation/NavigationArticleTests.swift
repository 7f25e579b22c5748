import Testing
import VIPER

/// The worked example of the "Navigation" DocC article, kept compiling and passing.
@MainActor
@Suite struct NavigationArticleTests {
    @Test func pickingAColorUpdatesTheDetailAndDismissesTheSheet() throws {
        let navigator = Navigator()
        let list = try navigator.push(ItemListScreen.self, input: ())
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
        try navigator.push(ItemListScreen.self, input: ())
        let detail = try navigator.push(
            ItemDetailScreen.self, input: Item(id: 1, title: "Cup", color: "white"))
        try navigator.screen(ItemDetailScreen.self, for: detail)?.chooseColor()
        try navigator.dismiss()
        #expect(navigator.screen(ItemDetailScreen.self, for: detail)?.item.color == "white")
    }
}

// MARK: - Fixtures

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
        try navigation.push(ItemDetailScreen.self, input: item)
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

@MainActor
private final class ItemDetailScreen {
    private(set) var item: Item
    private let navigation: NavigationHandle<Never>

    init(item: Item, navigation: NavigationHandle<Never>) {
        self.item = item
        self.navigation = navigation
    }

    func chooseColor() throws(NavigationError) {
        try navigation.present(ColorPicker.self, input: ["red", "green", "blue"]) {
            [weak self] color in
            if let color { self?.item.color = color }
        }
    }
}

extension ItemDetailScreen: @MainActor DependencyInjectable {
    static func make(withDependency dependency: Navigated<Item, Never>) -> ItemDetailScreen {
        ItemDetailScreen(item: dependency.input, navigation: dependency.navigation)
    }
}

@MainActor
private final class ColorPicker {
    let colors: [String]
    private let navigation: NavigationHandle<String>

    init(colors: [String], navigation: NavigationHandle<String>) {
        self.colors = colors
        self.navigation = navigation
    }

    func didSelect(_ index: Int) throws(NavigationError) {
        try navigation.finish(with: colors[index])
    }
}

extension ColorPicker: @MainActor DependencyInjectable {
    static func make(withDependency dependency: Navigated<[String], String>) -> ColorPicker {
        ColorPicker(colors: dependency.input, navigation: dependency.navigation)
    }
}
