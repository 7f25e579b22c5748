/// A scene operation a ``SceneRouter`` refused; the router and every scene's state are
/// unchanged.
///
/// ```swift
/// do {
///     try router.activate("gone")
/// } catch {
///     print(error)  // scene gone is not connected; …
/// }
/// ```
public enum SceneError: Error, Hashable, Sendable, CustomStringConvertible {
    /// No connected scene has this identity.
    case unknownScene(SceneIdentity)
    /// A connected scene has this identity already.
    case alreadyConnected(SceneIdentity)
    /// The link does not parse (``NavigationError/Reason/unknownDeepLink`` or
    /// ``NavigationError/Reason/invalidDeepLink(_:)``); no scene was chosen.
    case invalidLink(NavigationError)
    /// The scene's navigator refused: a route, a guard, or restoration data it cannot read.
    case refused(SceneIdentity, NavigationError)

    /// What was refused, and what to do.
    public var description: String {
        switch self {
        case .unknownScene(let scene):
            "scene \(scene) is not connected; connect it first, or drop the stale identity"
        case .alreadyConnected(let scene):
            "scene \(scene) is connected already; disconnect it first"
        case .invalidLink(let error): "the link was refused: \(error)"
        case .refused(let scene, let error): "scene \(scene): \(error)"
        }
    }
}
