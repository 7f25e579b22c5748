/// A recorder of every change a real `Navigator` commits, for asserting on the history.
///
/// In a presenter test the Router double is the real thing: a headless navigator with a
/// recorder attached.
///
/// ```swift
/// let history = NavigationRecorder(navigator)
/// presenter.didSelectRow(at: 1)
/// history.assertActions([.push(ScreenType(WeatherDetailScreen.self))])
/// ```
///
/// It observes the navigator (weakly) from its creation and keeps every
/// `NavigationChange`. Given a ``CallLog``, it also records each change there as a call,
/// such as `navigator.push(WeatherDetailScreen)`. As in a ``CallLog``, assertions verify
/// what they matched and ``assertNoUnverifiedChanges(fileID:filePath:line:column:)`` fails
/// on the rest.
public final class NavigationRecorder: Sendable {
    private struct WeakNavigator: Sendable {
        weak var navigator: Navigator?
    }

    let recorder = Recorder<NavigationChange, Void>((), prefix: "NavigationRecorder: ")
    private let log: CallLog?
    private let receiver: String
    private let navigator: WeakNavigator
    private let token = LockedState<NavigationToken?>(nil)

    /// Starts recording the changes `navigator` commits from now on.
    ///
    /// - Parameters:
    ///   - navigator: The navigator to observe; held weakly.
    ///   - log: A log that also receives each change as a call named `receiver.action`;
    ///     `nil` for none.
    ///   - receiver: The receiver name of the calls in `log`.
    @MainActor
    public init(_ navigator: Navigator, log: CallLog? = nil, receiver: String = "navigator") {
        self.log = log
        self.receiver = receiver
        self.navigator = WeakNavigator(navigator: navigator)
        let token = navigator.addObserver { [weak self] change in
            self?.record(change)
        }
        self.token.withLock { $0 = token }
    }

    /// Stops recording: detaches from the navigator and keeps the history so far.
    ///
    /// Calling it again, or after the navigator was released, does nothing.
    @MainActor
    public func stop() {
        let taken = token.withLock { token in
            let taken = token
            token = nil
            return taken
        }
        guard let token = taken else { return }
        navigator.navigator?.remove(token)
    }

    /// Every change recorded so far, oldest first.
    public var changes: [NavigationChange] { recorder.elements }

    /// The action of every change recorded so far, oldest first.
    public var actions: [NavigationAction] {
        recorder.withLock { $0.elements.map(\.action) }
    }

    /// Marks every change recorded so far as verified.
    public func skipUnverifiedChanges() {
        recorder.withLock { $0.verifyAll() }
    }

    private func record(_ change: NavigationChange) {
        recorder.append(change)
        log?.recorder.append(change.action.recordedCall(receiver: receiver))
    }
}
