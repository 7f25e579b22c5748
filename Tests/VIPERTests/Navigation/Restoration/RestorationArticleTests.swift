import Foundation
import Testing
import VIPER

/// The "Restoring and deep-linking a whole app" section of the Navigation article, kept
/// compiling and passing: an app whose book screen needs its book loaded first.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct RestorationArticleTests {
    @Test func aDeepLinkLoadsTheBookThenShowsTheWholeTargetAtOnce() async throws {
        let library = Library(books: [7: "Middlemarch"])
        let app = ShelfApp(library: library)
        let navigator = app.navigator
        var changes: [NavigationAction] = []
        navigator.addObserver { changes.append($0.action) }
        try await navigator.open(URL(string: "shelf://books/7/notes")!, using: app.routes)
        #expect(changes == [.deepLink(URL(string: "shelf://books/7/notes")!)])
        #expect(
            try navigator.routeState(ShelfRoute.self)
                == RouteState(
                    root: [.shelf, .book(id: 7)],
                    presented: [.init(style: .sheet, routes: [.notes(bookID: 7)])]))
        let book = try #require(navigator.state.root.last)
        #expect(navigator.screen(BookScreen.self, for: book.id)?.title == "Middlemarch")
        #expect(await library.loads == [7])
    }

    @Test func aMissingBookRefusesTheLinkAndChangesNothing() async throws {
        let app = ShelfApp(library: Library(books: [:]))
        try app.navigator.push(ShelfScreen.self, input: ())
        let before = app.navigator.state
        await #expect(throws: NavigationError.self) {
            try await app.navigator.open(URL(string: "shelf://books/3")!, using: app.routes)
        }
        #expect(app.navigator.state == before)
    }

    @Test func theSavedStateComesBackWithItsIdentitiesInANewProcess() async throws {
        let library = Library(books: [7: "Middlemarch"])
        let first = ShelfApp(library: library)
        try await first.navigator.open(URL(string: "shelf://books/7/notes")!, using: first.routes)
        let saved = try first.save()

        let relaunched = ShelfApp(library: library)
        try await relaunched.restore(saved)
        #expect(relaunched.navigator.state == first.navigator.state)
    }

    @Test func aNavigationWhileTheRestorationLoadsSupersedesIt() async throws {
        let first = ShelfApp(library: Library(books: [7: "Middlemarch"]))
        try await first.navigator.open(URL(string: "shelf://books/7")!, using: first.routes)
        let saved = try first.save()

        let slow = Library(books: [7: "Middlemarch"], delay: true)
        let relaunched = ShelfApp(library: slow)
        let restoring = Task { try await relaunched.restore(saved) }
        await slow.waitForLoad()
        try relaunched.navigator.push(ShelfScreen.self, input: ())
        await slow.release()
        let outcome = await restoring.result
        #expect(throws: NavigationError(.restore, .superseded)) { try outcome.get() }
        #expect(relaunched.navigator.state.root.count == 1)
    }
}

// MARK: - The app of the article

enum ShelfRoute: NavigationRoute {
    case shelf
    case book(id: Int)
    case notes(bookID: Int)
}

@MainActor
final class ShelfApp {
    let navigator = Navigator()
    let routes: AsyncRouteTable<ShelfRoute>

    init(library: Library) {
        routes = AsyncRouteTable { route in
            switch route {
            case .shelf: .screen(ShelfScreen.self, input: ())
            case .book(let id): .screen(BookScreen.self, input: try await library.book(id))
            case .notes(let bookID): .screen(NotesScreen.self, input: bookID)
            }
        } deepLinks: { url in
            guard url.host == "books", let id = Int(url.pathComponents.dropFirst().first ?? "")
            else { return nil }
            let notes = url.lastPathComponent == "notes"
            return RouteState(
                root: [.shelf, .book(id: id)],
                presented: notes ? [.init(style: .sheet, routes: [.notes(bookID: id)])] : [])
        }
    }

    func save() throws -> Data {
        try navigator.restorationData(ShelfRoute.self)
    }

    func restore(_ saved: Data) async throws {
        try await navigator.restore(from: saved, using: routes)
    }
}

/// Where books come from; loading one takes time.
actor Library {
    struct Missing: Error {}

    private let books: [Int: String]
    private let delay: Bool
    private var gate: CheckedContinuation<Void, Never>?
    private var released = false
    private(set) var loads: [Int] = []

    init(books: [Int: String], delay: Bool = false) {
        self.books = books
        self.delay = delay
    }

    func book(_ id: Int) async throws -> String {
        loads.append(id)
        if delay && !released { await withCheckedContinuation { gate = $0 } }
        guard let title = books[id] else { throw Missing() }
        return title
    }

    func waitForLoad() async {
        for _ in 0..<10_000 where gate == nil { await Task.yield() }
    }

    func release() {
        released = true
        gate?.resume()
        gate = nil
    }
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
