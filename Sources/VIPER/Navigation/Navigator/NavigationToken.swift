/// Identifies an observer or guard added to a ``Navigator``, to remove it later.
///
/// ```swift
/// let token = navigator.addObserver { print($0) }
/// navigator.remove(token)
/// ```
public struct NavigationToken: Hashable, Sendable {
    let rawValue: UInt64
}
