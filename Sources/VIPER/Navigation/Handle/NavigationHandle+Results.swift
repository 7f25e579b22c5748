extension NavigationHandle {
    /// Hands `receiver` the results of the `child` screens shown over this one that have
    /// no per-call receiver, including screens restored or opened by a deep link.
    ///
    /// Register from the module's assembly, so that a screen the navigator rebuilds (a
    /// restoration, a deep link) registers again as it is built:
    ///
    /// ```swift
    /// static func make(withDependency dependency: Navigated<Int, Never>) -> DetailScreen {
    ///     let presenter = DetailPresenter(id: dependency.input)
    ///     dependency.navigation.receiveResults(from: SortPicker.self) { order in
    ///         presenter.didPick(order)  // nil when the picker closed without a pick
    ///     }
    ///     return DetailScreen(presenter: presenter)
    /// }
    /// ```
    ///
    /// `receiver` gets, on the main actor and exactly once per child, its `finish` value
    /// or `nil` when it is removed any other way, unless a per-call receiver takes it. The
    /// registration belongs to this screen object; registering again replaces it.
    ///
    /// - Returns: `false`, registering nothing, when this handle's screen is neither
    ///   shown nor being built, or the navigator was released.
    @discardableResult
    public func receiveResults<Child: DependencyInjectable, ChildInput, ChildOutput>(
        from child: Child.Type, _ receiver: @escaping @MainActor (ChildOutput?) -> Void
    ) -> Bool where Child.Dependency == Navigated<ChildInput, ChildOutput> {
        guard let navigator = weakNavigator else { return false }
        // A replaced receiver is dropped here, after the engine's step: its closure
        // may hold the last reference to an object whose `deinit` navigates.
        let (registered, replaced) = navigator.engine.register(
            ResultReceiver(receiver), for: ScreenType(child), by: entryID, serial: serial)
        withExtendedLifetime(replaced) {}
        return registered
    }
}
