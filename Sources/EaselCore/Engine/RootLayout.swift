import Foundation

extension PlacedNode {
    /// Resolves a view in an environment and lays it out for a proposal. Several
    /// top-level views are stacked vertically, as SwiftUI does at a root.
    public static func layoutRoot<V: View>(_ view: V, environment: EnvironmentValues, proposal: ProposedViewSize) -> PlacedNode {
        var env = environment
        // The render itself is the outermost container of `containerRelativeFrame`.
        if env.containerBox == nil { env.containerBox = ContainerBox(proposal) }
        // UIKit's layout margins follow the window's width (`SystemLayoutMargins`).
        if env.sceneWidth == nil { env.sceneWidth = proposal.width }
        let ctx = ResolveContext(env: env)
        var nodes = makeNodes(view, ctx.with { $0.stackOrientation = .vertical })
        if let budget = environment.viewBudget, budget.isExceeded {
            // A tree over the budget is not laid out at all: the renderer reports it.
            environment.diagnostics.report(budget.message)
            nodes = []
        }
        if nodes.count != 1 {
            nodes = [LayoutNode(VStackLayout(), children: nodes, env: environment)]
        }
        return layout(nodes[0], proposal: proposal)
    }
}

extension DisplayList {
    /// The drawing of a placed tree for `scale`: the rounding pass snaps every
    /// frame to the pixel grid (`PlacedNode.round(scale:)`), the commit pass
    /// resolves what each node draws into a `DrawTree`, and the builder nests
    /// that tree's items, reading nothing else.
    public static func build(_ root: PlacedNode, scale: CGFloat) -> DisplayList {
        build(DrawTree(root, scale: scale))
    }

    /// The list of a committed tree: values in, values out, whether or not the
    /// views and nodes it came from still exist.
    public static func build(_ tree: DrawTree) -> DisplayList {
        DisplayListBuilder.build(tree)
    }
}

struct CustomTextEngineKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    /// True once someone set `textEngine` explicitly (renderers then keep it).
    public var hasCustomTextEngine: Bool { self[CustomTextEngineKey.self] }
    /// Where warnings of one render go.
    public var diagnosticsSink: Diagnostics {
        get { diagnostics } set { diagnostics = newValue }
    }
}
