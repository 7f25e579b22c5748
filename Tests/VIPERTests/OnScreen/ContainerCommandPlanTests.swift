import Testing
import VIPER

@Suite struct ContainerCommandPlanTests {
    @Test func aStateTheContainerShowsNeedsNoCommand() throws {
        let state = try layers([1, 2], [3])
        #expect(NavigationReconciler.commands(from: state.layers, to: state).isEmpty)
    }

    @Test func aPushOrPopIsOneSetStack() throws {
        let shown = try layers([1]).layers
        #expect(
            NavigationReconciler.commands(from: shown, to: try layers([1, 2, 3]))
                == [.setStack(layer: 0, entries: [entry(1), entry(2), entry(3)])])
    }

    @Test func aPresentIsOnePresentPerNewLayer() throws {
        let shown = try layers([1]).layers
        let target = try layers([1], [2, 3], [4])
        #expect(
            NavigationReconciler.commands(from: shown, to: target) == [
                .present(target.layers[1]), .present(target.layers[2]),
            ])
    }

    @Test func dismissingSeveralLayersIsOneDismiss() throws {
        let shown = try layers([1], [2], [3], [4]).layers
        #expect(
            NavigationReconciler.commands(from: shown, to: try layers([1], [2]))
                == [.dismiss(fromLayer: 2)])
    }

    @Test func aCoveredStackIsSetBeforeTheDismissalRevealsIt() throws {
        let shown = try layers([1, 2], [3]).layers
        #expect(
            NavigationReconciler.commands(from: shown, to: try layers([1]))
                == [.dismiss(fromLayer: 1), .setStack(layer: 0, entries: [entry(1)])])
    }

    @Test func aLayerWithTheSameStyleIsKeptAndItsStackSet() throws {
        let shown = try layers([1], [2]).layers
        #expect(
            NavigationReconciler.commands(from: shown, to: try layers([1], [5, 6]))
                == [.setStack(layer: 1, entries: [entry(5), entry(6)])])
    }

    @Test func aLayerWithAnotherStyleIsDismissedAndPresentedAgain() throws {
        let shown = try layers([1], [2]).layers
        let target = try NavigationState(validating: [
            NavigationLayer(style: nil, entries: [entry(1)]),
            NavigationLayer(style: .fullScreenCover, entries: [entry(2)]),
        ])
        #expect(
            NavigationReconciler.commands(from: shown, to: target) == [
                .dismiss(fromLayer: 1), .present(target.layers[1]),
            ])
    }

    @Test func aScreenMovingBetweenKeptLayersMakesTheUpperOneGo() throws {
        // #3 moves from the sheet down to the root stack; both layers would be kept.
        let shown = try layers([1], [2, 3]).layers
        let target = try layers([1, 3], [2])
        #expect(
            NavigationReconciler.commands(from: shown, to: target) == [
                .dismiss(fromLayer: 1),
                .setStack(layer: 0, entries: [entry(1), entry(3)]),
                .present(target.layers[1]),
            ])
    }

    @Test func aScreenMovingUpIsRemovedFromItsStackBeforeItIsPresented() throws {
        let shown = try layers([1, 2]).layers
        let target = try layers([1], [2])
        #expect(
            NavigationReconciler.commands(from: shown, to: target) == [
                .setStack(layer: 0, entries: [entry(1)]), .present(target.layers[1]),
            ])
    }

    @Test func everyPlanAppliedInOrderShowsTheTarget() throws {
        var random = SplitMix64(seed: 0x91A)
        for _ in 0..<2_000 {
            let shown = randomState(&random).layers
            let target = randomState(&random)
            var layers = shown
            for command in NavigationReconciler.commands(from: shown, to: target) {
                layers = command.applied(to: layers)
            }
            #expect(layers == target.layers)
        }
    }
}

// MARK: - Fixtures

/// A state from a root stack and sheets, written as raw identities.
func layers(_ root: [UInt64], _ sheets: [UInt64]...) throws(NavigationError) -> NavigationState {
    try NavigationState(
        validating: [NavigationLayer(style: nil, entries: root.map { entry($0) })]
            + sheets.map { NavigationLayer(style: .sheet, entries: $0.map { entry($0) }) })
}

/// A valid state over identities 1...8, shuffled between layers.
func randomState(_ random: inout SplitMix64) -> NavigationState {
    var ids = Array(UInt64(1)...8)
    for index in ids.indices.reversed() {
        ids.swapAt(index, random.next(upTo: index + 1))
    }
    var layers = [NavigationLayer(style: nil, entries: [])]
    for raw in ids.prefix(random.next(upTo: 8) + 1) {
        if layers.count > 0, !layers[0].entries.isEmpty, random.next(upTo: 4) == 0 {
            let style: PresentationStyle = random.next(upTo: 2) == 0 ? .sheet : .fullScreenCover
            layers.append(NavigationLayer(style: style, entries: [entry(raw)]))
        } else {
            layers[layers.count - 1].entries.append(entry(raw))
        }
    }
    return (try? NavigationState(validating: layers)) ?? NavigationState()
}
