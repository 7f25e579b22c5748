import Testing
import VIPERTesting

@testable import Articles

/// The picker hands its pick back as a typed result, once, or `nil` when cancelled.
@MainActor
@Suite struct SortPickerPresenterTests {
    let log = CallLog(exhaustive: true)

    @Test func showsEveryOrderWithTheCurrentOne() throws {
        let harness = Harness()
        let view = SortPickerViewSpy(log: log)
        let presenter = try harness.pickerPresenter(current: .oldest, view: view) { _ in }

        presenter.viewDidLoad()

        log.assertCalls(["view.show(newest, oldest, mostLiked, title, oldest)"])
    }

    @Test func pickingHandsTheOrderBackAndCloses() throws {
        let harness = Harness()
        var results: [ArticleSortOrder?] = []
        let presenter = try harness.pickerPresenter(
            current: .newest, view: SortPickerViewSpy(log: log)
        ) { results.append($0) }

        #expect(presenter.didPick(at: 2) == nil)

        #expect(results == [.mostLiked])
        harness.navigator.assertLayers([.root(RootScreen.self, HostScreen.self)])
    }

    @Test func cancellingHandsBackNil() throws {
        let harness = Harness()
        var results: [ArticleSortOrder?] = []
        let presenter = try harness.pickerPresenter(
            current: .newest, view: SortPickerViewSpy(log: log)
        ) { results.append($0) }

        #expect(presenter.didCancel() == nil)

        #expect(results == [nil])
        harness.navigator.assertLayers([.root(RootScreen.self, HostScreen.self)])
    }

    @Test func anOptionThatDoesNotExistIsRefusedAndThePickerStays() throws {
        let harness = Harness()
        var results: [ArticleSortOrder?] = []
        let presenter = try harness.pickerPresenter(
            current: .newest, view: SortPickerViewSpy(log: log)
        ) { results.append($0) }

        #expect(presenter.didPick(at: 4) == "There is no option 5: pick 1-4, or b to cancel.")

        #expect(results.isEmpty)
        harness.navigator.assertLayers([
            .root(RootScreen.self, HostScreen.self), .sheet(PickerHost.self),
        ])
    }
}
