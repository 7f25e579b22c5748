import SwiftUI
import Testing
import UIKit
import VIPER

@testable import VIPERUIKitGlue

/// A window whose root is a SwiftUI view showing a navigator with NavigatorView.
@MainActor
final class SwiftUIScene {
    let navigator: Navigator
    let hosting: UIHostingController<AnyView>
    let window = UIWindow(windowScene: UIWindowScene())
    private(set) var host: NavigationHost?
    private(set) var changes: [NavigationChange] = []

    init(_ navigator: Navigator) {
        self.navigator = navigator
        hosting = UIHostingController(rootView: AnyView(EmptyView()))
        navigator.addObserver { [weak self] change in self?.changes.append(change) }
        hosting.rootView = AnyView(
            NavigatorView(navigator: navigator) { [weak self] host in
                host.reconciler?.retryInterval = 0
                self?.host = host
            } tabItem: { tag in
                Label(tag.rawValue.capitalized, systemImage: "circle")
            })
        window.rootViewController = hosting
        window.makeKeyAndVisible()
    }

    var platformChanges: [NavigationAction] { changes.filter(\.isPlatformDriven).map(\.action) }

    /// The SwiftUI container of a tabs or split root.
    var container: UIHostingController<AnyView>? {
        host?.rootViewController as? UIHostingController<AnyView>
    }

    var showsState: Bool { host?.shownLayers == navigator.state.layers }
}

extension UIKitModelSuite {
    /// NavigatorView: the representable's lifecycle, SwiftUI's TabView and
    /// NavigationSplitView drawing the layer (DeviceChecklist items 23 to 25), and
    /// navigatorAlert.
    @Suite @MainActor
    struct SwiftUITests {
        init() { freshModel() }

        private func tabs() throws -> Navigator {
            let navigator = Navigator()
            try navigator.setLayout(
                .tabs(
                    [.init(.inbox, [.named("mail")]), .init(.outbox, [.named("sent")])],
                    selected: .inbox))
            return navigator
        }

        @Test func aStackRootIsTheHostsNavigationControllerInTheSwiftUIView() async throws {
            let navigator = Navigator()
            try navigator.push(.named("list"))
            let scene = SwiftUIScene(navigator)
            await settle()
            let stack = try #require(scene.host?.rootViewController as? UINavigationController)
            #expect(stack.modelParent === scene.hosting)
            #expect(stack.viewControllers.map(\.modelName) == ["list"])
            try navigator.present(.named("sheet"))
            await settle()
            #expect(stack.presentedViewController != nil)
            #expect(scene.showsState)
            expectUIKitContent()
        }

        @Test func aTabsRootIsATabViewWhoseSelectionIsTheNavigators() async throws {
            let navigator = try tabs()
            let scene = SwiftUIScene(navigator)
            await settle()
            let container = try #require(scene.container)
            let tabView = try #require(container.modelTabViews.first)
            #expect(
                tabView.tags == [
                    AnyHashable(NavigationTabTag.inbox), AnyHashable(NavigationTabTag.outbox),
                ])
            #expect(tabView.labels == [["Inbox"], ["Outbox"]])
            #expect(tabView.selected == AnyHashable(NavigationTabTag.inbox))
            #expect(container.modelUserTapTab(AnyHashable(NavigationTabTag.outbox)))
            await settle()
            #expect(scene.platformChanges == [.platformSelect(.outbox)])
            #expect(container.modelTabViews.first?.selected == AnyHashable(NavigationTabTag.outbox))
            #expect(scene.showsState)
            try navigator.select(.inbox)
            await settle()
            #expect(container.modelTabViews.first?.selected == AnyHashable(NavigationTabTag.inbox))
            expectUIKitContent()
        }

