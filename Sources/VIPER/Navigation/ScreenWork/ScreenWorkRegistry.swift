/// The work the screens of one navigator run for themselves, by the serial of the screen
/// object that started it.
///
/// The navigator's driver cancels a screen's work after the commit that retires the screen,
/// and all of it when the navigator goes. Work that ends first leaves on its own, so the
/// registry holds only what still runs, and a task cancelled with its screen until its
/// operation returns.
@MainActor
final class ScreenWorkRegistry {
    private var running: [UInt64: [RunningWork]] = [:]
    /// The callbacks waiting for ``pending`` to empty, called once each.
    private var whenIdle: [@MainActor () -> Void] = []
    /// The tasks cancelled with their screen whose operation has not returned, described;
    /// readable from any thread, for leak tracking.
    nonisolated let stillRunningAfterRemoval = LockedState<[ObjectIdentifier: String]>([:])

    /// The work still running or, cancelled, still returning: empty when idle.
    ///
    /// A cancel kept until its screen leaves is not work anyone waits for.
    var pending: [String] {
        running.values.flatMap { $0.filter { $0.kind != .cancelHandler }.map(\.description) }
            + stillRunningAfterRemoval.withLock {
                $0.values.map { "\($0), cancelled, still running" }
            }
    }

    func start(_ work: RunningWork) {
        running[work.serial, default: []].append(work)
    }

    /// Drops work that ended.
    func ended(_ work: RunningWork) {
        guard remove(work) else { return }
        settle()
    }

    /// Drops a cancelled task whose operation returned.
    func returned(_ work: RunningWork) {
        let removed = stillRunningAfterRemoval.withLock {
            $0.removeValue(forKey: ObjectIdentifier(work)) != nil
        }
        if removed { settle() }
    }

    /// Cancels the work of `screens`, which the navigator retired or never showed, each
    /// screen's in the order it started.
    func cancel(_ screens: [LiveScreen]) {
        guard !running.isEmpty else { return }
        var cancelled: [RunningWork] = []
        for screen in screens {
            cancelled += running.removeValue(forKey: screen.serial) ?? []
        }
        cancel(cancelled)
    }

    /// Cancels one piece of work, which its screen asked to stop.
    func cancel(_ work: RunningWork) {
        guard work.isRunning, remove(work) else { return }
        cancel([work])
    }

    /// Cancels all work: the navigator is going.
    func cancelAll() {
        let cancelled = running.values.flatMap { $0 }
        running = [:]
        cancel(cancelled)
    }

    /// Calls `callback` once nothing is pending: at once when nothing is.
    func whenIdle(_ callback: @escaping @MainActor () -> Void) {
        whenIdle.append(callback)
        settle()
    }

    /// Takes `work` out of the running work of its screen; whether it was there.
    private func remove(_ work: RunningWork) -> Bool {
        guard var works = running.removeValue(forKey: work.serial) else { return false }
        let count = works.count
        works.removeAll { $0 === work }
        if !works.isEmpty { running[work.serial] = works }
        return works.count < count
    }

    private func cancel(_ cancelled: [RunningWork]) {
        guard !cancelled.isEmpty else { return }
        for work in cancelled where work.kind == .task {
            stillRunningAfterRemoval.withLock { $0[ObjectIdentifier(work)] = work.description }
        }
        for work in cancelled { work.cancelled() }
        settle()
    }

    private func settle() {
        guard !whenIdle.isEmpty, stillRunningAfterRemoval.withLock({ $0.isEmpty }),
            running.values.allSatisfy({ $0.allSatisfy { $0.kind == .cancelHandler } })
        else { return }
        let callbacks = whenIdle
        whenIdle = []
        for callback in callbacks { callback() }
    }
}

extension Navigator {
    /// What still runs for the screens, described; empty when idle.
    package var pendingScreenWork: [String] { screenWork.pending }

    /// Calls `callback` once no work runs for the screens: at once when none does.
    package func whenScreenWorkIsIdle(_ callback: @escaping @MainActor () -> Void) {
        screenWork.whenIdle(callback)
    }

    /// The tasks cancelled with their screen whose operation has not returned, described;
    /// it outlives the navigator, for leak tracking.
    package nonisolated var screenWorkStillRunningAfterRemoval:
        LockedState<[ObjectIdentifier: String]>
    {
        screenWork.stillRunningAfterRemoval
    }
}
