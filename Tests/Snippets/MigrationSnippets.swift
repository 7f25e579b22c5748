import Foundation
import UIKit
import VIPER

// The to-do app of Documentation/MigratingFromClassicVIPER.md, where a block does not show
// it: the classic app's parts (type-checked against Tests/UIKitDeclarations) and the
// ported app's. The running "after" code is
// Tests/VIPERDocumentationTests/Migration/MigrationGuideModules.swift. See
// .ci/check-snippets.

// snippet: Classic
/// A storyboard, which the UIKit declarations leave out (no glue uses one).
@MainActor
final class UIStoryboard {
    func instantiateViewController(withIdentifier identifier: String) -> UIViewController {
        AddViewController(nibName: nil, bundle: nil)
    }
}

/// The classic wireframes' helper.
@MainActor
func storyboard() -> UIStoryboard { UIStoryboard() }

final class AddPresenter {}

final class AddViewController: UIViewController {
    var eventHandler: AddPresenter?
}

final class CoreDataStore {}

final class AddDataManager {
    var dataStore: CoreDataStore?
}

final class ListWireframe {}

protocol AddViewInterface {
    func setMinimumDueDate(_ date: Date)
}

// snippet: TodoItem
struct TodoItem: Equatable, Sendable {
    var title: String
    var dueDate: Date
}

// snippet: TodoStore
protocol TodoStore: Sendable {
    func add(_ item: TodoItem) async throws
    func items(dueBefore date: Date) async throws -> [TodoItem]
}

actor InMemoryTodoStore: TodoStore {
    private var saved: [TodoItem] = []

    func add(_ item: TodoItem) async throws { saved.append(item) }

    func items(dueBefore date: Date) async throws -> [TodoItem] {
        saved.filter { $0.dueDate < date }
    }
}

// snippet: AddPresenter
@MainActor
final class AddPresenter: AddModuleInterface {
    let saveItem: AnyUseCase<TodoItem, TodoItem, any Error>
    let router: AddRouter

    init(saveItem: AnyUseCase<TodoItem, TodoItem, any Error>, router: AddRouter) {
        self.saveItem = saveItem
        self.router = router
    }

    func cancel() {
        try? router.cancel()
    }
}

@MainActor
final class AddScreen {
    let presenter: any AddModuleInterface

    init(presenter: any AddModuleInterface) { self.presenter = presenter }
}

// snippet: TodoListScreen
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
    func addModuleDidSaveAddAction() {}
    func addModuleDidCancelAddAction() {}
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
