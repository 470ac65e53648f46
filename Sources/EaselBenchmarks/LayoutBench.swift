import Foundation
import Easel

/// A wide tree of `n` leaves: rows of ten text-free cells inside a VStack.
private func wideTree(_ n: Int) -> some View {
    VStack(spacing: 2) {
        ForEach(0..<(n / 10)) { row in
            HStack(spacing: 2) {
                ForEach(0..<10) { col in
                    Color.blue.opacity(Double((row + col) % 10) / 10).frame(minWidth: 4, maxWidth: .infinity, minHeight: 4)
                }
            }
        }
    }
}

private func nested(_ depth: Int) -> AnyView {
    depth == 0 ? AnyView(Color.red.frame(width: 10, height: 10))
        : AnyView(HStack { VStack { nested(depth - 1); Color.blue }.padding(1); Spacer(minLength: 1) })
}

private func layoutOnly<V: View>(_ view: V, width: CGFloat = 800) {
    var env = EnvironmentValues()
    env.textEngine = FixedAdvanceTextEngine()
    _ = PlacedNode.layoutRoot(view, environment: env, proposal: ProposedViewSize(width: width, height: nil))
}

func runLayoutBenchmarks() {
    print("== Layout (resolve + measure + place, no drawing)")
    let t1k = medianMilliseconds { layoutOnly(wideTree(1_000)) }
    let t10k = medianMilliseconds(runs: 5) { layoutOnly(wideTree(10_000)) }
    report("1,000 views", t1k)
    report("10,000 views", t10k, note: "\(ratio(t10k, t1k)) for 10× the views (linear ≈ ×10)")
    var previous: Double?
    for depth in [8, 16, 32, 64] {
        let t = medianMilliseconds { layoutOnly(nested(depth)) }
        report("stacks nested \(depth) deep", t, note: previous.map { "\(ratio(t, $0)) for 2× the depth" } ?? "")
        previous = t
    }
}
