import SwiftUI

// Activity rings: trimmed circles with round caps over faint tracks, and their totals.

struct Ring: View {
    let progress: Double
    let color: Color
    let lineWidth: CGFloat

    var body: some View {
        ZStack {
            Circle().stroke(color.opacity(0.2), lineWidth: lineWidth)
            Circle()
                .trim(from: 0, to: progress)
                .stroke(color, style: StrokeStyle(lineWidth: lineWidth, lineCap: .round))
                .rotationEffect(.degrees(-90))
        }
    }
}

struct ActivityRingsScreen: View {
    var body: some View {
        VStack(spacing: 32) {
            ZStack {
                Ring(progress: 0.82, color: .red, lineWidth: 26).frame(width: 240, height: 240)
                Ring(progress: 0.64, color: .green, lineWidth: 26).frame(width: 184, height: 184)
                Ring(progress: 0.45, color: .cyan, lineWidth: 26).frame(width: 128, height: 128)
            }
            Grid(alignment: .leading, horizontalSpacing: 16, verticalSpacing: 10) {
                GridRow {
                    Text("Move").foregroundColor(.red)
                    Text("410/500 kcal").bold()
                }
                GridRow {
                    Text("Exercise").foregroundColor(.green)
                    Text("19/30 min").bold()
                }
                GridRow {
                    Text("Stand").foregroundColor(.cyan)
                    Text("5/12 hrs").bold()
                }
            }
            .font(.title3)
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .background(Color.black)
        .foregroundColor(.white)
    }
}
