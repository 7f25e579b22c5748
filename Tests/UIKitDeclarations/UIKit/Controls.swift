// Declarations of the UIKit views, colors and bar items the generator's `--uikit` template
// uses, with the signatures and isolation of Apple's documentation (developer.apple.com:
// UILabel, UIColor/systemBackground, UINavigationItem/rightBarButtonItem,
// UIBarButtonItem/init(title:image:primaryAction:menu:), UIAction/init(title:image:
// identifier:discoverabilityTitle:attributes:state:handler:), UIActionHandler). Never
// linked, never run.
// NB: where the documentation does not say a type is `@MainActor` or `Sendable` (UIColor,
// UIImage), it is declared neither: stricter than the SDK if anything, never looser.

/// A view that shows text (UIKit: `UILabel`).
@MainActor
open class UILabel: UIView {
    /// The text the label shows.
    open var text: String? {
        get { declarationOnly() }
        set {}
    }
}

/// A color (UIKit: `UIColor`).
open class UIColor: NSObject {
    /// The color for the main background of an interface (iOS 13; not on tvOS).
    @available(tvOS, unavailable)
    open class var systemBackground: UIColor { declarationOnly() }
}

/// An image (UIKit: `UIImage`); only its type is used.
open class UIImage: NSObject {}

/// An item on a bar (UIKit: `UIBarItem`).
@MainActor
open class UIBarItem: NSObject {
    /// The item's title.
    open var title: String? {
        get { declarationOnly() }
        set {}
    }

    /// The item's image.
    open var image: UIImage? {
        get { declarationOnly() }
        set {}
    }
}

/// A button on a navigation bar or toolbar (UIKit: `UIBarButtonItem`).
@MainActor
open class UIBarButtonItem: UIBarItem {
    /// Creates a plain item; with a primary action, the item takes its title and image
    /// from the action (iOS 14, tvOS 14).
    ///
    /// - Parameters:
    ///   - title: The item's title.
    ///   - image: The item's image.
    ///   - primaryAction: The action the item performs, which configures its title and image.
    ///   - menu: The menu the item shows.
    public convenience init(
        title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil,
        menu: UIMenu? = nil
    ) {
        self.init()
    }
}

/// What a navigation bar shows for a view controller (UIKit: `UINavigationItem`).
@MainActor
open class UINavigationItem: NSObject {
    /// The item at the right (trailing) edge of the navigation bar.
    open var rightBarButtonItem: UIBarButtonItem? {
        get { declarationOnly() }
        set {}
    }

    /// The item at the left (leading) edge of the navigation bar; it replaces the back
    /// button unless `leftItemsSupplementBackButton`.
    open var leftBarButtonItem: UIBarButtonItem? {
        get { declarationOnly() }
        set {}
    }

    /// Whether the back button (and with it its long-press menu) is hidden.
    open var hidesBackButton: Bool {
        get { declarationOnly() }
        set {}
    }
}

/// An element of a menu (UIKit: `UIMenuElement`, iOS 13).
@MainActor
open class UIMenuElement: NSObject {
    /// How an element looks and behaves (UIKit: `UIMenuElement.Attributes`).
    public struct Attributes: OptionSet, Sendable {
        /// The raw value.
        public let rawValue: UInt

        /// Creates attributes from a raw value.
        ///
        /// - Parameter rawValue: The raw value.
        public init(rawValue: UInt) { self.rawValue = rawValue }
    }

    /// Whether an element is checked (UIKit: `UIMenuElement.State`).
    public enum State: Int, Sendable {
        /// Not checked.
        case off = 0
        /// Checked.
        case on = 1
        /// Mixed.
        case mixed = 2
    }
}

/// A menu (UIKit: `UIMenu`, iOS 13).
@MainActor
open class UIMenu: UIMenuElement {}

/// The closure of an action (UIKit: `UIActionHandler`).
public typealias UIActionHandler = (UIAction) -> Void

/// A menu element that performs its action in a closure (UIKit: `UIAction`, iOS 13).
@MainActor
open class UIAction: UIMenuElement {
    /// An action's identifier (UIKit: `UIAction.Identifier`).
    public struct Identifier: Hashable, RawRepresentable, Sendable {
        /// The raw value.
        public var rawValue: String

        /// Creates an identifier from a raw value.
        ///
        /// - Parameter rawValue: The raw value.
        public init(rawValue: String) { self.rawValue = rawValue }
    }

    /// Creates an action (iOS 13, tvOS 14).
    ///
    /// - Parameters:
    ///   - title: The action's title.
    ///   - image: The image next to the title.
    ///   - identifier: The action's identifier.
    ///   - discoverabilityTitle: A longer title.
    ///   - attributes: How the action looks and behaves.
    ///   - state: Whether the action is checked.
    ///   - handler: Runs when the action is performed.
    public convenience init(
        title: String = "", image: UIImage? = nil, identifier: UIAction.Identifier? = nil,
        discoverabilityTitle: String? = nil, attributes: UIMenuElement.Attributes = [],
        state: UIMenuElement.State = .off, handler: @escaping UIActionHandler
    ) {
        self.init()
    }
}
