import SwiftUI

// A contacts list: sections by initial, monogram avatars, swipe actions and a search field.

struct Contact: Identifiable, Hashable {
    let id = UUID()
    let first: String
    let last: String
    let phone: String
    var initials: String { "\(first.prefix(1))\(last.prefix(1))" }
}

struct ContactsScreen: View {
    @State private var query = ""
    let contacts = [
        Contact(first: "Alan", last: "Turing", phone: "+44 20 7946 0018"),
        Contact(first: "Ada", last: "Lovelace", phone: "+44 20 7946 0321"),
        Contact(first: "Claude", last: "Shannon", phone: "+1 617 555 0142"),
        Contact(first: "Edsger", last: "Dijkstra", phone: "+31 20 555 0199"),
        Contact(first: "Frances", last: "Allen", phone: "+1 914 555 0175"),
        Contact(first: "Hedy", last: "Lamarr", phone: "+1 310 555 0110"),
    ]

    var grouped: [(String, [Contact])] {
        Dictionary(grouping: contacts) { String($0.last.prefix(1)) }
            .sorted { $0.key < $1.key }
            .map { ($0.key, $0.value.sorted { $0.last < $1.last }) }
    }

    var body: some View {
        NavigationStack {
            List {
                ForEach(grouped, id: \.0) { letter, people in
                    Section(letter) {
                        ForEach(people) { person in
                            HStack(spacing: 12) {
                                Text(person.initials)
                                    .font(.subheadline.bold())
                                    .foregroundColor(.white)
                                    .frame(width: 36, height: 36)
                                    .background(Circle().fill(Color.gray))
                                VStack(alignment: .leading) {
                                    Text("\(person.first) **\(person.last)**")
                                    Text(person.phone).font(.caption).foregroundStyle(.secondary)
                                }
                            }
                            .swipeActions {
                                Button(role: .destructive) {} label: { Label("Delete", systemImage: "trash") }
                            }
                        }
                    }
                }
            }
            .listStyle(.plain)
            .searchable(text: $query)
            .navigationTitle("Contacts")
        }
    }
}
