import SwiftUI
import Combine

public final class ProfileModel: ObservableObject {
    @Published public var name: String
    @Published public var followers: Int
    private var cancellables = Set<AnyCancellable>()

    public init(name: String, followers: Int) {
        self.name = name
        self.followers = followers
        NotificationCenter.default.publisher(for: UIApplication.didBecomeActiveNotification)
            .receive(on: DispatchQueue.main)
            .sink { [weak self] _ in self?.followers += 0 }
            .store(in: &cancellables)
    }
}

public struct ProfileScreen: View {
    @ObservedObject var model: ProfileModel

    public init(model: ProfileModel) { self.model = model }

    public var body: some View {
        VStack(spacing: 12) {
            Circle()
                .fill(Color(uiColor: .systemTeal))
                .frame(width: UIScreen.main.bounds.width / 3, height: UIScreen.main.bounds.width / 3)
                .overlay(Text(String(model.name.prefix(1))).font(.largeTitle.bold()).foregroundColor(.white))
            Text(model.name).font(Font(UIFont.preferredFont(forTextStyle: .title2)))
            Text("\(model.followers) followers").foregroundColor(.secondary)
            #if os(iOS)
            Text("Shown on iOS only")
            #endif
        }
        .padding()
    }
}
