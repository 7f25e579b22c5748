import Foundation
import Testing
import VIPERTesting

@MainActor
@Suite struct NavigatorAssertionsTests {
    @Test func stackPassesWhenTheVisibleStackHoldsTheseTypesBottomFirst() throws {
        let navigator = Navigator()
        try navigator.push(.screen(HomeScreen.self, input: ()))
        try navigator.push(.screen(ItemScreen.self, dependency: 4))
        #expect(navigator.assertStack([HomeScreen.self, ItemScreen.self]))

        try navigator.present(.screen(PickerScreen.self, input: ["red"]))
        #expect(navigator.assertStack([PickerScreen.self]))
    }

    @Test func stackFailsWithADiffAtTheCallersLine() throws {
        let navigator = Navigator()
        try navigator.push(.screen(HomeScreen.self, input: ()))
        try navigator.push(.screen(ItemScreen.self, dependency: 4))
        expectIssue(
            containing: "visible stack (root) differs (- expected, + received; bottom first):\n"
                + "  HomeScreen\n- PickerScreen\n+ ItemScreen\nstate: [#1 HomeScreen, #2 ItemScreen]",
            atLine: #line + 2
        ) {
            navigator.assertStack([HomeScreen.self, PickerScreen.self])
        }
        expectIssue(containing: "+ ItemScreen") {
            navigator.assertStack([HomeScreen.self])
        }
        try navigator.present(.screen(PickerScreen.self, input: ["red"]), style: .fullScreenCover)
        expectIssue(containing: "visible stack (fullScreenCover) differs") {
            navigator.assertStack([HomeScreen.self, ItemScreen.self])
        }
    }

    @Test func stackFailsForATypeThatOnlySharesTheName() throws {
        let navigator = Navigator()
        try navigator.push(.screen(ItemScreen.self, dependency: 1))
        expectIssue(containing: "two screen types share a name") {
            navigator.assertStack([Lookalike.ItemScreen.self])
        }
    }

