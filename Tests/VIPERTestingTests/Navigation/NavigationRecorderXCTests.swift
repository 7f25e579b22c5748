import XCTest

@testable import VIPERTesting

/// The navigation recorder under XCTest: its assertions pass when they hold, and fail
/// through `XCTFail` (captured here) with the caller's line when they do not.
///
/// NB: the methods are `@MainActor async`: synchronous `@MainActor` test methods crash
/// XCTest's test discovery on Linux.
final class NavigationRecorderXCTests: FailureCapturingTestCase {
    @MainActor
    func testActionsPassAndFailWithADiff() async throws {
        let navigator = Navigator()
        try navigator.push(.screen(HomeScreen.self, input: ()))
        let history = NavigationRecorder(navigator)
        try navigator.push(.screen(ItemScreen.self, dependency: 4))
        try navigator.present(.screen(PickerScreen.self, input: ["red"]))
        XCTAssertTrue(
            history.assertActions([
                .push(ScreenType(ItemScreen.self)),
                .present(ScreenType(PickerScreen.self), .sheet),
            ]))
        expectFailure(
            containing: "- present(PickerScreen, style: fullScreenCover)\n"
                + "+ present(PickerScreen, style: sheet)",
            atLine: #line + 2
        ) {
            history.assertActions([
                "push(ItemScreen)", "present(PickerScreen, style: fullScreenCover)",
            ])
        }
    }

    @MainActor
    func testNextActionsAndUnverifiedChangesPassAndFail() async throws {
        let navigator = Navigator()
        let history = NavigationRecorder(navigator)
        try navigator.push(.screen(HomeScreen.self, input: ()))
        try navigator.push(.screen(ItemScreen.self, dependency: 4))
        XCTAssertTrue(history.assertNextActions(["push(HomeScreen)"]))
        expectFailure(containing: "1 change(s) were never verified") {
            history.assertNoUnverifiedChanges()
        }
        expectFailure(containing: "- pop()\n+ push(ItemScreen)") {
            history.assertNextActions([.pop])
        }
        XCTAssertTrue(history.assertNextActions([.push(ScreenType(ItemScreen.self))]))
        XCTAssertTrue(history.assertNoUnverifiedChanges())
    }

    @MainActor
    func testWaitPassesWhenTheNavigationComesAndTimesOutOtherwise() async throws {
        let fixture = try LoadingFixture()
        let history = NavigationRecorder(fixture.navigator)
        fixture.presenter.viewDidLoad()
        fixture.completeLater(with: 4)
        let arrived = await history.wait(forChangeCount: 1, timeout: 60)
        XCTAssertTrue(arrived)

        startCapturing()
        let second = await history.wait(forChangeCount: 2, timeout: 0.05)
        XCTAssertFalse(second)
        check(
            stopCapturing(), "timed out after 0.05 s waiting for 2 change(s); received 1",
            #line - 4, #filePath, #line)
    }
}
