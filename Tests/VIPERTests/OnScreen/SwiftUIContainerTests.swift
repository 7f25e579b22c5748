import Testing
import VIPER
import VIPERTesting

/// The data behind the SwiftUI hosting of tabs and splits: the outline a `TabView` or
/// `NavigationSplitView` is built from, and a tab view's pick (it switches first, then
/// its selection binding asks the navigator through the reconciler).
@MainActor
@Suite struct SwiftUIContainerTests {
    // MARK: The outline

    @Test func aStackLayerIsOutlinedAsItsOneCurrentStack() {
        let outline = ContainerOutline(NavigationLayer(style: nil, entries: [entry(1), entry(2)]))
        #expect(outline.kind == .stack)
        #expect(outline.stacks == [.current])
        #expect(outline.selectedTab == nil)
    }

    @Test func tabsAreOutlinedAsEveryTabInOrderWithTheSelectedTag() {
        let layer = NavigationLayer(
            style: nil,
            content: .tabs(
                [
                    NavigationTab(.inbox, entries: [entry(1)]),
                    NavigationTab(.outbox, entries: [entry(2), entry(3)]),
                    NavigationTab(drafts, entries: [entry(4)]),
                ], selected: .outbox))
        let outline = ContainerOutline(layer)
        #expect(outline.kind == .tabs(selected: .outbox))
        #expect(outline.selectedTab == .outbox)
        #expect(outline.stacks == [.tab(.inbox), .tab(.outbox), .tab(drafts)])
    }

    @Test func anExpandedSplitIsOutlinedAsItsColumnsPrimaryFirst() {
        let two = ContainerOutline(
            NavigationLayer(
                style: nil, content: .split(NavigationSplit(primary: [entry(1)], secondary: []))))
        #expect(two.kind == .split(isCollapsed: false))
        #expect(two.stacks == [.column(.primary), .column(.secondary)])
        let three = ContainerOutline(
            NavigationLayer(
                style: .sheet,
                content: .split(
                    NavigationSplit(
                        primary: [entry(1)], supplementary: [entry(2)], secondary: [entry(3)]))))
        #expect(three.stacks == [.column(.primary), .column(.supplementary), .column(.secondary)])
    }

    @Test func aCollapsedSplitIsOutlinedAsOneCurrentStack() {
        let outline = ContainerOutline(
            NavigationLayer(
                style: nil,
                content: .split(
                    NavigationSplit(
                        primary: [entry(1)], supplementary: [entry(2)], secondary: [entry(3)],
                        isCollapsed: true))))
        #expect(outline.kind == .split(isCollapsed: true))
        #expect(outline.stacks == [.current])
    }

    // MARK: A tab view's pick

    @Test func aPickedTabIsAPlatformSelectionThatStands() throws {
        let (navigator, container, reconciler) = try makeInboxAndOutboxTabs()
        let recorder = NavigationRecorder(navigator)
        #expect(reconciler.containerDidPick(.outbox, inLayer: 0))
        #expect(navigator.state.layers[0].selectedTab == .outbox)
        #expect(recorder.changes.map(\.action) == [.platformSelect(.outbox)])
        #expect(recorder.changes.map(\.isPlatformDriven) == [true])
        container.settle()
        container.assertShows(navigator)
    }

    @Test func aPickAGuardRefusesIsNotReportedAndTheTabViewSnapsBack() throws {
        let (navigator, container, reconciler) = try makeInboxAndOutboxTabs()
        navigator.addGuard { change in
            if case .platformSelect = change.action { return .veto("stay") }
            return .allow
        }
        let recorder = NavigationRecorder(navigator)
        #expect(!reconciler.containerDidPick(.outbox, inLayer: 0))
        #expect(navigator.state.layers[0].selectedTab == .inbox)
        #expect(recorder.changes.isEmpty)
        #expect(!container.pickTab(.outbox))
        #expect(container.shownLayers[0].selectedTab == .inbox)
        container.settle()
        container.assertShows(navigator)
    }

    @Test func aPickOfTheSelectedTabPopsNothing() throws {
        let (navigator, container, reconciler) = try makeInboxAndOutboxTabs()
        try navigator.push(.screen(PlainScreen.self, dependency: "mail 2"))
        container.settle()
        let recorder = NavigationRecorder(navigator)
        #expect(!reconciler.containerDidPick(.inbox, inLayer: 0))
        #expect(!container.pickTab(.inbox))
        #expect(navigator.state.layers[0].stack(.tab(.inbox))?.count == 2)
        #expect(recorder.changes.isEmpty)
    }

    @Test func aPickUnderAPresentedLayerOrOfAnUnknownTabIsRefused() throws {
        let (navigator, container, reconciler) = try makeInboxAndOutboxTabs()
        #expect(!reconciler.containerDidPick("unknown", inLayer: 0))
        #expect(!reconciler.containerDidPick(.outbox, inLayer: 3))
        try navigator.present(.screen(PlainScreen.self, dependency: "sheet"), style: .sheet)
        container.settle()
        #expect(!reconciler.containerDidPick(.outbox, inLayer: 0))
        #expect(navigator.state.layers[0].selectedTab == .inbox)
    }

    @Test func aPickWhileATransitionRunsIsRefused() throws {
        let (navigator, container, reconciler) = try makeInboxAndOutboxTabs()
        try navigator.push(.screen(PlainScreen.self, dependency: "mail 2"))
        container.settle()
        #expect(container.swipeBack())
        #expect(!reconciler.containerDidPick(.outbox, inLayer: 0))
        #expect(!container.pickTab(.outbox))
        #expect(container.finishTransition())
        #expect(navigator.state.layers[0].selectedTab == .inbox)
    }

    @Test func aSimulatedTabViewPickShowsTheTabAndItsScreenAppears() throws {
        let (navigator, container, _) = try makeInboxAndOutboxTabs()
        let inboxTop = try #require(navigator.state.layers[0].stack(.tab(.inbox))?.last)
        let outboxTop = try #require(navigator.state.layers[0].stack(.tab(.outbox))?.last)
        container.callsScreenCode = true
        #expect(container.pickTab(.outbox))
        #expect(container.shownLayers[0].selectedTab == .outbox)
        #expect(navigator.state.layers[0].selectedTab == .outbox)
        #expect(container.viewEvents.contains(.didAppear(outboxTop.id)))
        #expect(container.viewEvents.contains(.didDisappear(inboxTop.id)))
        container.settle()
        #expect(container.performedCommands.count == 1)
        container.assertShows(navigator)
    }
}

// MARK: - Fixtures

private let drafts: NavigationTabTag = "drafts"

private func entry(_ number: UInt64) -> NavigationEntry {
    NavigationEntry(id: NavigationEntryID(number), screen: ScreenType(PlainScreen.self))
}
