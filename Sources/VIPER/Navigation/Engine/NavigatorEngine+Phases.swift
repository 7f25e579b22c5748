// What the engine is doing, and what its events tell the navigator to do next.

extension NavigatorEngine {
    enum Phase {
        /// No transaction is open.
        case idle
        /// Operations stage edits; a step of a batch joins the open transaction.
        case staging
        /// A screen factory runs.
        case building
        /// The app's route `==` or guards run on the staged change.
        case deciding
        /// A committed change's lifecycle calls and observers run.
        case notifying
    }

    /// What the navigator does after ``begin(_:batching:)``.
    enum BeginAction {
        /// Stage the change, then finish it as a transaction of its own.
        case stageTransaction
        /// Stage the change as a step of the batch being staged.
        case stageIntoBatch
    }

    /// What the navigator does once a change is staged.
    ///
    /// NB: no payloads: the states to compare and the leaving guards are read by their own
    /// queries on the rare paths that need them, so that the common commit does not make,
    /// copy and destroy an enum that holds two states (navigation/navigator-push-pop,
    /// about 170 instructions an iteration).
    enum Decision {
        /// Nobody may refuse the change: commit it.
        case commit
        /// Nobody could refuse the change, so it committed: run the effects.
        case committed
        /// Evaluate `old != new` of ``statesToCompare()`` (the app's route `==` runs),
        /// then report it with ``compared(changed:)``.
        case compare
        /// Ask the app's guards, then the ``leavingGuards()``, about
        /// ``proposedChange(_:)``; then commit or roll back.
        case askGuards
    }
}
