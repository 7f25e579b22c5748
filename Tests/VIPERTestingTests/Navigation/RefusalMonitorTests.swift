import Testing
import VIPERTesting

/// `RefusalMonitor` under Swift Testing: an unexpected refusal fails the test that
/// created the monitor, pointing at that line; a declared one does not.
@MainActor
@Suite struct RefusalMonitorTests {
    /// A classic wireframe: its methods return `Void`, so it drops refusals.
    @MainActor
    struct Wireframe {
        let navigator: Navigator
        func showItem(_ item: Int) {
            _ = try? navigator.push(.screen(ItemScreen.self, dependency: item))
        }
        func close() { _ = try? navigator.pop() }
    }

    @Test func anUnexpectedRefusalFailsTheTestAtTheMonitorsLine() throws {
        let navigator = Navigator()
        try navigator.push(.screen(HomeScreen.self, input: ()))
        let wireframe = Wireframe(navigator: navigator)
        expectIssue(
            containing: "Navigator refused a navigation the test did not expect: pop() refused: "
                + "there is no screen there",
            atLine: #line + 2
        ) {
            let monitor = RefusalMonitor(navigator)
            wireframe.close()
            #expect(monitor.refusals.map(\.reason) == [.emptyStack])
        }
    }

    @Test func anExpectedRefusalDoesNotFailTheTest() throws {
        let navigator = Navigator()
        try navigator.push(.screen(HomeScreen.self, input: ()))
        let wireframe = Wireframe(navigator: navigator)
        let monitor = RefusalMonitor(navigator)
        wireframe.showItem(1)
        #expect(
            monitor.expectRefusal(.emptyStack) {
                wireframe.close()
                wireframe.close()
            })
        // A refusal the body throws is not rethrown.
        #expect(try monitor.expectRefusal { try navigator.pop(to: NavigationEntryID(9)) })
        #expect(monitor.refusals.count == 2)
        #expect(navigator.state.count == 1)
    }

    @Test func aNavigationThatIsNotRefusedFailsTheExpectation() throws {
        let navigator = Navigator()
        try navigator.push(.screen(HomeScreen.self, input: ()))
        let monitor = RefusalMonitor(navigator)
        expectIssue(
            containing: "expected the navigator to refuse a navigation because there is no "
                + "screen there", atLine: #line + 2
        ) {
            monitor.expectRefusal(.emptyStack) {
                _ = try? navigator.push(.screen(ItemScreen.self, dependency: 2))
            }
        }
    }

    @Test func aRefusalWithAnotherReasonIsUnexpected() throws {
        let navigator = Navigator()
        try navigator.push(.screen(HomeScreen.self, input: ()))
        let monitor = RefusalMonitor(navigator)
        expectIssue(containing: "did not expect: pop(to: #9) refused") {
            monitor.expectRefusal(.emptyStack) {
                _ = try? navigator.pop()
                _ = try? navigator.pop(to: NavigationEntryID(9))
            }
        }
    }

    @Test func withoutAMonitorARefusalFailsNothing() throws {
        let navigator = Navigator()
        _ = try? navigator.pop()
        #expect(navigator.state.count == 0)
    }
}
