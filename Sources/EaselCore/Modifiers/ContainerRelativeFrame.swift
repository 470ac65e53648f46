import Foundation

/// The size of the nearest container a `containerRelativeFrame` measures
/// against: the render's proposal at the root, a scroll view's viewport inside
/// one. Containers write it while they lay out, before their content is
/// measured, so it is a reference shared through the environment.
final class ContainerBox: @unchecked Sendable {
    var width: CGFloat?
    var height: CGFloat?
    init(_ p: ProposedViewSize) { width = p.width; height = p.height }
    func update(_ p: ProposedViewSize) { width = p.width; height = p.height }
}

struct ContainerBoxKey: EnvironmentKey { static let defaultValue: ContainerBox? = nil }
extension EnvironmentValues {
    var containerBox: ContainerBox? { get { self[ContainerBoxKey.self] } set { self[ContainerBoxKey.self] = newValue } }
}

/// `containerRelativeFrame`: on each of its axes a fixed frame whose length is
/// computed from the container's length on that axis; elsewhere layout-neutral.
struct _ContainerRelativeFrameLayout: UnaryLayout {
    let box: ContainerBox?
    let axes: Axis.Set
    let alignment: Alignment
    let length: (CGFloat, Axis) -> CGFloat

    func frame(_ p: ProposedViewSize) -> _FrameLayout {
        // Without a container length on an axis (an unsized render) the frame's own proposal stands in.
        func side(_ axis: Axis, _ container: CGFloat?, _ proposed: CGFloat?) -> CGFloat? {
            let set: Axis.Set = axis == .horizontal ? .horizontal : .vertical
            guard axes.contains(set), let base = container ?? proposed, base.isFinite else { return nil }
            let v = length(base, axis)
            return v.isFinite ? max(0, v) : nil
        }
        return _FrameLayout(width: side(.horizontal, box?.width, p.width), height: side(.vertical, box?.height, p.height),
                            alignment: alignment)
    }
    func sizeThatFits(_ proposal: ProposedViewSize, child: ViewNode) -> CGSize { frame(proposal).sizeThatFits(proposal, child: child) }
    func placement(in size: CGSize, proposal: ProposedViewSize, child: ViewNode) -> ChildPlacement {
        frame(proposal).placement(in: size, proposal: proposal, child: child)
    }
}

extension View {
    /// A frame sized from the nearest container (the scroll view, else the
    /// whole render) on `axes`; `length` gets the container's length and the axis.
    public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center,
                                       _ length: @escaping (CGFloat, Axis) -> CGFloat) -> some View {
        modifier(_EaselModifier { ctx, content in
            content(ctx.deeper()).map {
                UnaryLayoutNode(_ContainerRelativeFrameLayout(box: ctx.env.containerBox, axes: axes, alignment: alignment, length: length),
                                child: $0, env: ctx.env)
            }
        })
    }

    /// The container's full length on `axes`.
    public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center) -> some View {
        containerRelativeFrame(axes, alignment: alignment) { length, _ in length }
    }

    /// `span` of `count` equal columns (rows) with `spacing` between them:
    /// (length − spacing·(count − 1)) / count · span + spacing·(span − 1).
    public func containerRelativeFrame(_ axes: Axis.Set, count: Int, span: Int = 1, spacing: CGFloat,
                                       alignment: Alignment = .center) -> some View {
        let n = CGFloat(max(1, count)), s = CGFloat(max(1, span))
        return containerRelativeFrame(axes, alignment: alignment) { length, _ in
            (length - spacing * (n - 1)) / n * s + spacing * (s - 1)
        }
    }

    /// The padding a scene's content keeps from its edges. On iPhone that is the
    /// standard 16-point margin (Easel's choice: Apple gives no number for iOS).
    public func scenePadding(_ edges: Edge.Set = .all) -> some View { padding(edges, 16) }
    public func scenePadding(_ padding: ScenePadding, edges: Edge.Set = .all) -> some View { scenePadding(edges) }
}

public struct ScenePadding: Hashable, Sendable {
    let rawValue: Int
    public static let minimum = ScenePadding(rawValue: 0)
    public static let navigationBar = ScenePadding(rawValue: 1)
}

/// Where `contentMargins` apply. Easel draws no scroll indicators, so only the
/// content's margins show.
public struct ContentMarginPlacement: Hashable, Sendable {
    let rawValue: Int
    public static let automatic = ContentMarginPlacement(rawValue: 0)
    public static let scrollContent = ContentMarginPlacement(rawValue: 1)
    public static let scrollIndicators = ContentMarginPlacement(rawValue: 2)
}

struct ContentMarginsKey: EnvironmentKey { static let defaultValue = EdgeInsets() }
extension EnvironmentValues {
    /// Extra insets scroll views (and lists) put around their content.
    var contentMargins: EdgeInsets { get { self[ContentMarginsKey.self] } set { self[ContentMarginsKey.self] = newValue } }
}

extension View {
    /// Insets scroll views and lists inside this view add around their content (the edges given are replaced).
    public func contentMargins(_ edges: Edge.Set = .all, _ insets: EdgeInsets, for placement: ContentMarginPlacement = .automatic) -> some View {
        transformEnvironment(\.contentMargins) { m in
            guard placement != .scrollIndicators else { return }
            if edges.contains(.top) { m.top = insets.top }
            if edges.contains(.leading) { m.leading = insets.leading }
            if edges.contains(.bottom) { m.bottom = insets.bottom }
            if edges.contains(.trailing) { m.trailing = insets.trailing }
        }
    }
    public func contentMargins(_ edges: Edge.Set = .all, _ length: CGFloat?, for placement: ContentMarginPlacement = .automatic) -> some View {
        let l = length ?? 16
        return contentMargins(edges, EdgeInsets(top: l, leading: l, bottom: l, trailing: l), for: placement)
    }
    public func contentMargins(_ length: CGFloat, for placement: ContentMarginPlacement = .automatic) -> some View {
        contentMargins(.all, length, for: placement)
    }
}
