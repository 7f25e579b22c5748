import Foundation
import Testing
@_spi(Testing) import VIPER

/// Random connects, activations, disconnects, links, per-scene navigation and restores on
/// a router of up to four scenes, checked against a model of the activity order and the
/// routing rule after every step.
@MainActor
@Suite struct SceneRouterFuzzTests {
    @Test func randomSceneSequencesKeepTheRoutersInvariants() throws {
        var random = SplitMix64(seed: 0x5CE_4E5)
        var decisions: [String: Int] = [:]
        for _ in 0..<300 {
            let fuzz = SceneFuzz()
            for _ in 0..<random.next(upTo: 24) + 1 {
                decisions[fuzz.step(&random), default: 0] += 1
            }
        }
        for kind in ["shown", "opened", "newScene", "refused", "unknownScene"] {
            #expect(decisions[kind, default: 0] > 10, "\(kind): \(decisions)")
        }
    }
}

// MARK: - Fixtures

/// A router over the restoration fuzz's routes, and the activity order it should keep.
@MainActor
private final class SceneFuzz {
    let navigation = RestorationFuzz()
    let router: SceneRouter<RestoredRoute>
    /// The connected scenes, most recently active first, as the router should list them.
    private var order: [SceneIdentity] = []
    private let identities: [SceneIdentity] = ["a", "b", "c", "d"]

    init() {
        // A sheet of item 2 always gets its own scene.
        router = SceneRouter(routes: navigation.table, home: RouteState(root: [.home])) {
            $0.presented.last?.routes == [.sheet(2)]
        }
    }

    /// One random operation, checked; returns what kind of outcome it had.
    func step(_ random: inout SplitMix64) -> String {
        let scene = identities[random.next(upTo: identities.count)]
        let before = states()
        var outcome = "done"
        do throws(SceneError) {
            switch random.next(upTo: 8) {
            case 0:
                // Some connect with another scene's data, or with data cut short.
                let other = identities[random.next(upTo: identities.count)]
                let saved =
                    random.next(upTo: 2) == 0 ? nil : try? router.restorationData(for: other)
                let cut = random.next(upTo: 4) == 0
                let navigator = try router.connect(
                    scene, restoringFrom: cut ? saved?.dropLast() : saved)
                order.append(scene)
                if saved != nil {
                    #expect(navigator.state == before[other])
                } else {
                    #expect(
                        (try? navigator.routeState(RestoredRoute.self)) == RouteState(root: [.home])
                    )
                }
            case 1:
                try router.activate(scene)
                order.removeAll { $0 == scene }
                order.insert(scene, at: 0)
            case 2:
                try router.disconnect(scene)
                order.removeAll { $0 == scene }
            case 3, 4:
                outcome = try route(random: &random, before: before)
            case 5:
                let other = identities[random.next(upTo: identities.count)]
                let data = try router.restorationData(for: other)
                try router.restore(scene, from: random.next(upTo: 4) == 0 ? data.dropLast() : data)
                #expect(try router.navigator(for: scene).state == before[other])
            default:
                let navigator = try router.navigator(for: scene)
                let route = navigation.randomRoute(&random)
                do {
                    switch random.next(upTo: 3) {
                    case 0: try navigator.push(.route(route, using: router.routes))
                    case 1:
                        try navigator.present(.route(route, using: router.routes), style: .sheet)
                    default: try navigator.pop()
                    }
                } catch {}
                outcome = "navigated"
            }
        } catch {
            outcome = "refused"
            if case .unknownScene(let unknown) = error {
                outcome = "unknownScene"
                #expect(!order.contains(unknown))
            }
            #expect(states() == before, "\(error)")
        }
        #expect(router.scenes == order)
        for (_, state) in states() { #expect(state.isValid) }
        return outcome
    }

    /// Opens a random link or target and checks the scene the router chose.
    private func route(random: inout SplitMix64, before: [SceneIdentity: NavigationState])
        throws(SceneError) -> String
    {
        let link: SceneLink<RestoredRoute>
        if random.next(upTo: 2) == 0 {
            link = .url(navigation.randomLink(&random))
        } else {
            let item = random.next(upTo: 3)
            link = .target(
                RouteState(
                    root: [.home, .item(item)],
                    presented: random.next(upTo: 2) == 0
                        ? [.init(style: .sheet, routes: [.sheet(item)])] : []))
        }
        let target: RouteState<RestoredRoute>
        switch link {
        case .url(let url):
            guard let parsed = try? router.routes.routeState(for: url) else {
                _ = try router.open(link)
                Issue.record("\(url) does not parse, and opened")
                return "unparsed"
            }
            target = parsed
        case .target(let value): target = value
        }
        let shownRoute = target.presented.last?.routes.last ?? target.root.last
        let showing = order.filter { before[$0]?.top?.route?.as(RestoredRoute.self) == shownRoute }
        switch try router.open(link) {
        case .shown(let scene):
            #expect(scene == showing.first)
            #expect(states() == before)
            return "shown"
        case .opened(let scene):
            #expect(showing.isEmpty && scene == order.first)
            #expect((try? router.navigator(for: scene).routeState(RestoredRoute.self)) == target)
            #expect(states().filter { $0.key != scene } == before.filter { $0.key != scene })
            return "opened"
        case .newScene(let request):
            #expect(request == link)
            #expect(order.isEmpty || target.presented.last?.routes == [.sheet(2)])
            #expect(states() == before)
            return "newScene"
        }
    }

    private func states() -> [SceneIdentity: NavigationState] {
        Dictionary(
            uniqueKeysWithValues: order.compactMap { scene in
                (try? router.navigator(for: scene)).map { (scene, $0.state) }
            })
    }
}