        @Test func theDefaultTabItemsAreTheTagsNames() async throws {
            let navigator = try tabs()
            let hosting = UIHostingController(rootView: NavigatorView(navigator: navigator))
            show(hosting)
            await settle()
            let container = try #require(
                hosting.modelShownChildren?().first as? UIHostingController<AnyView>)
            #expect(container.modelTabViews.first?.labels == [["inbox"], ["outbox"]])
        }

        @Test func aVetoedTapGoesBackToTheNavigatorsTab() async throws {
            let navigator = try tabs()
            let scene = SwiftUIScene(navigator)
            await settle()
            _ = navigator.addGuard { _ in .veto("stay") }
            let container = try #require(scene.container)
            container.modelUserTapTab(AnyHashable(NavigationTabTag.outbox))
            await settle()
            #expect(container.modelTabViews.first?.selected == AnyHashable(NavigationTabTag.inbox))
            #expect(scene.platformChanges == [])
        }

        @Test func tappingTheSelectedTabPopsNothing() async throws {
            let navigator = try tabs()
            try navigator.push(.named("mail 2"))
            let scene = SwiftUIScene(navigator)
            await settle()
            scene.container?.modelUserTapTab(AnyHashable(NavigationTabTag.inbox))
            await settle()
            #expect(scene.platformChanges == [])
            #expect(navigator.state.entries.count == 3)
        }

        @Test func aSplitRootCollapsesAndExpandsWithTheSizeClass() async throws {
            let navigator = Navigator()
            try navigator.setLayout(
                .split(primary: [.named("folders")], secondary: [.named("note")]))
            let scene = SwiftUIScene(navigator)
            await settle()
            #expect(scene.showsState)
            scene.window.modelSetHorizontalSizeClass(compact: true)
            await settle()
            #expect(scene.platformChanges.count == 1)
            #expect(navigator.state.layers[0].split?.isCollapsed == true)
            #expect(scene.showsState)
            scene.window.modelSetHorizontalSizeClass(compact: false)
            await settle()
            #expect(scene.platformChanges.count == 2)
            #expect(navigator.state.layers[0].split?.isCollapsed == false)
            #expect(scene.showsState)
            expectUIKitContent()
        }

        @Test func otherTabsAndASplitAreDrawnByTheSameViewAStackIsAnError() async throws {
            let navigator = try tabs()
            let scene = SwiftUIScene(navigator)
            await settle()
            let container = try #require(scene.container)
            try navigator.setLayout(.tabs([.init(.outbox, [.named("only")])], selected: .outbox))
            await settle()
            #expect(scene.container === container)
            #expect(container.modelTabViews.first?.tags == [AnyHashable(NavigationTabTag.outbox)])
            try navigator.setLayout(.split(primary: [.named("folders")], secondary: []))
            await settle()
            #expect(scene.container === container)
            #expect(scene.host?.lastConfigurationError == nil)
            try navigator.setLayout(.stack([.named("alone")]))
            await settle()
            guard case .rootContainerChanged = scene.host?.lastConfigurationError else {
                Issue.record(
                    "expected rootContainerChanged, got \(String(describing: scene.host?.lastConfigurationError))"
                )
                return
            }
        }

        @Test func removingTheViewDetachesItsHostSoAnotherCanShowTheNavigator() async throws {
            let navigator = Navigator()
            try navigator.push(.named("list"))
            let scene = SwiftUIScene(navigator)
            await settle()
            let first = try #require(scene.host?.rootViewController as? UINavigationController)
            scene.hosting.rootView = AnyView(EmptyView())
            await settle()
            #expect(first.viewControllers.isEmpty)
            let again = SwiftUIScene(navigator)
            await settle()
            #expect(again.showsState)
            expectUIKitContent()
        }

        @Test func navigatorAlertShowsTheAlertAndATapIsTheResultOnce() async throws {
            let navigator = Navigator()
            try navigator.push(.named("notes"))
            let hosting = UIHostingController(rootView: Text("notes").navigatorAlert(navigator))
            let window = UIWindow(windowScene: UIWindowScene())
            window.rootViewController = hosting
            window.makeKeyAndVisible()
            var answers: [Choice?] = []
            try navigator.showAlert(
                NavigationAlert(
                    title: "Delete?", message: "Gone for good",
                    buttons: [
                        AlertButton("Delete", role: .destructive, action: Choice.delete),
                        AlertButton("Keep", role: .cancel, action: .keep),
                    ])
            ) { answers.append($0) }
            await settle()
            let alert = try #require(hosting.modelAlert)
            #expect(alert.title == "Delete?")
            #expect(!alert.isDialog)
            #expect(alert.buttons == ["Delete", "Keep"])
            #expect(alert.message == ["Gone for good"])
            #expect(hosting.modelUserTapAlertButton(0))
            await settle()
            #expect(answers == [.delete])
            #expect(hosting.modelAlert == nil)
        }

        @Test func navigatorAlertShowsAReplacingAlertAndATapAnswersIt() async throws {
            let navigator = Navigator()
            try navigator.push(.named("notes"))
            let hosting = UIHostingController(rootView: Text("notes").navigatorAlert(navigator))
            let window = UIWindow(windowScene: UIWindowScene())
            window.rootViewController = hosting
            window.makeKeyAndVisible()
            var answers: [String: [Choice?]] = [:]
            for title in ["A", "B"] {
                try navigator.showAlert(
                    NavigationAlert(title: title, buttons: [AlertButton("Keep", action: .keep)])
                ) { answers[title, default: []].append($0) }
                await settle()
                #expect(hosting.modelAlert?.title == title)
            }
            #expect(answers == ["A": [nil]])
            #expect(hosting.modelUserTapAlertButton(0))
            await settle()
            #expect(answers == ["A": [nil], "B": [.keep]])
            #expect(hosting.modelAlert == nil)
        }

        @Test func navigatorAlertsDialogTappedOutsideAnswersNilOnce() async throws {
            let navigator = Navigator()
            let list = try navigator.push(.named("notes"))
            let hosting = UIHostingController(rootView: Text("notes").navigatorAlert(navigator))
            let window = UIWindow(windowScene: UIWindowScene())
            window.rootViewController = hosting
            window.makeKeyAndVisible()
            var answers: [Choice?] = []
            try navigator.showAlert(
                .confirmationDialog(
                    title: "Sort", buttons: [AlertButton("Keep", action: Choice.keep)],
                    anchor: list)
            ) { answers.append($0) }
            await settle()
            #expect(hosting.modelAlert?.isDialog == true)
            #expect(hosting.modelUserTapOutsideAlert())
            await settle()
            #expect(answers == [nil])
            #expect(hosting.modelAlert == nil)
        }
    }
}
