import Foundation
import EaselCore

/// Swift Charts' `Chart`: marks in, a plot with axes and a legend out. It takes
/// the space it is offered (300 × 200 when nothing is proposed, our choice),
/// and draws through ordinary views, so PNG, SVG and PDF show the same chart.
public struct Chart<Content: ChartContent>: View {
    let content: Content
    @Environment(\.chartConfiguration) var configuration
    @Environment(\.colorScheme) var colorScheme
    @Environment(\.displayScale) var displayScale

    public init(@ChartContentBuilder content: () -> Content) { self.content = content() }

    public var body: some View {
        let model = ChartModel(records: collectMarks(content), config: configuration)
        let scheme = colorScheme, scale = displayScale
        return GeometryReader { proxy in
            ChartFrame(model: model, size: proxy.size, scheme: scheme, displayScale: scale, globalFrame: proxy.frame(in: .global))
        }
        .frame(idealWidth: 300, idealHeight: 200)
    }
}

extension Chart {
    public init<Data: RandomAccessCollection, C: ChartContent>(_ data: Data, @ChartContentBuilder content: @escaping (Data.Element) -> C)
        where Content == ForEach<Data, Data.Element.ID, C>, Data.Element: Identifiable {
        self.content = ForEach(data, content: content)
    }
    public init<Data: RandomAccessCollection, ID: Hashable, C: ChartContent>(_ data: Data, id: KeyPath<Data.Element, ID>,
                                                                            @ChartContentBuilder content: @escaping (Data.Element) -> C)
        where Content == ForEach<Data, ID, C> {
        self.content = ForEach(data, id: id, content: content)
    }
}

/// The records a chart draws, for tests and the scene reader.
extension Chart {
    var records: [MarkRecord] { collectMarks(content) }
}
