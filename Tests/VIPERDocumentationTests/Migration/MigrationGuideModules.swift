import Foundation
import VIPER

// The "after" side of Documentation/MigratingFromClassicVIPER.md: a to-do list that
// presents an "add" module, written on the library, and run by MigrationGuideTests
// (.ci/check-snippets compiles the guide's blocks as the guide shows them).

// MARK: - Entity

struct TodoItem: Equatable, Sendable {
    var title: String
    var dueDate: Date
}

// MARK: - Services the app shares (the classic AppDependencies)

protocol TodoStore: Sendable {
    func add(_ item: TodoItem) async throws
    func items(dueBefore date: Date) async throws -> [TodoItem]
}

/// The store every screen gets unless a flow or a test sets another one.
enum TodoStoreKey: NavigationEnvironmentKey {
    static let defaultValue: any TodoStore = InMemoryTodoStore()
}

actor InMemoryTodoStore: TodoStore {
    private var saved: [TodoItem] = []

    func add(_ item: TodoItem) async throws { saved.append(item) }

    func items(dueBefore date: Date) async throws -> [TodoItem] {
        saved.filter { $0.dueDate < date }
    }
}

// MARK: - Interactor: the classic input/output protocols become one UseCase

/// Saves a new item: its `Parameters` are what the classic `AddInteractorInput` took.
final class AddInteractor: AsyncUseCase {
    let executions = ExecutionTracker()
    private let store: any TodoStore

    init(store: any TodoStore) { self.store = store }

    func perform(_ item: TodoItem) async throws -> TodoItem {
        try await store.add(item)
        return item
    }
}

// MARK: - Router: the classic wireframe

/// The add module's router: finishes with the new item, or closes without one.
@MainActor
final class AddRouter {
    private let navigation: NavigationHandle<TodoItem>

    init(navigation: NavigationHandle<TodoItem>) { self.navigation = navigation }

    /// Runs `useCase` for the screen: cancelled when it leaves the navigator, and
    /// `completion` never runs after that.
    func run<Work: UseCase>(
        _ useCase: Work, _ parameters: Work.Parameters,
        completion: @escaping @MainActor (Result<Work.Success, Work.Failure>) -> Void
    ) {
        navigation.execute(useCase, parameters, completion: completion)
    }

    func finish(with item: TodoItem) throws(NavigationError) {
        try navigation.finish(with: item)
    }

    func cancel() throws(NavigationError) {
        try navigation.close()
    }
}

// MARK: - Presenter: the classic ModuleInterface is the protocol the view calls

@MainActor
protocol AddModuleInterface: AnyObject {
    func save(title: String, dueDate: Date)
    func cancel()
}

@MainActor
final class AddPresenter: AddModuleInterface {
    private let saveItem: AnyUseCase<TodoItem, TodoItem, any Error>
    private let router: AddRouter

    init(saveItem: AnyUseCase<TodoItem, TodoItem, any Error>, router: AddRouter) {
        self.saveItem = saveItem
        self.router = router
    }

    func save(title: String, dueDate: Date) {
        router.run(saveItem, TodoItem(title: title, dueDate: dueDate)) { [router] result in
            if case .success(let item) = result { try? router.finish(with: item) }
        }
    }

    func cancel() {
        try? router.cancel()
    }
}

// MARK: - Assembly: what AppDependencies and the wireframe wired by hand

@MainActor
final class AddScreen {
    let presenter: any AddModuleInterface

    init(presenter: any AddModuleInterface) { self.presenter = presenter }
}

extension AddScreen: @MainActor DependencyInjectable {
    static func make(withDependency dependency: Navigated<Void, TodoItem>) -> AddScreen {
        let store = dependency.navigation.environment[TodoStoreKey.self]
        let presenter = AddPresenter(
            saveItem: AnyUseCase(AddInteractor(store: store)),
            router: AddRouter(navigation: dependency.navigation))
        return AddScreen(presenter: presenter)
    }
}

// MARK: - ModuleDelegate: the result, adapted to the app's delegate protocol

/// The classic module delegate, kept where the app already has one.
protocol AddModuleDelegate: AnyObject {
    func addModuleDidCancelAddAction()
    func addModuleDidSaveAddAction()
}

extension NavigationHandle {
    /// Presents the add module and tells `delegate` how it ended: saved with an item, or
    /// gone without one (cancelled, dismissed by a deep link, or removed with a parent).
    func presentAdd(reportingTo delegate: some AddModuleDelegate) throws(NavigationError) {
        try present(.screen(AddScreen.self, input: ())) { [weak delegate] item in
            if item != nil {
                delegate?.addModuleDidSaveAddAction()
            } else {
                delegate?.addModuleDidCancelAddAction()
            }
        }
    }
}

// MARK: - The list that presents it

@MainActor
final class ListRouter {
    private let navigation: NavigationHandle<Never>

    init(navigation: NavigationHandle<Never>) { self.navigation = navigation }

    func presentAddInterface(for presenter: some AddModuleDelegate) throws(NavigationError) {
        try navigation.presentAdd(reportingTo: presenter)
    }
}

@MainActor
final class ListPresenter: @MainActor AddModuleDelegate {
    private(set) var saveCount = 0
    private(set) var cancelCount = 0

    func addModuleDidSaveAddAction() { saveCount += 1 }
    func addModuleDidCancelAddAction() { cancelCount += 1 }
}

// MARK: - The root wireframe

/// What the classic root wireframe did: put the first screen in the window.
@MainActor
func startApp(on navigator: Navigator, store: any TodoStore) throws(NavigationError) {
    navigator.environment[TodoStoreKey.self] = store
    try navigator.setStack([.screen(ListScreen.self, input: ())])
}

@MainActor
final class ListScreen: @MainActor DependencyInjectable {
    let router: ListRouter
    let presenter = ListPresenter()

    init(router: ListRouter) { self.router = router }

    static func make(withDependency dependency: Navigated<Void, Never>) -> ListScreen {
        ListScreen(router: ListRouter(navigation: dependency.navigation))
    }
}
