import VIPERTesting
import XCTest

/// "XCTest on Linux", in the "Testing Presenters" article: each test method is
/// `@MainActor` and `async`; the class is not `@MainActor`.
final class ProfileXCTests: XCTestCase {
    @MainActor
    func testAnImmediateStubDeliversBeforeThePushReturns() async throws {
        let navigator = Navigator()
        let fetchName = UseCaseStub<Void, String, any Error>(returning: "Hanako")

        try navigator.push(.screen(ProfileScreen.self, input: AnyUseCase(fetchName)))

        let screen = try XCTUnwrap(navigator.topScreen as? ProfileScreen)
        XCTAssertEqual(screen.name, "Hanako")
        trackForLeaks(navigator, screen, screen.presenter, screen.presenter.interactor)
    }

    @MainActor
    func testALateResultIsAwaitedWithoutSleeping() async throws {
        let log = CallLog()
        let navigator = Navigator()
        let history = NavigationRecorder(navigator, log: log)
        let fetchName = UseCaseStub<Void, String, any Error>(.deferred)
        try navigator.push(.screen(ProfileScreen.self, input: AnyUseCase(fetchName)))

        Task { @MainActor in fetchName.complete(with: .failure(CancellationError())) }
        _ = await navigator.wait(forTop: SignInScreen.self)

        history.assertActions(["push(ProfileScreen)", "push(SignInScreen)"])
    }
}
