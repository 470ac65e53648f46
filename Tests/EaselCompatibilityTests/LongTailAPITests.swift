import Easel
import Foundation
import Testing

/// The app API that real screens stopped on (issue 29): each compiles with
/// SwiftUI's signature and draws what iOS draws at rest.
@Suite struct LongTailAPITests {
    struct Item: Identifiable, Hashable { let id: Int; var name: String; var done = false }

    @Test func offsetEditingHelpersMatchSwiftUI() {
        var a = ["a", "b", "c", "d", "e"]
        a.remove(atOffsets: IndexSet([1, 3]))
        #expect(a == ["a", "c", "e"])
        var m = ["a", "b", "c", "d", "e"]
        // Moving "b" and "d" before "e" (offset 4), as a List drag does.
        m.move(fromOffsets: IndexSet([1, 3]), toOffset: 4)
        #expect(m == ["a", "c", "b", "d", "e"])
        var top = ["a", "b", "c"]
        top.move(fromOffsets: IndexSet([2]), toOffset: 0)
        #expect(top == ["c", "a", "b"])
        var end = ["a", "b", "c"]
        end.move(fromOffsets: IndexSet([0]), toOffset: 3)
        #expect(end == ["b", "c", "a"])
    }

    @Test func aBindingToACollectionIsACollectionOfBindings() {
        var items = [Item(id: 1, name: "One"), Item(id: 2, name: "Two")]
        let binding = Binding(get: { items }, set: { items = $0 })
        #expect(binding.count == 2 && !binding.isEmpty)
        binding[1].name.wrappedValue = "Deux"
        #expect(items[1].name == "Deux")
        let names = binding.map { $0.wrappedValue.name }
        #expect(names == ["One", "Deux"])
        #expect(binding.animation(.easeOut(duration: 0.2))[0].wrappedValue.name == "One")
    }

    struct EditableList: View {
        @State var items = [Item(id: 1, name: "Milk"), Item(id: 2, name: "Eggs")]
        var body: some View {
            List {
                ForEach($items) { $item in
                    Toggle(item.name, isOn: $item.done).id(item.name)
                }
                .onDelete { items.remove(atOffsets: $0) }
                .onMove { items.move(fromOffsets: $0, toOffset: $1) }
            }
        }
    }

    @Test func forEachOverABindingWithOnDeleteAndOnMoveDrawsEachRow() {
        let frames = ImageRenderer(content: EditableList().frame(width: 390, height: 400)).layout()
        #expect(frames["Milk"] != nil && frames["Eggs"] != nil)
        #expect((frames["Eggs"]?.frame.minY ?? 0) > (frames["Milk"]?.frame.minY ?? 0))
    }

    @Test func listOverARangeHasOneRowPerInteger() {
        let frames = ImageRenderer(content: List(0..<5) { i in Text("Row \(i)").id(i) }.frame(width: 390, height: 600)).layout()
        #expect((0..<5).allSatisfy { frames[$0] != nil })
        // Rows of the inset-grouped list are 44 pt apart (UITableView's default row height).
        #expect(abs((frames[1]?.frame.midY ?? 0) - (frames[0]?.frame.midY ?? 0) - 44) < 0.5)
    }

    @Test func editButtonDrawsEdit() {
        #expect(TextProbe.runs(EditButton()).map(\.text).joined() == "Edit")
        #expect(TextProbe.runs(EditButton().environment(\.editMode, .constant(.active))).map(\.text).joined() == "Done")
    }

    @Test func appStorageReadsItsStoreAndElseDrawsTheDefault() throws {
        let suite = "easel.tests.appstorage.\(UUID().uuidString)"
        let store = try #require(UserDefaults(suiteName: suite))
        defer { store.removePersistentDomain(forName: suite) }
        struct Settings: View {
            @AppStorage("username") var name = "Guest"
            @AppStorage("count") var count = 3
            var body: some View { Text("\(name) \(count)") }
        }
        #expect(TextProbe.runs(Settings().defaultAppStorage(store)).map(\.text).joined() == "Guest 3")
        store.set("Ada", forKey: "username")
        store.set(7, forKey: "count")
        #expect(TextProbe.runs(Settings().defaultAppStorage(store)).map(\.text).joined() == "Ada 7")
        let stored = AppStorage(wrappedValue: false, "flag", store: store)
        #expect(stored.wrappedValue == false)
        stored.wrappedValue = true
        #expect(store.bool(forKey: "flag"))
    }

