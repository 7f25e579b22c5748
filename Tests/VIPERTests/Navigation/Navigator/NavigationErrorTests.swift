import Foundation
import Testing
@_spi(Testing) import VIPER

@MainActor
@Suite struct NavigationErrorTests {
    @Test(arguments: BadRequest.all)
    func badRequestThrowsATypedErrorAndLeavesTheStateUnchanged(_ request: BadRequest) throws {
        let navigator = Navigator()
        let table = makeRouteTable()
        try request.setup(navigator, table)
        let before = navigator.state
        let liveBefore = navigator.liveScreenCount
        var changes = 0
        navigator.addObserver { _ in changes += 1 }
        var refusals: [(NavigationError, NavigationState)] = []
        navigator.addRefusalObserver { refusals.append(($0, navigator.state)) }
        do {
            try request.act(navigator, table)
            Issue.record("\(request.name) did not throw")
        } catch {
            #expect(error.action == request.expected.action, "\(request.name)")
            #expect(
                sameReason(error.reason, request.expected.reason), "\(request.name): \(error)")
            // The refusal reaches the observer once, after the state was put back.
            #expect(refusals.map(\.0) == [error], "\(request.name)")
            #expect(refusals.first?.1 == before, "\(request.name)")
        }
        #expect(navigator.state == before, "\(request.name)")
        #expect(navigator.liveScreenCount == liveBefore, "\(request.name)")
        #expect(changes == 0, "\(request.name)")
    }

    @Test(arguments: ReentrantSource.allCases)
    func reentrantNavigationIsRefusedAndChangesNothing(_ source: ReentrantSource) throws {
        let navigator = Navigator()
        let probe = ScreenProbe()
        var attempts: [(NavigationError?, Bool)] = []
        var refusals: [NavigationError] = []
        navigator.addRefusalObserver { refusals.append($0) }
        let tryToNavigate = {
            #expect(refusals.isEmpty, "reported while the push was open")
            let before = navigator.state
            do throws(NavigationError) {
                try navigator.push(.screen(PlainScreen.self, dependency: "nested"))
                attempts.append((nil, false))
            } catch {
                attempts.append((error, navigator.state == before))
            }
        }
        switch source {
        case .observer: navigator.addObserver { _ in tryToNavigate() }
        case .guard:
            navigator.addGuard { _ in
                tryToNavigate()
                return .allow
            }
        case .lifecycle: probe.onAppear = { _ in tryToNavigate() }
        case .screenFactory: probe.onMake = { tryToNavigate() }
        }
        try navigator.push(.screen(ProbeScreen.self, input: probe))
        #expect(attempts.count == 1)
        #expect(
            attempts.first?.0 == NavigationError(.push(ScreenType(PlainScreen.self)), .reentrant))
        #expect(attempts.first?.1 == true)
        #expect(navigator.state.count == 1)
        #expect(refusals == [NavigationError(.push(ScreenType(PlainScreen.self)), .reentrant)])
    }
}

// MARK: - Fixtures

enum ReentrantSource: CaseIterable, Sendable {
    case observer
    case `guard`
    case lifecycle
    case screenFactory
}

/// Compares reasons; an empty detail string in `expected` matches any detail, for
/// decoder messages this package does not control.
func sameReason(_ actual: NavigationError.Reason, _ expected: NavigationError.Reason) -> Bool {
    switch (actual, expected) {
    case (.corruptRestorationData, .corruptRestorationData("")),
        (.unknownRestorationTag, .unknownRestorationTag("")):
        true
    default:
        actual == expected
    }
}

struct BadRequest: Sendable, CustomTestStringConvertible {
    let name: String
    let setup: @MainActor (Navigator, RouteTable<TestRoute>) throws -> Void
    let act: @MainActor (Navigator, RouteTable<TestRoute>) throws(NavigationError) -> Void
    let expected: NavigationError

    var testDescription: String { name }

    static let validArchive = """
        {"format":"swift-viper.navigation","layers":[{"entries":[{"id":1,"resultTo":null,\
        "route":{"list":{}}},{"id":2,"resultTo":null,"route":{"detail":{"id":4}}}],"style":null}],\
        "nextEntryID":3,"routeVersion":1,"schemaVersion":3}
        """

    static func restoring(_ name: String, _ json: String, _ reason: NavigationError.Reason)
        -> BadRequest
    {
        BadRequest(
            name: name, setup: rootAndDetail,
            act: { navigator, table throws(NavigationError) in
                try navigator.restore(from: Data(json.utf8), using: table)
            }, expected: NavigationError(.restore, reason))
    }

    static func opening(_ link: String, _ reason: NavigationError.Reason) -> BadRequest {
        let url = URL(string: link)!
        return BadRequest(
            name: "open \(link)", setup: rootAndDetail,
            act: { navigator, table throws(NavigationError) in try navigator.open(url, using: table)
            },
            expected: NavigationError(.deepLink(url), reason))
    }

    static let rootOnly: @MainActor (Navigator, RouteTable<TestRoute>) throws -> Void = {
        navigator, _ in try navigator.push(.screen(PlainScreen.self, dependency: "root"))
    }

    static let rootAndDetail: @MainActor (Navigator, RouteTable<TestRoute>) throws -> Void = {
        navigator, table in
        try navigator.replace(with: RouteState(root: [.list, .detail(id: 1)]), using: table)
    }

