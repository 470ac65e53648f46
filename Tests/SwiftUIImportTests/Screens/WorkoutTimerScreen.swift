import SwiftUI
import Combine

// An iOS 14-style screen: a Combine view model ticking with Timer.publish, delivered on
// the main queue, and a dial sized from UIScreen.main.bounds.

final class WorkoutTimerModel: ObservableObject {
    @Published var elapsed: TimeInterval
    @Published var isRunning = false
    private var cancellables = Set<AnyCancellable>()

    init(elapsed: TimeInterval) {
        self.elapsed = elapsed
    }

    func start() {
        isRunning = true
        Timer.publish(every: 1, on: .main, in: .common)
            .autoconnect()
            .receive(on: DispatchQueue.main)
            .sink { [weak self] _ in self?.elapsed += 1 }
            .store(in: &cancellables)
    }

    var formatted: String {
        String(format: "%02d:%02d", Int(elapsed) / 60, Int(elapsed) % 60)
    }
}

struct WorkoutTimerScreen: View {
    @ObservedObject var model: WorkoutTimerModel
    private let dialSize = UIScreen.main.bounds.width * 0.7

    var body: some View {
        NavigationView {
            VStack(spacing: 32) {
                ZStack {
                    Circle()
                        .stroke(Color(UIColor.systemGray5), lineWidth: 14)
                    Circle()
                        .trim(from: 0, to: CGFloat(model.elapsed.truncatingRemainder(dividingBy: 60) / 60))
                        .stroke(Color.orange, style: StrokeStyle(lineWidth: 14, lineCap: .round))
                        .rotationEffect(.degrees(-90))
                    Text(model.formatted)
                        .font(.system(size: 56, weight: .semibold, design: .rounded))
                        .monospacedDigit()
                }
                .frame(width: dialSize, height: dialSize)

                Button(action: { model.start() }) {
                    Text(model.isRunning ? "Pause" : "Start")
                        .font(.headline)
                        .foregroundColor(.white)
                        .frame(maxWidth: .infinity)
                        .padding()
                        .background(Color.orange)
                        .cornerRadius(14)
                }
                .padding(.horizontal, 40)
                Spacer()
            }
            .padding(.top, 40)
            .navigationBarTitle(Text("Workout"), displayMode: .large)
        }
    }
}
