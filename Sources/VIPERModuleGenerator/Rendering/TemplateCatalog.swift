import Foundation

/// The templates a module is made of, where each one's output goes, and where the text
/// comes from: the built-in files, or a package's folder of its own.
package enum TemplateCatalog {
    /// One template of a module.
    package struct Entry: Equatable, Sendable {
        /// Which view a template belongs to.
        package enum Variant: Sendable {
            /// Every module.
            case always
            /// Modules with a headless view.
            case headless
            /// Modules generated with `--uikit`.
            case uikit
        }

        /// The template's file name.
        package let template: String
        /// The output file's name after the module name: `Presenter.swift`.
        package let suffix: String
        /// Whether the output goes into the test target.
        package let isTest: Bool
        /// The views it belongs to.
        package let variant: Variant

        /// Whether the template is part of a module with (or without) a UIKit view.
        package func applies(uikit: Bool) -> Bool {
            switch variant {
            case .always: true
            case .headless: !uikit
            case .uikit: uikit
            }
        }
    }

    /// Every template, in the order the plan lists its files.
    package static let entries: [Entry] = [
        Entry(
            template: "Contracts.swift.template", suffix: "Contracts.swift", isTest: false,
            variant: .always),
        Entry(
            template: "Screen.swift.template", suffix: "Screen.swift", isTest: false,
            variant: .headless),
        Entry(
            template: "ViewController.swift.template", suffix: "ViewController.swift",
            isTest: false, variant: .uikit),
        Entry(
            template: "Presenter.swift.template", suffix: "Presenter.swift", isTest: false,
            variant: .always),
        Entry(
            template: "Interactor.swift.template", suffix: "Interactor.swift", isTest: false,
            variant: .always),
        Entry(
            template: "Router.swift.template", suffix: "Router.swift", isTest: false,
            variant: .always),
        Entry(
            template: "Assembly.swift.template", suffix: "Assembly.swift", isTest: false,
            variant: .headless),
        Entry(
            template: "AssemblyUIKit.swift.template", suffix: "Assembly.swift", isTest: false,
            variant: .uikit),
        Entry(
            template: "PresenterTests.swift.template", suffix: "PresenterTests.swift", isTest: true,
            variant: .always),
    ]

    /// The built-in templates' folder: the generator's resources.
    package static var builtInFolder: String {
        Bundle.module.url(forResource: "Templates", withExtension: nil)?.path
            ?? Bundle.module.bundleURL.appendingPathComponent("Templates").path
    }

    /// The templates for `entries`, each from `overrides` when that folder has a file of
    /// its name, else built in.
    ///
    /// - Parameters:
    ///   - entries: The templates wanted.
    ///   - overrides: A package's templates folder, if any.
    ///   - builtIn: The built-in templates' folder.
    /// - Returns: One template per entry.
    /// - Throws: ``GeneratorError/unknownTemplate(_:known:)`` for a file in `overrides`
    ///   that is no template, ``GeneratorError/unreadable(_:reason:)`` when a file or
    ///   the folder cannot be read.
    package static func templates(
        for entries: [Entry], overrides: String?, builtIn: String = builtInFolder
    ) throws(GeneratorError) -> [Template] {
        var overridden: Set<String> = []
        if let overrides {
            let files: [String]
            do {
                files = try FileManager.default.contentsOfDirectory(atPath: overrides)
            } catch {
                throw .unreadable(overrides, reason: "the templates folder cannot be listed")
            }
            let known = Set(Self.entries.map(\.template))
            for file in files where !file.hasPrefix(".") {
                guard known.contains(file) else {
                    throw .unknownTemplate(file, known: known.sorted())
                }
                overridden.insert(file)
            }
        }
        return try entries.map { entry throws(GeneratorError) in
            let folder = overridden.contains(entry.template) ? overrides ?? builtIn : builtIn
            let path = (folder as NSString).appendingPathComponent(entry.template)
            guard let data = FileManager.default.contents(atPath: path),
                let text = String(data: data, encoding: .utf8)
            else { throw .unreadable(path, reason: "no readable UTF-8 file there") }
            return Template(name: entry.template, text: text)
        }
    }
}
