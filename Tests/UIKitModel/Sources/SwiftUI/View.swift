// The SwiftUI model's views and how they are drawn: a view is drawn by drawing its body,
// down to primitive views, which put what they are into a Drawing (tabs, columns,
// representables, alerts, callbacks). Test-only code. What SwiftUI does that this model
// does not (layout, animation, diffing beyond identity by structure) is listed in
// Documentation/DeviceChecklist.md, "What the model cannot say"; the behaviours modelled cite
// Documentation/UIKitFacts.md, "SwiftUI TabView and NavigationSplitView", and the shared
// notes' §6 ("Facts §6").
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
    /// Never has a body.
    public var body: Never { fatalError("Never has no body") }
}

/// A view the model draws itself, not through a body.
@MainActor
protocol PrimitiveView {
    func draw(in drawing: Drawing)
}

/// What drawing a view produced, and where: built anew each time a hosting controller
/// draws its root view.
@MainActor
final class Drawing {
    /// A tab of a tab view.
    final class Tab {
        let tag: AnyHashable
        var label: [String] = []
        var controllers: [String] = []
        /// The header of the `TabSection` the tab is in, if it is in one.
        var section: [String]?
        var customizationID: String?

        init(tag: AnyHashable) { self.tag = tag }
    }

    /// A tab view: its selection and its tabs.
    final class Tabs {
        let selection: AnySelection?
        var tabs: [Tab] = []
        /// Whether it is `.sidebarAdaptable`, with the customisation it reads and writes.
        var isSidebarAdaptable = false
        var customization: Binding<TabViewCustomization>?
        /// The customisation IDs of its sections, in order.
        var sectionIDs: [String] = []

        init(selection: AnySelection?) { self.selection = selection }
    }

    /// A representable drawn, by its place in the view: made the first time, updated the
    /// next ones.
    struct Representable {
        let path: String
        let make: @MainActor () -> LiveRepresentable
        let update: @MainActor (LiveRepresentable) -> Void
    }

    /// An `onChange(of:perform:)`: its value this time, and its action.
    struct Change {
        let place: String
        let value: Any
        let isSame: (Any) -> Bool
        let fire: () -> Void
    }

    /// An alert or confirmation dialog modifier.
    struct Alert {
        let title: String
        let isDialog: Bool
        let isPresented: Binding<Bool>
        let buttons: [Button]
        let message: [String]
    }

    /// A button of an alert.
    struct Button {
        let role: ButtonRole?
        let label: [String]
        let action: () -> Void
    }

    private(set) var path: [String] = []
    var representables: [Representable] = []
    var tabViews: [Tabs] = []
    var splitColumns: [[String]] = []
    var appearActions: [(String, () -> Void)] = []
    var changes: [Change] = []
    var tasks: [(String, @Sendable () async -> Void)] = []
    var alerts: [Alert] = []
    var texts: [String] = []
    var buttons: [Button] = []
    /// The tab view being drawn, and the tab in it, whose representables belong to it.
    var tabsBeingDrawn: Tabs?
    var currentTab: Tab?
    /// The header of the tab section being drawn.
    var currentSection: [String]?

    var place: String { path.joined(separator: "/") }

    func draw(_ view: any View, at component: String) {
        path.append(component)
        defer { path.removeLast() }
        if let primitive = view as? any PrimitiveView {
            primitive.draw(in: self)
        } else if let representable = view as? any UIViewControllerRepresentable {
            drawRepresentable(representable)
        } else {
            draw(view.body, at: String(describing: type(of: view)))
        }
    }

    /// Draws a view apart, for the texts and buttons it holds (a tab item, an alert's
    /// actions).
    static func contents(of view: any View) -> Drawing {
        let drawing = Drawing()
        drawing.draw(view, at: "contents")
        return drawing
    }
}

/// Builds views from closures (SwiftUI: `ViewBuilder`).
@resultBuilder
public enum ViewBuilder {
    /// One view.
    ///
    /// - Parameter content: The view.
    /// - Returns: The view.
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }

    /// An optional view.
    ///
    /// - Parameter content: The view, if any.
    /// - Returns: The view.
    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }

    /// The first branch of a condition.
    ///
    /// - Parameter first: The view.
    /// - Returns: The view.
    @MainActor
    public static func buildEither<TrueContent: View, FalseContent: View>(first: TrueContent)
        -> _ConditionalContent<TrueContent, FalseContent>
    { _ConditionalContent(storage: .first(first)) }

    /// The second branch of a condition.
    ///
    /// - Parameter second: The view.
    /// - Returns: The view.
    @MainActor
    public static func buildEither<TrueContent: View, FalseContent: View>(second: FalseContent)
        -> _ConditionalContent<TrueContent, FalseContent>
    { _ConditionalContent(storage: .second(second)) }
}

