extension Navigator {
    /// Asserts that the `placement` stack of the top layer shows exactly the screen types
    /// `screens`, bottom first.
    ///
    /// By default it checks the visible stack (the selected tab's, a split's secondary column);
    /// a stack the layer does not have fails. On a mismatch the failure shows a diff and the
    /// whole state.
    ///
    /// - Returns: Whether the assertion held.
    @discardableResult
    public func assertStack(
        _ screens: [Any.Type],
        in placement: NavigationPlacement = .current,
        fileID: String = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) -> Bool {
        let expected = screens.map(ScreenType.init)
        let layer = state.layers[state.layers.count - 1]
        let layerName = layer.style?.rawValue ?? "root"
        guard let stack = layer.stack(placement) else {
            return concludeAssertion(false, fileID, filePath, line, column) {
                "Navigator: the top layer (\(layerName)) has no \(placement) stack\nstate: \(state)"
            }
        }
        let received = stack.map(\.screen)
        return concludeAssertion(received == expected, fileID, filePath, line, column) {
            let stackName = placement == .current ? "visible stack" : "\(placement) stack"
            return mismatch(
                "\(stackName) (\(layerName)) differs", "bottom first", expected.map(\.name),
                received.map(\.name))
        }
    }

    /// Asserts that the navigator shows exactly the layers `expected`, root first, each with its
    /// style and screen types.
    ///
    /// ```swift
    /// navigator.assertLayers([
    ///     .root(WeatherListScreen.self, WeatherDetailScreen.self),
    ///     .sheet(CityPickerScreen.self),
    /// ])
    /// ```
    ///
    /// - Returns: Whether the assertion held.
    @discardableResult
    public func assertLayers(
        _ expected: [ExpectedLayer],
        fileID: String = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) -> Bool {
        let received = state.layers.map(ExpectedLayer.init)
        return concludeAssertion(received == expected, fileID, filePath, line, column) {
            mismatch(
                "layers differ", "root first", expected.map(\.description),
                received.map(\.description))
        }
    }

    /// Asserts that the navigator shows exactly the routes `expected`: the root stack's, then
    /// each presented layer's.
    ///
    /// A screen pushed by type has no route: the failure shows it as `DetailScreen(no route)`.
    ///
    /// - Returns: Whether the assertion held.
    @discardableResult
    public func assertRoutes<Route: NavigationRoute>(
        _ expected: RouteState<Route>,
        fileID: String = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) -> Bool {
        let expectedLayers: [(style: PresentationStyle?, routes: [Route])] =
            [(nil, expected.root)] + expected.presented.map { ($0.style, $0.routes) }
        let receivedLayers = state.layers.map { layer in
            (style: layer.style, routes: layer.entries.map { $0.route?.as(Route.self) })
        }
        let held =
            expectedLayers.count == receivedLayers.count
            && zip(expectedLayers, receivedLayers).allSatisfy { expected, received in
                expected.style == received.style
                    && expected.routes.map(Optional.some) == received.routes
            }
        return concludeAssertion(held, fileID, filePath, line, column) {
            let expectedLines = expectedLayers.map { layer in
                ExpectedLayer.line(
                    style: layer.style, items: layer.routes.map { String(describing: $0) })
            }
            let receivedLines = state.layers.map { layer in
                ExpectedLayer.line(
                    style: layer.style,
                    items: layer.entries.map { entry in
                        entry.route?.as(Route.self).map { String(describing: $0) }
                            ?? "\(entry.screen)(no route)"
                    })
            }
            return mismatch(
                "routes differ", "root first", expectedLines, receivedLines, ofTypes: false)
        }
    }

    /// Asserts that the visible screen is a `Screen`, and returns it, to check what it was
    /// built with.
    ///
    /// - Returns: The visible screen, or `nil` when the assertion failed.
    @discardableResult
    public func assertTop<Screen>(
        _ type: Screen.Type,
        fileID: String = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) -> Screen? {
        var screen: Screen?
        if let top = state.top, top.screen == ScreenType(type) {
            screen = self.screen(type, for: top.id)
        }
        concludeAssertion(screen != nil, fileID, filePath, line, column) {
            let shown = state.top.map { "\($0)" } ?? "nothing"
            return "Navigator: expected \(ScreenType(type)) on top, found \(shown)\nstate: \(state)"
        }
        return screen
    }

    /// A failure: `what`, a diff of the lines, and the state; `ofTypes` when lines name types.
    private func mismatch(
        _ what: String, _ order: String, _ expected: [String], _ received: [String],
        ofTypes: Bool = true
    ) -> String {
        "Navigator: \(what) (- expected, + received; \(order)):\n"
            + LineDiff.render(expected: expected, received: received) { $0 == $1 }
            + (ofTypes && expected == received
                ? "\n(the names are the same but the types differ: two screen types share a name)"
                : "") + "\nstate: \(state)"
    }

    /// Asserts that the tabs the user sees (of the topmost layer that has tabs, under any
    /// layers over it) have the tab `tag` selected.
    ///
    /// - Returns: Whether the assertion held.
    @discardableResult
    public func assertSelectedTab(
        _ tag: NavigationTabTag,
        fileID: String = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) -> Bool {
        let tabbed = state.layers.lastIndex { $0.selectedTab != nil }
        let selected = tabbed.flatMap { state.layers[$0].selectedTab }
        return concludeAssertion(selected == tag, fileID, filePath, line, column) {
            guard let tabbed, let selected else {
                return "Navigator: expected tab \"\(tag)\" selected, but no layer has tabs\n"
                    + "state: \(state)"
            }
            let layerName = state.layers[tabbed].style?.rawValue ?? "root"
            return "Navigator: expected tab \"\(tag)\" selected in layer \(tabbed) "
                + "(\(layerName)), but tab \"\(selected)\" is selected\nstate: \(state)"
        }
    }
}
