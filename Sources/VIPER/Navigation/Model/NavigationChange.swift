/// One committed change: the state before, the state after, and what caused it.
///
/// Observers receive one for every committed change, a guard the proposed one; a refused
/// or empty navigation produces none. A navigator's change keeps the inverse of its edits
/// instead of a second state, and rebuilds ``old`` from it when it is read.
///
/// ```swift
/// var history: [NavigationChange] = []
/// navigator.addObserver { history.append($0) }
/// try navigator.push(.screen(DetailScreen.self, input: item))
/// #expect(history.last?.action == .push(ScreenType(DetailScreen.self)))
/// ```
public struct NavigationChange: Hashable, Sendable, CustomStringConvertible {
    /// What turns ``new`` back into ``old``.
    private let journal: StateJournal

    /// The state after the change.
    public let new: NavigationState

    /// What caused the change.
    public let action: NavigationAction

    /// Creates a change from `old` to `new`, caused by `action`.
    public init(old: NavigationState, new: NavigationState, action: NavigationAction) {
        var journal = StateJournal()
        journal.record(.setState(old))
        self.init(new: new, journal: journal, action: action)
    }

    /// A change whose old state is `new` with `journal` undone.
    init(new: NavigationState, journal: StateJournal, action: NavigationAction) {
        self.journal = journal
        self.new = new
        self.action = action
    }

    /// The state before the change.
    ///
    /// - Complexity: O(*n*) for a change a navigator reports; O(1) for one made with
    ///   ``init(old:new:action:)``.
    public var old: NavigationState { journal.undone(new) }

    /// What changed, by entry identity.
    ///
    /// - Complexity: O(*n*) in the entries of both states.
    public var diff: NavigationDiff { new.difference(from: old) }

    /// A line such as `push(DetailScreen): [#1 List] -> [#1 List, #2 DetailScreen]`.
    public var description: String { "\(action): \(old) -> \(new)" }

    /// Whether `lhs` and `rhs` have equal old states, new states and actions.
    public static func == (lhs: NavigationChange, rhs: NavigationChange) -> Bool {
        lhs.action == rhs.action && lhs.new == rhs.new && lhs.old == rhs.old
    }

    /// Feeds the old state, the new state and the action to `hasher`.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(old)
        hasher.combine(new)
        hasher.combine(action)
    }

    /// Whether the user made the change on screen (a `platform…` action): not mirrored.
    public var isPlatformDriven: Bool { action.isPlatformDriven }
}
