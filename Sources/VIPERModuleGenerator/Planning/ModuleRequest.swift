/// What the user asked the generator for, with the name and types already checked.
package struct ModuleRequest: Equatable, Sendable {
    /// The module's name.
    package var name: ModuleName
    /// The source target the module goes into.
    package var target: String
    /// The test target for the presenter tests; `nil` means `<target>Tests` if it exists.
    package var testTarget: String?
    /// The screen's input type.
    package var input: String
    /// The type of the result the screen hands back.
    package var result: String
    /// Whether the interactor takes parameters (a generated `<Module>Parameters`, what
    /// the view asks for) instead of `Void`.
    package var takesParameters: Bool
    /// Whether the view is a `UIViewController` (behind `#if canImport(UIKit)`) instead of
    /// a headless class.
    package var uikit: Bool
    /// Whether the view, its `make(withDependency:)` and the content it shows are
    /// `public`, so that another target (a benchmark executable, an app target) can show
    /// the module.
    package var isPublic: Bool
    /// A folder whose templates replace the built-in ones of the same name.
    package var templatesFolder: String?

    /// Creates a request.
    package init(
        name: ModuleName, target: String, testTarget: String? = nil, input: String = "Void",
        result: String = "Never", takesParameters: Bool = false, uikit: Bool = false,
        isPublic: Bool = false, templatesFolder: String? = nil
    ) {
        self.name = name
        self.target = target
        self.testTarget = testTarget
        self.input = input
        self.result = result
        self.takesParameters = takesParameters
        self.uikit = uikit
        self.isPublic = isPublic
        self.templatesFolder = templatesFolder
    }
}
