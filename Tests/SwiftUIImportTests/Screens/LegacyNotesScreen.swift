import SwiftUI

// iOS 13–14 style notes list: NavigationView, navigationBarTitle,
// navigationBarItems with an EditButton, onDelete/onMove, presentationMode.

struct LegacyNote: Identifiable {
    let id: Int
    var title: String
    var preview: String
    var edited: String
}

struct LegacyNotesScreen: View {
    @State private var notes = [
        LegacyNote(id: 1, title: "Groceries", preview: "Oat milk, sourdough, basil", edited: "9:41 AM"),
        LegacyNote(id: 2, title: "Trip ideas", preview: "Lisbon in May? Check the ferry to Porto", edited: "Yesterday"),
        LegacyNote(id: 3, title: "Book club", preview: "Chapter 7 questions for Thursday", edited: "Monday"),
        LegacyNote(id: 4, title: "Gift list", preview: "Headphones for Sam, plant for Mia", edited: "11/28/26"),
    ]
    @State private var showingNew = false

    var body: some View {
        NavigationView {
            List {
                ForEach(notes) { note in
                    NavigationLink(destination: Text(note.title)) {
                        VStack(alignment: .leading, spacing: 4) {
                            Text(note.title).font(.headline)
                            HStack {
                                Text(note.edited).foregroundColor(.secondary)
                                Text(note.preview).foregroundColor(.secondary).lineLimit(1)
                            }
                            .font(.subheadline)
                        }
                        .padding(.vertical, 4)
                    }
                }
                .onDelete(perform: delete)
                .onMove(perform: move)
            }
            .listStyle(InsetGroupedListStyle())
            .navigationBarTitle("Notes")
            .navigationBarItems(leading: EditButton(), trailing: Button(action: { showingNew = true }) {
                Image(systemName: "square.and.pencil")
            })
            .sheet(isPresented: $showingNew) { NewNoteSheet() }
        }
        .navigationViewStyle(StackNavigationViewStyle())
    }

    func delete(at offsets: IndexSet) { notes.remove(atOffsets: offsets) }
    func move(from source: IndexSet, to destination: Int) { notes.move(fromOffsets: source, toOffset: destination) }
}

struct NewNoteSheet: View {
    @Environment(\.presentationMode) var presentationMode
    @State private var text = ""
    var body: some View {
        NavigationView {
            TextEditor(text: $text)
                .navigationBarTitle("New Note", displayMode: .inline)
                .navigationBarItems(trailing: Button("Done") { presentationMode.wrappedValue.dismiss() })
        }
    }
}
