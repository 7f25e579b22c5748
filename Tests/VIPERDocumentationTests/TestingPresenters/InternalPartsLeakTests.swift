import Testing
import VIPERTesting

/// "Leak-tracking a module whose parts are internal", in the "Testing Presenters" article.
///
/// A presenter that its interactor holds strongly forms a cycle that does not include the
/// view: the view deallocates, the presenter and the interactor stay.
@MainActor
@Suite struct InternalPartsLeakTests {
    @MainActor
    final class LeakyInteractor {
        var output: AnyObject?  // the bug: a strong back reference
    }

    @MainActor
    final class LeakyPresenter {
        let interactor = LeakyInteractor()
        init() { interactor.output = self }
    }

    @MainActor
    final class LeakyScreen: @MainActor DependencyInjectable {
        let presenter = LeakyPresenter()
        static func make(withDependency dependency: Void) -> LeakyScreen { LeakyScreen() }
    }

    @Test func trackingOnlyTheViewMissesACycleBehindIt() throws {
        let navigator = Navigator()
        try withLeakTracking { leaks in
            try navigator.push(.screen(LeakyScreen.self, dependency: ()))
            leaks.track(try #require(navigator.topScreen as? LeakyScreen))
            try navigator.setStack([])
        }
    }

    @Test func trackingEveryPartFindsIt() throws {
        let navigator = Navigator()
        try withKnownIssue {
            try withLeakTracking { leaks in
                try navigator.push(.screen(LeakyScreen.self, dependency: ()))
                let screen = try #require(navigator.topScreen as? LeakyScreen)
                leaks.track(screen, screen.presenter, screen.presenter.interactor)
                try navigator.setStack([])
            }
        } matching: { issue in
            issue.description.contains("LeakyPresenter was not deallocated")
                || issue.description.contains("LeakyInteractor was not deallocated")
        }
    }
}
