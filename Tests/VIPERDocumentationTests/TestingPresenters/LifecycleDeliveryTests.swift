import Testing
import VIPERTesting

/// "Results delivered inside lifecycle callbacks", in the "Testing Presenters" article.
@MainActor
@Suite struct LifecycleDeliveryTests {
    let navigator = Navigator()

    @Test func anImmediateStubDeliversBeforeThePushReturns() throws {
        let fetchName = UseCaseStub<Void, String, any Error>(returning: "Hanako")

        try navigator.push(.screen(ProfileScreen.self, input: AnyUseCase(fetchName)))

        let screen = try #require(navigator.topScreen as? ProfileScreen)
        #expect(screen.name == "Hanako")
    }

    @Test func navigatingFromAResultDeliveredInsideTheCallbackIsRefused() throws {
        let fetchName = UseCaseStub<Void, String, any Error>(failingWith: CancellationError())

        try navigator.push(.screen(ProfileScreen.self, input: AnyUseCase(fetchName)))

        let screen = try #require(navigator.topScreen as? ProfileScreen)
        #expect(screen.presenter.refusal?.reason == .reentrant)
        navigator.assertStack([ProfileScreen.self])
    }

    @Test func aDeferredResultCompletedAfterThePushNavigates() throws {
        let fetchName = UseCaseStub<Void, String, any Error>(.deferred)
        try navigator.push(.screen(ProfileScreen.self, input: AnyUseCase(fetchName)))

        fetchName.complete(with: .failure(CancellationError()))

        navigator.assertStack([ProfileScreen.self, SignInScreen.self])
    }
}
