/// The main queue of a simulated app, on a clock the test controls: the turns that
/// `SimulatedNavigationContainer.schedule(after:_:)` asks for run when the test says.
///
/// Several containers (scenes) can share one queue; turns run in the order they are due.
/// Time moves only through ``advance(by:)`` or a container's `settle(limit:)`.
@MainActor
public final class SimulatedMainQueue {
    private struct Turn {
        let due: Double
        let order: Int
        let action: @MainActor () -> Void
    }

    /// The simulated time, in seconds since the queue was made.
    public private(set) var now = 0.0

    private var turns: [Turn] = []
    private var scheduled = 0

    /// Creates a queue at time 0 with nothing to run.
    public init() {}

    /// The number of turns waiting, due or not.
    public var pendingTurnCount: Int { turns.count }

    /// Schedules `action` for the first turn at least `delay` seconds from now.
    ///
    /// - Parameters:
    ///   - delay: How many seconds from now; 0 for the next turn.
    ///   - action: The work.
    public func schedule(after delay: Double, _ action: @escaping @MainActor () -> Void) {
        scheduled += 1
        turns.append(Turn(due: now + max(delay, 0), order: scheduled, action: action))
    }

    /// Runs the earliest turn that is due now, if any.
    ///
    /// - Returns: Whether a turn ran.
    @discardableResult
    public func runNextDueTurn() -> Bool {
        guard let index = nextTurnIndex(), turns[index].due <= now else { return false }
        let turn = turns.remove(at: index)
        turn.action()
        return true
    }

    /// Runs the turns due now, and the ones they schedule for now, oldest first.
    ///
    /// - Parameter limit: The most turns to run, so that work that keeps scheduling itself
    ///   fails a test instead of hanging it.
    /// - Returns: How many ran.
    @discardableResult
    public func runDueTurns(limit: Int = 10_000) -> Int {
        var ran = 0
        while ran < limit, runNextDueTurn() { ran += 1 }
        return ran
    }

    /// Lets `seconds` pass, running every turn that falls due on the way, in order.
    ///
    /// - Parameter seconds: How long.
    public func advance(by seconds: Double) {
        let end = now + max(seconds, 0)
        while let index = nextTurnIndex(), turns[index].due <= end {
            now = max(now, turns[index].due)
            runNextDueTurn()
        }
        now = end
    }

    /// Moves the clock to the earliest waiting turn, without running it.
    ///
    /// - Returns: Whether a turn was waiting.
    @discardableResult
    public func advanceToNextTurn() -> Bool {
        guard let index = nextTurnIndex() else { return false }
        now = max(now, turns[index].due)
        return true
    }

    private func nextTurnIndex() -> Int? {
        turns.indices.min { (turns[$0].due, turns[$0].order) < (turns[$1].due, turns[$1].order) }
    }
}
