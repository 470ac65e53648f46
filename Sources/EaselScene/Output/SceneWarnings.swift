import Foundation
import Easel

extension SceneRenderer {
    /// What the renderer reported while laying the scene out (an unknown symbol
    /// name, a missing image…), for the command line to print on stderr.
    public func warnings() -> [String] {
        let r = renderer(scene.view)
        _ = r.placedTree()
        return r.diagnostics
    }
}
