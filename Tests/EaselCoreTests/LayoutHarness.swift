import Foundation
@testable import EaselCore

/// Lays a view out on a canvas and returns the frames of views marked with `.id`.
func frames<V: View>(_ view: V, width: CGFloat? = 200, height: CGFloat? = 200,
                     configure: (inout EnvironmentValues) -> Void = { _ in }) -> [String: CGRect] {
    var env = EnvironmentValues()
    env.textEngine = FixedAdvanceTextEngine()
    configure(&env)
    let root = PlacedNode.layoutRoot(view, environment: env, proposal: ProposedViewSize(width: width, height: height))
    var out: [String: CGRect] = [:]
    root.forEach { n, _ in if let id = n.id?.base as? String, out[id] == nil { out[id] = n.frame } }
    out["root"] = root.frame
    return out
}

func rect(_ x: CGFloat, _ y: CGFloat, _ w: CGFloat, _ h: CGFloat) -> CGRect { CGRect(x: x, y: y, width: w, height: h) }

func isClose(_ a: CGRect?, _ b: CGRect, tolerance: CGFloat = 1e-6) -> Bool {
    guard let a else { return false }
    return abs(a.minX - b.minX) <= tolerance && abs(a.minY - b.minY) <= tolerance
        && abs(a.width - b.width) <= tolerance && abs(a.height - b.height) <= tolerance
}
