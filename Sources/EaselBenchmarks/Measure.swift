import Foundation

/// Runs `body` `runs` times after a warm-up and returns the median in milliseconds.
/// Ratios are measured side by side in one run, so machine drift affects both sides.
func medianMilliseconds(runs: Int = 9, _ body: () throws -> Void) rethrows -> Double {
    try body()
    var samples: [Double] = []
    for _ in 0..<runs {
        let start = DispatchTime.now().uptimeNanoseconds
        try body()
        samples.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
    }
    return samples.sorted()[samples.count / 2]
}

func report(_ label: String, _ ms: Double, note: String = "") {
    let padded = label.padding(toLength: 52, withPad: " ", startingAt: 0)
    print("\(padded) \(String(format: "%9.3f", ms)) ms\(note.isEmpty ? "" : "   " + note)")
}

func ratio(_ a: Double, _ b: Double) -> String { String(format: "×%.2f", a / b) }
