import XCTest

@testable import VIPERTesting

/// The navigator assertions under XCTest: they pass when they hold, and fail through
/// `XCTFail` (captured here) with the caller's line when they do not.
///
/// NB: the methods are `@MainActor async`: synchronous `@MainActor` test methods crash
/// XCTest's test discovery on Linux.
final class NavigatorAssertionsXCTests: FailureCapturingTestCase {
    @MainActor
    func testStackPassesAndFailsWithADiff() async throws {
        let navigator = Navigator()
        try navigator.push(.screen(HomeScreen.self, input: ()))
        try navigator.push(.screen(ItemScreen.self, dependency: 4))
        XCTAssertTrue(navigator.assertStack([HomeScreen.self, ItemScreen.self]))
        expectFailure(containing: "- PickerScreen\n+ ItemScreen", atLine: #line + 1) {
            navigator.assertStack([HomeScreen.self, PickerScreen.self])
        }
    }

    @MainActor
    func testLayersPassAndFailWithOneLinePerLayer() async throws {
        let navigator = Navigator()
        try navigator.push(.screen(HomeScreen.self, input: ()))
        try navigator.present(.screen(PickerScreen.self, input: ["red"]))
        XCTAssertTrue(navigator.assertLayers([.root(HomeScreen.self), .sheet(PickerScreen.self)]))
        expectFailure(containing: "- fullScreenCover [PickerScreen]\n+ sheet [PickerScreen]") {
            navigator.assertLayers([.root(HomeScreen.self), .fullScreenCover(PickerScreen.self)])
        }
    }

    @MainActor
    func testRoutesPassAndFail() async throws {
        let navigator = Navigator()
        let target = RouteState<TestRoute>(root: [.home, .item(4)])
        try navigator.replace(with: target, using: TestRoute.table)
        XCTAssertTrue(navigator.assertRoutes(target))
        expectFailure(containing: "- root [home]\n+ root [home, item(4)]") {
            navigator.assertRoutes(RouteState<TestRoute>(root: [.home]))
        }
    }

    @MainActor
    func testTopPassesAndFails() async throws {
        let navigator = Navigator()
        try navigator.push(.screen(ItemScreen.self, dependency: 7))
        XCTAssertEqual(navigator.assertTop(ItemScreen.self)?.item, 7)
        expectFailure(containing: "expected HomeScreen on top, found #1 ItemScreen") {
            XCTAssertNil(navigator.assertTop(HomeScreen.self))
        }
    }

    @MainActor
    func testWaitForTopPassesWhenTheNavigationComesAndTimesOutOtherwise() async throws {
        let fixture = try LoadingFixture()
        fixture.presenter.viewDidLoad()
        fixture.completeLater(with: 4)
        let item = await fixture.navigator.wait(forTop: ItemScreen.self, timeout: 60)
        XCTAssertEqual(item?.item, 4)

        startCapturing()
        let picker = await fixture.navigator.wait(forTop: PickerScreen.self, timeout: 0.05)
        XCTAssertNil(picker)
        check(
            stopCapturing(), "timed out after 0.05 s waiting for PickerScreen on top",
            #line - 4, #filePath, #line)
    }
}
