import SwiftUI
import Combine

// The most common timer in SwiftUI code: a Timer publisher held by the view and read
// with onReceive. The image shows the state before the first tick.

struct CountdownScreen: View {
    @State private var remaining = 90
    let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()

    var body: some View {
        VStack(spacing: 24) {
            Text("Tea is ready in")
                .font(.title3)
                .foregroundColor(.secondary)
            Text("\(remaining / 60):\(String(format: "%02d", remaining % 60))")
                .font(.system(size: 72, weight: .thin, design: .rounded))
            ProgressView(value: Double(180 - remaining), total: 180)
                .padding(.horizontal, 48)
            HStack(spacing: 16) {
                ForEach([60, 180, 300], id: \.self) { seconds in
                    Button("\(seconds / 60) min") { remaining = seconds }
                        .buttonStyle(.bordered)
                }
            }
        }
        .onReceive(timer) { _ in
            if remaining > 0 { remaining -= 1 }
        }
    }
}
