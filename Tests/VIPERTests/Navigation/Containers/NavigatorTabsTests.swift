import Testing
@_spi(Testing) import VIPER

@MainActor
@Suite struct NavigatorTabsTests {
    @Test func aTabRootedNavigatorPushesIntoTheSelectedTabAndKeepsTheOthers() throws {
        let navigator = try tabbedNavigator()
        let pushed = try navigator.push(.screen(PlainScreen.self, dependency: "article"))
        #expect(stacks(navigator) == ["articles": [id(1), pushed], "bookmarks": [id(2)]])
        #expect(navigator.state.top?.id == pushed)
        #expect(navigator.state[pushed]?.requester == id(1))
        #expect(navigator.state.isValid)
    }

    @Test func selectingATabShowsItsTopAndCoversTheOtherTabsTop() throws {
        let probe = ScreenProbe()
        let navigator = Navigator()
        try navigator.setLayout(
            .tabs(
                [
                    .init(.articles, [.screen(ProbeScreen.self, input: probe)]),
                    .init(.bookmarks, [.screen(ProbeScreen.self, input: probe)]),
                ], selected: .articles))
        #expect(probe.events == ["appear P#1"])
        probe.events.removeAll()

        try navigator.select(.bookmarks)

        #expect(navigator.state.layers[0].selectedTab == .bookmarks)
        #expect(navigator.state.top?.id == id(2))
        #expect(probe.events == ["disappear P#1", "appear P#2"])
        #expect(navigator.liveScreenCount == 2)
    }

    @Test func aPushIntoANamedTabLeavesTheSelectionAndTheVisibleScreen() throws {
        let navigator = try tabbedNavigator()
        let pushed = try navigator.push(
            .screen(PlainScreen.self, dependency: "saved"), in: .tab(.bookmarks))
        #expect(stacks(navigator) == ["articles": [id(1)], "bookmarks": [id(2), pushed]])
        #expect(navigator.state.top?.id == id(1))
        #expect(navigator.state[pushed]?.requester == id(2))
        try navigator.pop(in: .tab(.bookmarks))
        #expect(stacks(navigator) == ["articles": [id(1)], "bookmarks": [id(2)]])
    }

