/// One piece of work a screen object runs for itself (``NavigationHandle/execute(_:_:completion:)``
/// and its siblings), from its start to its end or its cancellation; kept by the
/// navigator's ``ScreenWorkRegistry`` while it runs.
@MainActor
final class RunningWork {
    /// How the work ends.
    enum Kind {
        /// A use case: it ends with its outcome, or at its cancel.
        case useCase
        /// A task: cancelled, it still runs until its operation returns.
        case task
        /// A cancel kept until the screen leaves; nothing waits for it.
        case cancelHandler
    }

    /// The serial of the screen object that started the work.
    let serial: UInt64
    /// What the work is, for test failures: `task for #3`.
    let description: String
    let kind: Kind
    /// Cancels the work; called at most once.
    var cancel: (@MainActor () -> Void)?
    let registry: ScreenWorkRegistry
    /// Whether the work is registered: neither ended nor cancelled yet.
    private(set) var isRunning = true

    init(
        _ description: String, kind: Kind, serial: UInt64, registry: ScreenWorkRegistry,
        cancel: (@MainActor () -> Void)?
    ) {
        self.description = description
        self.kind = kind
        self.serial = serial
        self.registry = registry
        self.cancel = cancel
    }

    /// The registry dropped the work: cancels it.
    func cancelled() {
        guard isRunning else { return }
        isRunning = false
        let cancel = cancel
        self.cancel = nil
        cancel?()
    }

    /// The work ended.
    ///
    /// - Returns: Whether it ended before it was cancelled, so its outcome may be delivered.
    func end() -> Bool {
        guard isRunning else {
            registry.returned(self)
            return false
        }
        isRunning = false
        cancel = nil
        registry.ended(self)
        return true
    }
}

/// Work a screen runs through its ``NavigationHandle``, which the screen may cancel itself
/// before it leaves: to replace a load in flight with a new one, or to end a subscription.
///
/// ```swift
/// load?.cancel()
/// load = navigation.execute(loadArticles, query) { [weak self] in self?.show($0) }
/// ```
@MainActor
public struct ScreenWork {
    private weak var work: RunningWork?

    init(_ work: RunningWork?) { self.work = work }

    /// Whether the work still runs: it has neither ended nor been cancelled.
    public var isRunning: Bool { work?.isRunning ?? false }

    /// Cancels the work now, as its screen leaving would.
    ///
    /// The work is cancelled once, and no completion of it runs afterwards. Does nothing
    /// when it already ended or was cancelled.
    public func cancel() {
        guard let work else { return }
        work.registry.cancel(work)
    }
}
