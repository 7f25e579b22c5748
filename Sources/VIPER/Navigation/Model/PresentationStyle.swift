/// How a layer is presented: a stable tag, whether it covers its presenter, and what the
/// user sees of it besides: a sheet's detents, a popover's anchor.
///
/// ``coversPresenter`` is all the headless navigator reads; an adapter maps the tag onto
/// `.pageSheet`, `.fullScreenCover` and so on, and the rest onto the presentation
/// controller. All of it is restored with the state.
///
/// ```swift
/// try navigator.present(.screen(PickerScreen.self, input: colors), style: .fullScreenCover)
/// let card = PresentationStyle(rawValue: "card", coversPresenter: false)
/// let half = PresentationStyle.sheet.detents([.medium, .large], selected: .medium)
/// let share = PresentationStyle.popover(anchor: "share")
/// ```
public struct PresentationStyle: Hashable, Sendable, RawRepresentable, CustomStringConvertible {
    /// The stable tag of the style.
    public let rawValue: String

    /// Whether a layer of this style hides the screen it is presented over, which is told
    /// it disappeared, and appeared when the layer goes: as in UIKit, sheets, the over-*
    /// styles and popovers do not (`Documentation/UIKitFacts.md`).
    public let coversPresenter: Bool

    /// The heights a sheet offers, in order; `nil` for the platform's default (large only).
    public internal(set) var detents: [PresentationDetent]?

    /// The detent the sheet rests at, one of ``detents``; `nil` when they are `nil`.
    public internal(set) var selectedDetent: PresentationDetent?

    /// The identity of the view a popover points at, which the presenting screen maps to
    /// one of its views or bar buttons; `nil` when the style is not a popover.
    public internal(set) var anchor: String?

    /// Creates a style from its tag, `rawValue`, as restoration does: covering, unless the
    /// tag is `sheet`, `overFullScreen`, `overCurrentContext` or `popover`.
    public init(rawValue: String) {
        self.rawValue = rawValue
        coversPresenter = !["sheet", "overFullScreen", "overCurrentContext", "popover"].contains(
            rawValue)
    }

    /// Creates a style from its tag, `rawValue`, saying whether it `coversPresenter`.
    public init(rawValue: String, coversPresenter: Bool) {
        self.rawValue = rawValue
        self.coversPresenter = coversPresenter
    }

    /// A card that leaves the layer below partly visible; it does not cover it.
    public static let sheet = PresentationStyle(rawValue: "sheet")

    /// A layer that covers the whole screen and its presenter.
    public static let fullScreenCover = PresentationStyle(rawValue: "fullScreenCover")

    /// A layer over the whole screen that keeps its presenter visible behind it.
    public static let overFullScreen = PresentationStyle(rawValue: "overFullScreen")

    /// A popover pointing at the view the presenting screen names `anchor`; it does not
    /// cover its presenter.
    public static func popover(anchor: String) -> PresentationStyle {
        var style = PresentationStyle(rawValue: "popover")
        style.anchor = anchor
        return style
    }

    /// This style offering the sheet heights `offered`, in order, resting at `selected`.
    ///
    /// Presenting it is refused with
    /// ``NavigationError/Reason/detentNotOffered(layer:_:)`` when `selected` is not
    /// offered or `offered` is empty or repeats an identifier.
    public func detents(_ offered: [PresentationDetent], selected: PresentationDetent)
        -> PresentationStyle
    {
        var style = self
        style.detents = offered
        style.selectedDetent = selected
        return style
    }

    /// This style resting at the offered detent `identifier`; `nil` if it is not offered.
    func selectingDetent(_ identifier: String) -> PresentationStyle? {
        guard let detent = detents?.first(where: { $0.identifier == identifier }) else {
            return nil
        }
        var style = self
        style.selectedDetent = detent
        return style
    }

    /// Checks that the detents are unset, or offered once each with the selected one.
    ///
    /// - Throws: ``NavigationError/Reason/detentNotOffered(layer:_:)``, for `action`.
    func validateDetents(layer: Int, as action: NavigationAction) throws(NavigationError) {
        // The detents and the selected one are set together, by `detents(_:selected:)`.
        guard let detents else { return }
        let selected = selectedDetent?.identifier ?? ""
        guard let selectedDetent, detents.contains(selectedDetent),
            Set(detents.map(\.identifier)).count == detents.count
        else { throw NavigationError(action, .detentNotOffered(layer: layer, selected)) }
    }

    /// The style's tag, then what it carries besides: `sheet`,
    /// `sheet(detents: [medium*, large])`, `popover(anchor: share)`.
    public var description: String {
        var parts: [String] = []
        if let detents {
            let names = detents.map { $0 == selectedDetent ? "\($0)*" : "\($0)" }
            parts.append("detents: [" + names.joined(separator: ", ") + "]")
        }
        if let anchor { parts.append("anchor: \(anchor)") }
        guard !parts.isEmpty else { return rawValue }
        return rawValue + "(" + parts.joined(separator: ", ") + ")"
    }

    /// Whether two styles have the same tag, detents and anchor.
    public static func == (lhs: PresentationStyle, rhs: PresentationStyle) -> Bool {
        lhs.rawValue == rhs.rawValue && lhs.detents == rhs.detents
            && lhs.selectedDetent == rhs.selectedDetent && lhs.anchor == rhs.anchor
    }

    /// Hashes the style's tag.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(rawValue)
    }
}