    @Test func selectingAnUnknownTabOrATabOfAStackIsRefusedAndChangesNothing() throws {
        let navigator = try tabbedNavigator()
        let before = navigator.state
        #expect(throws: NavigationError(.select("nope"), .invalidContainer(layer: 0, .tab("nope"))))
        {
            try navigator.select("nope")
        }
        #expect(navigator.state == before)
        let stack = Navigator()
        try stack.push(.screen(PlainScreen.self, dependency: "a"))
        #expect(
            throws: NavigationError(
                .select(.articles), .invalidContainer(layer: 0, .tab(.articles)))
        ) {
            try stack.select(.articles)
        }
        #expect(
            throws: NavigationError(
                .push(ScreenType(PlainScreen.self)), .invalidContainer(layer: 0, .tab(.articles)))
        ) {
            try stack.push(.screen(PlainScreen.self, dependency: "b"), in: .tab(.articles))
        }
        #expect(stack.state.root.count == 1)
    }

    @Test func popToAScreenOfAnotherTabSelectsThatTab() throws {
        let navigator = try tabbedNavigator()
        let saved = try navigator.push(
            .screen(PlainScreen.self, dependency: "saved"), in: .tab(.bookmarks))
        try navigator.pop(to: id(2))
        #expect(navigator.state.layers[0].selectedTab == .bookmarks)
        #expect(navigator.state.contains(saved) == false)
        #expect(navigator.state.top?.id == id(2))
    }

    @Test func reTappingTheSelectedTabIsAPlatformPopToItsFirstScreen() throws {
        let navigator = try tabbedNavigator()
        try navigator.push(.screen(PlainScreen.self, dependency: "a"))
        try navigator.push(.screen(PlainScreen.self, dependency: "b"))
        var changes: [NavigationChange] = []
        navigator.addObserver { changes.append($0) }
        try navigator.platformDidPop(to: id(1))
        #expect(stacks(navigator) == ["articles": [id(1)], "bookmarks": [id(2)]])
        #expect(changes.map(\.isPlatformDriven) == [true])
    }

    @Test func aPlatformSelectionIsNotGuardedButItsDryRunIs() throws {
        let navigator = try tabbedNavigator()
        var asked: [NavigationAction] = []
        navigator.addGuard { change in
            asked.append(change.action)
            return .veto("stay")
        }
        #expect(navigator.allowsPlatformSelect(.bookmarks) == false)
        #expect(navigator.state.layers[0].selectedTab == .articles)
        #expect(throws: NavigationError(.select(.bookmarks), .vetoed("stay"))) {
            try navigator.select(.bookmarks)
        }
        try navigator.platformDidSelect(.bookmarks)
        #expect(navigator.state.layers[0].selectedTab == .bookmarks)
        #expect(asked == [.platformSelect(.bookmarks), .select(.bookmarks)])
    }

    @Test func aBatchThatSelectsAndPushesIsUndoneWholeWhenAGuardVetoes() throws {
        let navigator = try tabbedNavigator()
        try navigator.push(.screen(PlainScreen.self, dependency: "a"))
        let before = navigator.state
        navigator.addGuard { _ in .veto("no") }
        #expect(throws: NavigationError.self) {
            try navigator.batch { navigator throws(NavigationError) in
                try navigator.push(.screen(PlainScreen.self, dependency: "b"), in: .tab(.bookmarks))
                try navigator.select(.bookmarks)
                try navigator.push(.screen(PlainScreen.self, dependency: "c"))
                try navigator.pop(in: .tab(.articles))
            }
        }
        #expect(navigator.state == before)
        #expect(navigator.liveScreenCount == 3)
    }

    @Test func tabsThatBreakTheirRulesAreInvalid() throws {
        let a = NavigationEntry(id: id(1), screen: ScreenType(PlainScreen.self))
        let b = NavigationEntry(id: id(2), screen: ScreenType(PlainScreen.self))
        func state(_ content: NavigationLayer.Content) throws(NavigationError) -> NavigationState {
            try NavigationState(validating: [NavigationLayer(style: nil, content: content)])
        }
        #expect(throws: NavigationError(.replace, .invalidContainer(layer: 0, .tab("x")))) {
            try state(.tabs([NavigationTab("a", entries: [a])], selected: "x"))
        }
        #expect(throws: NavigationError(.replace, .invalidContainer(layer: 0, .tab("a")))) {
            try state(
                .tabs(
                    [NavigationTab("a", entries: [a]), NavigationTab("a", entries: [b])],
                    selected: "a"))
        }
        #expect(throws: NavigationError(.replace, .emptyStack)) {
            try state(
                .tabs(
                    [NavigationTab("a", entries: [a]), NavigationTab("b", entries: [])],
                    selected: "a"))
        }
        #expect(throws: NavigationError(.replace, .emptyStack)) {
            try state(.tabs([], selected: "a"))
        }
        #expect(throws: NavigationError(.replace, .duplicateEntry(id(1)))) {
            try state(
                .tabs(
                    [NavigationTab("a", entries: [a]), NavigationTab("b", entries: [a])],
                    selected: "a"))
        }
        #expect(
            try state(
                .tabs(
                    [NavigationTab("a", entries: [a]), NavigationTab("b", entries: [b])],
                    selected: "b")
            ).top == b)
    }

    @Test func aLayoutNamingAScreenTwiceOrOneNotInTheTopLayerIsRefusedAndChangesNothing() throws {
        let navigator = try tabbedNavigator()
        let before = navigator.state
        #expect(throws: NavigationError(.setLayout, .duplicateEntry(id(1)))) {
            try navigator.setLayout(
                .tabs(
                    [.init(.articles, [.existing(id(1))]), .init(.bookmarks, [.existing(id(1))])],
                    selected: .articles))
        }
        #expect(throws: NavigationError(.setLayout, .notShown(id(9)))) {
            try navigator.setLayout(.stack([.existing(id(9))]))
        }
        #expect(navigator.state == before)
    }

    @Test func aLayoutNamingAScreenOfALowerLayerIsRefusedAsNotShown() throws {
        let navigator = try tabbedNavigator()
        try navigator.present(.screen(PlainScreen.self, dependency: "sheet"))
        let before = navigator.state
        // As setStack answers for the same mistake: the screen is shown, but not in the
        // layer the layout replaces.
        #expect(throws: NavigationError(.setLayout, .notShown(id(1)))) {
            try navigator.setLayout(
                .tabs([.init(.articles, [.existing(id(1))])], selected: .articles))
        }
        #expect(throws: NavigationError(.setStack, .notShown(id(1)))) {
            try navigator.setStack([.existing(id(1))])
        }
        #expect(navigator.state == before)
        #expect(navigator.liveScreenCount == 3)
    }

    // MARK: - Fixtures

    private func tabbedNavigator() throws -> Navigator {
        let navigator = Navigator()
        try navigator.setLayout(
            .tabs(
                [
                    .init(.articles, [.screen(PlainScreen.self, dependency: "list")]),
                    .init(.bookmarks, [.screen(PlainScreen.self, dependency: "saved")]),
                ], selected: .articles))
        return navigator
    }

    private func stacks(_ navigator: Navigator) -> [NavigationTabTag: [NavigationEntryID]] {
        guard case .tabs(let tabs, _, _) = navigator.state.layers[0].content else { return [:] }
        return Dictionary(uniqueKeysWithValues: tabs.map { ($0.tag, $0.entries.map(\.id)) })
    }
}

extension NavigationTabTag {
    static let articles: Self = "articles"
    static let bookmarks: Self = "bookmarks"
}