    @Test func sceneStorageDrawsItsDefault() {
        struct Tabbed: View {
            @SceneStorage("tab") var tab = "Home"
            var body: some View { Text(tab) }
        }
        #expect(TextProbe.runs(Tabbed()).map(\.text).joined() == "Home")
    }

    @Test func buttonWithASystemImageDrawsTitleAndIconAndIconAloneInAToolbar() {
        let plain = TextProbe.runs(Button("Add", systemImage: "plus") {})
        #expect(plain.count == 2)
        #expect(plain.contains { $0.text == "Add" })
        let toolbar = NavigationStack {
            Text("Body").toolbar { Button("Add", systemImage: "plus") {} }
        }
        #expect(!TextProbe.runs(toolbar).contains { $0.text == "Add" })
    }

    @Test func destructiveRoleTintsTheTitleRed() throws {
        let run = try #require(TextProbe.runs(Button("Delete", systemImage: "trash", role: .destructive) {}).first { $0.text == "Delete" })
        // systemRed, light: #FF3B30.
        #expect(TextProbe.bytes(run.color) == [255, 59, 48])
    }

    @Test func asyncImageDrawsItsPlaceholderFillingTheSpace() {
        let view = AsyncImage(url: URL(string: "https://example.com/a.png")).id("img").frame(width: 120, height: 80)
        let frames = ImageRenderer(content: view).layout()
        #expect(frames["img"]?.frame.size == CGSize(width: 120, height: 80))
        let phased = AsyncImage(url: nil) { phase in
            if let image = phase.image { image } else if phase.error != nil { Text("Failed") } else { ProgressView() }
        }
        #expect(TextProbe.runs(phased).isEmpty)
        let custom = AsyncImage(url: URL(string: "https://example.com/a.png")) { $0.resizable() } placeholder: { Text("Loading") }
        #expect(TextProbe.runs(custom).map(\.text) == ["Loading"])
    }

    @Test func contentUnavailableSearchSaysWhatIOSSays() {
        let texts = TextProbe.runs(ContentUnavailableView.search(text: "Kiwi")).map(\.text)
        #expect(texts.contains("No Results for \u{201C}Kiwi\u{201D}"))
        #expect(texts.contains("Check the spelling or try a new search."))
        let plain = TextProbe.runs(ContentUnavailableView("No Mail", systemImage: "tray", description: Text("New mail appears here."))).map(\.text)
        #expect(plain.contains("No Mail") && plain.contains("New mail appears here."))
    }

    @Test func redactedTextDrawsBarsInsteadOfGlyphs() {
        let view = VStack { Text("Loading title"); Text("Subtitle").unredacted() }.redacted(reason: .placeholder)
        #expect(TextProbe.runs(view).map(\.text) == ["Subtitle"])
        let bars = TextProbe.shapes(Text("Loading title").redacted(reason: .placeholder))
        #expect(bars.count == 1)
        let width = TextProbe.width(Text("Loading title"))
        #expect(abs((bars.first?.path.boundingRect.width ?? 0) - width) < 1)
    }

    @Test func slidersWithValueLabelsDrawThem() {
        let a = Slider(value: .constant(0.5), in: 0...1, step: 0.1) { Text("Volume") } minimumValueLabel: { Text("0") } maximumValueLabel: { Text("10") }
        #expect(TextProbe.runs(a.frame(width: 300)).map(\.text) == ["0", "10"])
        let b = Slider(value: .constant(2.0), in: 0...10, step: 1) { Text("Step") }
        #expect(TextProbe.runs(b.frame(width: 300)).isEmpty)
        let c = Slider(value: .constant(2.0), in: 0...10, onEditingChanged: { _ in },
                       minimumValueLabel: Text("Min"), maximumValueLabel: Text("Max")) { Text("Old") }
        #expect(TextProbe.runs(c.frame(width: 300)).map(\.text) == ["Min", "Max"])
    }

    @Test func deprecatedNavigationSpellingsDrawLikeTheModernOnes() {
        struct Old: View {
            @Environment(\.presentationMode) var presentationMode
            var body: some View {
                NavigationView {
                    List { Text("Row") }
                        .navigationBarTitle("Inbox", displayMode: .inline)
                        .navigationBarItems(leading: Button("Close") { presentationMode.wrappedValue.dismiss() },
                                            trailing: EditButton())
                }
                .navigationViewStyle(.stack)
            }
        }
        struct New: View {
            var body: some View {
                NavigationStack {
                    List { Text("Row") }
                        .navigationTitle("Inbox")
                        .navigationBarTitleDisplayMode(.inline)
                        .toolbar {
                            ToolbarItem(placement: .topBarLeading) { Button("Close") {} }
                            ToolbarItem(placement: .topBarTrailing) { EditButton() }
                        }
                }
            }
        }
        let old = ImageRenderer(content: Old().frame(width: 390, height: 400)).displayList()
        let new = ImageRenderer(content: New().frame(width: 390, height: 400)).displayList()
        #expect(old.items.count == new.items.count)
        #expect(String(describing: old.items) == String(describing: new.items))
    }

