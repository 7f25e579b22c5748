/// A height a sheet can rest at: the system's ``medium`` or ``large``, or a custom height,
/// each named by its ``identifier``.
///
/// A ``PresentationStyle`` offers a set of detents and selects one
/// (``PresentationStyle/detents(_:selected:)``); the user dragging the sheet to another is
/// reported with ``Navigator/platformDidSelectDetent(_:layerShowing:)``.
///
/// ```swift
/// let peek = PresentationDetent.custom("peek", height: 180)
/// try navigator.present(route, style: .sheet.detents([peek, .large], selected: peek))
/// ```
public struct PresentationDetent: Hashable, Sendable, CustomStringConvertible {
    /// The detent's name, unique among the detents a style offers; UIKit's detent identifier.
    public let identifier: String

    /// The sheet's height in points for a custom detent; `nil` for ``medium`` and ``large``.
    public let height: Double?

    /// The system's detent at about half the screen's height.
    public static let medium = PresentationDetent(identifier: "medium", height: nil)

    /// The system's detent at the full height of a sheet.
    public static let large = PresentationDetent(identifier: "large", height: nil)

    /// A detent named `identifier` at `height` points (iOS 16 and later; the UIKit glue
    /// shows ``medium`` before).
    ///
    /// - Precondition: `identifier` is neither `medium` nor `large`, and `height` is
    ///   positive and finite.
    public static func custom(_ identifier: String, height: Double) -> PresentationDetent {
        precondition(!isSystem(identifier), "\"\(identifier)\" names a system detent")
        precondition(height > 0 && height.isFinite, "a detent's height is positive and finite")
        return PresentationDetent(identifier: identifier, height: height)
    }

    /// `medium`, `large`, or a custom detent as `peek(180.0)`.
    public var description: String {
        height.map { "\(identifier)(\($0))" } ?? identifier
    }

    /// Whether `identifier` names a system detent.
    static func isSystem(_ identifier: String) -> Bool {
        identifier == "medium" || identifier == "large"
    }

    /// The detent of `identifier` and `height` as written, if valid.
    init?(validating identifier: String, height: Double?) {
        guard let height else {
            guard Self.isSystem(identifier) else { return nil }
            self.init(identifier: identifier, height: nil)
            return
        }
        guard !Self.isSystem(identifier), height > 0, height.isFinite else { return nil }
        self.init(identifier: identifier, height: height)
    }

    private init(identifier: String, height: Double?) {
        self.identifier = identifier
        self.height = height
    }
}
