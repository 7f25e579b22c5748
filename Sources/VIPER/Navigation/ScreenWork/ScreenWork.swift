/// One piece of work a screen object runs for itself (``NavigationHandle/execute(_:_:completion:)``
/// and its siblings), from its start to its end or its cancellation; kept by the
/// navigator's ``ScreenWorkRegistry`` while it runs.
@MainActor
final class ScreenWork {
    /// The serial of the screen object that started the work.
    let serial: UInt64
    /// What the work is, for test failures: `task for #3`.
    let description: String
    /// Whether the work can go on after it is cancelled, as a task's operation can: it is
    /// pending until it returns.
    let outlivesCancel: Bool
    /// Cancels the work; called at most once.
    var cancel: (@MainActor () -> Void)?
    private let registry: ScreenWorkRegistry
    /// Whether the work is registered: neither ended nor cancelled yet.
    private(set) var isRunning = true

    init(
        _ description: String, serial: UInt64, outlivesCancel: Bool,
        registry: ScreenWorkRegistry, cancel: (@MainActor () -> Void)?
    ) {
        self.description = description
        self.serial = serial
        self.outlivesCancel = outlivesCancel
        self.registry = registry
        self.cancel = cancel
    }

    /// The screen left: the registry dropped the work; cancels it.
    func screenDidLeave() {
        guard isRunning else { return }
        isRunning = false
        cancel?()
        cancel = nil
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
