import Foundation

extension SceneRouter {
    /// The restoration data of `scene`'s navigator, as
    /// ``Navigator/restorationData(_:)`` writes it: each scene saves its own.
    ///
    /// - Throws: ``SceneError/unknownScene(_:)``, or ``SceneError/refused(_:_:)`` naming
    ///   the screens without a route.
    public func restorationData(for scene: SceneIdentity) throws(SceneError) -> Data {
        let navigator = try navigator(for: scene)
        do {
            return try navigator.restorationData(Route.self)
        } catch {
            throw .refused(scene, error)
        }
    }

    /// Restores the connected `scene`'s navigator from `data` that
    /// ``restorationData(for:)`` wrote, as
    /// ``Navigator/restore(from:using:migrations:)-(_,RouteTable<Route>,_)`` does, with the
    /// router's routes and migrations: for data that arrives after the scene connected
    /// (data at hand when it connects goes to ``connect(_:restoringFrom:)``).
    ///
    /// Data the scene cannot read fails this scene alone: it keeps what it showed, and the
    /// other scenes are not touched.
    ///
    /// - Throws: ``SceneError/unknownScene(_:)``, or ``SceneError/refused(_:_:)`` with the
    ///   navigator's reason (corrupt data, an unknown tag, a version it cannot read, a
    ///   refused route).
    public func restore(_ scene: SceneIdentity, from data: Data) throws(SceneError) {
        let navigator = try navigator(for: scene)
        do {
            try navigator.restore(from: data, using: routes, migrations: migrations)
        } catch {
            throw .refused(scene, error)
        }
    }
}
