import SwiftUI

// iOS 14 style: NavigationView, navigationBarTitle(_:displayMode:), an old
// ActionSheet and Alert, and a NavigationLink with a badge.

struct Book: Identifiable {
    let id = UUID()
    let title: String
    let author: String
    let progress: Double
}

struct ReadingListScreen: View {
    @State private var books = [
        Book(title: "The Left Hand of Darkness", author: "Ursula K. Le Guin", progress: 0.35),
        Book(title: "Piranesi", author: "Susanna Clarke", progress: 1),
        Book(title: "Project Hail Mary", author: "Andy Weir", progress: 0.8),
        Book(title: "A Psalm for the Wild-Built", author: "Becky Chambers", progress: 0),
    ]
    @State private var showingSort = false
    @State private var selected: Book?

    var body: some View {
        NavigationView {
            List {
                Section(header: Text("Reading")) {
                    ForEach(books.filter { $0.progress > 0 && $0.progress < 1 }) { book in
                        NavigationLink(destination: Text(book.title)) {
                            BookRow(book: book)
                        }
                    }
                }
                Section(header: Text("Finished"), footer: Text("Books you finish move here.")) {
                    ForEach(books.filter { $0.progress == 1 }) { BookRow(book: $0) }
                }
                Section(header: Text("Up Next")) {
                    ForEach(books.filter { $0.progress == 0 }) { BookRow(book: $0) }
                        .onDelete { _ in }
                }
            }
            .listStyle(GroupedListStyle())
            .navigationBarTitle("Reading List", displayMode: .large)
            .navigationBarItems(trailing: Button(action: { showingSort = true }) {
                Image(systemName: "arrow.up.arrow.down")
            })
            .actionSheet(isPresented: $showingSort) {
                ActionSheet(title: Text("Sort by"), buttons: [.default(Text("Title")), .default(Text("Author")), .cancel()])
            }
            .alert(item: $selected) { book in
                Alert(title: Text(book.title), message: Text(book.author), dismissButton: .default(Text("OK")))
            }
        }
    }
}

struct BookRow: View {
    let book: Book
    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text(book.title).font(.headline)
            Text(book.author).font(.subheadline).foregroundColor(.secondary)
            if book.progress > 0 && book.progress < 1 {
                ProgressView(value: book.progress)
            }
        }
        .padding(.vertical, 2)
    }
}
