import Foundation

/// Insets the proposal, adds the insets back to the answer.
struct _PaddingLayout: UnaryLayout {
    var insets: EdgeInsets
    func sizeThatFits(_ proposal: ProposedViewSize, child: ViewNode) -> CGSize {
        let c = child.sizeThatFits(proposal.inset(by: insets))
        return CGSize(width: c.width + insets.horizontal, height: c.height + insets.vertical)
    }
    /// The child is offered the padded size, except along an axis the padding
    /// itself was offered nothing (nil) on: there the child keeps nil, so it is
    /// placed at the ideal size it was measured at. Inside a vertical ScrollView
    /// this keeps a stack under `.padding()` from sharing out a concrete height
    /// at placement and squeezing a wrapped Text back to one line.
    func placement(in size: CGSize, proposal: ProposedViewSize, child: ViewNode) -> ChildPlacement {
        ChildPlacement(child, at: CGPoint(x: insets.leading, y: insets.top),
                       proposal: ProposedViewSize(width: proposal.width == nil ? nil : max(0, size.width - insets.horizontal),
                                                  height: proposal.height == nil ? nil : max(0, size.height - insets.vertical)))
    }
    func spacing(child: ViewNode) -> ViewSpacing {
        var edges: Edge.Set = []
        if insets.top != 0 { edges.insert(.top) }
        if insets.bottom != 0 { edges.insert(.bottom) }
        if insets.leading != 0 { edges.insert(.leading) }
        if insets.trailing != 0 { edges.insert(.trailing) }
        return child.spacing.resetting(edges)
    }
}

extension View {
    public func padding(_ insets: EdgeInsets) -> some View { modifier(.layout(_PaddingLayout(insets: insets))) }
    public func padding(_ length: CGFloat) -> some View { padding(.all, length) }
    /// Without a length, the environment's default padding (16 on every edge).
    public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        modifier(_EaselModifier { ctx, content in
            let d = ctx.env.defaultPadding
            let insets = EdgeInsets(top: edges.contains(.top) ? length ?? d.top : 0,
                                    leading: edges.contains(.leading) ? length ?? d.leading : 0,
                                    bottom: edges.contains(.bottom) ? length ?? d.bottom : 0,
                                    trailing: edges.contains(.trailing) ? length ?? d.trailing : 0)
            return content(ctx.deeper()).map { UnaryLayoutNode(_PaddingLayout(insets: insets), child: $0, env: ctx.env) }
        })
    }
}
