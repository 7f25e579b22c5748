/// How a screen comes in when it is pushed or presented, other than the platform's default.
///
/// The source is named by data, an identity the screen below maps to one of its views, so
/// the transition is restored with the state:
///
/// ```swift
/// try navigator.push(.screen(PhotoScreen.self, input: photo).transition(.zoom(from: "photo-3")))
/// try navigator.present(route, style: .sheet.transition(.zoom(from: "photo-3")))
/// ```
public enum NavigationTransition: Hashable, Sendable, CustomStringConvertible {
    /// The screen grows out of the view the screen below names `source` (UIKit's
    /// `preferredTransition = .zoom`, iOS 18; the platform's default transition before).
    case zoom(from: String)

    /// `zoom(from: photo-3)`.
    public var description: String {
        switch self {
        case .zoom(let source): "zoom(from: \(source))"
        }
    }
}

extension NavigationTransition: Codable {
    /// Reads `{"zoom": "photo-3"}`, strictly.
    ///
    /// - Throws: ``NavigationError/Reason/unknownRestorationTag(_:)`` for another key, and
    ///   the decoder's errors.
    public init(from decoder: any Decoder) throws {
        let object = try decoder.container(keyedBy: RestorationKey.self)
        try object.requireKeys(["zoom"])
        self = .zoom(from: try object.decode(String.self, forKey: "zoom"))
    }

    /// Writes `{"zoom": "photo-3"}`.
    public func encode(to encoder: any Encoder) throws {
        var object = encoder.container(keyedBy: RestorationKey.self)
        switch self {
        case .zoom(let source): try object.encode(source, forKey: "zoom")
        }
    }
}
