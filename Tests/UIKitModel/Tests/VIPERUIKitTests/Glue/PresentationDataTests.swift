import Testing
import UIKit
import VIPER

@testable import VIPERUIKitGlue

extension UIKitModelSuite {
    /// A layer's detents and popover anchor, and a screen's zoom, on UIKit's controllers;
    /// the user's detent drag reported back.
    @Suite @MainActor
    struct PresentationDataTests {
        init() { freshModel() }

        @Test func aSheetShowsItsDetentsAndTheUsersDragIsOnePlatformChange() async throws {
            let scene = HostedScene()
            try scene.navigator.push(.named("list"))
            let peek = PresentationDetent.custom("peek", height: 180)
            let sheetID = try scene.navigator.present(
                .named("sheet"), style: .sheet.detents([.medium, peek, .large], selected: .medium))
            await settle()
            let presentation = try #require(scene.presented.first?.sheetPresentationController)
            #expect(presentation.detents.map(\.identifier) == [.medium, .init("peek"), .large])
            #expect(presentation.detents[1].resolver?(Context()) == 180)
            #expect(presentation.selectedDetentIdentifier == .medium)
            let commands = scene.host.reconciler?.commandCount
            presentation.userDrags(to: .large)
            await settle()
            #expect(scene.navigator.state.layers[1].style?.selectedDetent == .large)
            #expect(
                scene.platformChanges == [.platformSelectDetent("large", layerShowing: sheetID)])
            #expect(scene.host.reconciler?.commandCount == commands, "not presented again")
            #expect(scene.presented.first?.sheetPresentationController === presentation)
            #expect(scene.showsState)
            expectUIKitContent()
        }

        @Test func aPopoverPointsAtTheAnchorTheAppNames() async throws {
            let share = UIBarButtonItem()
            let row = UIView()
            let scene = HostedScene { host in
                host.anchors = { $0 == "share" ? .barButtonItem(share) : .view(row) }
            }
            try scene.navigator.push(.named("list"))
            try scene.navigator.present(.named("menu"), style: .popover(anchor: "share"))
            await settle()
            let menu = try #require(scene.presented.first)
            #expect(menu.modalPresentationStyle == .popover)
            #expect(menu.popoverPresentationController?.barButtonItem === share)
            try scene.navigator.dismiss()
            try scene.navigator.present(.named("info"), style: .popover(anchor: "row"))
            await settle()
            let info = try #require(scene.presented.first?.popoverPresentationController)
            #expect(info.sourceView === row)
            #expect(info.sourceRect == row.bounds)
            #expect(scene.showsState)
            expectUIKitContent()
        }

        @Test func aPopoverWithoutAnAnchorOnScreenPointsAtItsPresenter() async throws {
            let scene = HostedScene()
            try scene.navigator.push(.named("list"))
            try scene.navigator.present(.named("menu"), style: .popover(anchor: "gone"))
            await settle()
            let popover = try #require(scene.presented.first?.popoverPresentationController)
            #expect(popover.sourceView === scene.host.rootViewController.view)
            expectUIKitContent()
        }

        @Test func aZoomIsThePushedAndThePresentedControllersPreferredTransition() async throws {
            let cell = UIView()
            let scene = HostedScene { host in
                host.anchors = { $0 == "cell" ? .view(cell) : nil }
            }
            try scene.navigator.push(.named("list"))
            try scene.navigator.push(.named("photo").transition(.zoom(from: "cell")))
            await settle()
            let photo = try #require(scene.rootStack.viewControllers.last)
            let provider = try #require(photo.preferredTransition?.sourceViewProvider)
            #expect(provider(.init(source: scene.rootStack, zoomed: photo)) === cell)
            try scene.navigator.present(.named("sheet").transition(.zoom(from: "other")))
            await settle()
            let sheet = try #require(scene.presented.first)
            let sheetProvider = try #require(sheet.preferredTransition?.sourceViewProvider)
            #expect(sheetProvider(.init(source: scene.rootStack, zoomed: sheet)) == nil)
            #expect(scene.rootStack.viewControllers.first?.preferredTransition == nil)
            expectUIKitContent()
        }
    }
}

/// A custom detent's resolution context.
@MainActor
private final class Context: NSObject, UISheetPresentationControllerDetentResolutionContext {
    var maximumDetentValue: CGFloat { 800 }
}
