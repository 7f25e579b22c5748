// Declarations of the SwiftUI symbols the VIPERUIKit glue and its examples use, with the
// signatures and isolation of the iOS 15 SDK; never linked, never run.
import Foundation
import UIKit

/// A piece of user interface (SwiftUI: `View`).
@MainActor @preconcurrency
public protocol View {
    /// The type of the view's body.
    associatedtype Body: View

    /// The view's content.
    @ViewBuilder var body: Self.Body { get }
}

extension Never: View {
    /// A view that has no body.
    public var body: Never { fatalError("Never has no body") }
}

/// Builds views from closures (SwiftUI: `ViewBuilder`); single views only here.
@resultBuilder
public enum ViewBuilder {
    /// Passes a single view through.
    ///
    /// - Parameter content: The view.
    /// - Returns: The same view.
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
}

/// A view that shows text (SwiftUI: `Text`).
public struct Text: View {
    /// Creates a text view.
    ///
    /// - Parameter content: The text.
    public init(_ content: String) {}

    /// A text view is a primitive view.
    public var body: Never { fatalError("a primitive view has no body") }
}

/// A view that shows a UIKit view controller (SwiftUI: `UIViewControllerRepresentable`,
/// iOS 13).
@MainActor @preconcurrency
public protocol UIViewControllerRepresentable: View where Self.Body == Never {
    /// The view controller's type.
    associatedtype UIViewControllerType: UIViewController

    /// What passes information from the view controller to SwiftUI.
    associatedtype Coordinator = Void

    /// The context of the calls.
    typealias Context = UIViewControllerRepresentableContext<Self>

    /// Creates the view controller, once.
    ///
    /// - Parameter context: The context.
    /// - Returns: The view controller.
    func makeUIViewController(context: Self.Context) -> Self.UIViewControllerType

    /// Updates the view controller after SwiftUI state changed.
    ///
    /// - Parameters:
    ///   - uiViewController: The view controller.
    ///   - context: The context.
    func updateUIViewController(
        _ uiViewController: Self.UIViewControllerType, context: Self.Context)

    /// Creates the coordinator, before the view controller.
    ///
    /// - Returns: The coordinator.
    func makeCoordinator() -> Self.Coordinator

    /// Cleans up the view controller before SwiftUI removes it.
    ///
    /// - Parameters:
    ///   - uiViewController: The view controller.
    ///   - coordinator: The coordinator.
    static func dismantleUIViewController(
        _ uiViewController: Self.UIViewControllerType, coordinator: Self.Coordinator)
}

extension UIViewControllerRepresentable where Self.Coordinator == Void {
    /// Creates no coordinator.
    public func makeCoordinator() {}
}

extension UIViewControllerRepresentable {
    /// Does nothing.
    ///
    /// - Parameters:
    ///   - uiViewController: The view controller.
    ///   - coordinator: The coordinator.
    public static func dismantleUIViewController(
        _ uiViewController: Self.UIViewControllerType, coordinator: Self.Coordinator
    ) {}

    /// A representable view has no body.
    public var body: Never { fatalError("a representable view has no body") }
}

/// The context of a representable view's calls (SwiftUI:
/// `UIViewControllerRepresentableContext`).
@MainActor @preconcurrency
public struct UIViewControllerRepresentableContext<Representable>
where Representable: UIViewControllerRepresentable {
    /// The coordinator.
    public var coordinator: Representable.Coordinator { fatalError("declaration only") }
}

/// A view controller that shows a SwiftUI view (SwiftUI: `UIHostingController`, iOS 13).
@MainActor @preconcurrency
open class UIHostingController<Content>: UIViewController where Content: View {
    /// Creates a hosting controller for a view.
    ///
    /// - Parameter rootView: The view to show.
    public init(rootView: Content) {
        self.rootView = rootView
        super.init(nibName: nil, bundle: nil)
    }

    /// Creates a hosting controller from an archive, with a view.
    ///
    /// - Parameters:
    ///   - aDecoder: The archive.
    ///   - rootView: The view to show.
    public init?(coder aDecoder: NSCoder, rootView: Content) {
        self.rootView = rootView
        super.init(coder: aDecoder)
    }

    /// Creates a hosting controller from an archive.
    ///
    /// - Parameter aDecoder: The archive.
    public required init?(coder aDecoder: NSCoder) {
        fatalError("declaration only")
    }

    /// The view shown.
    public var rootView: Content
}
