#if canImport(UIKit)
import UIKit
import VIPER

// Performing the reconciler's commands: setting stacks, selecting tabs, replacing a
// layer's container, presenting and dismissing layers, and waiting for UIKit's transitions.

extension NavigationHost {
    /// Performs a command of the reconciler.
    ///
    /// - Parameters:
    ///   - command: What to show.
    ///   - animated: Whether to animate.
    ///   - completion: Called once the transition ended.
    public func perform(
        _ command: ContainerCommand, animated: Bool,
        completion: @escaping @MainActor () -> Void
    ) {
        isPerformingCommand = true
        let done: @MainActor () -> Void = { [weak self] in
            self?.isPerformingCommand = false
            completion()
        }
        switch command {
        case .setStack(let index, let placement, let entries):
            guard layers.indices.contains(index), let stack = layers[index].stack(placement)
            else { return finishSoon(done) }
            let layer = layers[index]
            layer.show(entries, screens: entries.map(screen(for:)), in: stack, animated: animated)
            updateBackButtons()
            whenTransitionEnds(in: layer.transitioning(stack), done)
        case .select(let index, let tab):
            if layers.indices.contains(index) { layers[index].select(tab) }
            finishSoon(done)
        case .setContent(let index, let content):
            guard layers.indices.contains(index) else { return finishSoon(done) }
            replaceContent(ofLayer: index, with: content) { [weak self] in
                self?.updateBackButtons()
                done()
            }
        case .present(let presented):
            let layer = HostLayer(style: presented.style, content: presented.content, host: self)
            fill(layer, with: presented)
            // NB: the style first: reading `presentationController` creates it for the
            // current style.
            layer.controller.modalPresentationStyle = modalPresentationStyles(
                presented.style ?? .sheet)
            layer.controller.presentationController?.delegate = presentationDelegate
            showPresentationData(of: presented, on: layer.controller)
            layer.transitioningDelegate = transitioningDelegates(presented.style ?? .sheet)
            layer.controller.transitioningDelegate = layer.transitioningDelegate
            let presenter = layers[layers.count - 1].controller
            layers.append(layer)
            updateBackButtons()
            present(layer, from: presenter, animated: animated, done)
        case .dismiss(let index):
            guard index > 0 && index < layers.count,
                // NB: the layer's actual presenter: the layer below, or a controller of
                // the app's own in between, which must stay.
                let presenter = layers[index].controller.presentingViewController
            else { return finishSoon(done) }
            // NB: the layers leaving keep their transitioning delegates (which UIKit holds
            // weakly) until the dismissal ended, so that its animator is asked for and runs.
            let leaving = Array(layers[index...])
            layers.removeSubrange(index...)
            presenter.dismiss(animated: animated) {
                withExtendedLifetime(leaving) { done() }
            }
            updateBackButtons()
        case .presentAlert, .dismissAlert:
            performAlert(command, animated: animated, done)
        }
        prunePlaceholders()
    }

    /// Shows every stack of a new layer's content, without animation.
    func fill(_ layer: HostLayer, with content: NavigationLayer) {
        for stack in layer.stacks {
            guard let entries = content.stack(stack.placement) else { continue }
            layer.show(entries, screens: entries.map(screen(for:)), in: stack, animated: false)
        }
        if let selected = content.selectedTab { layer.select(selected) }
    }

    /// Replaces a layer's container: the same controller gets new tabs, or a new
    /// controller replaces it (for the root, as the window's root view controller); calls
    /// `done` once it is on screen.
    func replaceContent(
        ofLayer index: Int, with content: NavigationLayer.Content,
        _ done: @escaping @MainActor () -> Void
    ) {
        let old = layers[index]
        let wanted = NavigationLayer(style: old.style, content: content)
        let before = NavigationLayer(style: nil, content: old.shownLayer().content)
        old.clear()
        // NB: SwiftUI's tab or split view at the root draws any tabs or split: it stays,
        // and draws the new layer's navigation controllers.
        let reused = index == 0 ? old.declarativeContainer : nil
        let new = HostLayer(style: old.style, content: content, host: self, reusing: reused)
        fill(new, with: wanted)
        layers[index] = new
        guard index == 0, new.controller !== old.controller else { return finishSoon(done) }
        // NB: a presented layer's container is presented anew by the reconciler's plan
        // (it dismisses a layer whose container changed); only the root is swapped.
        guard let window = window(showing: old.controller),
            window.rootViewController === old.controller
        else {
            let error = ConfigurationError.rootContainerChanged(from: before, to: wanted)
            lastConfigurationError = error
            onConfigurationError?(error)
            return finishSoon(done)
        }
        guard old.controller.presentedViewController != nil else {
            window.rootViewController = new.controller
            return finishSoon(done)
        }
        // NB: UIKit cannot move a presentation to another presenter: what the old root
        // presents is dismissed, the root swapped, and the host's layers presented again
        // from the new one, without animation (the app's own controllers are not).
        old.controller.dismiss(animated: false) { [weak self] in
            window.rootViewController = new.controller
            self?.presentAgain(from: 1, done)
        }
    }

    /// Presents the layers from `index` up again, each over the one below.
    private func presentAgain(from index: Int, _ done: @escaping @MainActor () -> Void) {
        guard index < layers.count else { return done() }
        let layer = layers[index]
        present(layer, from: layers[index - 1].controller, animated: false) { [weak self] in
            self?.presentAgain(from: index + 1, done)
        }
    }

    /// The window a controller is in; for one a full-screen presentation covers, whose
    /// view UIKit took out of the window, the window of the controller presented over it.
    func window(showing controller: UIViewController) -> UIWindow? {
        var current: UIViewController? = controller
        while let shown = current {
            if let window = shown.viewIfLoaded?.window { return window }
            current = shown.presentedViewController
        }
        return nil
    }

    /// Calls `done` when the controller's transition ended, or soon when none runs.
    func whenTransitionEnds(
        in controller: UIViewController, _ done: @escaping @MainActor () -> Void
    ) {
        if let coordinator = controller.transitionCoordinator,
            coordinator.animate(alongsideTransition: nil, completion: { _ in done() })
        {
            return
        }
        finishSoon(done)
    }

    func finishSoon(_ done: @escaping @MainActor () -> Void) {
        Task { @MainActor in done() }
    }

    /// Presents now, or once the presenter is in a window: UIKit ignores, without a
    /// completion, a presentation from a controller outside the window hierarchy.
    func present(
        _ layer: HostLayer, from presenter: UIViewController, animated: Bool,
        _ done: @escaping @MainActor () -> Void
    ) {
        guard presenter.viewIfLoaded?.window != nil else {
            pendingPresentation = (layer, animated, done)
            return
        }
        // NB: UIKit refuses, without a completion, to present from a controller that
        // already presents one (an alert the app showed itself): present over that one.
        var top: UIViewController = presenter
        while let presented = top.presentedViewController { top = presented }
        top.present(layer.controller, animated: animated) { done() }
        // NB: UIKit sets the presenting controller at once; without one, it refused (a
        // presentation or dismissal was running): finish, the reconciler sees nothing
        // changed and sends it again later.
        if layer.controller.presentingViewController == nil {
            layers.removeAll { $0 === layer }
            finishSoon(done)
        }
    }
}
#endif
