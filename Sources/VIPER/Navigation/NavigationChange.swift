/// One committed change: the state before, the state after, and what caused it.
///
/// Observers receive one for every committed change, a guard receives the proposed one
/// before it commits. A refused or empty navigation produces none.
///
/// ```swift
/// var history: [NavigationChange] = []
/// navigator.addObserver { history.append($0) }
/// try navigator.push(DetailScreen.self, input: item)
/// #expect(history.last?.action == .push(ScreenType(DetailScreen.self)))
/// ```
public struct NavigationChange: Hashable, Sendable, CustomStringConvertible {
    /// The state before the change.
    public let old: NavigationState

    /// The state after the change.
    public let new: NavigationState

    /// What caused the change.
    public let action: NavigationAction

    /// Creates a change.
    ///
    /// - Parameters:
    ///   - old: The state before.
    ///   - new: The state after.
    ///   - action: What caused it.
    public init(old: NavigationState, new: NavigationState, action: NavigationAction) {
        self.old = old
        self.new = new
        self.action = action
    }

    /// What changed, by entry identity.
    ///
    /// - Complexity: O(*n*) in the entries of both states.
    public var diff: NavigationDiff { new.difference(from: old) }

    /// A line such as `push(DetailScreen): [#1 List] -> [#1 List, #2 DetailScreen]`.
    public var description: String { "\(action): \(old) -> \(new)" }
}
