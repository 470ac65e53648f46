import Foundation
import Easel
#if canImport(Glibc)
import Glibc
#endif

/// Layout throughput and footprint: views per second and bytes per view for
/// five tree shapes at 1k, 10k and 100k views. A "view" is one placed node:
/// every shape, stack, text and modifier counts once, as SwiftUI counts a
/// ModifiedContent as a view.
private enum Shape: String, CaseIterable {
    case shapes = "shapes (rows of 10 rectangles)"
    case stacks = "stacks (HStack/VStack/ZStack tree)"
    case chains = "nested chains (32 levels each)"
    case texts = "distinct Texts (Pango)"
    case custom = "custom Layouts (rows of a user's flow)"
}

/// Rows of ten filled rectangles: `n` leaves, n/10 HStacks, one VStack.
private func shapesTree(_ n: Int) -> some View {
    VStack(spacing: 2) {
        ForEach(0..<max(1, n / 11)) { row in
            HStack(spacing: 2) {
                ForEach(0..<10) { col in
                    Rectangle().fill(Color.blue.opacity(Double((row + col) % 10) / 10))
                }
            }
        }
    }
}

/// A tree of stacks four wide: every interior view a stack, every leaf a Color.
private func stacksTree(_ n: Int) -> some View {
    VStack(spacing: 0) {
        ForEach(0..<max(1, n / 7)) { i in
            HStack(spacing: 1) {
                ZStack { Color.red; Color.green }
                VStack(spacing: 1) { Color.blue; Color.orange }
            }
        }
    }
}

/// Every Text a string no other has, so nothing repeats whole.
private func textsTree(_ n: Int) -> some View {
    VStack(alignment: .leading, spacing: 0) {
        ForEach(0..<max(1, n)) { i in Text("Row \(i) of \(n)") }
    }
}

/// A user's `Layout`, written as apps write them: its children left to right,
/// wrapping to a new line at the proposed width.
private struct FlowLayout: Layout {
    var spacing: CGFloat = 2
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let width = proposal.width ?? .infinity
        var x: CGFloat = 0, y: CGFloat = 0, line: CGFloat = 0, widest: CGFloat = 0
        for s in subviews {
            let size = s.sizeThatFits(.unspecified)
            if x > 0, x + size.width > width { x = 0; y += line + spacing; line = 0 }
            x += size.width + spacing
            line = max(line, size.height)
            widest = max(widest, x - spacing)
        }
        return CGSize(width: widest, height: y + line)
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var x = bounds.minX, y = bounds.minY, line: CGFloat = 0
        for s in subviews {
            let size = s.sizeThatFits(.unspecified)
            if x > bounds.minX, x + size.width > bounds.maxX { x = bounds.minX; y += line + spacing; line = 0 }
            s.place(at: CGPoint(x: x, y: y), proposal: ProposedViewSize(size))
            x += size.width + spacing
            line = max(line, size.height)
        }
    }
}

/// Rows of a flow of ten framed colours: per row the flow, ten frames and ten colours.
private func customTree(_ n: Int) -> some View {
    VStack(spacing: 2) {
        ForEach(0..<max(1, n / 21)) { row in
            FlowLayout {
                ForEach(0..<10) { col in Color.blue.frame(width: CGFloat(8 + (row + col) % 5), height: 8) }
            }
        }
    }
}

/// One level: HStack { VStack { deeper; Color }.padding(1); Spacer }.
private func chain(_ depth: Int) -> AnyView {
    depth == 0 ? AnyView(Color.red.frame(width: 10, height: 10))
        : AnyView(HStack { VStack { chain(depth - 1); Color.blue }.padding(1); Spacer(minLength: 1) })
}

private func chainsTree(_ n: Int, depth: Int) -> some View {
    // Each level places six nodes (AnyView is transparent): n / (6·depth) chains.
    VStack(spacing: 0) { ForEach(0..<max(1, n / (6 * depth))) { _ in chain(depth) } }
}

/// Bytes the C heap holds now: glibc's own account (`malloc_info`, found at run
/// time because Swift's Glibc module does not import malloc.h): the heap's size
/// less its free chunks, plus blocks mapped on their own.
private let mallocInfo: (@convention(c) (Int32, UnsafeMutablePointer<FILE>?) -> Int32)? = {
    #if canImport(Glibc)
    guard let handle = dlopen(nil, RTLD_NOW), let symbol = dlsym(handle, "malloc_info") else { return nil }
    return unsafeBitCast(symbol, to: (@convention(c) (Int32, UnsafeMutablePointer<FILE>?) -> Int32).self)
    #else
    return nil
    #endif
}()

private func heapInUse() -> Int {
    #if canImport(Glibc)
    guard let mallocInfo else { return 0 }
    var buffer: UnsafeMutablePointer<CChar>?
    var length = 0
    guard let stream = open_memstream(&buffer, &length) else { return 0 }
    _ = mallocInfo(0, stream)
    fclose(stream)
    guard let buffer else { return 0 }
    defer { free(buffer) }
    let xml = String(cString: buffer)
    // The process's totals come last, after each arena's own.
    func size(after marker: String) -> Int {
        guard let m = xml.range(of: marker, options: .backwards),
              let s = xml[m.upperBound...].range(of: "size=\"") else { return 0 }
        let digits = xml[s.upperBound...].prefix { $0.isNumber }
        return Int(digits) ?? 0
    }
    let heap = size(after: "<system type=\"current\"")
    let free = size(after: "<total type=\"fast\"") + size(after: "<total type=\"rest\"")
    return heap - free + size(after: "<total type=\"mmap\"")
    #else
    return 0
    #endif
}

private func countNodes(_ p: PlacedNode) -> Int {
    var n = 0
    p.forEach { _, _ in n += 1 }
    return n
}

