// Bar items and actions: what the glue puts in a navigation bar and a tab bar, and what a
// test taps (UIKit's UINavigationItem, UIBarButtonItem, UIAction, UITabBarItem).

/// An image (UIKit: `UIImage`); the model draws nothing.
open class UIImage: NSObject {}

/// An item of a bar (UIKit: `UIBarItem`).
@MainActor
open class UIBarItem: NSObject {
    /// The item's title.
    open var title: String?
    /// The item's image.
    open var image: UIImage?
}

/// A button in a navigation bar (UIKit: `UIBarButtonItem`).
@MainActor
open class UIBarButtonItem: UIBarItem {
    /// The action a tap runs (iOS 14).
    open var primaryAction: UIAction?

    /// Creates a button with a title, an image, an action and a menu (iOS 14).
    ///
    /// - Parameters:
    ///   - title: The title.
    ///   - image: The image.
    ///   - primaryAction: What a tap does.
    ///   - menu: The menu.
    public convenience init(
        title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil,
        menu: UIMenu? = nil
    ) {
        self.init()
        self.title = title
        self.primaryAction = primaryAction
    }

    /// The user taps the button: its primary action's handler runs.
    package func modelUserTap() {
        if let primaryAction { primaryAction.handler(primaryAction) }
    }
}

/// What a controller shows in a navigation bar (UIKit: `UINavigationItem`).
@MainActor
open class UINavigationItem: NSObject {
    /// The button on the right.
    open var rightBarButtonItem: UIBarButtonItem?

    /// The button on the left; it replaces the back button (Facts §1).
    open var leftBarButtonItem: UIBarButtonItem?

    /// Whether the back button is hidden.
    open var hidesBackButton = false
}

/// An element of a menu (UIKit: `UIMenuElement`).
@MainActor
open class UIMenuElement: NSObject {
    /// The options of an element.
    public struct Attributes: OptionSet, Sendable {
        /// The raw value.
        public let rawValue: UInt

        /// Creates options from a raw value.
        ///
        /// - Parameter rawValue: The raw value.
        public init(rawValue: UInt) { self.rawValue = rawValue }
    }

    /// The check state of an element.
    public enum State: Int, Sendable {
        /// Unchecked.
        case off = 0
        /// Checked.
        case on = 1
        /// Mixed.
        case mixed = 2
    }
}

/// A menu (UIKit: `UIMenu`).
@MainActor
open class UIMenu: UIMenuElement {}

/// The handler of an action (UIKit: `UIActionHandler`).
public typealias UIActionHandler = (UIAction) -> Void

/// An action with a handler (UIKit: `UIAction`, iOS 13).
@MainActor
open class UIAction: UIMenuElement {
    /// An action's identifier.
    public struct Identifier: Hashable, RawRepresentable, Sendable {
        /// The raw value.
        public var rawValue: String

        /// Creates an identifier.
        ///
        /// - Parameter rawValue: The raw value.
        public init(rawValue: String) { self.rawValue = rawValue }
    }

    /// The title.
    open private(set) var title = ""
    let handler: UIActionHandler

    /// Creates an action.
    ///
    /// - Parameters:
    ///   - title: The title.
    ///   - image: The image.
    ///   - identifier: The identifier.
    ///   - discoverabilityTitle: The title for discoverability.
    ///   - attributes: The options.
    ///   - state: The check state.
    ///   - handler: What the action does.
    public init(
        title: String = "", image: UIImage? = nil, identifier: UIAction.Identifier? = nil,
        discoverabilityTitle: String? = nil, attributes: UIMenuElement.Attributes = [],
        state: UIMenuElement.State = .off, handler: @escaping UIActionHandler
    ) {
        self.title = title
        self.handler = handler
    }
}

/// An item of a tab bar (UIKit: `UITabBarItem`).
@MainActor
open class UITabBarItem: UIBarItem {
    /// Creates an item.
    ///
    /// - Parameters:
    ///   - title: The title.
    ///   - image: The image.
    ///   - tag: The tag.
    public init(title: String?, image: UIImage?, tag: Int) {
        super.init()
        self.title = title
        self.image = image
    }
}
