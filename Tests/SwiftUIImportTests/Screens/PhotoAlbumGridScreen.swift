import SwiftUI

// A photo album grid with sections: headers and footers span the grid between
// each section's rows, as LazyVGrid lays them out.

struct AlbumSection: Identifiable {
    let id: String
    let colors: [Color]
}

struct PhotoAlbumGridScreen: View {
    let columns = Array(repeating: GridItem(.flexible(), spacing: 2), count: 3)
    let sections = [
        AlbumSection(id: "Today", colors: [.orange, .pink, .yellow, .red, .mint]),
        AlbumSection(id: "Yesterday", colors: [.blue, .teal, .cyan, .indigo]),
        AlbumSection(id: "Last Week", colors: [.green, .brown, .purple]),
    ]

    var body: some View {
        NavigationStack {
            ScrollView {
                LazyVGrid(columns: columns, spacing: 2, pinnedViews: [.sectionHeaders]) {
                    ForEach(sections) { section in
                        Section {
                            ForEach(section.colors.indices, id: \.self) { i in
                                section.colors[i].opacity(0.75)
                                    .aspectRatio(1, contentMode: .fit)
                                    .overlay(Image(systemName: "photo").foregroundStyle(.white.opacity(0.8)))
                            }
                        } header: {
                            Text(section.id)
                                .font(.title3.bold())
                                .frame(maxWidth: .infinity, alignment: .leading)
                                .padding(.horizontal)
                                .padding(.vertical, 8)
                        } footer: {
                            Text("\(section.colors.count) photos")
                                .font(.footnote)
                                .foregroundStyle(.secondary)
                                .padding(.vertical, 6)
                        }
                    }
                }
            }
            .navigationTitle("Library")
        }
    }
}
