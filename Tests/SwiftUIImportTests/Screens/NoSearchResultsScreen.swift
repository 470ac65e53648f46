import SwiftUI

// A searchable recipe list whose query matches nothing: iOS 17's
// ContentUnavailableView.search under the search field.

struct NoSearchResultsScreen: View {
    @State private var query = "Kiwi tart"
    let recipes = ["Lemon drizzle", "Banana bread", "Shakshuka", "Pad thai"]
    var results: [String] { recipes.filter { $0.localizedCaseInsensitiveContains(query) } }

    var body: some View {
        NavigationStack {
            Group {
                if results.isEmpty {
                    ContentUnavailableView.search(text: query)
                } else {
                    List(results, id: \.self) { Text($0) }
                }
            }
            .navigationTitle("Recipes")
            .searchable(text: $query, prompt: "Search recipes")
        }
    }
}
