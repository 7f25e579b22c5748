import Testing
@_spi(Testing) import VIPER

@MainActor
@Suite struct NavigatorSplitTests {
    @Test func anExpandedSplitPushesOntoTheSecondaryColumn() throws {
        let navigator = try splitNavigator()
        let detail = try navigator.push(.screen(PlainScreen.self, dependency: "detail"))
        #expect(columns(navigator) == [[id(1)], [detail]])
        #expect(navigator.state[detail]?.requester == id(1))
        let more = try navigator.push(.screen(PlainScreen.self, dependency: "more"))
        #expect(columns(navigator) == [[id(1)], [detail, more]])
        try navigator.pop()
        #expect(throws: NavigationError(.pop, .emptyStack)) { try navigator.pop() }
        #expect(columns(navigator) == [[id(1)], [detail]])
    }

    @Test func showingADetailReplacesTheSecondaryColumn() throws {
        let navigator = try splitNavigator()
        try navigator.push(.screen(PlainScreen.self, dependency: "one"))
        try navigator.push(.screen(PlainScreen.self, dependency: "two"))
        try navigator.setStack(
            [.screen(PlainScreen.self, dependency: "three")], in: .column(.secondary))
        #expect(columns(navigator) == [[id(1)], [id(4)]])
        #expect(navigator.state[id(4)]?.requester == id(1))
        #expect(navigator.liveScreenCount == 2)
    }

    @Test func collapsingKeepsEveryColumnAndExpandingSplitsThemBack() throws {
        let navigator = try splitNavigator()
        try navigator.push(.screen(PlainScreen.self, dependency: "sub"), in: .column(.primary))
        try navigator.push(.screen(PlainScreen.self, dependency: "detail"))
        try navigator.push(.screen(PlainScreen.self, dependency: "more"))
        let expanded = navigator.state
        try navigator.platformDidCollapse(splitShowing: id(1))
        #expect(navigator.state.layers[0].entries.map(\.id) == [id(1), id(2), id(3), id(4)])
        #expect(columns(navigator) == [[id(1), id(2)], [id(3), id(4)]])
        try navigator.platformDidExpand(splitShowing: id(1))
        #expect(navigator.state == expanded)
    }

    @Test func aCollapsedSplitPopsThroughTheColumnsAndExpandsWhereTheyAre() throws {
        let navigator = try splitNavigator()
        try navigator.push(.screen(PlainScreen.self, dependency: "sub"), in: .column(.primary))
        try navigator.push(.screen(PlainScreen.self, dependency: "detail"))
        try navigator.platformDidCollapse(splitShowing: id(1))
        try navigator.pop()
        try navigator.pop()
        #expect(columns(navigator) == [[id(1)], []])
        #expect(throws: NavigationError(.pop, .emptyStack)) { try navigator.pop() }
        let pushed = try navigator.push(.screen(PlainScreen.self, dependency: "again"))
        try navigator.platformDidExpand(splitShowing: id(1))
        #expect(columns(navigator) == [[id(1)], [pushed]])
    }

    @Test func aRefusedBatchOnACollapsedSplitPutsEveryScreenBackInItsColumn() throws {
        let navigator = try splitNavigator()
        try navigator.push(.screen(PlainScreen.self, dependency: "sub"), in: .column(.primary))
        try navigator.push(.screen(PlainScreen.self, dependency: "detail"))
        try navigator.platformDidCollapse(splitShowing: id(1))
        let before = navigator.state
        navigator.addGuard { _ in .veto("no") }
        #expect(throws: NavigationError.self) {
            try navigator.batch { navigator throws(NavigationError) in
                try navigator.pop()
                try navigator.pop()
                try navigator.push(.screen(PlainScreen.self, dependency: "x"))
                try navigator.setStack([.existing(id(1))])
            }
        }
        #expect(navigator.state == before)
    }

    @Test func theSupplementaryColumnOfATwoColumnSplitIsRefused() throws {
        let navigator = try splitNavigator()
        #expect(
            throws: NavigationError(
                .push(ScreenType(PlainScreen.self)),
                .invalidContainer(layer: 0, .column(.supplementary)))
        ) {
            try navigator.push(
                .screen(PlainScreen.self, dependency: "x"), in: .column(.supplementary))
        }
        #expect(throws: NavigationError(.setStack, .emptyStack)) {
            try navigator.setStack([], in: .column(.primary))
        }
    }

    // MARK: - Fixtures

    private func splitNavigator() throws -> Navigator {
        let navigator = Navigator()
        try navigator.setLayout(.split(primary: [.screen(PlainScreen.self, dependency: "list")]))
        return navigator
    }

    private func columns(_ navigator: Navigator) -> [[NavigationEntryID]] {
        guard let split = navigator.state.layers[0].split else { return [] }
        return [split.primary.map(\.id), split.secondary.map(\.id)]
    }
}
