import Testing
import UIKit
import VIPER

@testable import VIPERUIKitGlue

extension UIKitModelSuite {
    /// A stack root in a window: the navigator's operations on screen, and the user's
    /// swipe back, back button and back-button menu reported back
    /// (PuttingTheNavigatorOnScreen.md, "What happens when the user swipes back").
    @Suite @MainActor
    struct StackTests {
        init() { freshModel() }

        @Test func theRootStackIsShownOnceTheWindowIsVisible() async throws {
            let navigator = Navigator()
            try navigator.push(.named("list"))
            let scene = HostedScene(navigator)
            await settle()
            #expect(scene.titles(scene.rootStack) == ["list"])
            #expect(scene.rootStack.modelIsVisible)
            #expect(scene.showsState)
            expectUIKitContent()
        }

        @Test(arguments: [true, false])
        func pushPopPopToRootAndSetStackAreShown(animated: Bool) async throws {
            let scene = HostedScene()
            scene.host.reconciler?.animatesChanges = animated
            try scene.navigator.push(.named("a"))
            await settle()
            try scene.navigator.push(.named("b"))
            try scene.navigator.push(.named("c"))
            await settle()
            #expect(scene.titles(scene.rootStack) == ["a", "b", "c"])
            try scene.navigator.pop()
            await settle()
            #expect(scene.titles(scene.rootStack) == ["a", "b"])
            try scene.navigator.setStack([.named("x"), .named("y"), .named("z")])
            await settle()
            #expect(scene.titles(scene.rootStack) == ["x", "y", "z"])
            try scene.navigator.popToRoot()
            await settle()
            #expect(scene.titles(scene.rootStack) == ["x"])
            #expect(scene.showsState)
            #expect(scene.platformChanges == [])
            expectUIKitContent()
        }

        @Test(arguments: [UIKitModel.System.iOS15, .iOS18])
        func aFinishedSwipeBackIsOnePlatformPop(system: UIKitModel.System) async throws {
            freshModel(system)
            let scene = HostedScene()
            try scene.navigator.setStack([.named("a"), .named("b")])
            await settle()
            let swipe = try #require(scene.rootStack.modelUserSwipeBack())
            await settle(animations: false)
            #expect(scene.navigator.state.entries.count == 2, "willShow never commits")
            swipe.finish()
            await settle()
            let root = try #require(scene.navigator.state.entries.first)
            #expect(scene.platformChanges == [.platformPop(to: root.id)])
            #expect(scene.titles(scene.rootStack) == ["a"])
            #expect(scene.showsState)
            expectUIKitContent()
        }

        @Test(arguments: [UIKitModel.System.iOS15, .iOS18])
        func aCancelledSwipeBackChangesNothingAndTheNextPushShows(
            system: UIKitModel.System
        ) async throws {
            freshModel(system)
            let scene = HostedScene()
            try scene.navigator.setStack([.named("a"), .named("b")])
            await settle()
            let before = scene.navigator.state
            let swipe = try #require(scene.rootStack.modelUserSwipeBack())
            await settle(animations: false)
            swipe.cancel()
            await settle()
            #expect(scene.navigator.state == before)
            #expect(scene.platformChanges == [])
            #expect(scene.titles(scene.rootStack) == ["a", "b"])
            try scene.navigator.push(.named("c"))
            await settle()
            #expect(scene.titles(scene.rootStack) == ["a", "b", "c"])
            #expect(scene.showsState)
            expectUIKitContent()
        }

        @Test func theNavigatorWaitsForTheUsersSwipeToEnd() async throws {
            let scene = HostedScene()
            try scene.navigator.setStack([.named("a"), .named("b")])
            await settle()
            let swipe = try #require(scene.rootStack.modelUserSwipeBack())
            try scene.navigator.push(.named("c"))
            await settle(animations: false)
            #expect(scene.titles(scene.rootStack) == ["a"], "no command while the finger is down")
            swipe.cancel()
            await settle()
            #expect(scene.titles(scene.rootStack) == ["a", "b", "c"])
            #expect(scene.showsState)
            expectUIKitContent()
        }

        @Test func theBackButtonIsOnePlatformPop() async throws {
            let scene = HostedScene()
            try scene.navigator.setStack([.named("a"), .named("b")])
            await settle()
            #expect(scene.rootStack.modelUserTapBack())
            await settle()
            let root = try #require(scene.navigator.state.entries.first)
            #expect(scene.platformChanges == [.platformPop(to: root.id)])
            #expect(scene.showsState)
            expectUIKitContent()
        }

        @Test func pickingFromTheBackMenuThreeLevelsDownIsOnePlatformPop() async throws {
            let scene = HostedScene()
            try scene.navigator.setStack([.named("a"), .named("b"), .named("c"), .named("d")])
            await settle()
            let target = scene.navigator.state.entries[0]
            #expect(scene.rootStack.modelUserPickFromBackMenu(0))
            await settle()
            #expect(scene.platformChanges == [.platformPop(to: target.id)])
            #expect(scene.titles(scene.rootStack) == ["a"])
            #expect(scene.showsState)
            expectUIKitContent()
        }

        @Test func theContentSwipeOfIOS26IsGuardedAndReportedToo() async throws {
            let scene = HostedScene()
            try scene.navigator.setStack([.named("a"), .named("b")])
            await settle()
            let swipe = try #require(scene.rootStack.modelUserSwipeBack(content: true))
            swipe.finish()
            await settle()
            #expect(scene.platformChanges.count == 1)
            #expect(scene.showsState)
        }

        @Test func popToAnEntryAndCloseAreShown() async throws {
            let scene = HostedScene()
            try scene.navigator.setStack([.named("a"), .named("b"), .named("c"), .named("d")])
            await settle()
            let b = scene.navigator.state.entries[1]
            try scene.navigator.pop(to: b.id)
            await settle()
            #expect(scene.titles(scene.rootStack) == ["a", "b"])
            try scene.navigator.close(b.id)
            await settle()
            #expect(scene.titles(scene.rootStack) == ["a"])
            let sheet = try scene.navigator.present(.named("sheet"))
            try scene.navigator.push(.named("sheet b"))
            await settle()
            try scene.navigator.close(sheet)
            await settle()
            #expect(scene.presented.isEmpty)
            #expect(scene.showsState)
            #expect(scene.platformChanges == [])
            expectUIKitContent()
        }

        @Test func aSwipeOnTheRootScreenDoesNotStart() async throws {
            let scene = HostedScene()
            try scene.navigator.push(.named("a"))
            await settle()
            #expect(scene.rootStack.modelUserSwipeBack() == nil)
        }
    }
}
