import Easel
import Testing

// View models as iOS developers write them: Combine's ObservableObject with
// @Published and a sink, and the Observation framework's @Observable.

final class ProfileModel: ObservableObject {
    @Published var name = "Ada Lovelace"
    @Published var followers = 1_842
    private var cancellables = Set<AnyCancellable>()
    private(set) var seenNames: [String] = []

    init() {
        $name.sink { [weak self] in self?.seenNames.append($0) }.store(in: &cancellables)
    }
}

struct ProfileHeader: View {
    @ObservedObject var model: ProfileModel
    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text(model.name).font(.headline).id("name")
            Text("\(model.followers) followers").font(.subheadline).id("followers")
        }
    }
}

struct ProfileScreen: View {
    @StateObject private var model = ProfileModel()
    var body: some View {
        ProfileHeader(model: model).environmentObject(model)
    }
}

struct FollowerBadge: View {
    @EnvironmentObject var model: ProfileModel
    var body: some View { Text("\(model.followers)").id("badge") }
}

@Observable final class CartModel {
    var items: [String] = ["Apples", "Pears"]
    var note = ""
}

struct CartView: View {
    @Environment(CartModel.self) private var cart
    var body: some View {
        VStack(spacing: 0) {
            ForEach(cart.items, id: \.self) { item in
                Text(item).frame(height: 44).id(item)
            }
        }
    }
}

struct NoteEditor: View {
    @Bindable var cart: CartModel
    var body: some View {
        let binding: Binding<String> = $cart.note
        Text(binding.wrappedValue.isEmpty ? "No note" : binding.wrappedValue).id("note")
    }
}

@Suite struct ObservationTests {
    @Test func publishedValuesReachTheSinkAndTheView() {
        let model = ProfileModel()
        model.name = "Grace Hopper"
        #expect(model.seenNames == ["Ada Lovelace", "Grace Hopper"])
        let frames = ImageRenderer(content: ProfileHeader(model: model)).layout()
        #expect(frames["name"] != nil && frames["followers"] != nil)
        #expect(frames["followers"]!.frame.minY > frames["name"]!.frame.maxY)
    }

    @Test func stateObjectAndEnvironmentObjectShareTheObject() {
        let frames = ImageRenderer(content: ProfileScreen()).layout()
        #expect(frames["name"] != nil)
        let model = ProfileModel()
        model.followers = 7
        let badge = ImageRenderer(content: FollowerBadge().environmentObject(model)).layout()
        #expect(badge["badge"] != nil)
    }

    @Test func observableObjectsComeFromTheEnvironmentByType() {
        let cart = CartModel()
        cart.items.append("Plums")
        let frames = ImageRenderer(content: CartView().environment(cart)).layout()
        #expect(frames["Plums"]?.frame.minY == 88)
        #expect(frames["Plums"]?.frame.height == 44)
    }

    @Test func bindableGivesBindingsIntoTheObject() {
        let cart = CartModel()
        let editor = NoteEditor(cart: cart)
        editor.$cart.note.wrappedValue = "Ring twice"
        #expect(cart.note == "Ring twice")
    }
}
