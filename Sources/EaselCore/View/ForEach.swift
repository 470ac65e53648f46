import Foundation

public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content>: PrimitiveView {
    public var data: Data
    public var content: (Data.Element) -> Content
    let id: KeyPath<Data.Element, ID>?
    /// Resolves one element's view with its static type, set by the initialisers
    /// (where `Content: View` is known), so no element pays an existential cast.
    var makeContent: ((Content, ResolveContext) -> [ViewNode])?
    func makeNodes(_ ctx: ResolveContext) -> [ViewNode] {
        data.flatMap { element -> [ViewNode] in
            let nodes: [ViewNode]
            if let makeContent {
                nodes = makeContent(content(element), ctx)
            } else {
                guard let v = content(element) as? any View else { return [] }
                nodes = anyMakeNodes(v, ctx)
            }
            // SwiftUI tags each element's view with its id, so a Picker or TabView whose
            // selection has the id's type matches rows without `.tag`. The innermost
            // ForEach's id wins, as there.
            let implicit: AnyHashable? = id.map { AnyHashable(element[keyPath: $0]) } ?? (element as? any Hashable).map { AnyHashable($0) }
            if let implicit {
                for n in nodes where n.traits.forEachID == nil { n.traits.forEachID = implicit }
            }
            return nodes
        }
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
        makeContent = { EaselCore.makeNodes($0, $1) }
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
