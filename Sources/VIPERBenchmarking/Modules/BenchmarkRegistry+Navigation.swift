import VIPER

extension BenchmarkRegistry {
    /// Benchmarks pushing and popping a screen on a `Navigator` against an array of
    /// screens, after checking that both do the same.
    ///
    /// Registers `suite/array-push-pop` (the baseline) and `suite/navigator-push-pop`. One
    /// operation pushes the screen onto a one-screen stack and pops it again: the
    /// navigator builds it with `make(withDependency:)`; the array side builds it the same
    /// way, appends it, tells it that it appeared (if it adopts `ScreenLifecycle`), and
    /// removes it. The ratio is what the navigator adds.
    ///
    /// ```swift
    /// registry.addPushPop("detail", ForecastDetailScreen.self, input: .tokyo)
    /// ```
    ///
    /// Both sides must be equivalent: the navigator accepts the push and the pop and shows
    /// a `Screen` in between, both sides build a module with the same number of objects
    /// of their own, both release it entirely on the pop, and the navigator is left as it
    /// was. Otherwise the benchmark is refused and the run stops with the reason. A module
    /// whose load is still in flight when it is popped may be held by that load for a
    /// while: the check lets such work finish (up to a second, running the main run loop)
    /// before it calls the module unreleased.
    ///
    /// - Parameters:
    ///   - suite: The suite, such as `forecast-detail-navigation`.
    ///   - type: The screen type.
    ///   - dependency: What the screen needs; the same for every push.
    @inlinable
    @MainActor
    public mutating func addPushPop<Screen: DependencyInjectable>(
        _ suite: String, _ type: Screen.Type, dependency: Screen.Dependency
    ) {
        // NB: inlinable so the push and the build are specialised for `Screen` in the
        // caller, as the app's own pushes are.
        addPushPop(
            suite, screenType: Screen.self, shared: dependency,
            push: { navigator throws(NavigationError) in
                try navigator.push(.screen(Screen.self, dependency: dependency))
            },
            make: { _ in Screen.make(withDependency: dependency) })
    }

    /// Benchmarks pushing and popping a screen that navigates (its dependency is
    /// `Navigated<Input, Output>`) on a `Navigator` against an array of screens, after
    /// checking that both do the same.
    ///
    /// The array side hands the screen a `NavigationHandle` of an idle navigator, as a
    /// hand-written coordinator would hand its own. Everything else is as
    /// ``addPushPop(_:_:dependency:)`` describes.
    ///
    /// - Parameters:
    ///   - suite: The suite, such as `forecast-detail-navigation`.
    ///   - type: The screen type.
    ///   - input: The screen's input; the same for every push.
    @inlinable
    @MainActor
    public mutating func addPushPop<Screen: DependencyInjectable, Input, Output>(
        _ suite: String, _ type: Screen.Type, input: Input
    ) where Screen.Dependency == Navigated<Input, Output> {
        addPushPop(
            suite, screenType: Screen.self, shared: input,
            push: { navigator throws(NavigationError) in
                try navigator.push(.screen(Screen.self, input: input))
            },
            make: { handles in
                Screen.make(
                    withDependency: Navigated(
                        input: input,
                        // NB: the array side never navigates through the handle;
                        // it only has to be built, as the navigator builds one.
                        navigation: NavigationHandle(
                            navigator: handles, entryID: NavigationEntryID(1))))
            })
    }

    /// Checks and registers a push+pop pair from its two operations.
    ///
    /// - Parameters:
    ///   - push: Pushes the screen onto the navigator.
    ///   - make: Builds the screen for the array side, given a navigator for handles.
    @usableFromInline
    @MainActor
    mutating func addPushPop(
        _ suite: String, screenType: Any.Type, shared: Any,
        push: @escaping @MainActor (Navigator) throws(NavigationError) -> NavigationEntryID,
        make: @escaping @MainActor (Navigator) -> Any
    ) {
        let sharedObjects = ModuleCensus.objects(reachableFrom: shared)
        let lifecycleType = screenType as? any ScreenLifecycle.Type
        if let problem = Self.pushPopProblem(
            screenType: screenType, lifecycleType: lifecycleType, shared: sharedObjects,
            push: push, make: make)
        {
            refuse(suite, "navigator-push-pop", problem)
            return
        }
        add(suite, "array-push-pop") { iterations in
            let handles = Navigator()
            var stack = ArrayScreenStack(lifecycleType: lifecycleType)
            stack.push(PushPopRoot())
            for _ in 0..<iterations {
                stack.push(make(handles))
                stack.pop()
            }
            blackHole(stack.count)
        }
        add(suite, "navigator-push-pop", baseline: "array-push-pop") { iterations in
            let navigator = Navigator()
            _ = try? navigator.push(.screen(PushPopRoot.self, dependency: ()))
            for _ in 0..<iterations {
                _ = try? push(navigator)
                _ = try? navigator.pop()
            }
            blackHole(navigator.state)
        }
    }

    /// Pushes and pops once on each side and returns why they differ, or `nil`.
    @MainActor
    private static func pushPopProblem(
        screenType: Any.Type, lifecycleType: (any ScreenLifecycle.Type)?,
        shared: Set<ObjectIdentifier>,
        push: @MainActor (Navigator) throws(NavigationError) -> NavigationEntryID,
        make: @MainActor (Navigator) -> Any
    ) -> String? {
        let navigator = Navigator()
        do {
            try navigator.push(.screen(PushPopRoot.self, dependency: ()))
        } catch {
            return "the navigator refused the root screen: \(error)"
        }
        let before = navigator.state
        do {
            _ = try push(navigator)
        } catch {
            return "the navigator refused the push: \(error)"
        }
        // NB: the census runs in a closure so no reference to the screen outlives it.
        let census = { () -> ModuleCensus? in
            guard let top = navigator.topScreen, type(of: top) == screenType else { return nil }
            return ModuleCensus(of: top, excluding: shared)
        }()
        guard let census else {
            return "after the push the navigator does not show a \(screenType) on top"
        }
        do {
            try navigator.pop()
        } catch {
            return "the navigator refused the pop: \(error)"
        }
        guard navigator.state == before else {
            return "after push and pop the navigator is not back where it started"
        }
        let onNavigator = ModuleComparison.Side(
            "navigator", census: census, survivors: census.survivorsAfterSettling())
        let handles = Navigator()
        let onArray = ModuleComparison.Side("array", shared: shared) {
            var stack = ArrayScreenStack(lifecycleType: lifecycleType)
            stack.push(PushPopRoot())
            let screen = make(handles)
            stack.push(screen)
            stack.pop()
            return screen
        }
        return ModuleComparison.problem(onNavigator, onArray)
    }
}
