extension Destination {
    /// The same destination, with `value` for `key` in the environment of the screen it
    /// shows and of every screen shown from that one: a value scoped to a flow.
    ///
    /// ```swift
    /// try navigation.present(.screen(AddScreen.self, input: ()).environment(ClockKey.self, fixed))
    /// ```
    ///
    /// - Parameters:
    ///   - key: The key to set.
    ///   - value: Its value for the flow.
    /// - Returns: The destination.
    public func environment<Key: NavigationEnvironmentKey>(_ key: Key.Type, _ value: Key.Value)
        -> Destination
    {
        var copy = self
        copy.environmentValues[key] = value
        return copy
    }
}

extension Destination.Returning {
    /// The same destination, with `value` for `key` in the environment of the screen it
    /// shows and of every screen shown from that one.
    ///
    /// - Parameters:
    ///   - key: The key to set.
    ///   - value: Its value for the flow.
    /// - Returns: The destination.
    public func environment<Key: NavigationEnvironmentKey>(_ key: Key.Type, _ value: Key.Value)
        -> Self
    {
        Self(destination.environment(key, value))
    }
}
