import SwiftUI

// A tab-based app shell: four tabs with symbols, the first showing a list.

struct TabAppScreen: View {
    @State private var selection = 0

    var body: some View {
        TabView(selection: $selection) {
            NavigationStack {
                List(1...8, id: \.self) { n in
                    Label("Episode \(n)", systemImage: "play.circle")
                }
                .navigationTitle("Listen Now")
            }
            .tabItem { Label("Listen Now", systemImage: "play.circle.fill") }
            .tag(0)
            Text("Browse")
                .tabItem { Label("Browse", systemImage: "square.grid.2x2.fill") }
                .tag(1)
            Text("Library")
                .tabItem { Label("Library", systemImage: "books.vertical.fill") }
                .tag(2)
            Text("Search")
                .tabItem { Label("Search", systemImage: "magnifyingglass") }
                .tag(3)
        }
        .tint(.purple)
    }
}
