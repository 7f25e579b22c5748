import Testing
import VIPERTesting

/// "Exhaustive logs and calls made in deinit", in the "Testing Presenters" article.
@MainActor
@Suite struct DeinitCallTests {
    // NB: a property, so the log outlives the test's locals and sees what they do as
    // they go away; a local log may be released before them.
    let log = CallLog(exhaustive: true)
    let navigator = Navigator()

    @Test func releaseTheModuleThenVerifyWhatItsDeinitDid() throws {
        let fetchName = UseCaseStub<Void, String, any Error>(
            .never, log: log, name: "interactor.fetchName")
        try navigator.push(.screen(ProfileScreen.self, input: AnyUseCase(fetchName)))
        log.assertNextCalls(["interactor.fetchName.execute()"])

        try navigator.setStack([])

        log.assertNextCalls(["interactor.fetchName.cancel()"])
    }

    @Test func anExhaustiveLogFailsOnACallMadeInDeinitThatNobodyVerified() throws {
        log.skipUnverifiedCalls()
        try withKnownIssue {
            let log = CallLog(exhaustive: true)
            let navigator = Navigator()
            let fetchName = UseCaseStub<Void, String, any Error>(
                .never, log: log, name: "interactor.fetchName")
            try navigator.push(.screen(ProfileScreen.self, input: AnyUseCase(fetchName)))
            log.assertNextCalls(["interactor.fetchName.execute()"])
            try navigator.setStack([])
        } matching: { issue in
            issue.description.contains("interactor.fetchName.cancel()")
        }
    }
}
