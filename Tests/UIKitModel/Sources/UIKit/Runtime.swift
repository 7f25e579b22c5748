// The run loop of the UIKit model: the animations a test lets run, what UIKit would log,
// and what a real UIKit would trap on. Test-only code: a behavioural model of the UIKit
// that Sources/VIPERUIKit uses, built from Documentation/UIKitFacts.md and the team's
// shared notes (cited below as "Facts §n" for ../shared/UIKIT-FACTS.md section n, "rule n"
// for its "Rules for a simulated container", and "UIKitFacts.md, <section>").
// NB: like the real UIKit module, which re-exports Foundation.
@_exported import Foundation

/// The state of the modelled UIKit that no single object owns: the main run loop's queue
/// of animation steps, the console, and the misuses a real UIKit traps on.
///
/// Every transition that animates (and every presentation or dismissal, animated or not)
/// ends in a step on this queue; nothing ends by itself. A test lets the steps run with
/// ``runAnimations()``, so it decides when an animation ends and can act in the middle of
/// one. No timers, no sleeps.
@MainActor
package enum UIKitModel {
    /// The system whose documented behaviour the model follows where systems differ.
    package enum System: Sendable {
        /// iOS 15 to 17: a cancelled interactive pop sends no `didShow` (Facts §2).
        case iOS15
        /// iOS 18 and later: a cancelled interactive pop sends `didShow` with the
        /// transition coordinator's `isCancelled` true (Facts §2); `.automatic` presents
        /// as a form sheet (rule 19).
        case iOS18
    }

    /// The device: an action sheet is a popover on iPad (UIKitFacts.md, "Alerts").
    package enum Idiom: Sendable {
        /// An iPhone.
        case phone
        /// An iPad.
        case pad
    }

    /// The system modelled; set by ``reset(system:idiom:)``.
    package private(set) static var system = System.iOS18
    /// The device modelled; set by ``reset(system:idiom:)``.
    package private(set) static var idiom = Idiom.phone
    /// What UIKit printed to the console, oldest first.
    package private(set) static var console: [String] = []
    /// What a real UIKit would have trapped on (an exception) or corrupted, oldest first;
    /// the model records it and goes on, so that a test can fail with a message.
    package private(set) static var misuses: [String] = []
    /// The callbacks UIKit made, in order: delegate calls and appearance calls, as
    /// `"<receiver> <call>"`; what the model-vs-facts tests read.
    package private(set) static var trace: [String] = []

    private static var steps: [@MainActor () -> Void] = []
    /// The connected scenes: UIKit's application keeps them, and they keep their windows.
    static var scenes: [UIWindowScene] = []
    /// The open scene sessions, oldest first (Scenes.swift).
    static var sessions: [UISceneSession] = []
    /// The scene activation requests the app made, oldest first (Scenes.swift).
    package internal(set) static var activationRequests: [UIApplication.ActivationRequest] = []

    /// Starts a fresh model: empties the queue, the console, the misuses and the trace.
    ///
    /// - Parameters:
    ///   - system: The system to follow.
    ///   - idiom: The device.
    package static func reset(system: System = .iOS18, idiom: Idiom = .phone) {
        self.system = system
        self.idiom = idiom
        console = []
        misuses = []
        trace = []
        steps = []
        scenes = []
        sessions = []
        activationRequests = []
    }

    /// Whether an animation step waits on the queue.
    package static var hasPendingAnimations: Bool { !steps.isEmpty }

    /// Runs the animation steps queued now, oldest first (steps they queue wait for the
    /// next call).
    ///
    /// - Returns: Whether any step ran.
    @discardableResult
    package static func runAnimations() -> Bool {
        let now = steps
        steps = []
        for step in now { step() }
        return !now.isEmpty
    }

    /// Forgets the trace so far.
    package static func clearTrace() { trace = [] }

    static func enqueue(_ step: @escaping @MainActor () -> Void) {
        steps.append(step)
    }

    static func log(_ message: String) {
        console.append(message)
    }

    static func misuse(_ message: String) {
        misuses.append(message)
        console.append(message)
    }

    static func record(_ receiver: String, _ call: String) {
        trace.append("\(receiver) \(call)")
    }
}

/// The name of an Objective-C method (Objective-C runtime: `Selector`); Linux has no
/// Objective-C runtime, so the model only passes it along.
public struct Selector: Hashable, Sendable {}

/// The root class, with the Objective-C runtime's message forwarding, which Linux's
/// Foundation lacks (`responds(to:)`, `forwardingTarget(for:)`, both nonisolated).
// NB: shadows Foundation's NSObject for modules that import this one, as the Objective-C
// NSObject would. Without a runtime, `responds(to:)` answers `false` and nothing is
// forwarded: the glue calls its app delegate directly under VIPERUIKIT_LINUX_DECLARATIONS.
open class NSObject: Foundation.NSObject {
    /// Creates an object.
    public override init() {}

    /// Whether the object implements a method; `false` without a runtime.
    ///
    /// - Parameter aSelector: The method.
    /// - Returns: `false`.
    open func responds(to aSelector: Selector!) -> Bool { false }

    /// The object that unhandled messages are sent to; none without a runtime.
    ///
    /// - Parameter aSelector: The method.
    /// - Returns: `nil`.
    open func forwardingTarget(for aSelector: Selector!) -> Any? { nil }
}

/// An interaction the user started and has not let go of yet: a swipe back or a sheet
/// being swiped down.
///
/// The test ends it as the user would, and the animation to the end
/// runs with the next ``UIKitModel/runAnimations()``.
@MainActor
package final class UserInteraction {
    private var end: ((Bool) -> Void)?

    init(end: @escaping @MainActor (Bool) -> Void) {
        self.end = end
    }

    /// The user let go past the point of no return: the transition completes.
    package func finish() { letGo(completing: true) }

    /// The user let go early: the transition is cancelled and goes back.
    package func cancel() { letGo(completing: false) }

    private func letGo(completing: Bool) {
        guard let end else { return }
        self.end = nil
        UIKitModel.enqueue { end(completing) }
    }
}
