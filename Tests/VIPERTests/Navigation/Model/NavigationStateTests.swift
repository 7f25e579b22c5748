import Testing

@testable import VIPER

@Suite struct NavigationStateTests {
    @Test func newStateIsEmptyAndValid() {
        let state = NavigationState()
        #expect(state.isEmpty)
        #expect(state.top == nil)
        #expect(state.isValid)
    }

    @Test func pushAndPopChangeTheTopOfTheTopStack() throws {
        var state = NavigationState()
        state.push(entry(1))
        state.push(entry(2))
        #expect(state.top?.id == id(2))
        #expect(try state.pop().id == id(2))
        #expect(state.top?.id == id(1))
    }

    @Test func popToAnEntryInALowerLayerDismissesTheLayersAbove() throws {
        var state = NavigationState()
        state.push(entry(1))
        state.push(entry(2))
        try state.present([entry(3), entry(4)], style: .sheet)
        try state.present([entry(5)], style: .fullScreenCover)
        let removed = try state.pop(to: id(1))
        #expect(removed.map(\.id) == [id(2), id(3), id(4), id(5)])
        #expect(state.layers.count == 1)
        #expect(state.top?.id == id(1))
    }

    @Test func popToRootKeepsTheFirstScreenOfTheTopStackOnly() throws {
        var state = NavigationState()
        state.push(entry(1))
        try state.present([entry(2), entry(3), entry(4)], style: .sheet)
        #expect(try state.popToRoot().map(\.id) == [id(3), id(4)])
        #expect(state.layers.count == 2)
        #expect(state.top?.id == id(2))
        #expect(try state.popToRoot().isEmpty)
    }

    @Test func setStackReportsOnlyTheEntriesThatLeft() throws {
        var state = NavigationState()
        state.push(entry(1))
        state.push(entry(2))
        let removed = try state.setStack([entry(2), entry(3)])
        #expect(removed.map(\.id) == [id(1)])
        #expect(state.root.map(\.id) == [id(2), id(3)])
    }

    @Test func setStackRefusesAnIdentityUsedByALowerLayer() throws {
        var state = NavigationState()
        state.push(entry(1))
        try state.present([entry(2)], style: .sheet)
        let before = state
        #expect(throws: NavigationError(.setStack, .duplicateEntry(id(1)))) {
            try state.setStack([entry(1)])
        }
        #expect(throws: NavigationError(.setStack, .emptyStack)) {
            try state.setStack([])
        }
        #expect(state == before)
    }

    @Test func presentingOverNothingIsRefused() throws {
        var state = NavigationState()
        #expect(throws: NavigationError.self) { try state.present([entry(1)], style: .sheet) }
        #expect(state.layers.count == 1)
    }

    @Test func theJournalUndoesEveryTransition() throws {
        var state = NavigationState()
        state.push(entry(1))
        state.push(entry(2))
        try state.present([entry(3), entry(4)], style: .sheet)
        let before = state
        var journal = StateJournal()
        _ = try state.pop(recording: &journal)
        _ = try state.setStack([entry(3), entry(5)], recording: &journal)
        _ = try state.dismiss(recording: &journal)
        _ = try state.pop(to: id(1), recording: &journal)
        #expect(state != before)
        #expect(journal.undone(state) == before)
    }

    @Test func dismissAndDismissAllRemoveLayers() throws {
        var state = NavigationState()
        state.push(entry(1))
        try state.present([entry(2)], style: .sheet)
        try state.present([entry(3)], style: .sheet)
        #expect(try state.dismiss().map(\.id) == [id(3)])
        try state.present([entry(4)], style: .sheet)
        #expect(state.dismissAll().map(\.id) == [id(2), id(4)])
        #expect(throws: NavigationError(.dismiss, .emptyStack)) { try state.dismiss() }
        #expect(state.dismissAll().isEmpty)
    }

    @Test func validatingInitializerRejectsBrokenInvariants() {
        let root = NavigationLayer(style: nil, entries: [entry(1)])
        #expect(throws: NavigationError(.replace, .duplicateEntry(id(1)))) {
            try NavigationState(validating: [
                root, NavigationLayer(style: .sheet, entries: [entry(1)]),
            ])
        }
        #expect(throws: NavigationError(.replace, .emptyStack)) {
            try NavigationState(validating: [root, NavigationLayer(style: .sheet, entries: [])])
        }
        #expect(throws: NavigationError(.replace, .emptyStack)) {
            try NavigationState(validating: [
                NavigationLayer(style: nil, entries: []),
                NavigationLayer(style: .sheet, entries: [entry(2)]),
            ])
        }
    }

    @Test func differenceReportsInsertedRemovedMovedAndTop() throws {
        var old = NavigationState()
        old.push(entry(1))
        old.push(entry(2))
        var new = old
        try new.setStack([entry(2), entry(3)])
        try new.present([entry(4)], style: .sheet)
        let diff = new.difference(from: old)
        #expect(diff.inserted.map(\.id) == [id(3), id(4)])
        #expect(diff.removed.map(\.id) == [id(1)])
        #expect(diff.moved.map(\.id) == [id(2)])
        #expect(diff.oldTop == id(2))
        #expect(diff.newTop == id(4))
        #expect(diff.layersChanged)
        #expect(!diff.isEmpty)
        #expect(old.difference(from: old).isEmpty)
    }

    @Test func statesWithEqualEntriesCompareEqualAndDescribeThemselves() throws {
        var a = NavigationState()
        var b = NavigationState()
        a.push(entry(1))
        b.push(entry(1))
        #expect(a == b)
        try b.present([entry(2, OtherScreen.self)], style: .sheet)
        #expect(a != b)
        #expect(b.description == "[#1 PlainScreen] | sheet [#2 OtherScreen]")
    }
}

// MARK: - Fixtures

/// The transitions as the engine calls them, each with a journal of its own; the
/// journal's undo is tested above.
extension NavigationState {
    fileprivate mutating func push(_ entry: NavigationEntry) {
        var journal = StateJournal()
        push(fresh: entry, recording: &journal)
    }

    @discardableResult
    fileprivate mutating func pop() throws(NavigationError) -> NavigationEntry {
        var journal = StateJournal()
        return try pop(recording: &journal)
    }

    @discardableResult
    fileprivate mutating func pop(to id: NavigationEntryID) throws(NavigationError)
        -> [NavigationEntry]
    {
        var journal = StateJournal()
        return try pop(to: id, recording: &journal)
    }

    fileprivate mutating func popToRoot() throws(NavigationError) -> [NavigationEntry] {
        var journal = StateJournal()
        return try popToRoot(recording: &journal)
    }

    @discardableResult
    fileprivate mutating func setStack(_ entries: [NavigationEntry]) throws(NavigationError)
        -> [NavigationEntry]
    {
        var journal = StateJournal()
        return try setStack(entries, recording: &journal)
    }

    fileprivate mutating func present(_ entries: [NavigationEntry], style: PresentationStyle)
        throws(NavigationError)
    {
        var journal = StateJournal()
        try present(
            fresh: entries, style: style, as: .present(entries[0].screen, style),
            recording: &journal)
    }

    fileprivate mutating func dismiss() throws(NavigationError) -> [NavigationEntry] {
        var journal = StateJournal()
        return try dismiss(recording: &journal)
    }

    fileprivate mutating func dismissAll() -> [NavigationEntry] {
        var journal = StateJournal()
        return dismissAll(recording: &journal)
    }
}
