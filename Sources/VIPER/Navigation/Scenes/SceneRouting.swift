/// Where a ``SceneRouter`` opened a link: the scene to bring forward, or a new scene to ask
/// the system for.
public enum SceneRouting<Route: NavigationRoute>: Hashable, Sendable {
    /// The scene already showed the link's target on its visible screen; it is left as it
    /// is. Bring it forward.
    case shown(SceneIdentity)
    /// The link's target was applied in the scene, the most recently active one. Bring it
    /// forward.
    case opened(SceneIdentity)
    /// No connected scene takes the link, or the app asked for a scene of its own: ask the
    /// system for a new scene, and open the link there with
    /// ``SceneRouter/open(_:in:)`` once it connects.
    case newScene(SceneLink<Route>)
}
