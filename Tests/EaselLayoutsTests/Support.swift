import Foundation
import Testing
@testable import EaselCore

/// Lays a view out with the font-free engine (advance 0.5 em, line 1.2 em), so
/// expected numbers can be worked out by hand: body text is 17 pt, so 8.5 pt
/// per character and 20.4 pt per line.
func place<V: View>(_ view: V, _ proposal: ProposedViewSize,
                    _ configure: (inout EnvironmentValues) -> Void = { _ in }) -> PlacedNode {
    var env = EnvironmentValues()
    env.textEngine = FixedAdvanceTextEngine()
    configure(&env)
    let nodes = makeNodes(view, ResolveContext(env: env))
    precondition(nodes.count == 1, "test views have one root")
    return PlacedNode.layout(nodes[0], proposal: proposal)
}

/// Frames of the views marked with `.id(_:)`, in root coordinates.
func frames<V: View>(_ view: V, _ proposal: ProposedViewSize,
                     _ configure: (inout EnvironmentValues) -> Void = { _ in }) -> [String: CGRect] {
    var out: [String: CGRect] = [:]
    place(view, proposal, configure).forEach { node, _ in
        if let id = node.id?.base as? String { out[id] = node.frame }
    }
    return out
}

let char: CGFloat = 8.5     // one character of 17 pt text
let line: CGFloat = 20.4    // one line of 17 pt text

func isClose(_ a: CGFloat, _ b: CGFloat, _ tolerance: CGFloat = 1e-6) -> Bool { abs(a - b) <= tolerance }
func isClose(_ a: CGRect?, _ b: CGRect, _ tolerance: CGFloat = 1e-6) -> Bool {
    guard let a else { return false }
    return isClose(a.minX, b.minX, tolerance) && isClose(a.minY, b.minY, tolerance)
        && isClose(a.width, b.width, tolerance) && isClose(a.height, b.height, tolerance)
}

/// A fixed-size box (Color is not a view in every build yet; a filled rectangle always is).
func box(_ w: CGFloat, _ h: CGFloat) -> some View { Rectangle().frame(width: w, height: h) }
