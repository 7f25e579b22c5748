import Foundation
import Testing
import VIPERTesting

/// The migration guide's modules do what the guide says: the add module hands back its
/// item or `nil`, the delegate adapter maps both onto the classic delegate, and the store
/// comes from the navigator's environment.
///
/// NB: the saves hop off the main actor and back; in a full `swift test` the fuzz suites
/// hold the main actor for a minute, so the waits allow two.
@MainActor
@Suite struct MigrationGuideTests {
    let navigator = Navigator()
    let store = InMemoryTodoStore()

    func startList() throws -> ListScreen {
        try startApp(on: navigator, store: store)
        return try #require(navigator.topScreen as? ListScreen)
    }

    @Test func savingTellsTheDelegateOnce() async throws {
        let list = try startList()
        try list.router.presentAddInterface(for: list.presenter)
        let add = try #require(navigator.topScreen as? AddScreen)
        let due = Date(timeIntervalSince1970: 0)

        add.presenter.save(title: "Milk", dueDate: due)
        await navigator.wait(until: "the add sheet closed", timeout: 120) { $0.layers.count == 1 }

        #expect(list.presenter.saveCount == 1)
        #expect(list.presenter.cancelCount == 0)
        #expect(try await store.items(dueBefore: Date()).map(\.title) == ["Milk"])
        navigator.assertLayers([.root(ListScreen.self)])
    }

    /// "Void wireframe methods and refusals": the presenter's `try? router.cancel()`
    /// drops the refusal, and the monitor still sees it.
    @Test func cancellingTwiceIsRefusedOnce() throws {
        let monitor = RefusalMonitor(navigator)
        let list = try startList()
        try list.router.presentAddInterface(for: list.presenter)
        let add = try #require(navigator.topScreen as? AddScreen)
        let addID = try #require(navigator.state.top?.id)

        add.presenter.cancel()
        #expect(
            monitor.expectRefusal(.notShown(addID)) {
                add.presenter.cancel()
            })
        #expect(monitor.refusals == [NavigationError(.close(addID), .notShown(addID))])
        #expect(list.presenter.cancelCount == 1)
    }

    @Test func cancellingTellsTheDelegateItWasCancelled() throws {
        let list = try startList()
        try list.router.presentAddInterface(for: list.presenter)
        let add = try #require(navigator.topScreen as? AddScreen)

        add.presenter.cancel()

        #expect(list.presenter.cancelCount == 1)
        #expect(list.presenter.saveCount == 0)
    }

    @Test func aDismissalFromOutsideIsACancelToo() throws {
        let list = try startList()
        try list.router.presentAddInterface(for: list.presenter)

        try navigator.dismissAll()

        #expect(list.presenter.cancelCount == 1)
    }

    @Test func aTestGivesTheModuleItsOwnStoreThroughTheEnvironment() async throws {
        let own = InMemoryTodoStore()
        let host = try navigator.showTestHost()
        try host.navigation.present(
            .screen(AddScreen.self, input: ()).environment(TodoStoreKey.self, own)
        ) { _ in }
        let add = try #require(navigator.topScreen as? AddScreen)

        add.presenter.save(title: "Bread", dueDate: Date(timeIntervalSince1970: 0))
        await navigator.wait(until: "the add sheet closed", timeout: 120) { $0.layers.count == 1 }

        #expect(try await own.items(dueBefore: Date()).map(\.title) == ["Bread"])
        #expect(try await store.items(dueBefore: Date()).isEmpty)
    }

    @Test func aSecondTapWhileTheSortDialogIsUpIsIgnored() throws {
        let host = try navigator.showTestHost()
        let router = ArticleListRouter(navigation: host.navigation)
        var chosen: [SortOrder] = []
        try router.askForSortOrder { chosen.append($0) }
        let first = try #require(navigator.state.alert).id

        try router.askForSortOrder { _ in Issue.record("the second tap asked again") }

        #expect(navigator.state.alert?.id == first)
        navigator.assertAlert(
            title: "Sort articles", buttons: ["Newest first", "Most liked first", "Cancel"]
        ).tap("Most liked first")
        #expect(chosen == [.mostLiked])
    }

    @Test func cancellingTheSortDialogChoosesNothingAndTheNextTapAsksAgain() throws {
        let host = try navigator.showTestHost()
        let router = ArticleListRouter(navigation: host.navigation)
        var chosen: [SortOrder] = []
        try router.askForSortOrder { chosen.append($0) }
        navigator.assertAlert(title: "Sort articles").tap("Cancel")
        #expect(navigator.state.alert == nil)

        try router.askForSortOrder { chosen.append($0) }

        navigator.assertAlert(title: "Sort articles").tap("Newest first")
        #expect(chosen == [.newest])
    }
}
