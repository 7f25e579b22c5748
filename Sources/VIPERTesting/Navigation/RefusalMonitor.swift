/// Fails the test when its navigator refuses a navigation the test did not declare.
///
/// A wireframe ported from classic VIPER returns `Void`, so it writes `_ = try?` and a
/// refused navigation would disappear. The navigator reports every refusal to
/// `Navigator.addRefusalObserver(_:)`; a monitor observes that and turns each refusal
/// into a test failure, unless the test declared it with
/// ``expectRefusal(_:fileID:filePath:line:column:_:)``:
///
/// ```swift
/// @Test @MainActor func tappingAnArticleShowsItsDetail() throws {
///     let navigator = Navigator()
///     RefusalMonitor(navigator)
///     try navigator.push(.screen(ArticlesScreen.self, input: ()))
///     presenter.didSelect(article)  // a refusal in here fails this test
///
///     let refusals = RefusalMonitor(navigator)
///     refusals.expectRefusal(.emptyStack) { try? navigator.pop(); try? navigator.pop() }
/// }
/// ```
///
/// A test opts in by creating one: VIPERTesting cannot see a navigator the test builds
/// until the test hands it over, and a test that asserts a refusal with
/// `#expect(throws:)` needs no monitor. The navigator keeps the monitor's observer for
/// its whole life, so the monitor need not be kept in a variable. An unexpected refusal
/// fails the test that created the monitor, under Swift Testing or XCTest (see
/// ``TestFramework``), pointing at the line that created it, with the refusal's sentence.
@MainActor
public final class RefusalMonitor {
    /// What the navigator's observer and the monitor share.
    @MainActor
    final class Watch {
        let context = TestContext()
        let location: TestLocation
        var refusals: [NavigationError] = []
        /// The refusals declared by the ``expectRefusal`` scopes that are open, innermost
        /// last, and how many matched each.
        var scopes: [(reason: NavigationError.Reason?, matched: Int)] = []

        init(location: TestLocation) {
            self.location = location
        }

        func record(_ error: NavigationError) {
            refusals.append(error)
            let index = scopes.lastIndex { $0.reason == nil || $0.reason == error.reason }
            if let index {
                scopes[index].matched += 1
                return
            }
            context.report(
                "Navigator refused a navigation the test did not expect: \(error). Declare "
                    + "an expected one with RefusalMonitor.expectRefusal(_:_:).",
                at: location)
        }
    }

    private let watch: Watch

    /// Starts failing the test on every refusal of `navigator` from now on.
    ///
    /// - Parameters:
    ///   - navigator: The navigator to watch. It keeps the observer for its whole life.
    ///   - fileID: The file ID of the caller, where unexpected refusals point.
    ///   - filePath: The file path of the caller.
    ///   - line: The line of the caller.
    ///   - column: The column of the caller.
    @discardableResult
    public init(
        _ navigator: Navigator,
        fileID: String = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) {
        let watch = Watch(
            location: TestLocation(fileID: fileID, filePath: filePath, line: line, column: column))
        self.watch = watch
        navigator.addRefusalObserver { error in watch.record(error) }
    }

    /// Every refusal the navigator reported since the monitor was created, expected or
    /// not, in order.
    public var refusals: [NavigationError] { watch.refusals }

    /// Runs `body`, in which the navigator must refuse at least one navigation, with
    /// `reason` when one is given; fails the test at this call when it refuses none.
    ///
    /// Refusals inside `body` that match are expected: they do not fail the test. One
    /// with another reason fails it as any unexpected refusal does. A refusal that
    /// `body` throws is not rethrown, so a body that calls the navigator directly needs
    /// no `catch`; other errors are.
    ///
    /// ```swift
    /// refusals.expectRefusal(.entryNotOnTop(list, top: detail)) {
    ///     presenter.didSelect(article)  // the wireframe's `try?` push is refused
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - reason: The reason the refusal must have; `nil` for any.
    ///   - fileID: The file ID of the caller.
    ///   - filePath: The file path of the caller.
    ///   - line: The line of the caller.
    ///   - column: The column of the caller.
    ///   - body: The code the navigator refuses something in.
    /// - Returns: Whether a matching refusal came.
    @discardableResult
    public func expectRefusal(
        _ reason: NavigationError.Reason? = nil,
        fileID: String = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column,
        _ body: () throws -> Void
    ) rethrows -> Bool {
        watch.scopes.append((reason, 0))
        var matched = 0
        do {
            defer { matched = watch.scopes.removeLast().matched }
            try body()
        } catch let error as NavigationError {
            // NB: the navigator reported it before throwing it; only other errors go on.
            _ = error
        }
        return concludeAssertion(matched > 0, fileID, filePath, line, column) {
            "RefusalMonitor: expected the navigator to refuse a navigation"
                + (reason.map { " because \($0)" } ?? "") + ", but it refused none"
        }
    }
}
