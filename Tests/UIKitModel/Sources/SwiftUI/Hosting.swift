// UIHostingController and UIViewControllerRepresentable: SwiftUI inside UIKit and UIKit
// inside SwiftUI (Facts §6).
import Foundation
import UIKit

/// A view that shows a UIKit view controller (SwiftUI: `UIViewControllerRepresentable`).
///
/// The model follows Facts §6: `makeCoordinator` first, `makeUIViewController` once per
/// place in the view, `updateUIViewController` after it and on every later drawing that
/// still has the view there, `dismantleUIViewController` once the drawing no longer has it
/// (or its hosting controller goes).
@MainActor @preconcurrency
public protocol UIViewControllerRepresentable: View where Self.Body == Never {
    /// The controller's type.
    associatedtype UIViewControllerType: UIViewController

    /// The coordinator's type.
    associatedtype Coordinator = Void

    /// The context of the calls.
    typealias Context = UIViewControllerRepresentableContext<Self>

    /// Makes the controller.
    ///
    /// - Parameter context: The context.
    /// - Returns: The controller.
    func makeUIViewController(context: Self.Context) -> Self.UIViewControllerType

    /// Updates the controller with the view's state.
    ///
    /// - Parameters:
    ///   - uiViewController: The controller.
    ///   - context: The context.
    func updateUIViewController(
        _ uiViewController: Self.UIViewControllerType, context: Self.Context)

    /// Makes the coordinator.
    ///
    /// - Returns: The coordinator.
    func makeCoordinator() -> Self.Coordinator

    /// Tears the controller down when SwiftUI removes the view.
    ///
    /// - Parameters:
    ///   - uiViewController: The controller.
    ///   - coordinator: The coordinator.
    static func dismantleUIViewController(
        _ uiViewController: Self.UIViewControllerType, coordinator: Self.Coordinator)
}

extension UIViewControllerRepresentable where Self.Coordinator == Void {
    /// No coordinator.
    public func makeCoordinator() {}
}

extension UIViewControllerRepresentable {
    /// Does nothing by default.
    ///
    /// - Parameters:
    ///   - uiViewController: The controller.
    ///   - coordinator: The coordinator.
    public static func dismantleUIViewController(
        _ uiViewController: Self.UIViewControllerType, coordinator: Self.Coordinator
    ) {}

    /// A representable has no body.
    public var body: Never { fatalError("a representable view has no body") }
}

/// The context of a representable's calls (SwiftUI: `UIViewControllerRepresentableContext`).
@MainActor @preconcurrency
public struct UIViewControllerRepresentableContext<Representable>
where Representable: UIViewControllerRepresentable {
    /// The coordinator.
    public let coordinator: Representable.Coordinator
}

/// A representable made and not yet dismantled.
@MainActor
final class LiveRepresentable {
    let controller: UIViewController
    let coordinator: Any
    let dismantle: @MainActor () -> Void

    init(controller: UIViewController, coordinator: Any, dismantle: @escaping @MainActor () -> Void)
    {
        self.controller = controller
        self.coordinator = coordinator
        self.dismantle = dismantle
    }
}

extension Drawing {
    func drawRepresentable<R: UIViewControllerRepresentable>(_ representable: R) {
        let path = place
        representables.append(
            Representable(
                path: path,
                make: {
                    let coordinator = representable.makeCoordinator()
                    let controller = representable.makeUIViewController(
                        context: UIViewControllerRepresentableContext(coordinator: coordinator))
                    return LiveRepresentable(controller: controller, coordinator: coordinator) {
                        R.dismantleUIViewController(controller, coordinator: coordinator)
                    }
                },
                update: { live in
                    guard let controller = live.controller as? R.UIViewControllerType,
                        let coordinator = live.coordinator as? R.Coordinator
                    else { return }
                    representable.updateUIViewController(
                        controller,
                        context: UIViewControllerRepresentableContext(coordinator: coordinator))
                }))
        currentTab?.controllers.append(path)
        if !splitColumns.isEmpty { splitColumns[splitColumns.count - 1].append(path) }
    }
}

