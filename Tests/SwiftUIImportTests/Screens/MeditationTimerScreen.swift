import SwiftUI
import Combine

// A meditation timer in the iOS 13–14 style: a @StateObject model with @Published
// state driven by a Combine timer, a ring drawn with trim(from:to:), a Stepper for
// the session length and a start/pause button.

final class MeditationTimer: ObservableObject {
    @Published var minutes = 10
    @Published var remaining: TimeInterval = 372
    @Published var isRunning = false
    private var cancellable: AnyCancellable?

    var progress: Double { 1 - remaining / Double(minutes * 60) }
    var clock: String { String(format: "%d:%02d", Int(remaining) / 60, Int(remaining) % 60) }

    func toggle() {
        isRunning.toggle()
        if isRunning {
            cancellable = Timer.publish(every: 1, on: .main, in: .common)
                .autoconnect()
                .sink { [weak self] _ in self?.remaining -= 1 }
        } else {
            cancellable = nil
        }
    }
}

struct MeditationTimerScreen: View {
    @StateObject private var timer = MeditationTimer()

    var body: some View {
        NavigationView {
            VStack(spacing: 32) {
                Text("Breathe in for four, out for six.")
                    .font(.headline)
                    .foregroundColor(.secondary)
                ZStack {
                    Circle()
                        .stroke(Color.teal.opacity(0.2), lineWidth: 18)
                    Circle()
                        .trim(from: 0, to: CGFloat(timer.progress))
                        .stroke(Color.teal, style: StrokeStyle(lineWidth: 18, lineCap: .round))
                        .rotationEffect(.degrees(-90))
                    VStack(spacing: 4) {
                        Text(timer.clock)
                            .font(.system(size: 56, weight: .light, design: .rounded))
                        Text("remaining").font(.subheadline).foregroundColor(.secondary)
                    }
                }
                .frame(width: 260, height: 260)

                Stepper("Session: \(timer.minutes) min", value: $timer.minutes, in: 1...60)
                    .padding(.horizontal, 40)

                Button(action: timer.toggle) {
                    Label(timer.isRunning ? "Pause" : "Start", systemImage: timer.isRunning ? "pause.fill" : "play.fill")
                        .font(.headline)
                        .foregroundColor(.white)
                        .frame(width: 180, height: 50)
                        .background(Capsule().fill(Color.teal))
                }
                Spacer()
            }
            .padding(.top, 24)
            .navigationBarTitle("Meditate")
            .navigationBarItems(leading: Button("History") {}, trailing: Button(action: {}) {
                Image(systemName: "gearshape")
            })
        }
    }
}

struct MeditationTimerScreen_Previews: PreviewProvider {
    static var previews: some View {
        MeditationTimerScreen()
    }
}
