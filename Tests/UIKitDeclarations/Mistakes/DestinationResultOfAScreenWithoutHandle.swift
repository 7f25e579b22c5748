// expected error: cannot convert value of type '@Sendable (Int?) -> ()'
import VIPER

// A screen built from its dependency has no handle, so it hands back no result: only
// `Destination<Any>` makes one, and a call that receives a result must not compile with it.
@MainActor
final class BannerScreen: @MainActor DependencyInjectable {
    static func make(withDependency dependency: String) -> BannerScreen { BannerScreen() }
}

@MainActor
func showBanner(on navigator: Navigator) throws {
    try navigator.push(.screen(BannerScreen.self, dependency: "Saved")) { (_: Int?) in }
}
