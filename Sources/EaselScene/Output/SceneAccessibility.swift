import Foundation
import Easel

extension SceneRenderer {
    /// What VoiceOver would read of the scene, as YAML (`AccessibilityTree.yaml`).
    public func accessibilityYAML() throws -> String {
        let (r, pass) = try checkedPass()
        return pass.placed.accessibilityTree(scale: r.scale).yaml
    }

    /// The scene with every element boxed and numbered in reading order, and
    /// the list of what VoiceOver says beside it, as PNG.
    public func accessibilityOverlayPNG() throws -> Data {
        let (r, _) = try checkedPass()
        do {
            return try r.accessibilityOverlayPNG()
        } catch let e as SceneError {
            throw e
        } catch {
            throw failure("\(error)")
        }
    }
}
