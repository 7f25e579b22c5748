import Testing
import VIPER

@MainActor
@Suite struct NavigatorResultTests {
    @Test func finishDeliversTheValueOnceAndClosesTheScreen() throws {
        let navigator = Navigator()
        try navigator.push(PlainScreen.self, dependency: "root")
        var results: [String?] = []
        let picker = try navigator.present(ProbeScreen.self, input: ScreenProbe()) {
            results.append($0)
        }
        let screen = try #require(navigator.screen(ProbeScreen.self, for: picker))
        try screen.navigation.finish(with: "red")
        #expect(results == ["red"])
        #expect(navigator.state.layers.count == 1)
        #expect(throws: NavigationError(.finish(picker), .entryNotShown(picker))) {
            try screen.navigation.finish(with: "blue")
        }
        #expect(results == ["red"])
    }

    @Test func everyOtherRemovalDeliversNoResultExactlyOnce() throws {
        let removals:
            [(String, @MainActor (Navigator, NavigationEntryID) throws(NavigationError) -> Void)] =
                [
                    ("pop", { navigator, _ throws(NavigationError) in try navigator.pop() }),
                    (
                        "popToRoot",
                        { navigator, _ throws(NavigationError) in try navigator.popToRoot() }
                    ),
                    (
                        "popTo",
                        { navigator, _ throws(NavigationError) in try navigator.pop(to: id(1)) }
                    ),
                    (
                        "setStack",
                        { navigator, _ throws(NavigationError) in
                            try navigator.setStack([.existing(id(1))])
                        }
                    ),
                    (
                        "close",
                        { navigator, pushed throws(NavigationError) in try navigator.close(pushed) }
                    ),
                    (
                        "batch",
                        { navigator, _ throws(NavigationError) in
                            try navigator.batch { navigator throws(NavigationError) in
                                try navigator.pop()
                                try navigator.push(PlainScreen.self, dependency: "x")
                            }
                        }
                    ),
                    (
                        "replace",
                        { navigator, _ throws(NavigationError) in
                            try navigator.replace(
                                with: RouteState(root: [.list]), using: makeRouteTable())
                        }
                    ),
                ]
        for (name, remove) in removals {
            let navigator = Navigator()
            try navigator.push(PlainScreen.self, dependency: "root")
            var results: [String?] = []
            let pushed = try navigator.push(ProbeScreen.self, input: ScreenProbe()) {
                results.append($0)
            }
            try remove(navigator, pushed)
            #expect(results == [nil], "\(name)")
            #expect(!navigator.state.contains(pushed), "\(name)")
        }
    }

    @Test func dismissAndDismissAllDeliverNoResult() throws {
        for all in [false, true] {
            let navigator = Navigator()
            try navigator.push(PlainScreen.self, dependency: "root")
            var results: [String?] = []
            try navigator.present(ProbeScreen.self, input: ScreenProbe()) { results.append($0) }
            if all { try navigator.dismissAll() } else { try navigator.dismiss() }
            #expect(results == [nil])
        }
    }

    @Test func awaitedPresentResumesWithTheFinishedValue() async throws {
        let navigator = Navigator()
        try navigator.push(PlainScreen.self, dependency: "root")
        navigator.addObserver { change in
            guard case .present = change.action, let top = change.new.top else { return }
            Task { @MainActor in
                try navigator.screen(ProbeScreen.self, for: top.id)?.navigation.finish(
                    with: "green")
            }
        }
        let picked = try await navigator.presentForResult(ProbeScreen.self, input: ScreenProbe())
        #expect(picked == "green")
    }

    @Test func awaitedPresentResumesWithNilWhenTheNavigatorIsReleased() async throws {
        var navigator: Navigator? = Navigator()
        let root = try #require(try navigator?.push(OtherScreen.self, input: 0))
        let handle = try #require(navigator?.screen(OtherScreen.self, for: root)).navigation
        let (presented, signal) = AsyncStream<Void>.makeStream()
        navigator?.addObserver { _ in signal.yield() }
        // NB: awaiting through the handle, which is weak, lets the navigator go while the
        // caller waits; awaiting a method of the navigator itself would keep it alive.
        let task = Task { @MainActor in
            try await handle.presentForResult(ProbeScreen.self, input: ScreenProbe())
        }
        for await _ in presented { break }
        #expect(navigator?.state.layers.count == 2)
        navigator = nil
        let result = try await task.value
        #expect(result == nil)
    }

    @Test func resultHandlerGetsNilOnceWhenTheNavigatorIsReleased() async throws {
        var navigator: Navigator? = Navigator()
        try navigator?.push(PlainScreen.self, dependency: "root")
        let (delivered, signal) = AsyncStream<String?>.makeStream()
        try navigator?.present(ProbeScreen.self, input: ScreenProbe()) { signal.yield($0) }
        navigator = nil
        var results: [String?] = []
        for await result in delivered {
            results.append(result)
            signal.finish()
        }
        #expect(results == [nil])
    }

    @Test func refusedPresentNeverCallsTheResultHandler() async throws {
        let navigator = Navigator()
        var called = false
        #expect(throws: NavigationError.self) {
            try navigator.present(ProbeScreen.self, input: ScreenProbe()) { _ in called = true }
        }
        await Task.yield()
        #expect(!called)
    }

    @Test func resultHandlerMayNavigateBecauseItRunsAfterTheChange() throws {
        let navigator = Navigator()
        try navigator.push(PlainScreen.self, dependency: "root")
        var error: NavigationError?
        let picker = try navigator.present(ProbeScreen.self, input: ScreenProbe()) { _ in
            do throws(NavigationError) {
                try navigator.push(OtherScreen.self, input: 1)
            } catch let caught {
                error = caught
            }
        }
        try navigator.screen(ProbeScreen.self, for: picker)?.navigation.finish(with: "x")
        #expect(error == nil)
        #expect(navigator.state.top?.screen == ScreenType(OtherScreen.self))
    }

    @Test func vetoedFinishDeliversNothingAndKeepsTheScreen() throws {
        let navigator = Navigator()
        try navigator.push(PlainScreen.self, dependency: "root")
        var results: [String?] = []
        let picker = try navigator.present(ProbeScreen.self, input: ScreenProbe()) {
            results.append($0)
        }
        navigator.addGuard { _ in .veto("busy") }
        let screen = try #require(navigator.screen(ProbeScreen.self, for: picker))
        #expect(throws: NavigationError(.finish(picker), .vetoed("busy"))) {
            try screen.navigation.finish(with: "late")
        }
        #expect(results.isEmpty)
        #expect(navigator.state.top?.id == picker)
    }

    @Test func aRolledBackFinishDeliversNoResultWhenTheScreenIsLaterRemoved() throws {
        enum Rollback: CaseIterable { case vetoedByAGuard, failedBatch }
        for rollback in Rollback.allCases {
            let navigator = Navigator()
            try navigator.push(PlainScreen.self, dependency: "root")
            var results: [String?] = []
            let picker = try navigator.present(ProbeScreen.self, input: ScreenProbe()) {
                results.append($0)
            }
            let screen = try #require(navigator.screen(ProbeScreen.self, for: picker))
            switch rollback {
            case .vetoedByAGuard:
                let token = navigator.addGuard { _ in .veto("busy") }
                #expect(throws: NavigationError.self) { try screen.navigation.finish(with: "late") }
                navigator.remove(token)
            case .failedBatch:
                #expect(throws: NavigationError.self) {
                    try navigator.batch { navigator throws(NavigationError) in
                        try screen.navigation.finish(with: "late")
                        try navigator.pop()  // the root: refused, so the batch rolls back
                    }
                }
            }
            #expect(results.isEmpty, "\(rollback)")
            try navigator.dismiss()
            #expect(results == [nil], "\(rollback)")
        }
    }

    @Test func aRolledBackFinishDeliversNoResultToTheRegisteredReceiver() throws {
        let probe = CatalogProbe()
        let navigator = Navigator()
        try navigator.push(CatalogList.self, input: probe)
        let list = try #require(navigator.topScreen as? CatalogList)
        try list.navigation.push(CatalogDetail.self, input: CatalogInput(probe: probe, id: 2))
        let detail = try #require(navigator.topScreen as? CatalogDetail)
        try detail.navigation.present(CatalogPicker.self, input: probe)
        let picker = try #require(navigator.topScreen as? CatalogPicker)
        #expect(throws: NavigationError.self) {
            try navigator.batch { navigator throws(NavigationError) in
                try picker.navigation.finish(with: "late")
                try navigator.dismiss()  // nothing presented any more: the batch rolls back
            }
        }
        #expect(probe.received.isEmpty)
        try navigator.dismiss()
        #expect(probe.received.map(\.value) == [nil])
    }
}