    @Test func keyboardToolbarItemsAreNotDrawnAndBottomBarItemsAre() {
        let view = NavigationStack {
            Text("Body")
                .toolbar {
                    ToolbarItem(placement: .keyboard) { Button("Done") {} }
                    ToolbarItem(placement: .bottomBar) { Button("Compose") {} }
                }
        }
        let texts = TextProbe.runs(view.frame(width: 390, height: 800)).map(\.text)
        #expect(!texts.contains("Done"))
        #expect(texts.contains("Compose"))
    }

    @Test func acceptedModifiersCompileAndChangeNothingDrawn() {
        @Namespace var ns
        let plain = Text("Hello").padding()
        let decorated = Text("Hello").padding()
            .scrollBounceBehavior(.basedOnSize)
            .containerShape(RoundedRectangle(cornerRadius: 8))
            .matchedGeometryEffect(id: "t", in: ns)
            .transition(.asymmetric(insertion: .move(edge: .leading), removal: .opacity.combined(with: .scale)))
            .animation(.easeOut(duration: 0.3), value: 1)
            .refreshable {}
            .swipeActions { Button("Delete", role: .destructive) {} }
            .contextMenu { Button("Copy") {} }
            .alert(item: .constant(Optional<Item>.none)) { _ in Alert(title: Text("Hi")) }
            .confirmationDialog("Delete?", isPresented: .constant(false)) { Button("Delete", role: .destructive) {} }
            .sheet(item: .constant(Optional<Item>.none)) { Text($0.name) }
            .fullScreenCover(isPresented: .constant(false)) { Text("Cover") }
            .popover(isPresented: .constant(false)) { Text("Pop") }
        #expect(String(describing: ImageRenderer(content: plain).displayList().items)
                == String(describing: ImageRenderer(content: decorated).displayList().items))
    }

    @Test func dynamicTypeSizeRangeClampsTheEnvironment() {
        let big = Text("Aa").dynamicTypeSize(...DynamicTypeSize.large).environment(\.dynamicTypeSize, .accessibility3)
        let large = Text("Aa").environment(\.dynamicTypeSize, .large)
        #expect(TextProbe.height(big) == TextProbe.height(large))
        let small = Text("Aa").dynamicTypeSize(DynamicTypeSize.large...DynamicTypeSize.xxLarge).environment(\.dynamicTypeSize, .xSmall)
        #expect(TextProbe.height(small) == TextProbe.height(large))
    }

    @Test func environmentValuesAppsRead() {
        struct Reader: View {
            @Environment(\.openURL) var openURL
            @Environment(\.locale) var locale
            @Environment(\.dismiss) var dismiss
            var body: some View { Text(locale.identifier) }
        }
        #expect(TextProbe.runs(Reader()).map(\.text) == ["en_US"])
    }

    @Test func scrollViewReaderDrawsItsContent() {
        let view = ScrollViewReader { proxy in
            ScrollView { LazyVStack(pinnedViews: [.sectionHeaders]) { Text("Top").id("top") } }
                .onAppear { proxy.scrollTo("top", anchor: .top) }
        }
        #expect(TextProbe.runs(view.frame(width: 200, height: 200)).map(\.text) == ["Top"])
    }

    @Test func tabItemBadgesDrawAsIOSDraws() {
        let view = TabView {
            Text("Inbox").tabItem { Label("Inbox", systemImage: "tray") }.badge(3)
            Text("Sent").tabItem { Label("Sent", systemImage: "paperplane") }
        }
        let runs = TextProbe.runs(view.frame(width: 390, height: 844))
        let badge = runs.first { $0.text == "3" }
        #expect(badge != nil)
        // White on the red badge (systemRed #FF3B30).
        #expect(badge.map { TextProbe.bytes($0.color) } == [255, 255, 255])
        #expect(TextProbe.shapes(view.frame(width: 390, height: 844)).contains { s in
            if case .color(let c) = s.paint { return TextProbe.bytes(c) == [255, 59, 48] }
            return false
        })
    }
}
