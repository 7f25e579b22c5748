import Foundation
import VIPER

// The Navigation article's apps, where a block does not show them: the declarations a
// block uses. The running versions are the article tests of Tests/VIPERTests/Navigation/
// and Tests/VIPERDocumentationTests/Navigation/. See .ci/check-snippets.

// snippet: ItemDetailModuleParts
@MainActor
protocol ItemDetailView: AnyObject {}

@MainActor
protocol ItemDetailOutput: AnyObject {}

@MainActor
final class ItemDetailInteractor {
    let item: Item
    let output: WeakReference<any ItemDetailOutput>
    init(item: Item, output: WeakReference<any ItemDetailOutput>) {
        self.item = item
        self.output = output
    }
}

@MainActor
final class ItemDetailRouter {
    let view: WeakReference<any ItemDetailView>
    let navigation: NavigationHandle<Never>
    init(view: WeakReference<any ItemDetailView>, navigation: NavigationHandle<Never>) {
        self.view = view
        self.navigation = navigation
    }
}

@MainActor
final class ItemDetailPresenter: ItemDetailOutput {
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
final class ItemDetailViewController: ItemDetailView {
    let presenter: ItemDetailPresenter
    init(presenter: ItemDetailPresenter) { self.presenter = presenter }
}

// snippet: ArticleListScreen
/// A list that fetches, for its screen, when it loads.
@MainActor
final class ArticleListPresenter {
    private(set) var loading = false
    func viewDidLoad() { loading = true }
}

@MainActor
final class ArticleListScreen {
    let presenter = ArticleListPresenter()
}

// snippet: NoteRouter
enum NoteAction: Hashable, Sendable {
    case delete
    case keep
}

@MainActor
final class NoteRouter {
    let navigation: NavigationHandle<Never>
    init(navigation: NavigationHandle<Never>) { self.navigation = navigation }
}

// snippet: store
/// Where the items come from.
@MainActor
struct ItemStore {
    struct Missing: Error {}
    let items: [Item]
    func item(_ id: Int) throws -> Item {
        guard let item = items.first(where: { $0.id == id }) else { throw Missing() }
        return item
    }
}

@MainActor let store = ItemStore(items: [Item(id: 4, title: "Mug", color: "white")])

// snippet: Library
enum LibraryRoute: NavigationRoute {
    case library
    case volume(id: Int)
    case ratingPicker
}

@MainActor
final class LibraryRouter {
    let navigation: NavigationHandle<Never>
    init(navigation: NavigationHandle<Never>) { self.navigation = navigation }
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

// snippet: Shelf
/// Where the books are loaded from, by id.
actor Library {
    struct Missing: Error {}
    func book(_ id: Int) async throws -> String { "Book \(id)" }
}

@MainActor
final class ShelfScreen: @MainActor DependencyInjectable {
    static func make(withDependency dependency: Navigated<Void, Never>) -> ShelfScreen {
        ShelfScreen()
    }
}

@MainActor
final class BookScreen: @MainActor DependencyInjectable {
    let title: String
    init(title: String) { self.title = title }
    static func make(withDependency dependency: Navigated<String, Never>) -> BookScreen {
        BookScreen(title: dependency.input)
    }
}

@MainActor
final class NotesScreen: @MainActor DependencyInjectable {
    static func make(withDependency dependency: Navigated<Int, Never>) -> NotesScreen {
        NotesScreen()
    }
}

// snippet: Shop
/// What version 1 of the shop wrote.
enum ShopRouteV1: NavigationRoute {
    case home
    case item(Int)
}

struct NeverSold: Error {
    let item: Int
}

@MainActor
final class ShopHomeScreen: @MainActor DependencyInjectable {
    static func make(withDependency dependency: Navigated<Void, Never>) -> ShopHomeScreen {
        ShopHomeScreen()
    }
}

@MainActor
final class ProductScreen: @MainActor DependencyInjectable {
    static func make(withDependency dependency: Navigated<String, Never>) -> ProductScreen {
        ProductScreen()
    }
}

// snippet: TitleScreen
@MainActor
final class TitleScreen {
    let title: String
    init(title: String) { self.title = title }
}

extension TitleScreen: @MainActor DependencyInjectable {
    static func make(withDependency title: String) -> TitleScreen { TitleScreen(title: title) }
}

// snippet: Photos
/// A photo, shown from a grid of them.
@MainActor
final class PhotoScreen {
    let id: Int
    init(id: Int) { self.id = id }
}

extension PhotoScreen: @MainActor DependencyInjectable {
    static func make(withDependency dependency: Navigated<Int, Never>) -> PhotoScreen {
        PhotoScreen(id: dependency.input)
    }
}
