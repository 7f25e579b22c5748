import Foundation
import Testing
@_spi(Testing) import VIPER

@MainActor
@Suite struct RouteMigrationTests {
    @Test func olderRouteVersionsAreMigratedKeepingIdentities() throws {
        let old = Navigator()
        try old.replace(
            with: RouteState(
                root: [.home, .item(4)], presented: [.init(style: .sheet, routes: [.item(5)])]),
            using: ShopRouteV1.table)
        let data = try old.restorationData(ShopRouteV1.self)
        #expect(String(decoding: data, as: UTF8.self).contains("\"routeVersion\":1"))

        let navigator = Navigator()
        try navigator.restore(from: data, using: ShopRoute.table, migrations: [.v1to2])
        #expect(
            try navigator.routeState(ShopRoute.self)
                == RouteState(
                    root: [.home, .product(sku: "sku-4")],
                    presented: [.init(style: .sheet, routes: [.product(sku: "sku-5")])]))
        #expect(navigator.state.entries.map(\.id) == old.state.entries.map(\.id))
        #expect(navigator.nextEntryID == old.nextEntryID)
        #expect(
            String(decoding: try navigator.restorationData(ShopRoute.self), as: UTF8.self)
                .contains("\"routeVersion\":2"))
    }

    @Test func stepsChainToTheCurrentVersionInAnyOrder() throws {
        let old = Navigator()
        try old.replace(with: RouteState(root: [.home, .item(7)]), using: ShopRouteV1.table)
        let data = try old.restorationData(ShopRouteV1.self)
        let navigator = Navigator()
        try navigator.restore(from: data, using: ShopRouteV3.table, migrations: [.v2to3, .v1to2])
        #expect(
            try navigator.routeState(ShopRouteV3.self)
                == RouteState(root: [.start, .product(sku: "SKU-7")]))
    }

    @Test func aMissingStepIsAnUnsupportedRouteVersion() throws {
        let data = try Self.archive(of: ShopRouteV1.self, [.home])
        let navigator = Navigator()
        #expect(throws: NavigationError(.restore, .unsupportedRouteVersion(found: 1, supported: 2)))
        {
            try navigator.restore(from: data, using: ShopRoute.table)
        }
        #expect(throws: NavigationError(.restore, .unsupportedRouteVersion(found: 1, supported: 3)))
        {
            try navigator.restore(from: data, using: ShopRouteV3.table, migrations: [.v1to2])
        }
        #expect(navigator.state.isEmpty)
    }

    @Test func aNewerRouteVersionIsRefusedEvenWithSteps() throws {
        let data = try Self.archive(of: ShopRouteV3.self, [.start])
        let navigator = Navigator()
        #expect(throws: NavigationError(.restore, .unsupportedRouteVersion(found: 3, supported: 2)))
        {
            try navigator.restore(from: data, using: ShopRoute.table, migrations: [.v1to2, .v2to3])
        }
    }

    @Test func aStepThatThrowsNamesTheEntryAndChangesNothing() throws {
        let old = Navigator()
        try old.replace(with: RouteState(root: [.home, .item(-1)]), using: ShopRouteV1.table)
        let data = try old.restorationData(ShopRouteV1.self)
        let navigator = Navigator()
        try navigator.push(.screen(PlainScreen.self, dependency: "root"))
        let before = navigator.state
        #expect(
            throws: NavigationError(
                .restore, .routeMigrationFailed(id(2), "item -1 was never sold"))
        ) {
            try navigator.restore(from: data, using: ShopRoute.table, migrations: [.v1to2])
        }
        #expect(navigator.state == before)
    }

    @Test func anUnknownTagInOldDataStaysAnUnknownTag() throws {
        let data = try Self.archive(of: ShopRouteV1.self, [.home])
        let json = String(decoding: data, as: UTF8.self)
            .replacingOccurrences(of: "\"home\"", with: "\"basket\"")
        let navigator = Navigator()
        #expect {
            try navigator.restore(
                from: Data(json.utf8), using: ShopRoute.table, migrations: [.v1to2])
        } throws: { error in
            guard case .unknownRestorationTag = (error as? NavigationError)?.reason else {
                return false
            }
            return true
        }
    }

    @Test func theRouteVersionIsCheckedBeforeRoutesAreDecoded() throws {
        // Version-2 routes with a tag version 1 also has: without the check, they would
        // decode as version 1 and mean something else.
        let data = try Self.archive(of: ShopRoute.self, [.home])
        let navigator = Navigator()
        #expect(throws: NavigationError(.restore, .unsupportedRouteVersion(found: 2, supported: 1)))
        {
            try navigator.restore(from: data, using: ShopRouteV1.table)
        }
    }

    @Test func anArchiveWithoutItsRouteVersionIsCorrupt() throws {
        let data = try Self.archive(of: ShopRoute.self, [.home])
        let json = String(decoding: data, as: UTF8.self)
            .replacingOccurrences(of: "\"routeVersion\":2,", with: "")
        let navigator = Navigator()
        #expect {
            try navigator.restore(from: Data(json.utf8), using: ShopRoute.table)
        } throws: { error in
            guard case .corruptRestorationData = (error as? NavigationError)?.reason else {
                return false
            }
            return true
        }
    }

    @Test func asyncRestoreMigratesToo() async throws {
        let data = try Self.archive(of: ShopRouteV1.self, [.home, .item(3)])
        let navigator = Navigator()
        try await navigator.restore(
            from: data, using: AsyncRouteTable(ShopRoute.table), migrations: [.v1to2])
        #expect(
            try navigator.routeState(ShopRoute.self)
                == RouteState(root: [.home, .product(sku: "sku-3")]))
    }

    // MARK: - Fixtures

    static func archive<Route: NavigationRoute>(of type: Route.Type, _ routes: [Route]) throws
        -> Data
    {
        let navigator = Navigator()
        let table = RouteTable<Route> { _ in .screen(PlainScreen.self, dependency: "any") }
        try navigator.replace(with: RouteState(root: routes), using: table)
        return try navigator.restorationData(Route.self)
    }
}

/// What version 1 of a shop app wrote.
enum ShopRouteV1: NavigationRoute {
    case home
    case item(Int)

    @MainActor static let table = RouteTable<ShopRouteV1> { _ in
        .screen(PlainScreen.self, dependency: "v1")
    }
}

/// Version 2: items became products with a SKU.
enum ShopRoute: NavigationRoute {
    static var restorationVersion: Int { 2 }
    case home
    case product(sku: String)

    @MainActor static let table = RouteTable<ShopRoute> { _ in
        .screen(PlainScreen.self, dependency: "v2")
    }
}

/// Version 3: the home screen was renamed and SKUs are upper case.
enum ShopRouteV3: NavigationRoute {
    static var restorationVersion: Int { 3 }
    case start
    case product(sku: String)

    @MainActor static let table = RouteTable<ShopRouteV3> { _ in
        .screen(PlainScreen.self, dependency: "v3")
    }
}

struct NeverSold: Error, CustomStringConvertible {
    let item: Int
    var description: String { "item \(item) was never sold" }
}

extension RouteMigration {
    static let v1to2 = RouteMigration(from: ShopRouteV1.self) { old -> ShopRoute in
        switch old {
        case .home: return .home
        case .item(let number):
            guard number >= 0 else { throw NeverSold(item: number) }
            return .product(sku: "sku-\(number)")
        }
    }

    static let v2to3 = RouteMigration(from: ShopRoute.self) { old -> ShopRouteV3 in
        switch old {
        case .home: .start
        case .product(let sku): .product(sku: sku.uppercased())
        }
    }
}
