import SwiftUI

// A help centre, iOS 14 style: a search field with a rounded border, FAQ topics as
// DisclosureGroups (one expanded), and a contact section with labels.

final class HelpCenterViewModel: ObservableObject {
    struct Question: Identifiable {
        let id = UUID()
        let question: String
        let answer: String
    }
    @Published var query = ""
    @Published var expanded: UUID?
    let questions = [
        Question(question: "How do I change my delivery address?", answer: "Open Account, tap Addresses, then choose the address to edit. Orders already shipped keep their address."),
        Question(question: "When will I be charged?", answer: "Your card is charged when the order ships, not when you place it."),
        Question(question: "Can I return an item?", answer: "Yes, within 30 days of delivery, unused and in its original packaging."),
        Question(question: "How do I cancel my subscription?", answer: "In Settings, tap your name, then Subscriptions."),
    ]

    init() { expanded = questions[0].id }
}

struct HelpCenterScreen: View {
    @StateObject private var viewModel = HelpCenterViewModel()

    var body: some View {
        NavigationView {
            List {
                Section {
                    TextField("Search help articles", text: $viewModel.query)
                        .textFieldStyle(RoundedBorderTextFieldStyle())
                }

                Section(header: Text("Frequently Asked")) {
                    ForEach(viewModel.questions) { item in
                        DisclosureGroup(
                            isExpanded: Binding(
                                get: { viewModel.expanded == item.id },
                                set: { viewModel.expanded = $0 ? item.id : nil }
                            )
                        ) {
                            Text(item.answer)
                                .font(.subheadline)
                                .foregroundColor(.secondary)
                        } label: {
                            Text(item.question)
                        }
                    }
                }

                Section(header: Text("Still need help?")) {
                    Label("Chat with us", systemImage: "message")
                    Label("Call +1 (555) 010-2030", systemImage: "phone")
                    Label("Email support", systemImage: "envelope")
                }
            }
            .listStyle(InsetGroupedListStyle())
            .navigationBarTitle("Help")
        }
    }
}

struct HelpCenterScreen_Previews: PreviewProvider {
    static var previews: some View {
        HelpCenterScreen()
    }
}
