import Foundation
import Testing
import UIKit
import VIPER

@testable import VIPERUIKitGlue

enum ShelfRoute: NavigationRoute {
    case shelf
    case book(Int)
}

extension UIKitModelSuite {
    /// Windows and scenes: restoration into a live window, two scenes each with its own
    /// navigator, screens that are not view controllers, and a host given up.
    @Suite @MainActor
    struct SceneTests {
        init() { freshModel() }

        private let routes = RouteTable<ShelfRoute> { route in
            switch route {
            case .shelf: .named("shelf")
            case .book(let id): .named("book \(id)")
            }
        }

        @Test func restorationIntoALiveWindowShowsTheRestoredStateAndSheet() async throws {
            let saving = Navigator()
            try saving.replace(
                with: RouteState(
                    root: [.shelf, .book(1)],
                    presented: [.init(style: .sheet, routes: [.book(2)])]),
                using: routes)
            let data = try saving.restorationData(ShelfRoute.self)

            let scene = HostedScene()
            try scene.navigator.replace(with: RouteState(root: [.shelf]), using: routes)
            await settle()
            try scene.navigator.restore(from: data, using: routes)
            await settle()
            #expect(scene.titles(scene.rootStack) == ["shelf", "book 1"])
            #expect(scene.titles(scene.presented.first as? UINavigationController) == ["book 2"])
            #expect(scene.showsState)
            expectUIKitContent()
        }

        @Test(arguments: [PresentationStyle.sheet, .fullScreenCover])
        func aRootReplacedUnderAPresentedLayerIsSwappedAndTheLayerPresentedAgain(
            style: PresentationStyle
        ) async throws {
            let navigator = Navigator()
            try navigator.setLayout(
                .tabs(
                    [.init(.inbox, [.named("mail")]), .init(.outbox, [.named("sent")])],
                    selected: .inbox))
            let scene = HostedScene(navigator)
            try navigator.present(.named("cover"), style: style)
            await settle()
            try navigator.replace(
                with: RouteState(
                    root: [.shelf], presented: [.init(style: style, routes: [.book(1)])]),
                using: routes)
            await settle()
            #expect(scene.host.lastConfigurationError == nil)
            #expect(scene.window.rootViewController === scene.host.rootViewController)
            #expect(scene.titles(scene.rootStack) == ["shelf"])
            #expect(scene.titles(scene.presented.first as? UINavigationController) == ["book 1"])
            #expect(scene.presented.first?.presentingViewController === scene.rootStack)
            #expect(scene.showsState)
            #expect(scene.platformChanges == [])
            #expect(!UIKitModel.console.contains { $0.contains("was replaced while it presents") })
            expectUIKitContent()
        }

        @Test func twoScenesEachShowTheirOwnNavigator() async throws {
            let first = HostedScene()
            let second = HostedScene()
            try first.navigator.push(.named("first list"))
            try second.navigator.push(.named("second list"))
            try second.navigator.present(.named("second sheet"))
            await settle()
            #expect(first.titles(first.rootStack) == ["first list"])
            #expect(first.presented.isEmpty)
            #expect(
                second.titles(second.presented.first as? UINavigationController) == [
                    "second sheet"
                ])
            second.presented.first?.modelUserSwipeDown()?.finish()
            first.rootStack.modelUserSwipeBack()?.finish()
            await settle()
            #expect(first.platformChanges == [])
            #expect(second.platformChanges.count == 1)
            #expect(first.showsState && second.showsState)
            expectUIKitContent()
        }

        @Test func aScreenThatIsNotAViewControllerIsAPlaceholderAndAnError() async throws {
            var errors: [NavigationHost.ConfigurationError] = []
            let scene = HostedScene { host in host.onConfigurationError = { errors.append($0) } }
            let id = try scene.navigator.push(.screen(NotAController.self, dependency: ()))
            await settle()
            #expect(errors.count == 1)
            #expect(scene.host.lastConfigurationError == errors.first)
            #expect(errors.first?.description.contains("is not a UIViewController") == true)
            #expect(scene.rootStack.viewControllers.count == 1)
            #expect(scene.navigator.state.entries.map(\.id) == [id])
            try scene.navigator.push(.named("next"))
            await settle()
            #expect(errors.count == 1, "the placeholder is kept, not made again")
            try scene.navigator.setStack([.named("other")])
            await settle()
            #expect(scene.host.placeholders.isEmpty)
        }

        @Test func aDetachedHostGivesItsScreensUpForAnotherHost() async throws {
            let scene = HostedScene()
            try scene.navigator.push(.named("list"))
            try scene.navigator.present(.named("sheet"))
            await settle()
            scene.host.detach()
            await settle()
            #expect(scene.presented.isEmpty)
            #expect(scene.rootStack.viewControllers.isEmpty)
            let again = HostedScene(scene.navigator)
            await settle()
            #expect(again.titles(again.rootStack) == ["list"])
            #expect(again.showsState)
            expectUIKitContent()
        }

        @Test func theDefaultModalStylesFollowTheDocumentedMapping() {
            #expect(PresentationStyle.sheet.defaultModalPresentationStyle == .pageSheet)
            #expect(PresentationStyle.fullScreenCover.defaultModalPresentationStyle == .fullScreen)
            #expect(
                PresentationStyle.overFullScreen.defaultModalPresentationStyle == .overFullScreen)
        }
    }
}

/// A screen that is not a view controller.
@MainActor
final class NotAController: @MainActor DependencyInjectable {
    static func make(withDependency dependency: Void) -> NotAController { NotAController() }
}