    static let rootDetailPopped: @MainActor (Navigator, RouteTable<TestRoute>) throws -> Void = {
        navigator, table in
        try rootAndDetail(navigator, table)
        try navigator.pop()
    }

    static let all: [BadRequest] = [
        BadRequest(
            name: "pop on root", setup: rootOnly,
            act: { navigator, _ throws(NavigationError) in try navigator.pop() },
            expected: NavigationError(.pop, .emptyStack)),
        BadRequest(
            name: "pop on an empty navigator", setup: { _, _ in },
            act: { navigator, _ throws(NavigationError) in try navigator.pop() },
            expected: NavigationError(.pop, .emptyStack)),
        BadRequest(
            name: "pop(to:) an unknown id", setup: rootOnly,
            act: { navigator, _ throws(NavigationError) in try navigator.pop(to: id(99)) },
            expected: NavigationError(.popTo(id(99)), .notShown(id(99)))),
        BadRequest(
            name: "dismiss with nothing presented", setup: rootOnly,
            act: { navigator, _ throws(NavigationError) in try navigator.dismiss() },
            expected: NavigationError(.dismiss, .emptyStack)),
        BadRequest(
            name: "present over nothing", setup: { _, _ in },
            act: { navigator, _ throws(NavigationError) in
                try navigator.present(.screen(PlainScreen.self, dependency: "x"))
            },
            expected: NavigationError(.present(ScreenType(PlainScreen.self), .sheet), .emptyStack)
        ),
        BadRequest(
            name: "close the root screen", setup: rootOnly,
            act: { navigator, _ throws(NavigationError) in try navigator.close(id(1)) },
            expected: NavigationError(.close(id(1)), .emptyStack)),
        BadRequest(
            name: "setStack with a screen that is not in the top stack", setup: rootOnly,
            act: { navigator, _ throws(NavigationError) in
                try navigator.setStack([.existing(id(7))])
            },
            expected: NavigationError(.setStack, .notShown(id(7)))),
        BadRequest(
            name: "push from a screen no longer shown", setup: rootDetailPopped,
            act: { navigator, _ throws(NavigationError) in
                let stale = NavigationHandle<Never>(navigator: navigator, entryID: id(2))
                try stale.push(.screen(PlainScreen.self, dependency: "late"))
            }, expected: NavigationError(.push(ScreenType(PlainScreen.self)), .notShown(id(2)))
        ),
        BadRequest(
            name: "close from a screen no longer shown", setup: rootDetailPopped,
            act: { navigator, _ throws(NavigationError) in
                try NavigationHandle<Never>(navigator: navigator, entryID: id(2)).close()
            }, expected: NavigationError(.close(id(2)), .notShown(id(2)))),
        BadRequest(
            name: "dismiss from a screen in the root stack", setup: rootAndDetail,
            act: { navigator, _ throws(NavigationError) in
                try navigator.screen(OtherScreen.self, for: id(2))?.navigation.dismiss()
            }, expected: NavigationError(.dismiss, .emptyStack)),
        opening("app://nowhere", .unknownDeepLink),
        opening("https://items/4", .unknownDeepLink),
        opening("app://items/four", .invalidDeepLink("item id four is not a number")),
        opening("app://items", .invalidDeepLink("item id (none) is not a number")),
        opening("app://forbidden", .routeUnavailable("forbidden: forbidden has no screen")),
        restoring("truncated data", String(validArchive.dropLast(20)), .corruptRestorationData("")),
        restoring(
            "unknown route tag",
            validArchive.replacingOccurrences(of: "\"list\"", with: "\"settings\""),
            .unknownRestorationTag("")),
        restoring(
            "unknown key", validArchive.replacingOccurrences(of: "\"style\"", with: "\"colour\""),
            .unknownRestorationTag("")),
        restoring(
            "unknown format tag",
            validArchive.replacingOccurrences(of: "swift-viper.navigation", with: "other"),
            .unknownRestorationTag("")),
        restoring(
            "future schema version",
            validArchive.replacingOccurrences(
                of: "\"schemaVersion\":3", with: "\"schemaVersion\":4"),
            .unsupportedSchemaVersion(found: 4, supported: 3)),
        restoring(
            "duplicate ids", validArchive.replacingOccurrences(of: "\"id\":2", with: "\"id\":1"),
            .duplicateEntry(id(1))),
        restoring(
            "next id not above the others",
            validArchive.replacingOccurrences(of: "\"nextEntryID\":3", with: "\"nextEntryID\":2"),
            .corruptRestorationData("")),
        restoring("empty data", "", .corruptRestorationData("")),
        restoring(
            "presented layer without a style",
            validArchive.replacingOccurrences(
                of: "\"style\":null}]",
                with:
                    "\"style\":null},{\"entries\":[{\"id\":5,\"route\":{\"picker\":{}}}],\"style\":null}]"
            ).replacingOccurrences(of: "\"nextEntryID\":3", with: "\"nextEntryID\":6"),
            .corruptRestorationData("")),
        BadRequest(
            name: "encode a screen pushed without a route", setup: rootOnly,
            act: { navigator, _ throws(NavigationError) in
                _ = try navigator.restorationData(TestRoute.self)
            }, expected: NavigationError(.restorationData, .notRestorable([entry(1)]))),
    ]
}
