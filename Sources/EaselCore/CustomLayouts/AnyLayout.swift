import Foundation

/// A type-erased layout, so one container can switch between layouts
/// (`cond ? AnyLayout(HStackLayout()) : AnyLayout(VStackLayout())`) while its
/// subviews keep their identity.
public struct AnyLayout: Layout {
    let box: _AnyLayoutBox

    public init<L: Layout>(_ layout: L) {
        // Wrapping an AnyLayout again would only add a level of indirection.
        if let any = layout as? AnyLayout { box = any.box } else { box = _ConcreteLayoutBox(layout) }
    }

    /// The wrapped layout's cache, created and type-checked by the wrapped layout.
    public struct Cache {
        var value: Any
        let layoutType: ObjectIdentifier
    }

    public func makeCache(subviews: Subviews) -> Cache { box.makeCache(subviews) }

    public func updateCache(_ cache: inout Cache, subviews: Subviews) {
        // A cache made for another layout type is useless after a switch: start over.
        if cache.layoutType != box.layoutType { cache = box.makeCache(subviews) } else { box.updateCache(&cache, subviews) }
    }

    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
        box.withCache(&cache, subviews) { box.spacing(subviews, &$0) }
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        box.withCache(&cache, subviews) { box.sizeThatFits(proposal, subviews, &$0) }
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        box.withCache(&cache, subviews) { box.placeSubviews(bounds, proposal, subviews, &$0) }
    }

    public func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Subviews, cache: inout Cache) -> CGFloat? {
        box.withCache(&cache, subviews) { box.explicitAlignment(guide.key, bounds, proposal, subviews, &$0) }
    }

    public func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Subviews, cache: inout Cache) -> CGFloat? {
        box.withCache(&cache, subviews) { box.explicitAlignment(guide.key, bounds, proposal, subviews, &$0) }
    }
}

extension AnyLayout: _DynamicLayoutProperties {
    /// The static `layoutProperties` of an erased type cannot know the wrapped
    /// layout, so containers ask the value: Spacer and Divider follow the switch.
    var dynamicStackOrientation: Axis? { box.stackOrientation }
}

/// Layouts whose properties depend on the value, not only on the type.
protocol _DynamicLayoutProperties {
    var dynamicStackOrientation: Axis? { get }
}

class _AnyLayoutBox {
    var layoutType: ObjectIdentifier { fatalError("abstract") }
    var stackOrientation: Axis? { fatalError("abstract") }
    func makeCache(_ subviews: LayoutSubviews) -> AnyLayout.Cache { fatalError("abstract") }
    func updateCache(_ cache: inout AnyLayout.Cache, _ subviews: LayoutSubviews) { fatalError("abstract") }
    func spacing(_ subviews: LayoutSubviews, _ cache: inout AnyLayout.Cache) -> ViewSpacing { fatalError("abstract") }
    func sizeThatFits(_ p: ProposedViewSize, _ subviews: LayoutSubviews, _ cache: inout AnyLayout.Cache) -> CGSize { fatalError("abstract") }
    func placeSubviews(_ bounds: CGRect, _ p: ProposedViewSize, _ subviews: LayoutSubviews, _ cache: inout AnyLayout.Cache) { fatalError("abstract") }
    func explicitAlignment(_ key: AlignmentKey, _ bounds: CGRect, _ p: ProposedViewSize, _ subviews: LayoutSubviews,
                           _ cache: inout AnyLayout.Cache) -> CGFloat? { fatalError("abstract") }

    /// Runs `body` with a cache that belongs to the current wrapped layout.
    func withCache<R>(_ cache: inout AnyLayout.Cache, _ subviews: LayoutSubviews, _ body: (inout AnyLayout.Cache) -> R) -> R {
        if cache.layoutType != layoutType { cache = makeCache(subviews) }
        return body(&cache)
    }
}

final class _ConcreteLayoutBox<L: Layout>: _AnyLayoutBox {
    let layout: L
    init(_ layout: L) { self.layout = layout }

    override var layoutType: ObjectIdentifier { ObjectIdentifier(L.self) }
    override var stackOrientation: Axis? {
        (layout as? _DynamicLayoutProperties)?.dynamicStackOrientation ?? L.layoutProperties.stackOrientation
    }

    private func typed<R>(_ cache: inout AnyLayout.Cache, _ body: (inout L.Cache) -> R) -> R {
        var c = cache.value as! L.Cache
        defer { cache.value = c }
        return body(&c)
    }

    override func makeCache(_ subviews: LayoutSubviews) -> AnyLayout.Cache {
        AnyLayout.Cache(value: layout.makeCache(subviews: subviews), layoutType: layoutType)
    }
    override func updateCache(_ cache: inout AnyLayout.Cache, _ subviews: LayoutSubviews) {
        typed(&cache) { layout.updateCache(&$0, subviews: subviews) }
    }
    override func spacing(_ subviews: LayoutSubviews, _ cache: inout AnyLayout.Cache) -> ViewSpacing {
        typed(&cache) { layout.spacing(subviews: subviews, cache: &$0) }
    }
    override func sizeThatFits(_ p: ProposedViewSize, _ subviews: LayoutSubviews, _ cache: inout AnyLayout.Cache) -> CGSize {
        typed(&cache) { layout.sizeThatFits(proposal: p, subviews: subviews, cache: &$0) }
    }
    override func placeSubviews(_ bounds: CGRect, _ p: ProposedViewSize, _ subviews: LayoutSubviews, _ cache: inout AnyLayout.Cache) {
        typed(&cache) { layout.placeSubviews(in: bounds, proposal: p, subviews: subviews, cache: &$0) }
    }
    override func explicitAlignment(_ key: AlignmentKey, _ bounds: CGRect, _ p: ProposedViewSize, _ subviews: LayoutSubviews,
                                    _ cache: inout AnyLayout.Cache) -> CGFloat? {
        typed(&cache) { c in
            key.axis == .horizontal
                ? layout.explicitAlignment(of: HorizontalAlignment(key.id), in: bounds, proposal: p, subviews: subviews, cache: &c)
                : layout.explicitAlignment(of: VerticalAlignment(key.id), in: bounds, proposal: p, subviews: subviews, cache: &c)
        }
    }
}
