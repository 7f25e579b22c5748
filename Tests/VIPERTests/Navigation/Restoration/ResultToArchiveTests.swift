import Foundation
import Testing
@_spi(Testing) import VIPER

/// Restoration data records each entry's requester as `resultTo` when it is not the entry
/// below it, and reads it strictly.
@MainActor
@Suite struct ResultToArchiveTests {
    private func saved(_ navigator: Navigator) throws -> String {
        String(decoding: try navigator.restorationData(CatalogRoute.self), as: UTF8.self)
    }

    private func savedCatalog() throws -> String {
        let navigator = Navigator()
        try navigator.open(
            try #require(URL(string: "catalog://items/4/pick")),
            using: makeCatalogRoutes(CatalogProbe()))
        return try saved(navigator)
    }

    private func restore(_ json: String) throws(NavigationError) -> Navigator {
        let navigator = Navigator()
        try navigator.restore(from: Data(json.utf8), using: makeCatalogRoutes(CatalogProbe()))
        return navigator
    }

    @Test func requestersThatAreTheEntryBelowAreLeftImplicit() throws {
        let json = try savedCatalog()
        #expect(!json.contains("resultTo"))
        #expect(try restore(json).state.entries.map(\.requester) == [nil, id(1), id(2)])
    }

    @Test func otherRequestersAreWrittenAndRestored() throws {
        let probe = CatalogProbe()
        let navigator = Navigator()
        try navigator.push(CatalogList.self, input: probe)
        try navigator.push(CatalogDetail.self, input: CatalogInput(probe: probe, id: 1))
        // The list moves above a new first screen; the detail is the root's only other one.
        try navigator.setStack([
            .screen(CatalogDetail.self, input: CatalogInput(probe: probe, id: 2)),
            .existing(id(1)), .existing(id(2)),
        ])
        try navigator.setStack([.existing(id(3)), .existing(id(2))])
        #expect(navigator.state.entries.map(\.requester) == [nil, id(1)])
        try navigator.setStack([.existing(id(2)), .existing(id(3))])
        #expect(navigator.state.entries.map(\.requester) == [id(1), nil])
        let json = try saved(navigator)
        #expect(json.contains("\"id\":2,\"resultTo\":1"))
        #expect(json.contains("\"id\":3,\"resultTo\":null"))
        #expect(try restore(json).state == navigator.state)
    }

    @Test func aRequesterThatIsNotInTheArchiveIsKeptButReachesNobody() throws {
        let json = try savedCatalog().replacingOccurrences(
            of: "\"id\":3,", with: "\"id\":3,\"resultTo\":0,")
        let navigator = try restore(json)
        #expect(navigator.state.top?.requester == id(0))
    }

    @Test(arguments: [
        "\"id\":3,\"resultTo\":3,", "\"id\":3,\"resultTo\":4,", "\"id\":3,\"resultTo\":\"2\",",
    ])
    func aBrokenRequesterIsRefused(replacement: String) throws {
        let json = try savedCatalog().replacingOccurrences(of: "\"id\":3,", with: replacement)
        #expect(json.contains(replacement))
        #expect(throws: NavigationError.self) { _ = try restore(json) }
    }

    @Test func anUnknownEntryKeyIsStillRefused() throws {
        let json = try savedCatalog().replacingOccurrences(
            of: "\"id\":3,", with: "\"id\":3,\"resultFor\":2,")
        do {
            _ = try restore(json)
            Issue.record("restored an unknown key")
        } catch {
            guard case .unknownRestorationTag = error.reason else {
                Issue.record("unexpected \(error)")
                return
            }
        }
    }

    @Test func versionOneDataRestoresWithoutRequesters() throws {
        let json = """
            {"format":"swift-viper.navigation","schemaVersion":1,"nextEntryID":4,
             "layers":[{"style":null,"entries":[{"id":1,"route":{"list":{}}},
                                                {"id":2,"route":{"detail":{"id":4}}}]},
                       {"style":"sheet","entries":[{"id":3,"route":{"picker":{}}}]}]}
            """
        let navigator = try restore(json)
        #expect(navigator.state.entries.map(\.id) == [id(1), id(2), id(3)])
        #expect(navigator.state.entries.map(\.requester) == [nil, nil, nil])
    }
}
