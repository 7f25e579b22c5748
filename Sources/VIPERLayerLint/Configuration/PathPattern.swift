/// A file pattern from the lint configuration: `*Router.swift`, `Entity/*`, `**/Generated/*`.
///
/// `*` matches any run of characters within one path component, `?` one character, and
/// `**` any number of whole components. A pattern without `/` matches a file's name; a
/// pattern with `/` matches the end of the file's path, component by component.
public struct PathPattern: Hashable, Sendable {
    private let components: [Substring]

    /// Creates a pattern.
    ///
    /// - Parameter pattern: The pattern text.
    public init(_ pattern: String) {
        components = pattern.split(separator: "/", omittingEmptySubsequences: true)
    }

    /// Whether `path` (relative, `/`-separated) matches.
    ///
    /// - Parameter path: A file path.
    /// - Returns: `true` when the pattern matches the path's last components.
    public func matches(_ path: String) -> Bool {
        let parts = path.split(separator: "/", omittingEmptySubsequences: true)
        guard !components.isEmpty else { return false }
        // Try every suffix of the path: the pattern is anchored at the end only.
        for start in (0..<parts.count).reversed() where Self.match(components[...], parts[start...])
        {
            return true
        }
        return false
    }

    private static func match(_ pattern: ArraySlice<Substring>, _ path: ArraySlice<Substring>)
        -> Bool
    {
        guard let head = pattern.first else { return path.isEmpty }
        if head == "**" {
            let rest = pattern.dropFirst()
            for skip in 0...path.count where match(rest, path.dropFirst(skip)) { return true }
            return false
        }
        guard let component = path.first,
            matchComponent(Array(head.utf8)[...], Array(component.utf8)[...])
        else { return false }
        return match(pattern.dropFirst(), path.dropFirst())
    }

    private static func matchComponent(_ pattern: ArraySlice<UInt8>, _ text: ArraySlice<UInt8>)
        -> Bool
    {
        guard let head = pattern.first else { return text.isEmpty }
        switch head {
        case UInt8(ascii: "*"):
            let rest = pattern.dropFirst()
            for skip in 0...text.count where matchComponent(rest, text.dropFirst(skip)) {
                return true
            }
            return false
        case UInt8(ascii: "?"):
            return !text.isEmpty && matchComponent(pattern.dropFirst(), text.dropFirst())
        default:
            return text.first == head && matchComponent(pattern.dropFirst(), text.dropFirst())
        }
    }
}
