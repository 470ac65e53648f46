import SwiftUI

// A file browser: folders as expanded DisclosureGroups in a List, sizes formatted.

struct FileItem: Identifiable {
    let id = UUID()
    let name: String
    let bytes: Int64
    let symbol: String
}

struct FileBrowserScreen: View {
    @State private var documentsExpanded = true
    @State private var photosExpanded = false
    let documents = [
        FileItem(name: "Budget 2027.numbers", bytes: 482_113, symbol: "tablecells"),
        FileItem(name: "Thesis.pdf", bytes: 4_920_331, symbol: "doc.richtext"),
        FileItem(name: "Notes.txt", bytes: 2_048, symbol: "doc.text"),
    ]

    var body: some View {
        NavigationStack {
            List {
                DisclosureGroup(isExpanded: $documentsExpanded) {
                    ForEach(documents) { file in
                        HStack {
                            Label(file.name, systemImage: file.symbol)
                            Spacer()
                            Text(file.bytes, format: .byteCount(style: .file))
                                .font(.caption)
                                .foregroundStyle(.secondary)
                        }
                    }
                } label: {
                    Label("Documents", systemImage: "folder.fill")
                }
                DisclosureGroup("Photos", isExpanded: $photosExpanded) {
                    Text("IMG_0001.heic")
                }
                Label("Downloads", systemImage: "arrow.down.circle")
            }
            .navigationTitle("Files")
        }
    }
}
