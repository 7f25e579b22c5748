import Testing
import UIKit
import VIPER

@testable import VIPERUIKitGlue

extension UIKitModelSuite {
    /// A split-rooted navigator in a column-style UISplitViewController (DeviceChecklist
    /// items 19 and 20, question I).
    @Suite @MainActor
    struct SplitTests {
        init() { freshModel() }

        private func splitScene(supplementary: Bool = false) async throws
            -> (HostedScene, UISplitViewController)
        {
            let navigator = Navigator()
            try navigator.setLayout(
                .split(
                    primary: [.named("folders")],
                    supplementary: supplementary ? [.named("notes")] : nil,
                    secondary: [.named("note")]))
            let scene = HostedScene(navigator)
            await settle()
            let split = try #require(scene.host.rootViewController as? UISplitViewController)
            return (scene, split)
        }

        private func column(_ split: UISplitViewController, _ column: UISplitViewController.Column)
            -> UINavigationController?
        {
            split.viewController(for: column) as? UINavigationController
        }

        @Test func eachColumnIsANavigationControllerAndTheCompactOneIsEmpty() async throws {
            let (scene, split) = try await splitScene()
            #expect(scene.titles(column(split, .primary)) == ["folders"])
            #expect(scene.titles(column(split, .secondary)) == ["note"])
            #expect(scene.titles(column(split, .compact)) == [])
            #expect(split.modelShownColumns.first == .secondary)
            #expect(scene.showsState)
        }

        @Test func rotatingToCompactCollapsesAndBackExpandsWithEveryScreenOnce() async throws {
            let (scene, split) = try await splitScene(supplementary: true)
            let first = scene.navigator.state.entries[0]
            scene.window.modelSetHorizontalSizeClass(compact: true)
            await settle()
            #expect(split.isCollapsed)
            #expect(scene.titles(column(split, .compact)) == ["folders", "notes", "note"])
            #expect(scene.titles(column(split, .primary)) == [])
            #expect(scene.platformChanges == [.platformCollapse(first.id, isCollapsed: true)])
            #expect(scene.showsState)
            scene.window.modelSetHorizontalSizeClass(compact: false)
            await settle()
            #expect(scene.titles(column(split, .primary)) == ["folders"])
            #expect(scene.titles(column(split, .supplementary)) == ["notes"])
            #expect(scene.titles(column(split, .secondary)) == ["note"])
            #expect(scene.titles(column(split, .compact)) == [])
            #expect(scene.platformChanges.count == 2)
            #expect(scene.showsState)
            expectUIKitContent()
        }

        @Test func aPopInTheCollapsedStackIsKeptWhenTheSplitExpands() async throws {
            let (scene, split) = try await splitScene()
            scene.window.modelSetHorizontalSizeClass(compact: true)
            await settle()
            let compact = try #require(column(split, .compact))
            compact.modelUserSwipeBack()?.finish()
            await settle()
            #expect(scene.titles(compact) == ["folders"])
            scene.window.modelSetHorizontalSizeClass(compact: false)
            await settle()
            #expect(scene.titles(column(split, .secondary)) == [])
            #expect(scene.showsState)
            expectUIKitContent()
        }

        @Test func pushingInTheCollapsedSplitShowsInTheCompactStack() async throws {
            let (scene, split) = try await splitScene()
            scene.window.modelSetHorizontalSizeClass(compact: true)
            await settle()
            try scene.navigator.push(.named("attachment"), in: .column(.secondary))
            await settle()
            #expect(scene.titles(column(split, .compact)) == ["folders", "note", "attachment"])
            #expect(scene.showsState)
            expectUIKitContent()
        }

        @Test func resizingWhileAPushInTheSecondaryColumnAnimatesEndsInAgreement() async throws {
            let (scene, split) = try await splitScene()
            try scene.navigator.push(.named("attachment"), in: .column(.secondary))
            await settle(animations: false)
            scene.window.modelSetHorizontalSizeClass(compact: true)
            await settle()
            #expect(split.isCollapsed)
            #expect(scene.showsState)
            scene.window.modelSetHorizontalSizeClass(compact: false)
            await settle()
            #expect(scene.showsState)
        }
    }
}
