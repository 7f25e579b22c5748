import Testing
import UIKit
import VIPER

@testable import VIPERUIKitGlue

extension UIKitModelSuite {
    /// Guards on screen (PuttingTheNavigatorOnScreen.md, "Forbid them with a guard"): the
    /// swipe back does not start, the back button is replaced by one that asks the guards.
    @Suite @MainActor
    struct GuardTests {
        init() { freshModel() }

        @Test func aVetoingGuardKeepsTheSwipeBackFromStarting() async throws {
            let scene = HostedScene()
            try scene.navigator.push(.named("list"))
            try scene.navigator.push(.screen(GuardedScreen.self, dependency: "form"))
            await settle()
            #expect(scene.rootStack.modelUserSwipeBack() == nil)
            #expect(UIKitModel.trace.last == "\(scene.rootStack.modelName) swipe back refused")
            (scene.navigator.topScreen as? GuardedScreen)?.allowsLeaving = true
            #expect(scene.rootStack.modelUserSwipeBack() != nil)
        }

        @Test func anAppGuardVetoesTheSwipeToo() async throws {
            let scene = HostedScene()
            try scene.navigator.setStack([.named("a"), .named("b")])
            await settle()
            let token = scene.navigator.addGuard { _ in .veto("no") }
            #expect(scene.rootStack.modelUserSwipeBack() == nil)
            scene.navigator.remove(token)
            #expect(scene.rootStack.modelUserSwipeBack() != nil)
        }

        @Test func theGuardedBackButtonPopsThroughTheNavigatorWhichAsksTheGuard() async throws {
            let scene = HostedScene { $0.guardedBackButtonTitle = "Close" }
            try scene.navigator.push(.named("list"))
            try scene.navigator.push(.screen(GuardedScreen.self, dependency: "form"))
            await settle()
            let top = try #require(scene.rootStack.topViewController)
            #expect(top.navigationItem.hidesBackButton)
            let button = try #require(top.navigationItem.leftBarButtonItem)
            #expect(button.title == "Close")
            #expect(!scene.rootStack.modelUserTapBack(), "UIKit's back button is hidden")
            #expect(!scene.rootStack.modelUserPickFromBackMenu(0), "and so is its menu")
            button.modelUserTap()
            await settle()
            #expect(scene.titles(scene.rootStack) == ["list", "form"], "the guard vetoed")
            (top as? GuardedScreen)?.allowsLeaving = true
            button.modelUserTap()
            await settle()
            #expect(scene.titles(scene.rootStack) == ["list"])
            #expect(!top.navigationItem.hidesBackButton, "UIKit's back button is put back")
            #expect(top.navigationItem.leftBarButtonItem == nil)
            #expect(scene.platformChanges == [])
            #expect(scene.showsState)
            expectUIKitContent()
        }
    }
}
