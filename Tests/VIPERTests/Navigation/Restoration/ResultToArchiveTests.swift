import Foundation
import Testing
@_spi(Testing) import VIPER

/// Restoration data records each entry's requester as `resultTo`, strictly.
@MainActor
@Suite struct ResultToArchiveTests {
    private func savedCatalog() throws -> String {
        let probe = CatalogProbe()
        let navigator = Navigator()
        try navigator.open(
            try #require(URL(string: "catalog://items/4/pick")), using: makeCatalogRoutes(probe))
        return String(decoding: try navigator.restorationData(CatalogRoute.self), as: UTF8.self)
    }

    private func restore(_ json: String) throws(NavigationError) -> Navigator {
        let navigator = Navigator()
        try navigator.restore(from: Data(json.utf8), using: makeCatalogRoutes(CatalogProbe()))
        return navigator
    }

    @Test func everyEntryIsWrittenWithItsRequester() throws {
        let json = try savedCatalog()
        #expect(json.contains("\"id\":1,\"resultTo\":null"))
        #expect(json.contains("\"id\":2,\"resultTo\":1"))
        #expect(json.contains("\"id\":3,\"resultTo\":2"))
        #expect(try restore(json).state.entries.map(\.requester) == [nil, id(1), id(2)])
    }

    @Test func aRequesterThatIsNotInTheArchiveIsKeptButReachesNobody() throws {
        let json = try savedCatalog().replacingOccurrences(
            of: "\"id\":3,\"resultTo\":2", with: "\"id\":3,\"resultTo\":0")
        let navigator = try restore(json)
        #expect(navigator.state.top?.requester == id(0))
    }

    @Test(arguments: [
        ("\"id\":3,\"resultTo\":2", "\"id\":3,\"resultTo\":3"),
        ("\"id\":3,\"resultTo\":2", "\"id\":3,\"resultTo\":4"),
        ("\"id\":3,\"resultTo\":2", "\"id\":3"),
        ("\"id\":3,\"resultTo\":2", "\"id\":3,\"resultTo\":\"2\""),
    ])
    func aBrokenRequesterIsRefusedAsCorruptData(found: String, replacement: String) throws {
        let json = try savedCatalog().replacingOccurrences(of: found, with: replacement)
        #expect(json.contains(replacement))
        do {
            _ = try restore(json)
            Issue.record("restored \(replacement)")
        } catch {
            guard case .corruptRestorationData = error.reason else {
                Issue.record("unexpected \(error)")
                return
            }
        }
    }
}