/// A view controller that shows a SwiftUI view (SwiftUI: `UIHostingController`).
///
/// The model draws `rootView` when the controller's view loads and whenever `rootView` is
/// set, a state of its views changes (on a later turn) or the window's size class changes;
/// each drawing makes, updates and dismantles representables, whose controllers are this
/// controller's children, runs `onAppear` for views new to it, `onChange` for values that
/// changed, and starts (and cancels) `task`s.
@MainActor @preconcurrency
open class UIHostingController<Content>: UIViewController where Content: View {
    private var live: [String: LiveRepresentable] = [:]
    private var shown: [UIViewController] = []
    private var appeared: Set<String> = []
    private var values: [String: Any] = [:]
    private var running: [String: Task<Void, Never>] = [:]
    private(set) var tabViews: [Drawing.Tabs] = []
    private var alerts: [Drawing.Alert] = []
    /// Whether each alert modifier's alert was up at the last drawing or tap.
    private var alertsUp: [Bool] = []

    /// Creates a hosting controller.
    ///
    /// - Parameter rootView: The view.
    public init(rootView: Content) {
        self.rootView = rootView
        super.init(nibName: nil, bundle: nil)
        setUp()
    }

    /// Creates a hosting controller from an archive.
    ///
    /// - Parameters:
    ///   - aDecoder: The archive.
    ///   - rootView: The view.
    public init?(coder aDecoder: NSCoder, rootView: Content) {
        self.rootView = rootView
        super.init(coder: aDecoder)
        setUp()
    }

    /// Not supported by the model.
    ///
    /// - Parameter aDecoder: The archive.
    public required init?(coder aDecoder: NSCoder) {
        nil
    }

    private func setUp() {
        modelShownChildren = { [weak self] in self?.shown ?? [] }
        modelSizeClassDidChange = { [weak self] in self?.draw() }
        ViewGraph.register(self) { [weak self] in self?.draw() }
    }

    /// The view shown; setting it draws it (A: swiftui/uihostingcontroller/rootview).
    public var rootView: Content {
        didSet { draw() }
    }

    /// Draws the root view once the view loaded.
    override open func viewDidLoad() {
        super.viewDidLoad()
        draw()
    }

    // MARK: Drawing

    func draw() {
        guard viewIfLoaded != nil else { return }
        let outer = EnvironmentValues.current
        EnvironmentValues.current.horizontalSizeClass =
            modelWindow?.modelIsCompact == true ? .compact : .regular
        let drawing = Drawing()
        drawing.draw(rootView, at: "root")
        EnvironmentValues.current = outer

        var next: [String: LiveRepresentable] = [:]
        for representable in drawing.representables {
            if let existing = live[representable.path] {
                next[representable.path] = existing
                representable.update(existing)
            } else {
                let made = representable.make()
                made.controller.modelParent = self
                next[representable.path] = made
                representable.update(made)
            }
        }
        var hidden: Set<String> = []
        for tabs in drawing.tabViews {
            let selected = tabs.selection?.get()
            for tab in tabs.tabs where tab.tag != selected { hidden.formUnion(tab.controllers) }
        }
        let nowShown = drawing.representables.map(\.path).filter { !hidden.contains($0) }
            .compactMap { next[$0]?.controller }
        let before = shown
        let gone = live.filter { next[$0.key] == nil }
        for controller in before where !nowShown.contains(where: { $0 === controller }) {
            modelChildWillLeave(controller)
        }
        shown = nowShown
        for controller in nowShown where !before.contains(where: { $0 === controller }) {
            modelChildDidEnter(controller)
        }
        live = next
        for (_, old) in gone {
            if old.controller.modelParent === self { old.controller.modelParent = nil }
            old.dismantle()
        }
        tabViews = drawing.tabViews
        keepPresentedAlerts(drawing.alerts)
        runCallbacks(of: drawing)
    }

