// The choice of the scene that opens a link: by the routes of what each scene shows, then
// by how recently each was active.

extension SceneRouter {
    /// Opens `link` in the scene that should show it, and says which scene that is.
    ///
    /// The scene, in order:
    /// 1. none, when `needsOwnScene` says the link's target gets a scene of its own;
    /// 2. the scene whose visible screen (``NavigationState/top``) has the route the target
    ///    shows on top, most recently active first: it is left as it is, back stack, tabs
    ///    and sheets included;
    /// 3. the most recently active scene: the target is applied there, keeping the screens
    ///    whose routes match;
    /// 4. none, when no scene is connected.
    ///
    /// No scene's activity order changes: bring the scene forward, and the platform's
    /// activation calls ``activate(_:)``.
    ///
    /// - Returns: The scene shown or opened, or the request for a new scene.
    /// - Throws: ``SceneError/invalidLink(_:)`` for a URL the table does not parse,
    ///   ``SceneError/refused(_:_:)`` when the chosen scene's navigator refuses the target;
    ///   nothing changes then.
    public func open(_ link: SceneLink<Route>) throws(SceneError) -> SceneRouting<Route> {
        let target = try self.target(of: link)
        if needsOwnScene(target) { return .newScene(link) }
        let scenes = navigators
        if let route = target.visibleRoute,
            let (scene, _) = scenes.first(where: { $1.state.top?.route?.as(Route.self) == route })
        {
            return .shown(scene)
        }
        guard let (scene, navigator) = scenes.first else { return .newScene(link) }
        try apply(link, target, in: scene, on: navigator)
        return .opened(scene)
    }

    /// Opens `link` in `scene`, whatever the other scenes show: a link the platform handed
    /// to a scene that connects for it, or a notification the system names a scene for.
    ///
    /// - Throws: ``SceneError/unknownScene(_:)``, ``SceneError/invalidLink(_:)``, or
    ///   ``SceneError/refused(_:_:)``; nothing changes then.
    public func open(_ link: SceneLink<Route>, in scene: SceneIdentity) throws(SceneError) {
        let navigator = try navigator(for: scene)
        try apply(link, try target(of: link), in: scene, on: navigator)
    }

    /// The target `link` stands for.
    private func target(of link: SceneLink<Route>) throws(SceneError) -> RouteState<Route> {
        switch link {
        case .url(let url):
            do {
                return try routes.routeState(for: url)
            } catch {
                throw .invalidLink(error)
            }
        case .target(let target): return target
        }
    }

    /// Applies `link`'s `target` on the navigator of `scene`, as a deep link or a replace.
    private func apply(
        _ link: SceneLink<Route>, _ target: RouteState<Route>, in scene: SceneIdentity,
        on navigator: Navigator
    ) throws(SceneError) {
        let action: NavigationAction
        switch link {
        case .url(let url): action = .deepLink(url)
        case .target: action = .replace
        }
        do {
            try navigator.apply(action, using: routes) { () throws(NavigationError) in (target, nil)
            }
        } catch {
            throw .refused(scene, error)
        }
    }
}

extension RouteState {
    /// The route of the target's visible screen, picked as ``NavigationLayer/top`` picks
    /// the entry.
    fileprivate var visibleRoute: Route? {
        switch presented.last?.content ?? rootContent {
        case .stack(let routes): routes.last
        case .tabs(let tabs, let selected, _): tabs.first { $0.tag == selected }?.routes.last
        case .split(let primary, let supplementary, let secondary, _):
            secondary.last ?? supplementary?.last ?? primary.last
        }
    }
}
