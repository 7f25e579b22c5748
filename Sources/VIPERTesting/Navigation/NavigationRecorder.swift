/// A recorder of every change a real `Navigator` commits, for asserting on the history.
///
/// In a presenter test the Router double is the real thing: give the module a headless
/// navigator, attach a recorder, drive the presenter, then assert what happened, in order:
///
/// ```swift
/// let navigator = Navigator()
/// try navigator.push(.screen(WeatherListScreen.self, input: dependencies))
/// let history = NavigationRecorder(navigator)
///
/// presenter.didSelectRow(at: 1)
/// presenter.didTapChangeCity()
///
/// history.assertActions([
///     .push(ScreenType(WeatherDetailScreen.self)),
///     .present(ScreenType(CityPickerScreen.self), .sheet),
/// ])
/// navigator.assertLayers([
///     .root(WeatherListScreen.self, WeatherDetailScreen.self),
///     .sheet(CityPickerScreen.self),
/// ])
/// ```
///
/// The recorder attaches through the navigator's public observer API
/// (`Navigator.addObserver(_:)`) when it is created and keeps every `NavigationChange`:
/// the state before, the state after and the `NavigationAction` that caused it.
/// Changes committed before it was created are not in its history. It does not keep the
/// navigator alive.
///
/// Give it a ``CallLog`` and every change is also recorded there as a call such as
/// `navigator.push(WeatherDetailScreen)`, so the order of navigation against view and
/// interactor calls can be asserted with the log's own assertions.
///
/// Like ``CallLog``, every change starts out unverified; the assertions mark what they
/// matched, and ``assertNoUnverifiedChanges(fileID:filePath:line:column:)`` fails on
/// anything no assertion looked at. Failures go to the framework running the test (see
/// ``TestFramework``). The recorder is thread-safe: it can be read and awaited from any
/// task, while the navigator reports to it on the main actor.
public final class NavigationRecorder: Sendable {
    /// A weak reference to the navigator, to detach from it.
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
    ///   - log: A log that also receives each change as a call named `receiver.action`,
    ///     such as `navigator.push(DetailScreen)`; `nil` for none.
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
    /// Calling it again, or after the navigator was released, does nothing. A recorder
    /// released without `stop()` leaves behind an observer that does nothing, until the
    /// navigator goes too.
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

    /// Marks every change recorded so far as verified without asserting anything about it.
    ///
    /// Use it when a test only cares about what happens next, then keep asserting with
    /// `assertNextActions(_:)`.
    public func skipUnverifiedChanges() {
        recorder.withLock { $0.verifyAll() }
    }

    private func record(_ change: NavigationChange) {
        recorder.append(change)
        log?.append(change.action.recordedCall(receiver: receiver))
    }
}