    /// Takes the alerts drawn; one that stays up keeps the title, buttons and message it
    /// came up with: SwiftUI (iOS 15 and later) neither updates nor re-presents an alert
    /// while `isPresented` stays true (UIKitFacts.md, "Alerts and action sheets").
    private func keepPresentedAlerts(_ drawn: [Drawing.Alert]) {
        alerts = drawn.indices.map { index in
            let new = drawn[index]
            guard alertsUp.indices.contains(index), alertsUp[index], new.isPresented.get()
            else { return new }
            let old = alerts[index]
            return Drawing.Alert(
                title: old.title, isDialog: old.isDialog, isPresented: new.isPresented,
                buttons: old.buttons, message: old.message)
        }
        alertsUp = alerts.map { $0.isPresented.get() }
    }

    private func runCallbacks(of drawing: Drawing) {
        let places = Set(drawing.appearActions.map(\.0))
        for (place, action) in drawing.appearActions where !appeared.contains(place) {
            action()
        }
        appeared = places
        var nextValues: [String: Any] = [:]
        for change in drawing.changes {
            nextValues[change.place] = change.value
            if let old = values[change.place], !change.isSame(old) { change.fire() }
        }
        values = nextValues
        let taskPlaces = Set(drawing.tasks.map(\.0))
        for (place, task) in running where !taskPlaces.contains(place) {
            task.cancel()
            running[place] = nil
        }
        for (place, action) in drawing.tasks where running[place] == nil {
            running[place] = Task { await action() }
        }
    }

    /// SwiftUI removes the hosting controller's views: every representable is dismantled,
    /// every task cancelled.
    package func modelRemoveViews() {
        for (_, old) in live {
            if shown.contains(where: { $0 === old.controller }) {
                modelChildWillLeave(old.controller)
            }
            old.controller.modelParent = nil
            old.dismantle()
        }
        live = [:]
        shown = []
        for (_, task) in running { task.cancel() }
        running = [:]
    }

    // MARK: The user

    /// The tags of the tabs of the tab views drawn, and each one's selection.
    package var modelTabViews: [(tags: [AnyHashable], labels: [[String]], selected: AnyHashable?)] {
        tabViews.map { tabs in
            (tabs.tabs.map(\.tag), tabs.tabs.map(\.label), tabs.selection?.get())
        }
    }

    /// The user taps a tab of the first tab view: the selection binding is set, and the
    /// tab view shows what the binding then reads (UIKitFacts.md, "Tab view selection";
    /// whether a refused tap flashes the other tab for a frame is **unverified**).
    ///
    /// - Parameter tag: The tab's tag.
    /// - Returns: Whether a tab view had that tab.
    @discardableResult
    package func modelUserTapTab(_ tag: AnyHashable) -> Bool {
        guard let tabs = tabViews.first, tabs.tabs.contains(where: { $0.tag == tag }),
            let selection = tabs.selection
        else { return false }
        selection.set(tag)
        draw()
        return true
    }

    /// The alert or dialog up now: title, buttons' labels, message.
    package var modelAlert: (title: String, isDialog: Bool, buttons: [String], message: [String])? {
        guard let alert = alerts.first(where: { $0.isPresented.get() }) else { return nil }
        return (alert.title, alert.isDialog, alert.buttons.map { $0.label.joined() }, alert.message)
    }

    /// The user taps a button of the alert up: SwiftUI sets `isPresented` to `false`, then
    /// runs the button's action (the order the glue expects, **unverified**).
    ///
    /// - Parameter index: The button's index.
    /// - Returns: Whether an alert was up with that button.
    @discardableResult
    package func modelUserTapAlertButton(_ index: Int) -> Bool {
        guard let up = alerts.firstIndex(where: { $0.isPresented.get() }),
            alerts[up].buttons.indices.contains(index)
        else { return false }
        let alert = alerts[up]
        alertsUp[up] = false
        alert.isPresented.set(false)
        alert.buttons[index].action()
        return true
    }

    /// The user taps outside the dialog up (iPad): SwiftUI sets `isPresented` to `false`
    /// and runs no action.
    ///
    /// - Returns: Whether an alert was up.
    @discardableResult
    package func modelUserTapOutsideAlert() -> Bool {
        guard let up = alerts.firstIndex(where: { $0.isPresented.get() }) else { return false }
        alertsUp[up] = false
        alerts[up].isPresented.set(false)
        return true
    }
}
