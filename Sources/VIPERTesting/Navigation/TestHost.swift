/// A stand-in screen on a headless navigator: a real ``NavigationHandle`` of the right
/// output type for a router under test, with every result it hands back recorded.
///
/// ```swift
/// let host = try navigator.showTestHost(returning: SortOrder.self, style: .sheet)
/// SortPickerRouter(navigation: host.navigation).pick(.oldest)
/// #expect(host.results == [.oldest])
/// ```
@MainActor
public final class TestHost<Output: Sendable> {
    /// The handle bound to this screen's entry: the one to give the router under test.
    public let navigation: NavigationHandle<Output>

    /// The results delivered for this screen so far: the value it finished with, or `nil`
    /// when it went away without one (at most one).
    public var results: [Output?] { recorder?.results ?? [] }

    fileprivate var recorder: ResultRecorder<Output>?

    init(navigation: NavigationHandle<Output>) {
        self.navigation = navigation
    }

    /// The entry this screen is shown as.
    public var entryID: NavigationEntryID { navigation.entryID }
}

extension TestHost: @MainActor DependencyInjectable {
    /// Builds the stand-in, as the navigator does when it shows one.
    public static func make(withDependency dependency: Navigated<Void, Output>) -> TestHost {
        TestHost(navigation: dependency.navigation)
    }
}

/// The screen `Navigator.showTestHost(returning:style:)` puts under a ``TestHost`` on an
/// empty navigator.
@MainActor
public final class TestHostBase: @MainActor DependencyInjectable {
    /// Builds the screen.
    public static func make(withDependency dependency: Void) -> TestHostBase { TestHostBase() }
}

extension Navigator {
    /// Shows a ``TestHost`` that hands back `Output`, pushed or presented with `style`.
    ///
    /// On an empty navigator a ``TestHostBase`` is pushed first, so that the host can close.
    ///
    /// - Parameters:
    ///   - output: The type of result the screen under test hands back; `Never` for none.
    ///   - style: How the host is presented; `nil` pushes it onto the top stack.
    /// - Returns: The host, shown as the visible screen.
    /// - Throws: ``NavigationError`` when the navigator refuses to show it.
    public func showTestHost<Output: Sendable>(
        returning output: Output.Type = Never.self, style: PresentationStyle? = nil
    ) throws(NavigationError) -> TestHost<Output> {
        if state.top == nil { try push(.screen(TestHostBase.self, dependency: ())) }
        let recorder = ResultRecorder<Output>()
        let destination = Destination<Output>.screen(TestHost<Output>.self, input: ())
        let id =
            if let style {
                try present(destination, style: style) { recorder.record($0) }
            } else {
                try push(destination) { recorder.record($0) }
            }
        // A guard that redirects the show leaves no host: a refusal, for a test.
        guard let host = screen(TestHost<Output>.self, for: id) else {
            throw NavigationError(.push(ScreenType(TestHost<Output>.self)), .notShown(id))
        }
        host.recorder = recorder
        return host
    }
}

/// Keeps the results delivered to a host; the result closure holds it before the host exists.
@MainActor
private final class ResultRecorder<Output: Sendable> {
    private(set) var results: [Output?] = []

    func record(_ result: Output?) { results.append(result) }
}
