/// A `UseCase` test double with canned results that records how it was called.
///
/// It answers every execution as its ``behavior-swift.property`` says: at once, from a
/// queue, when the test calls ``complete(with:fileID:filePath:line:column:)``, or never.
///
/// ```swift
/// let fetchForecasts = UseCaseStub<String, [Forecast], WeatherError>(
///     .immediate(.success([.sunny])))
/// let presenter = WeatherListPresenter(fetchForecasts: fetchForecasts, ...)
/// presenter.viewDidLoad()
/// #expect(fetchForecasts.parameters == ["Tokyo"])
/// ```
///
/// It keeps the `UseCase` contracts: a completion runs at most once, never after
/// ``cancel()`` returns. An immediate stub called on the main actor through
/// ``executeOnMainActor(_:completion:)`` delivers before the call returns, so presenter
/// tests need no waiting. Given a ``CallLog``, it records `name.execute(parameters)` and
/// `name.cancel()` there. Misuse fails the test; it never crashes.
public final class UseCaseStub<Parameters: Sendable, Success: Sendable, Failure: Error>: UseCase {
    /// Delivers one outcome to whoever started execution `index`; `false` when dropped.
    typealias Deliver = @Sendable (_ result: Result<Success, Failure>, _ index: Int) -> Bool

    struct Record: Sendable {
        let parameters: Parameters
        var status: Execution.Status = .pending
        var deliver: Deliver?
        var completesNever = false

        /// Whether the test may complete it: pending, and not of a `.never` stub.
        var isCompletable: Bool { status == .pending && !completesNever }
    }

    struct Settings: Sendable {
        var behavior: Behavior
        var cancelCount = 0
    }

    let recorder: Recorder<Record, Settings>
    let tracker = ExecutionTracker()
    var context: TestContext { recorder.context }
    let log: CallLog?
    let name: String
    let creation: TestLocation

    /// Creates a stub that answers executions as `behavior` says.
    ///
    /// Given a `log`, it records `name.execute(parameters)` and `name.cancel()` there; `name`
    /// also names it in failures. Failures that no test line caused point at this call.
    public init(
        _ behavior: Behavior,
        log: CallLog? = nil,
        name: String = "useCase",
        fileID: String = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) {
        self.recorder = Recorder(Settings(behavior: behavior), prefix: "UseCaseStub `\(name)`: ")
        self.log = log
        self.name = name
        self.creation = TestLocation(
            fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// Creates a stub whose every execution succeeds with `value` at once, with `log` and
    /// `name` as in ``init(_:log:name:fileID:filePath:line:column:)``.
    public convenience init(
        returning value: Success,
        log: CallLog? = nil,
        name: String = "useCase",
        fileID: String = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) {
        self.init(
            .immediate(.success(value)), log: log, name: name, fileID: fileID, filePath: filePath,
            line: line, column: column)
    }

    /// Creates a stub whose every execution fails with `error` at once, with `log` and `name`
    /// as in ``init(_:log:name:fileID:filePath:line:column:)``.
    public convenience init(
        failingWith error: Failure,
        log: CallLog? = nil,
        name: String = "useCase",
        fileID: String = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) {
        self.init(
            .immediate(.failure(error)), log: log, name: name, fileID: fileID, filePath: filePath,
            line: line, column: column)
    }

    /// How the executions started from now on complete; pending ones keep waiting.
    public var behavior: Behavior {
        get { recorder.withLock { $0.extra.behavior } }
        set { recorder.withLock { $0.extra.behavior = newValue } }
    }
}