/// Lays `view` out once and returns the placed tree (so its memory can be counted).
private func layOut<V: View>(_ view: V, engine: any TextEngine, width: CGFloat = 800) -> PlacedNode {
    var env = EnvironmentValues()
    env.textEngine = engine
    return PlacedNode.layoutRoot(view, environment: env, proposal: ProposedViewSize(width: width, height: nil))
}

private struct LayoutFigure {
    var views: Int
    var ms: Double
    /// The laying-out thread's own CPU time: on a machine shared with other
    /// work, wall time also counts the time other processes held the core.
    var cpuMs: Double
    var bytesPerView: Double
    var viewsPerSecond: Double { Double(views) / (ms / 1000) }
    var viewsPerCPUSecond: Double { Double(views) / (cpuMs / 1000) }
}

/// Wall and thread-CPU clocks, in milliseconds.
private struct Stopwatch {
    static func cpuNow() -> Double {
        var t = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t)
        return Double(t.tv_sec) * 1e3 + Double(t.tv_nsec) / 1e6
    }
    let wall = DispatchTime.now().uptimeNanoseconds
    let cpu = Stopwatch.cpuNow()
    var elapsed: (wall: Double, cpu: Double) {
        (Double(DispatchTime.now().uptimeNanoseconds - wall) / 1e6, Stopwatch.cpuNow() - cpu)
    }
}

private func measure(_ shape: Shape, _ n: Int, runs: Int) -> LayoutFigure {
    // Texts use a fresh Pango engine per run, so no layout is served from a cache
    // filled by an earlier run; the other shapes never ask the text engine.
    func engine() -> any TextEngine { shape == .texts ? PangoTextEngine(cacheCapacity: 4096) : FixedAdvanceTextEngine() }
    func run(_ e: any TextEngine) -> PlacedNode {
        switch shape {
        case .shapes: return layOut(shapesTree(n), engine: e)
        case .stacks: return layOut(stacksTree(n), engine: e)
        case .texts: return layOut(textsTree(n), engine: e)
        case .chains: return layOut(chainsTree(n, depth: 32), engine: e)
        case .custom: return layOut(customTree(n), engine: e)
        }
    }
    // Footprint: what one laid-out tree (nodes, caches, placements) keeps alive.
    var views = 0
    var bytes = 0
    var samples: [Double] = [], cpuSamples: [Double] = []
    do {
        let e = engine()
        let before = heapInUse()
        let clock = Stopwatch()
        let placed = run(e)
        let t = clock.elapsed
        bytes = heapInUse() - before
        views = countNodes(placed)
        // The first run counts as a sample only where there is a single one.
        if runs <= 1 { samples.append(t.wall); cpuSamples.append(t.cpu) }
    }
    for _ in 0..<(runs <= 1 ? 0 : runs) {
        let e = engine()
        let clock = Stopwatch()
        let placed = run(e)
        let t = clock.elapsed
        samples.append(t.wall); cpuSamples.append(t.cpu)
        withExtendedLifetime(placed) {}
    }
    return LayoutFigure(views: views, ms: samples.sorted()[samples.count / 2], cpuMs: cpuSamples.sorted()[cpuSamples.count / 2],
                        bytesPerView: Double(bytes) / Double(max(1, views)))
}

/// Bytes per view of one chain as it gets deeper: flat means no per-level blow-up.
private func chainDepthFootprint(_ depth: Int) -> Double {
    let before = heapInUse()
    let placed = layOut(chain(depth), engine: FixedAdvanceTextEngine())
    let bytes = heapInUse() - before
    return Double(bytes) / Double(countNodes(placed))
}

/// `only`: tree names to run (`shapes`, `stacks`, `nested`, `distinct`, `custom`); empty runs all.
/// `sizes`: how many views (empty: 1k, 10k and 100k).
func runLayoutBenchmarks(only: [String] = [], sizes: [Int] = []) {
    print("== Layout (resolve + measure + place, no drawing; views = placed nodes, modifiers included)")
    print("   wall ms and views/s by the clock; CPU views/s by the thread's own CPU time (the figure a loaded machine does not skew)")
    // Warm fontconfig and Pango once, so the Text rows measure shaping, not font discovery.
    _ = PangoTextEngine(cacheCapacity: 1).layout(TextRequest(runs: [TextRun(string: "warm up", font: ResolvedFont(size: 17), color: .black)]))
    for shape in Shape.allCases where only.isEmpty || only.contains(String(shape.rawValue.split(separator: " ")[0])) {
        var previous: LayoutFigure?
        for n in sizes.isEmpty ? [1_000, 10_000, 100_000] : sizes {
            // Three runs at 100k (about a second each for distinct Texts, once tens of
            // seconds): one run alone swung by a fifth between invocations.
            let f = measure(shape, n, runs: n >= 100_000 ? 3 : 5)
            let growth = previous.map { String(format: "   ×%.2f CPU time for ×%.1f views", f.cpuMs / $0.cpuMs, Double(f.views) / Double($0.views)) } ?? ""
            print(String(format: "layout.%-6@ %-38@ %7d views %9.2f ms %10.0f views/s %10.0f CPU views/s %7.0f B/view",
                         String(shape.rawValue.split(separator: " ")[0]) as NSString, shape.rawValue as NSString,
                         f.views, f.ms, f.viewsPerSecond, f.viewsPerCPUSecond, f.bytesPerView) + growth)
            previous = f
        }
    }
    guard only.isEmpty || only.contains("chain") else { return }
    for depth in [16, 64, 256] {
        print(String(format: "layout.chain one chain %3d levels deep   %7.0f B/view", depth, chainDepthFootprint(depth)))
    }
}
