import Foundation

/// What the layer lint checks, read from a package's `.viper-lint.json`.
///
/// Every key is optional; a missing key keeps its default. The defaults follow the module
/// generator's naming, so a generated module needs no configuration.
///
/// ```json
/// {
///   "roles": { "view": ["*Screen.swift", "*ViewController.swift", "*View.swift"] },
///   "uiFrameworks": ["UIKit", "SwiftUI", "AppKit"],
///   "screenTypeSuffixes": ["ViewController", "Screen"],
///   "exclude": ["**/Generated/*"],
///   "disabledRules": ["presenter-weak-view"]
/// }
/// ```
public struct LintConfiguration: Equatable, Sendable {
    /// File patterns per role; a role missing here keeps its default patterns.
    public var roles: [LayerRole: [PathPattern]]
    /// The modules only views and routers may import.
    public var uiFrameworks: Set<String>
    /// Type-name suffixes that make a type a screen, whose initialisers only routers and
    /// assembly may call.
    public var screenTypeSuffixes: [String]
    /// Files not checked at all.
    public var exclude: [PathPattern]
    /// Rules not run, by identifier (see ``LayerRule/id``).
    public var disabledRules: Set<String>

    /// The configuration used when a package has no config file.
    public static let `default` = LintConfiguration(
        roles: [
            .entity: ["Entity/*", "Entities/*", "*Entity.swift"].map(PathPattern.init),
            .assembly: ["*Assembly.swift"].map(PathPattern.init),
            .router: ["*Router.swift"].map(PathPattern.init),
            .presenter: ["*Presenter.swift"].map(PathPattern.init),
            .interactor: ["*Interactor.swift"].map(PathPattern.init),
            .contracts: ["*Contracts.swift"].map(PathPattern.init),
            .view: ["*View.swift", "*Screen.swift", "*ViewController.swift"].map(PathPattern.init),
        ],
        uiFrameworks: ["UIKit", "SwiftUI", "AppKit"],
        screenTypeSuffixes: ["ViewController", "Screen"],
        exclude: [],
        disabledRules: []
    )

    /// The role of the file at `path`, or `nil` when no pattern matches.
    ///
    /// - Parameter path: The file's path, relative to the package.
    /// - Returns: The first role, in ``LayerRole/matchingOrder``, with a matching pattern.
    public func role(ofFileAt path: String) -> LayerRole? {
        LayerRole.matchingOrder.first { role in
            roles[role, default: []].contains { $0.matches(path) }
        }
    }

    /// Whether the file at `path` is excluded.
    public func excludes(_ path: String) -> Bool {
        exclude.contains { $0.matches(path) }
    }

    /// The identifiers of every rule, for `disabledRules`: `ui-import-outside-view`,
    /// `entity-ui-import`, `screen-built-outside-router`, `presenter-weak-view`,
    /// `dependency-inversion`, `lifecycle-callback-name`, `tracked-use-case-cancel`,
    /// `route-restoration-version`.
    public static var ruleIdentifiers: [String] { LayerRules.all.map(\.id) }

    /// The configuration of the package at `packageFolder`: its `.viper-lint.json` over the
    /// defaults, or the defaults when it has none.
    ///
    /// - Parameter packageFolder: The package's folder.
    /// - Returns: The configuration.
    /// - Throws: ``LintError/invalidConfiguration(_:)`` for a malformed file.
    public static func load(packageFolder: String) throws(LintError) -> LintConfiguration {
        let path = (packageFolder as NSString).appendingPathComponent(".viper-lint.json")
        guard FileManager.default.fileExists(atPath: path) else { return .default }
        return try load(file: path)
    }

