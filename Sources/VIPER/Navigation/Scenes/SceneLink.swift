import Foundation

/// What a URL, a notification or a user activity asks an app to show, for a
/// ``SceneRouter`` to open in the right scene.
///
/// A URL is parsed by the router's ``RouteTable``; a notification or a user activity that
/// carries no URL is read by the app into the target it stands for.
///
/// ```swift
/// try router.open(.url(url))
/// try router.open(.target(RouteState(root: [.inbox, .message(id: 7)])))
/// ```
public enum SceneLink<Route: NavigationRoute>: Hashable, Sendable {
    /// A deep link, opened as ``Navigator/open(_:using:)-(_,RouteTable<Route>)`` does.
    case url(URL)
    /// A whole target, applied as ``Navigator/replace(with:using:)-(_,RouteTable<Route>)``
    /// does.
    case target(RouteState<Route>)
}
