import Testing
import VIPER
import VIPERTesting

/// Tabs and splits on screen: the reconciler against the simulated container's tab bar
/// and split view rules (Documentation/UIKitFacts.md, "Tab bar and split view").
@MainActor
@Suite struct NavigationReconcilerContainerTests {
    @Test func aTabsRootIsShownWithEveryTabsStackAndItsSelection() throws {
        let (navigator, container, _) = try makeInboxAndOutboxTabs()
        container.assertShows(navigator)
        #expect(
            container.performedCommands == [
                .setContent(layer: 0, navigator.state.layers[0].content)
            ])
        #expect(container.shownLayers[0].selectedTab == .inbox)
    }

    @Test func aPushInAHiddenTabIsSetUnanimatedAndTheSelectionComesLast() throws {
        let (navigator, container, _) = try makeInboxAndOutboxTabs()
        try navigator.batch { navigator throws(NavigationError) in
            try navigator.push(.screen(PlainScreen.self, dependency: "sent 2"), in: .tab(.outbox))
            try navigator.select(.outbox)
        }
        container.settle()
        container.assertShows(navigator)
        let outboxStack = try #require(navigator.state.layers[0].stack(.tab(.outbox)))
        #expect(
            container.performedCommands.dropFirst() == [
                .setStack(layer: 0, in: .tab(.outbox), entries: outboxStack),
                .select(layer: 0, tab: .outbox),
            ])
        #expect(container.animations.dropFirst() == [false, false])
    }

    @Test func aTapOnAnotherTabIsAPlatformSelectionTheNavigatorRecords() throws {
        let (navigator, container, _) = try makeInboxAndOutboxTabs()
        let recorder = NavigationRecorder(navigator)
        #expect(container.tapTab(.outbox))
        #expect(navigator.state.layers[0].selectedTab == .outbox)
        #expect(recorder.changes.map(\.action) == [.platformSelect(.outbox)])
        container.settle()
        #expect(container.performedCommands.count == 1)
        container.assertShows(navigator)
    }

    @Test func aGuardThatVetoesTheSwitchKeepsTheTabBarOnItsTab() throws {
        let (navigator, container, _) = try makeInboxAndOutboxTabs()
        navigator.addGuard { change in
            if case .platformSelect = change.action { return .veto("stay") }
            return .allow
        }
        #expect(!container.tapTab(.outbox))
        #expect(navigator.state.layers[0].selectedTab == .inbox)
        #expect(container.shownLayers[0].selectedTab == .inbox)
        container.assertShows(navigator)
    }

    @Test func aTapOnTheSelectedTabPopsItToItsFirstScreenOnly() throws {
        let (navigator, container, _) = try makeInboxAndOutboxTabs()
        try navigator.push(.screen(PlainScreen.self, dependency: "mail 1"))
        try navigator.push(.screen(PlainScreen.self, dependency: "mail 2"))
        container.settle()
        let outboxBefore = navigator.state.layers[0].stack(.tab(.outbox))
        #expect(container.tapTab(.inbox))
        #expect(container.finishTransition())
        #expect(navigator.state.layers[0].stack(.tab(.inbox))?.count == 1)
        #expect(navigator.state.layers[0].stack(.tab(.outbox)) == outboxBefore)
        container.settle()
        container.assertShows(navigator)
        // With one screen left there is nothing to pop: the tap does nothing.
        #expect(!container.tapTab(.inbox))
    }

    @Test func aReTapThatWouldPassAGuardedScreenDoesNothing() throws {
        let (navigator, container, _) = try makeInboxAndOutboxTabs()
        let probe = ScreenProbe()
        probe.leaveDecision = .veto("unsaved")
        try navigator.push(.screen(GuardedScreen.self, dependency: probe))
        container.settle()
        #expect(!container.tapTab(.inbox))
        #expect(navigator.state.layers[0].stack(.tab(.inbox))?.count == 2)
        container.assertShows(navigator)
    }

    @Test func noSwipeBackInATabThatIsNotSelectedAndAPopInTheSelectedOne() throws {
        let (navigator, container, reconciler) = try makeInboxAndOutboxTabs()
        try navigator.push(.screen(PlainScreen.self, dependency: "sent 2"), in: .tab(.outbox))
        try navigator.push(.screen(PlainScreen.self, dependency: "mail 2"))
        container.settle()
        // The outbox's navigation controller is not on screen.
        #expect(!reconciler.allowsUserPop(inLayer: 0, in: .tab(.outbox)))
        #expect(reconciler.allowsUserPop(inLayer: 0, in: .tab(.inbox)))
        #expect(!container.swipeBack(in: .tab(.outbox)))
        #expect(container.swipeBack())
        #expect(container.finishTransition())
        #expect(navigator.state.layers[0].stack(.tab(.inbox))?.count == 1)
        #expect(navigator.state.layers[0].stack(.tab(.outbox))?.count == 2)
        container.settle()
        container.assertShows(navigator)
    }

    @Test func aSheetStaysUpWhenTheTabUnderItChanges() throws {
        let (navigator, container, _) = try makeInboxAndOutboxTabs()
        try navigator.present(.screen(PlainScreen.self, dependency: "compose"))
        container.settle()
        let before = container.performedCommands.count
        try navigator.batch { navigator throws(NavigationError) in
            try navigator.dismiss()
            try navigator.select(.outbox)
            try navigator.present(.screen(PlainScreen.self, dependency: "compose"))
        }
        container.settle()
        container.assertShows(navigator)
        // The sheet is kept, its stack set, while the tab under it changes: UIKit presents
        // it from the tab bar controller, so it belongs to no tab.
        #expect(
            Array(container.performedCommands[before...]) == [
                .select(layer: 0, tab: .outbox),
                .setStack(layer: 1, entries: navigator.state.layers[1].entries),
            ])
        #expect(container.shownLayers[0].selectedTab == .outbox)
    }

    /// Hostile: the link arrives while the sheet's presentation still runs, the container
    /// holds completions past the next event and calls screen code inside its commands.
    @Test(arguments: [false, true])
    func aLinkThatSwitchesTheTabUnderASheetOnlySelectsTheTab(hostile: Bool) throws {
        let navigator = Navigator()
        let container = SimulatedNavigationContainer(holdsCompletions: hostile)
        container.callsScreenCode = hostile
        let reconciler = NavigationReconciler(navigator: navigator, container: container)
        let table = makeRouteTable()
        func target(_ selected: NavigationTabTag, presented: [TestRoute]) -> RouteState<TestRoute> {
            RouteState(
                rootContent: .tabs(
                    [
                        .init(.articles, routes: [.list, .detail(id: 1)]),
                        .init(.bookmarks, routes: [.list]),
                    ], selected: selected),
                presented: presented.isEmpty ? [] : [.init(style: .sheet, routes: presented)])
        }
        try navigator.replace(with: target(.articles, presented: []), using: table)
        container.settle()
        try navigator.present(.route(TestRoute.picker, using: table))
        container.runMainQueue()
        if !hostile { container.settle() }
        #expect(container.performedCommands.last == .present(navigator.state.layers[1]))
        let sheet = navigator.state.layers[1]
        let before = container.performedCommands.count

        try navigator.replace(with: target(.bookmarks, presented: [.picker]), using: table)
        container.settle()

        #expect(navigator.state.layers[1] == sheet)
        #expect(
            Array(container.performedCommands[before...]) == [.select(layer: 0, tab: .bookmarks)])
        #expect(reconciler.isSettled)
        container.assertShows(navigator)
    }

    @Test func aSplitCollapsingInTheMiddleOfATransitionKeepsEveryScreen() throws {
        let (navigator, container, _) = makeScreen()
        try navigator.setLayout(
            .split(
                primary: [.screen(PlainScreen.self, dependency: "folders")],
                secondary: [.screen(PlainScreen.self, dependency: "note 1")]))
        container.settle()
        container.assertShows(navigator)
        let before = navigator.state.layers[0].allEntries.map(\.id)
        try navigator.push(.screen(PlainScreen.self, dependency: "note 2"))
        container.runMainQueue()
        #expect(container.transition != nil)
        // The width becomes compact while the push animates.
        #expect(container.collapseSplit())
        #expect(navigator.state.layers[0].split?.isCollapsed == true)
        container.settle()
        container.assertShows(navigator)
        let split = try #require(navigator.state.layers[0].split)
        #expect(split.primary.count == 1 && split.secondary.count == 2)
        #expect(Array(split.combined.map(\.id).prefix(2)) == before)
        // Collapsed, the back gesture pops the one stack; expanding puts it back.
        #expect(container.swipeBack())
        #expect(container.finishTransition())
        #expect(navigator.state.layers[0].split?.secondary.count == 1)
        #expect(container.expandSplit())
        container.settle()
        #expect(navigator.state.layers[0].split?.isCollapsed == false)
        #expect(navigator.state.layers[0].allEntries.map(\.id) == before)
        container.assertShows(navigator)
        #expect(container.violations.isEmpty)
    }

    @Test func aCollapseTheNavigatorCouldNotTakeIsReportedAgainBeforeTheNextCommand() throws {
        let (navigator, container, _) = makeScreen()
        try navigator.setLayout(.split(primary: [.screen(PlainScreen.self, dependency: "folders")]))
        container.settle()
        // A restored state says collapsed; the container (the platform) is expanded.
        try navigator.platformDidCollapse(splitShowing: navigator.state.layers[0].allEntries[0].id)
        container.settle()
        #expect(navigator.state.layers[0].split?.isCollapsed == false)
        container.assertShows(navigator)
    }

    @Test func aScreenMovingBetweenTabsLeavesItsOldTabFirst() throws {
        let shown = [
            NavigationLayer(
                style: nil,
                content: .tabs(
                    [
                        NavigationTab(.inbox, entries: [entry(1), entry(3)]),
                        NavigationTab(.outbox, entries: [entry(2)]),
                    ], selected: .inbox))
        ]
        let target = try NavigationState(validating: [
            NavigationLayer(
                style: nil,
                content: .tabs(
                    [
                        NavigationTab(.inbox, entries: [entry(1)]),
                        NavigationTab(.outbox, entries: [entry(2), entry(3)]),
                    ], selected: .outbox))
        ])
        #expect(
            NavigationReconciler.commands(from: shown, to: target) == [
                .setStack(layer: 0, in: .tab(.inbox), entries: [entry(1)]),
                .setStack(layer: 0, in: .tab(.outbox), entries: [entry(2), entry(3)]),
                .select(layer: 0, tab: .outbox),
            ])
        // Swapped both ways, the first pass lets go, the second takes.
        let swapped = try NavigationState(validating: [
            NavigationLayer(
                style: nil,
                content: .tabs(
                    [
                        NavigationTab(.inbox, entries: [entry(2)]),
                        NavigationTab(.outbox, entries: [entry(1), entry(3)]),
                    ], selected: .inbox))
        ])
        let commands = NavigationReconciler.commands(from: shown, to: swapped)
        var layers = shown
        for command in commands {
            layers = command.applied(to: layers)
            let ids = layers[0].allEntries.map(\.id)
            #expect(Set(ids).count == ids.count, "\(command) shows a screen twice")
        }
        #expect(layers == swapped.layers)
    }
}

// MARK: - Fixtures