    /// The configuration in the file at `path`, over the defaults.
    ///
    /// - Parameter path: A JSON configuration file.
    /// - Returns: The configuration.
    /// - Throws: ``LintError/unreadable(path:reason:)`` when the file cannot be read,
    ///   ``LintError/invalidConfiguration(_:)`` when it is malformed.
    public static func load(file path: String) throws(LintError) -> LintConfiguration {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw .unreadable(path: path, reason: "no readable file there")
        }
        do {
            return try decode(data)
        } catch {
            throw .invalidConfiguration("\(path): \(error.reason)")
        }
    }

    /// Reads a configuration from JSON, over the defaults.
    ///
    /// - Parameter data: The file's contents.
    /// - Returns: The defaults with every key the file sets replaced.
    /// - Throws: ``LintError/invalidConfiguration(_:)`` when the JSON is malformed, has an
    ///   unknown key or role, or names an unknown rule.
    public static func decode(_ data: Data) throws(LintError) -> LintConfiguration {
        let file: ConfigurationFile
        do {
            file = try JSONDecoder().decode(ConfigurationFile.self, from: data)
        } catch {
            throw .invalidConfiguration(Self.describe(error))
        }
        var configuration = LintConfiguration.default
        for (name, patterns) in file.roles ?? [:] {
            guard let role = LayerRole(rawValue: name) else {
                let known = LayerRole.allCases.map(\.rawValue).joined(separator: ", ")
                throw .invalidConfiguration("unknown role \"\(name)\" (roles: \(known))")
            }
            configuration.roles[role] = patterns.map(PathPattern.init)
        }
        if let frameworks = file.uiFrameworks { configuration.uiFrameworks = Set(frameworks) }
        if let suffixes = file.screenTypeSuffixes { configuration.screenTypeSuffixes = suffixes }
        if let exclude = file.exclude { configuration.exclude = exclude.map(PathPattern.init) }
        if let disabled = file.disabledRules {
            let known = Set(LayerRules.all.map(\.id))
            if let unknown = disabled.first(where: { !known.contains($0) }) {
                let list = known.sorted().joined(separator: ", ")
                throw .invalidConfiguration("unknown rule \"\(unknown)\" (rules: \(list))")
            }
            configuration.disabledRules = Set(disabled)
        }
        return configuration
    }

    private static func describe(_ error: any Error) -> String {
        switch error {
        case let error as UnknownKey:
            return error.description
        case DecodingError.dataCorrupted(let context):
            return "not valid JSON: \(context.debugDescription)"
        case DecodingError.typeMismatch(_, let context),
            DecodingError.valueNotFound(_, let context):
            let key = context.codingPath.map(\.stringValue).joined(separator: ".")
            return "\"\(key)\": \(context.debugDescription)"
        default:
            return "\(error)"
        }
    }
}

/// A key `.viper-lint.json` does not know: the JSON is valid, the configuration is not.
private struct UnknownKey: Error, CustomStringConvertible {
    let description: String
}

/// The JSON shape of `.viper-lint.json`; unknown keys are refused.
private struct ConfigurationFile: Decodable {
    var roles: [String: [String]]?
    var uiFrameworks: [String]?
    var screenTypeSuffixes: [String]?
    var exclude: [String]?
    var disabledRules: [String]?

    private enum CodingKeys: String, CodingKey, CaseIterable {
        case roles, uiFrameworks, screenTypeSuffixes, exclude, disabledRules
    }

    init(from decoder: any Decoder) throws {
        let keys = try decoder.container(keyedBy: AnyKey.self)
        let known = Set(CodingKeys.allCases.map(\.rawValue))
        if let unknown = keys.allKeys.first(where: { !known.contains($0.stringValue) }) {
            throw UnknownKey(
                description:
                    "unknown key \"\(unknown.stringValue)\" (keys: \(known.sorted().joined(separator: ", ")))"
            )
        }
        let container = try decoder.container(keyedBy: CodingKeys.self)
        roles = try container.decodeIfPresent([String: [String]].self, forKey: .roles)
        uiFrameworks = try container.decodeIfPresent([String].self, forKey: .uiFrameworks)
        screenTypeSuffixes = try container.decodeIfPresent(
            [String].self, forKey: .screenTypeSuffixes)
        exclude = try container.decodeIfPresent([String].self, forKey: .exclude)
        disabledRules = try container.decodeIfPresent([String].self, forKey: .disabledRules)
    }
}

private struct AnyKey: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
}
