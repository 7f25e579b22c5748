// A style is written as its tag when that says all of it, as restoration always wrote it;
// otherwise as an object with every field, read strictly, so that a custom style's
// covering rule, the detents and the anchor come back as they were.

extension PresentationStyle: Codable {
    /// Reads a tag, or an object with exactly the keys ``encode(to:)`` writes.
    ///
    /// - Throws: ``NavigationError/Reason/unknownRestorationTag(_:)`` for an unknown key,
    ///   ``NavigationError/Reason/corruptRestorationData(_:)`` for a missing
    ///   key, an invalid detent or a selected one not offered, and the decoder's errors.
    public init(from decoder: any Decoder) throws {
        if let tag = try? decoder.singleValueContainer().decode(String.self) {
            self.init(rawValue: tag)
            return
        }
        let object = try decoder.container(keyedBy: RestorationKey.self)
        try object.requireKeys(Self.keys)
        var style = PresentationStyle(
            rawValue: try object.decode(String.self, forKey: "tag"),
            coversPresenter: try object.decode(Bool.self, forKey: "coversPresenter"))
        let place = object.codingPath.map(\.stringValue).joined(separator: ".")
        if let written = try object.decodeIfPresent([Detent].self, forKey: "detents") {
            let offered = try written.map { detent throws(NavigationError) in
                guard
                    let valid = PresentationDetent(
                        validating: detent.identifier, height: detent.height)
                else {
                    throw NavigationError(
                        .restore, .corruptRestorationData("detent \(detent) at \"\(place)\""))
                }
                return valid
            }
            let selected = try object.decode(String.self, forKey: "selectedDetent")
            guard let detent = offered.first(where: { $0.identifier == selected }) else {
                throw NavigationError(
                    .restore,
                    .corruptRestorationData("detent \"\(selected)\" not offered at \"\(place)\""))
            }
            style = style.detents(offered, selected: detent)
        }
        style.anchor = try object.decodeIfPresent(String.self, forKey: "anchor")
        self = style
    }

    /// Writes the tag, or an object when the style carries more than its tag says.
    public func encode(to encoder: any Encoder) throws {
        guard !isPlainTag else {
            var tag = encoder.singleValueContainer()
            try tag.encode(rawValue)
            return
        }
        var object = encoder.container(keyedBy: RestorationKey.self)
        try object.encode(rawValue, forKey: "tag")
        try object.encode(coversPresenter, forKey: "coversPresenter")
        try object.encode(
            detents?.map { Detent(identifier: $0.identifier, height: $0.height) },
            forKey: "detents")
        try object.encode(selectedDetent?.identifier, forKey: "selectedDetent")
        try object.encode(anchor, forKey: "anchor")
    }

    private static let keys: [RestorationKey] = [
        "tag", "coversPresenter", "detents", "selectedDetent", "anchor",
    ]

    /// Whether the tag alone restores the style.
    private var isPlainTag: Bool {
        self == PresentationStyle(rawValue: rawValue)
            && coversPresenter == PresentationStyle(rawValue: rawValue).coversPresenter
    }

    /// A detent as written.
    private struct Detent: Codable, CustomStringConvertible {
        var identifier: String
        var height: Double?

        init(identifier: String, height: Double?) {
            self.identifier = identifier
            self.height = height
        }

        init(from decoder: any Decoder) throws {
            let object = try decoder.container(keyedBy: RestorationKey.self)
            try object.requireKeys(["identifier", "height"])
            identifier = try object.decode(String.self, forKey: "identifier")
            height = try object.decodeIfPresent(Double.self, forKey: "height")
        }

        func encode(to encoder: any Encoder) throws {
            var object = encoder.container(keyedBy: RestorationKey.self)
            try object.encode(identifier, forKey: "identifier")
            try object.encode(height, forKey: "height")
        }

        var description: String { "\"\(identifier)\"" }
    }
}
