extension SimulatedNavigationContainer {
    /// Asserts that the container is at rest, shows exactly `navigator`'s layers, entries and
    /// alert, and refused no command; call ``settle(limit:)`` first.
    ///
    /// - Returns: Whether the assertion held.
    @discardableResult
    public func assertShows(
        _ navigator: Navigator,
        fileID: String = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) -> Bool {
        var problems: [String] = []
        if let transition { problems.append("a transition is in flight: \(transition)") }
        if !heldCompletions.isEmpty {
            problems.append("\(heldCompletions.count) completion(s) not delivered")
        }
        let shown = shownLayers.map(\.description).joined(separator: " | ")
        if shownLayers != navigator.state.layers {
            problems.append("shows \(shown)\nbut the navigator holds \(navigator.state)")
        }
        if shownAlert != navigator.state.alert {
            let onScreen = shownAlert.map(\.description) ?? "no alert"
            let held = navigator.state.alert.map(\.description) ?? "no alert"
            problems.append("shows \(onScreen)\nbut the navigator holds \(held)")
        }
        for violation in violations { problems.append("refused \(violation)") }
        return concludeAssertion(problems.isEmpty, fileID, filePath, line, column) {
            "SimulatedNavigationContainer: " + problems.joined(separator: "\n")
        }
    }
}
