/// Identifies an observer or guard added to a ``Navigator``, for ``Navigator/remove(_:)``.
public struct NavigationToken: Hashable, Sendable {
    let rawValue: UInt64
}
