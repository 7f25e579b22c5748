#if canImport(UIKit)
import UIKit
import VIPER

/// The controller of a tabs or split layer that a declarative framework draws (SwiftUI's
/// `TabView` and `NavigationSplitView`, see `NavigatorView`) instead of a
/// `UITabBarController` or `UISplitViewController`.
///
/// The layer keeps its navigation controllers, one per tab or column and one for the
/// collapsed split, and the container shows them; it is a pure view of the layer's
/// `ContainerOutline`, rebuilt when the host selects a tab or the split collapses
/// or expands. What the user does in it reaches the host as
/// `NavigationHost.declarativeContainer(_:didPick:)` and
/// `NavigationHost.declarativeContainer(_:didCollapse:)`. A root whose container is
/// replaced by other tabs or another split keeps its declarative container, which draws
/// the new layer.
@MainActor
protocol DeclarativeContainer: AnyObject {
    /// The controller the host presents, or shows as its root.
    var controller: UIViewController { get }

    /// Draws the layer as it is now: its outline and its navigation controllers.
    func show(_ layer: HostLayer)
}

/// Makes the declarative container of a layer's content, or `nil` for UIKit's own
/// (a stack, or a split where `NavigationSplitView` is not available).
typealias DeclarativeContainers =
    @MainActor (NavigationLayer.Content) -> (any DeclarativeContainer)?
#endif
