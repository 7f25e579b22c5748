extension SimulatedNavigationContainer {
    /// A view callback the container made on a screen, with ``callsScreenCode`` on.
    public enum ViewEvent: Hashable, Sendable, CustomStringConvertible {
        /// `viewDidLoad()`.
        case didLoad(NavigationEntryID)
        /// `viewWillAppear(_:)`.
        case willAppear(NavigationEntryID)
        /// `viewDidAppear(_:)`.
        case didAppear(NavigationEntryID)
        /// `viewWillDisappear(_:)`.
        case willDisappear(NavigationEntryID)
        /// `viewDidDisappear(_:)`.
        case didDisappear(NavigationEntryID)

        /// A short form such as `willAppear(#2)`.
        public var description: String {
            switch self {
            case .didLoad(let id): "didLoad(\(id))"
            case .willAppear(let id): "willAppear(\(id))"
            case .didAppear(let id): "didAppear(\(id))"
            case .willDisappear(let id): "willDisappear(\(id))"
            case .didDisappear(let id): "didDisappear(\(id))"
            }
        }
    }

    /// The visible screen of some layers: the top of the top layer.
    static func visibleEntry(of layers: [NavigationLayer]) -> NavigationEntryID? {
        layers.last?.top?.id
    }

    /// Calls the "will" half of a command's appearance change now, the "did" half later.
    func beginViewEvents(
        of command: ContainerCommand, from before: [NavigationLayer], animated: Bool
    ) {
        guard callsScreenCode else { return }
        let old = Self.visibleEntry(of: before)
        let new = Self.visibleEntry(of: shownLayers)
        guard old != new else { return }
        var touchesOld = true
        var touchesNew = true
        switch command {
        case .setStack(let layer, _, _), .select(let layer, _), .setContent(let layer, _):
            guard layer == before.count - 1 else { return }
        case .present(let layer):
            touchesOld = layer.style?.coversPresenter ?? true
        case .dismiss(let layer):
            touchesNew = before[layer].style?.coversPresenter ?? true
        case .presentAlert, .dismissAlert:
            return
        }
        beginAppearance(
            disappearing: touchesOld ? old : nil, appearing: touchesNew ? new : nil)
        if !animated {
            callPendingViewEvents()
        }
    }

    /// Calls `viewDidLoad` (once), `viewWillDisappear` and `viewWillAppear`, in UIKit's
    /// order, and keeps the "did" calls for the end of the transition.
    func beginAppearance(disappearing old: NavigationEntryID?, appearing new: NavigationEntryID?) {
        guard callsScreenCode else { return }
        var now: [ViewEvent] = []
        if let new, loadedScreens.insert(new).inserted { now.append(.didLoad(new)) }
        if let old { now.append(.willDisappear(old)) }
        if let new { now.append(.willAppear(new)) }
        pendingViewEvents =
            (old.map { [.didDisappear($0)] } ?? []) + (new.map { [.didAppear($0)] } ?? [])
        call(now)
    }

    /// Calls the "did" callbacks kept for the end of the transition.
    func callPendingViewEvents() {
        let due = pendingViewEvents
        pendingViewEvents = []
        call(due)
    }

    /// Calls the screens' callbacks, in order, and records them in ``viewEvents``.
    func call(_ events: [ViewEvent]) {
        guard callsScreenCode else { return }
        for event in events {
            viewEvents.append(event)
            let screen: (any SimulatedViewLifecycle)?
            switch event {
            case .didLoad(let id), .willAppear(let id), .didAppear(let id),
                .willDisappear(let id), .didDisappear(let id):
                screen = reconciler?.navigator.screen(for: id) as? any SimulatedViewLifecycle
            }
            let animated = transition != nil
            switch event {
            case .didLoad: screen?.viewDidLoad()
            case .willAppear: screen?.viewWillAppear(animated)
            case .didAppear: screen?.viewDidAppear(animated)
            case .willDisappear: screen?.viewWillDisappear(animated)
            case .didDisappear: screen?.viewDidDisappear(animated)
            }
        }
    }
}
