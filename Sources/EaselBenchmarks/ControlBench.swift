import Foundation
import Easel

/// Render cost of the iOS controls against plain views: the same number of rows,
/// each 44 pt tall on a 390-pt-wide canvas at scale 2, so both sides rasterise
/// the same pixels and the difference is what the control itself costs.
private let rows = 50

private struct Rows<Row: View>: View {
    let row: (Int) -> Row
    var body: some View {
        VStack(spacing: 0) {
            ForEach(0..<rows, id: \.self) { i in row(i).frame(height: 44).padding(.horizontal, 16) }
        }
        .frame(width: 390)
    }
}

private func measure<V: View>(_ view: V) throws -> (layout: Double, draw: Double) {
    let r = ImageRenderer(content: view)
    r.scale = 2
    let layout = medianMilliseconds(runs: 5) { _ = r.displayList() }
    let list = r.displayList()
    let draw = try medianMilliseconds(runs: 5) { _ = try CairoRasterizer.rasterize(list) }
    return (layout, draw)
}

func runControlBenchmarks() throws {
    print("== Controls: \(rows) rows of each, 390 pt wide at scale 2 (layout + display list, then Cairo draw)")
    let plain = try measure(Rows { i in Text("Row \(i)").frame(maxWidth: .infinity, alignment: .leading) })
    report("plain Text rows: layout", plain.layout)
    report("plain Text rows: draw", plain.draw)
    let controls: [(String, AnyView)] = [
        ("Toggle", AnyView(Rows { i in Toggle("Option \(i)", isOn: .constant(i % 2 == 0)) })),
        ("Slider", AnyView(Rows { i in Slider(value: .constant(Double(i) / Double(rows))) })),
        ("Stepper", AnyView(Rows { i in Stepper("Count \(i)", value: .constant(i), in: 0...100) })),
        ("Picker .segmented", AnyView(Rows { i in
            Picker("Size", selection: .constant(i % 3)) { Text("S").tag(0); Text("M").tag(1); Text("L").tag(2) }.pickerStyle(.segmented)
        })),
        ("Picker .menu", AnyView(Rows { i in
            Picker("Size", selection: .constant(i % 3)) { Text("Small").tag(0); Text("Medium").tag(1); Text("Large").tag(2) }
        })),
        ("TextField .roundedBorder", AnyView(Rows { i in TextField("Name", text: .constant("Row \(i)")).textFieldStyle(.roundedBorder) })),
        ("Button .borderedProminent", AnyView(Rows { i in Button("Row \(i)") {}.buttonStyle(.borderedProminent) })),
        ("ProgressView (linear)", AnyView(Rows { i in ProgressView(value: Double(i), total: Double(rows)) })),
        ("ProgressView() spinner", AnyView(Rows { _ in ProgressView() })),
        ("Gauge", AnyView(Rows { i in Gauge(value: Double(i) / Double(rows)) { Text("Level") } })),
        ("Label (symbol + title)", AnyView(Rows { i in Label("Row \(i)", systemImage: "star.fill") })),
        ("Image(systemName:)", AnyView(Rows { _ in Image(systemName: "checkmark.circle.fill") })),
    ]
    for (name, view) in controls {
        let m = try measure(view)
        report("\(name): layout", m.layout, note: ratio(m.layout, plain.layout) + " of plain")
        report("\(name): draw", m.draw, note: ratio(m.draw, plain.draw) + " of plain")
    }
    // A whole list: 50 rows in an inset-grouped List against the same Texts in a VStack.
    let list = try measure(List { ForEach(0..<rows, id: \.self) { i in Text("Row \(i)") } }.frame(width: 390, height: 44 * CGFloat(rows)))
    report("List of \(rows) Text rows: layout", list.layout, note: ratio(list.layout, plain.layout) + " of plain")
    report("List of \(rows) Text rows: draw", list.draw, note: ratio(list.draw, plain.draw) + " of plain")
}
