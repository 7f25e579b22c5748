/// A thread-safe, ordered record of the calls hand-written spies receive.
///
/// Give one log to the view, interactor and router spies of a presenter test; each spy
/// method records itself in one line. The test then asserts the sequence (with a diff on
/// mismatch), the order across the doubles, counts, or waits for calls.
///
/// ```swift
/// final class WeatherListViewSpy: WeatherListView {
///     let log: CallLog
///     func showForecasts(_ forecasts: [Forecast]) { log.record("view.showForecasts", forecasts) }
/// }
///
/// presenter.viewDidLoad()
/// log.assertCalls(["interactor.execute(Tokyo)", "view.showForecasts"])
/// ```
///
/// Assertions verify the calls they matched;
/// ``assertNoUnverifiedCalls(fileID:filePath:line:column:)`` (or `exhaustive: true`) fails
/// on the rest, as TCA's `TestStore` does.
public final class CallLog: Sendable {
    let recorder = Recorder<RecordedCall, Void>((), prefix: "CallLog: ")
    var context: TestContext { recorder.context }
    private let exhaustive: Bool
    private let creation: TestLocation

    /// Creates an empty log; an `exhaustive` one fails the test, at this call, when it is
    /// deinitialised while some calls were never verified.
    public init(
        exhaustive: Bool = false,
        fileID: String = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) {
        self.exhaustive = exhaustive
        self.creation = TestLocation(
            fileID: fileID, filePath: filePath, line: line, column: column)
    }

    deinit {
        if exhaustive { recorder.assertNoUnverified("call", at: creation) }
    }

    /// Records a call named `name` with `arguments`, each described with
    /// `String(describing:)` at once: the line reads `name(arg1, arg2)`.
    ///
    /// - Parameters:
    ///   - name: The name of the call, conventionally `receiver.method`.
    ///   - arguments: The arguments of the call.
    public func record(_ name: String, _ arguments: Any...) {
        recorder.append(RecordedCall(name, arguments: arguments.map { String(describing: $0) }))
    }

    /// Records a call written as one whole line, such as `router.close()`.
    ///
    /// - Parameter line: The whole call as it should appear in assertions and diffs.
    public func record(line: String) {
        recorder.append(RecordedCall(line: line))
    }

    /// Every call recorded so far, oldest first.
    public var calls: [RecordedCall] { recorder.elements }

    /// The calls `pattern` matches, oldest first (see ``RecordedCall/matches(_:)``).
    ///
    /// - Parameter pattern: A whole line, a name, or a receiver.
    /// - Returns: The matching calls.
    public func calls(matching pattern: String) -> [RecordedCall] {
        recorder.withLock { $0.elements.filter { $0.matches(pattern) } }
    }

    /// Marks every call recorded so far as verified, as TCA's `skipReceivedActions()` does.
    public func skipUnverifiedCalls() {
        recorder.withLock { $0.verifyAll() }
    }

    /// Forgets every call, verified or not.
    public func removeAll() {
        recorder.withLock { $0.removeAll() }
    }
}
