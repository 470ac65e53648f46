import Foundation

public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content>: PrimitiveView {
    public var data: Data
    public var content: (Data.Element) -> Content
    let id: KeyPath<Data.Element, ID>?
    /// Resolves one element's view with its static type, set by the initialisers
    /// (where `Content: View` is known), so no element pays an existential cast.
    var makeContent: ((Content, ResolveContext) -> [ViewNode])?
    /// An element's implicit id where the initialiser knows the element is
    /// `Hashable` (ranges of integers), so no element pays a dynamic cast.
    var implicitID: ((Data.Element) -> ForEachTag)?
    /// The whole loop, for a range of integers: set where `Data` is known to be
    /// `Range<Int>`, so iterating runs concrete code. Through `Data`'s witnesses,
    /// each element cost generic metadata look-ups and indirect index calls.
    var makeAll: ((Data, (Data.Element) -> Content, ResolveContext) -> [ViewNode])?
    func makeNodes(_ ctx: ResolveContext) -> [ViewNode] {
        // The row closure runs now, as the ForEach resolves, not while the body
        // that made it ran; it reads that body's `@Environment` and
        // `@EnvironmentObject` properties, which SwiftUI has set by then. So the
        // rows are made with the environment current, as the body's own code was
        // (the ForEach's environment holds every ancestor's values). Once per
        // ForEach: views inside that have a body publish their own.
        EnvironmentValues.$current.withValue(ctx.env) { resolve(ctx) }
    }

    private func resolve(_ ctx: ResolveContext) -> [ViewNode] {
        if let makeAll { return makeAll(data, content, ctx) }
        var result: [ViewNode] = []
        result.reserveCapacity(data.count)
        for element in data {
            let nodes: [ViewNode]
            if let makeContent {
                nodes = makeContent(content(element), ctx)
            } else {
                guard let v = content(element) as? any View else { continue }
                nodes = anyMakeNodes(v, ctx)
            }
            // SwiftUI tags each element's view with its id, so a Picker or TabView whose
            // selection has the id's type matches rows without `.tag`. The innermost
            // ForEach's id wins, as there.
            let implicit: ForEachTag? = id.map { .any(AnyHashable(element[keyPath: $0])) }
                ?? implicitID.map { $0(element) } ?? (element as? any Hashable).map { .any(AnyHashable($0)) }
            if let implicit {
                for n in nodes where n.traits.forEachTag == nil { n.traits.forEachTag = implicit }
            }
            result.append(contentsOf: nodes)
        }
        return result
    }
}

extension ForEach: View where Content: View {
    public typealias Body = Never
    public var body: Never { primitiveBody() }

    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data; self.content = content; self.id = id
        makeContent = { EaselCore.makeNodes($0, $1) }
    }
}

extension ForEach where Content: View, Data.Element: Identifiable, ID == Data.Element.ID {
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data; self.content = content; self.id = \Data.Element.id
        makeContent = { EaselCore.makeNodes($0, $1) }
    }
}

extension ForEach where Data == Range<Int>, ID == Int, Content: View {
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.data = data; self.content = content; self.id = nil
        makeAll = { range, content, ctx in
            var result: [ViewNode] = []
            result.reserveCapacity(range.count)
            for i in range {
                let nodes = EaselCore.makeNodes(content(i), ctx)
                // Each element's implicit tag is its integer, as in the general loop.
                for n in nodes where n.traits.forEachTag == nil { n.traits.forEachTag = .int(i) }
                result.append(contentsOf: nodes)
            }
            return result
        }
    }
}

// ForEach($items) { $item in … }: each element is a binding into the collection.
extension ForEach where Content: View {
    public init<C: MutableCollection & RandomAccessCollection>(
        _ data: Binding<C>, @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
    ) where Data == LazyMapSequence<C.Indices, (C.Index, ID)>, C.Element: Identifiable, C.Element.ID == ID, C.Index: Hashable {
        let base = data
        self.data = base.wrappedValue.indices.lazy.map { ($0, base.wrappedValue[$0].id) }
        self.id = nil
        makeContent = { EaselCore.makeNodes($0, $1) }
        self.content = { pair in content(Binding(get: { base.wrappedValue[pair.0] }, set: { base.wrappedValue[pair.0] = $0 })) }
    }
}

// For content other than views (Swift Charts' marks): the Charts module builds
// its own loops over `data` and `content` and needs a way to make the value.
extension ForEach {
    public init(_unconstrainedData data: Data, id: KeyPath<Data.Element, ID>?, content: @escaping (Data.Element) -> Content) {
        self.data = data; self.content = content; self.id = id
    }
}