    @Test func layersPassWhenStylesAndScreensMatch() throws {
        let navigator = Navigator()
        #expect(navigator.assertLayers([.root()]))
        try navigator.push(.screen(HomeScreen.self, input: ()))
        try navigator.push(.screen(ItemScreen.self, dependency: 4))
        try navigator.present(.screen(PickerScreen.self, input: ["red"]))
        try navigator.present(.screen(ItemScreen.self, dependency: 5), style: .fullScreenCover)
        #expect(
            navigator.assertLayers([
                .root(HomeScreen.self, ItemScreen.self),
                .sheet(PickerScreen.self),
                .fullScreenCover(ItemScreen.self),
            ]))
        #expect(
            navigator.assertLayers([
                ExpectedLayer(style: nil, screens: [HomeScreen.self, ItemScreen.self]),
                .presented(.sheet, PickerScreen.self),
                .presented(PresentationStyle(rawValue: "fullScreenCover"), ItemScreen.self),
            ]))
    }

    @Test func layersFailWithOneLinePerLayer() throws {
        let navigator = Navigator()
        try navigator.push(.screen(HomeScreen.self, input: ()))
        try navigator.present(.screen(PickerScreen.self, input: ["red"]), style: .fullScreenCover)
        expectIssue(
            containing: "layers differ (- expected, + received; root first):\n"
                + "  root [HomeScreen]\n- sheet [PickerScreen]\n+ fullScreenCover [PickerScreen]",
            atLine: #line + 2
        ) {
            navigator.assertLayers([.root(HomeScreen.self), .sheet(PickerScreen.self)])
        }
        expectIssue(containing: "+ fullScreenCover [PickerScreen]") {
            navigator.assertLayers([.root(HomeScreen.self)])
        }
    }

    @Test func routesPassWhenEveryLayerShowsTheseRoutes() throws {
        let navigator = Navigator()
        let target = RouteState<TestRoute>(
            root: [.home, .item(4)], presented: [.init(style: .sheet, routes: [.picker])])
        try navigator.replace(with: target, using: TestRoute.table)
        #expect(navigator.assertRoutes(target))
    }

    @Test func routesFailWithTheRoutesOfEachLayer() throws {
        let navigator = Navigator()
        try navigator.replace(
            with: RouteState<TestRoute>(root: [.home, .item(4)]), using: TestRoute.table)
        try navigator.push(.screen(ItemScreen.self, dependency: 9))
        expectIssue(
            containing: "routes differ (- expected, + received; root first):\n"
                + "- root [home, item(5)]\n+ root [home, item(4), ItemScreen(no route)]",
            atLine: #line + 2
        ) {
            navigator.assertRoutes(RouteState<TestRoute>(root: [.home, .item(5)]))
        }
        expectIssue(containing: "+ root [home, item(4), ItemScreen(no route)]") {
            navigator.assertRoutes(
                RouteState<TestRoute>(
                    root: [.home, .item(4), .item(9)],
                    presented: [.init(style: .sheet, routes: [.picker])]))
        }
    }

    @Test func topPassesAndReturnsTheLiveScreen() throws {
        let navigator = Navigator()
        try navigator.push(.screen(HomeScreen.self, input: ()))
        try navigator.push(.screen(ItemScreen.self, dependency: 7))
        let item = navigator.assertTop(ItemScreen.self)
        #expect(item?.item == 7)
    }

    @Test func topFailsWithWhatIsShown() throws {
        let navigator = Navigator()
        expectIssue(containing: "expected ItemScreen on top, found nothing", atLine: #line + 1) {
            #expect(navigator.assertTop(ItemScreen.self) == nil)
        }
        try navigator.push(.screen(HomeScreen.self, input: ()))
        try navigator.present(.screen(PickerScreen.self, input: ["red"]))
        expectIssue(
            containing: "expected HomeScreen on top, found #2 PickerScreen\n"
                + "state: [#1 HomeScreen] | sheet [#2 PickerScreen]"
        ) {
            navigator.assertTop(HomeScreen.self)
        }
    }

    @Test func waitForTopReturnsTheScreenANavigationShowsLater() async throws {
        let fixture = try LoadingFixture()
        fixture.presenter.viewDidLoad()
        fixture.completeLater(with: 4)

        let item = await fixture.navigator.wait(forTop: ItemScreen.self, timeout: 60)

        #expect(item?.item == 4)
        fixture.navigator.assertStack([HomeScreen.self, ItemScreen.self])
    }

    @Test func waitReturnsAtOnceWhenTheStateAlreadyHolds() async throws {
        let navigator = Navigator()
        try navigator.push(.screen(HomeScreen.self, input: ()))
        let home = await navigator.wait(forTop: HomeScreen.self, timeout: 0)
        #expect(home != nil)
        #expect(await navigator.wait(until: "a home screen", timeout: 0) { !$0.isEmpty })
    }

    @Test func waitTimesOutWithTheStateWhenNoNavigationComes() async throws {
        let fixture = try LoadingFixture()
        fixture.presenter.viewDidLoad()
        await expectIssue(
            containing: "Navigator: timed out after 0.05 s waiting for ItemScreen on top\n"
                + "state: [#1 HomeScreen]",
            atLine: #line + 2
        ) {
            let item = await fixture.navigator.wait(forTop: ItemScreen.self, timeout: 0.05)
            #expect(item == nil)
        }
        await expectIssue(containing: "waiting for a sheet") {
            await fixture.navigator.wait(until: "a sheet", timeout: 0.05) {
                !$0.presented.isEmpty
            }
        }
    }

    @Test func cancellingAWaitEndsItQuietly() async throws {
        let fixture = try LoadingFixture()
        let navigator = fixture.navigator
        let waiting = Task { await navigator.wait(forTop: ItemScreen.self, timeout: 60) != nil }
        waiting.cancel()
        #expect(await waiting.value == false)
    }
}
