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
        let (presenter, _) = try harness.pickerPresenter(current: .oldest, view: view)

        presenter.viewDidLoad()

        log.assertCalls(["view.show(newest, oldest, mostLiked, title, oldest)"])
    }

    @Test func pickingHandsTheOrderBackAndCloses() throws {
        let harness = Harness()
        let (presenter, host) = try harness.pickerPresenter(
            current: .newest, view: SortPickerViewSpy(log: log))

        #expect(presenter.didPick(at: 2) == nil)

        #expect(host.results == [.mostLiked])
        harness.navigator.assertLayers([.root(TestHostBase.self)])
    }

    @Test func cancellingHandsBackNil() throws {
        let harness = Harness()
        let (presenter, host) = try harness.pickerPresenter(
            current: .newest, view: SortPickerViewSpy(log: log))

        #expect(presenter.didCancel() == nil)

        #expect(host.results == [nil])
        harness.navigator.assertLayers([.root(TestHostBase.self)])
    }

    @Test func anOptionThatDoesNotExistIsRefusedAndThePickerStays() throws {
        let harness = Harness()
        let (presenter, host) = try harness.pickerPresenter(
            current: .newest, view: SortPickerViewSpy(log: log))

        #expect(presenter.didPick(at: 4) == "There is no option 5: pick 1-4, or b to cancel.")

        #expect(host.results.isEmpty)
        harness.navigator.assertLayers([
            .root(TestHostBase.self), .sheet(TestHost<ArticleSortOrder>.self),
        ])
    }
}
