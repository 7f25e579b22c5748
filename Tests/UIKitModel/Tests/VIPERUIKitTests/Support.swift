import Foundation
import Testing
import UIKit
import VIPER

@testable import VIPERUIKitGlue

/// Every test that runs the UIKit model, one at a time.
///
/// The model, like UIKit, has one run loop. The suites are nested in extensions of this one, file by file.
@Suite(.serialized)
@MainActor
enum UIKitModelSuite {}

/// A screen: a plain view controller named by its dependency, as the trace names it.
@MainActor
final class Screen: UIViewController {
    /// Every appearance call of every screen, as `"<name> <call>"`.
    nonisolated(unsafe) static var calls: [String] = []

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        Screen.calls.append("\(modelName) viewWillAppear")
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        Screen.calls.append("\(modelName) viewWillDisappear")
    }
}

extension Screen: @MainActor DependencyInjectable {
    static func make(withDependency name: String) -> Screen {
        let screen = Screen(nibName: nil, bundle: nil)
        screen.title = name
        return screen
    }
}

/// A screen whose ScreenGuard answers as the test says.
@MainActor
final class GuardedScreen: UIViewController, ScreenGuard {
    var allowsLeaving = false

    func shouldLeave(_ change: NavigationChange) -> NavigationGuardDecision {
        allowsLeaving ? .allow : .veto("guarded")
    }
}

extension GuardedScreen: @MainActor DependencyInjectable {
    static func make(withDependency name: String) -> GuardedScreen {
        let screen = GuardedScreen(nibName: nil, bundle: nil)
        screen.title = name
        return screen
    }
}

extension Destination<Any> {
    /// A screen named `name`.
    @MainActor
    static func named(_ name: String) -> Self { .screen(Screen.self, dependency: name) }
}

/// A window of a scene showing a navigator through a NavigationHost, as the article's
/// scene delegate sets it up.
@MainActor
final class HostedScene {
    let navigator: Navigator
    let host: NavigationHost
    let window: UIWindow
    /// Every change the navigator published, in order.
    private(set) var changes: [NavigationChange] = []

    init(
        _ navigator: Navigator = Navigator(), showsWindow: Bool = true,
        configure: (NavigationHost) -> Void = { _ in }
    ) {
        self.navigator = navigator
        host = NavigationHost(navigator: navigator)
        host.reconciler?.retryInterval = 0
        configure(host)
        window = UIWindow(windowScene: UIWindowScene())
        navigator.addObserver { [weak self] change in self?.changes.append(change) }
        window.rootViewController = host.rootViewController
        if showsWindow { window.makeKeyAndVisible() }
    }

    /// The platform-driven changes, in order.
    var platformChanges: [NavigationAction] {
        changes.filter(\.isPlatformDriven).map(\.action)
    }

    /// The root's navigation controller (a stack root).
    var rootStack: UINavigationController {
        host.rootViewController as! UINavigationController
    }

    /// The titles of a navigation controller's screens.
    func titles(_ controller: UINavigationController?) -> [String] {
        controller?.viewControllers.map(\.modelName) ?? []
    }

    /// The controller presented over the root, and over it, bottom first.
    var presented: [UIViewController] {
        var chain: [UIViewController] = []
        var current = host.rootViewController.presentedViewController
        while let controller = current {
            chain.append(controller)
            current = controller.presentedViewController
        }
        return chain
    }

    /// Whether UIKit shows what the navigator's state says.
    var showsState: Bool { host.shownLayers == navigator.state.layers }
}

/// Starts a fresh model for a test.
@MainActor
func freshModel(_ system: UIKitModel.System = .iOS18, idiom: UIKitModel.Idiom = .phone) {
    UIKitModel.reset(system: system, idiom: idiom)
    Screen.calls = []
}

/// Lets the main queue and the model's animations run until nothing is left.
///
/// Main-actor tasks (the host's and the reconciler's next turns) run between the animation steps.
/// With `animations: false`, only the tasks run, and a running animation stays in flight.
@MainActor
func settle(animations: Bool = true) async {
    for _ in 0..<100 {
        for _ in 0..<30 { await Task.yield() }
        guard animations, UIKitModel.runAnimations() else { return }
    }
}

/// Neither a misuse a real UIKit traps on, nor a refusal it logs ("Attempt to present…",
/// "…while a presentation is in progress").
@MainActor
func expectUIKitContent(sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(UIKitModel.misuses == [], sourceLocation: sourceLocation)
    #expect(
        UIKitModel.console.filter { $0.hasPrefix("Attempt to") } == [],
        sourceLocation: sourceLocation)
}