/// One of two views (SwiftUI: `_ConditionalContent`).
public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View, PrimitiveView {
    enum Storage {
        case first(TrueContent)
        case second(FalseContent)
    }

    let storage: Storage

    /// Drawn by the model.
    public var body: Never { fatalError("a primitive view has no body") }

    func draw(in drawing: Drawing) {
        switch storage {
        case .first(let view): drawing.draw(view, at: "if")
        case .second(let view): drawing.draw(view, at: "else")
        }
    }
}

extension Optional: View where Wrapped: View {
    /// Drawn by the model.
    public var body: Never { fatalError("a primitive view has no body") }
}

extension Optional: PrimitiveView where Wrapped: View {
    func draw(in drawing: Drawing) {
        if let view = self { drawing.draw(view, at: "some") }
    }
}

/// A view of any type (SwiftUI: `AnyView`); a new type of view is a new identity.
public struct AnyView: View, PrimitiveView {
    let view: any View

    /// Wraps a view.
    ///
    /// - Parameter view: The view.
    public init<V: View>(_ view: V) { self.view = view }

    /// Drawn by the model.
    public var body: Never { fatalError("a primitive view has no body") }

    func draw(in drawing: Drawing) {
        drawing.draw(view, at: String(describing: type(of: view)))
    }
}

/// Nothing (SwiftUI: `EmptyView`).
public struct EmptyView: View, PrimitiveView {
    /// Creates nothing.
    public init() {}

    /// Drawn by the model.
    public var body: Never { fatalError("a primitive view has no body") }

    func draw(in drawing: Drawing) {}
}

/// A text (SwiftUI: `Text`).
public struct Text: View, PrimitiveView {
    let content: String

    /// Creates a text.
    ///
    /// - Parameter content: The string.
    public init(_ content: String) { self.content = content }

    /// Drawn by the model.
    public var body: Never { fatalError("a primitive view has no body") }

    func draw(in drawing: Drawing) { drawing.texts.append(content) }
}

/// An image (SwiftUI: `Image`).
public struct Image: View, PrimitiveView {
    let name: String

    /// Creates a system image.
    ///
    /// - Parameter systemName: The symbol's name.
    public init(systemName: String) { name = systemName }

    /// Drawn by the model.
    public var body: Never { fatalError("a primitive view has no body") }

    func draw(in drawing: Drawing) {}
}

/// A title and an icon (SwiftUI: `Label`).
public struct Label<Title: View, Icon: View>: View, PrimitiveView {
    let title: Title
    let icon: Icon

    /// Drawn by the model.
    public var body: Never { fatalError("a primitive view has no body") }

    func draw(in drawing: Drawing) {
        drawing.draw(title, at: "title")
        drawing.draw(icon, at: "icon")
    }
}

extension Label where Title == Text, Icon == Image {
    /// Creates a label with a system image.
    ///
    /// - Parameters:
    ///   - title: The title.
    ///   - name: The symbol's name.
    public init<S: StringProtocol>(_ title: S, systemImage name: String) {
        self.title = Text(String(title))
        icon = Image(systemName: name)
    }
}

/// Views side by side in their container (SwiftUI: `Group`).
public struct Group<Content> {
    let content: Content
}

extension Group: View, PrimitiveView where Content: View {
    /// Groups views.
    ///
    /// - Parameter content: The views.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }

    /// Drawn by the model.
    public var body: Never { fatalError("a primitive view has no body") }

    func draw(in drawing: Drawing) { drawing.draw(content, at: "group") }
}

/// A view, or tab content, for each element of a collection (SwiftUI: `ForEach`); each is
/// identified by its element's id.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content> {
    let data: Data
    let id: KeyPath<Data.Element, ID>
    let content: (Data.Element) -> Content
}

extension ForEach: View, PrimitiveView where Content: View {
    /// Creates the views.
    ///
    /// - Parameters:
    ///   - data: The collection.
    ///   - id: The key path of an element's identity.
    ///   - content: Makes an element's view.
    public init(
        _ data: Data, id: KeyPath<Data.Element, ID>,
        @ViewBuilder content: @escaping (Data.Element) -> Content
    ) {
        self.data = data
        self.id = id
        self.content = content
    }

    /// Drawn by the model.
    public var body: Never { fatalError("a primitive view has no body") }

    func draw(in drawing: Drawing) {
        for element in data { drawing.draw(content(element), at: "\(element[keyPath: id])") }
    }
}

/// A view with a modifier the model draws through: the content, then what the modifier
/// adds.
struct Modified<Content: View>: View, PrimitiveView {
    let content: Content
    let name: String
    let before: @MainActor (Drawing) -> Void
    let after: @MainActor (Drawing) -> Void

    init(
        _ content: Content, _ name: String,
        before: @escaping @MainActor (Drawing) -> Void = { _ in },
        after: @escaping @MainActor (Drawing) -> Void = { _ in }
    ) {
        self.content = content
        self.name = name
        self.before = before
        self.after = after
    }

    var body: Never { fatalError("a primitive view has no body") }

    func draw(in drawing: Drawing) {
        before(drawing)
        drawing.draw(content, at: name)
        after(drawing)
    }
}
