/// Fails the test when its navigator refuses a navigation the test did not declare.
///
/// A wireframe ported from classic VIPER writes `_ = try?`, so a refusal would disappear.
/// A monitor turns each refusal into a failure at the line that created it, unless the
/// test declared it with ``expectRefusal(_:fileID:filePath:line:column:_:)``:
/// `refusals.expectRefusal(.emptyStack) { try? navigator.pop() }`.
@MainActor
public final class RefusalMonitor {
    /// What the navigator's observer and the monitor share.
    @MainActor
    final class Watch {
        let context = TestContext()
        let location: TestLocation
        var refusals: [NavigationError] = []
        /// The open ``expectRefusal`` scopes, innermost last, and how many refusals each matched.
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

    /// Starts failing the test, at this call, on every refusal of `navigator` from now on.
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

    /// Every refusal reported since the monitor was created, expected or not, in order.
    public var refusals: [NavigationError] { watch.refusals }

    /// Runs `body`, in which the navigator must refuse at least one navigation (with
    /// `reason`, when given); fails the test at this call when it refuses none.
    ///
    /// Matching refusals inside `body` do not fail the test; others do. A `NavigationError`
    /// that `body` throws is not rethrown; other errors are.
    ///
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
        } catch is NavigationError {
            // The navigator reported it before throwing it; only other errors go on.
        }
        return concludeAssertion(matched > 0, fileID, filePath, line, column) {
            "RefusalMonitor: expected the navigator to refuse a navigation"
                + (reason.map { " because \($0)" } ?? "") + ", but it refused none"
        }
    }
}
