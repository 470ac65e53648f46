import SwiftUI
import Combine
import UIKit

// An iOS 14-style expense list: UIKit appearance set in init, a view model that would
// load from the network with URLSession's publisher and watches the keyboard through
// NotificationCenter, rows with UIKit colours and an image literal.

struct Expense: Identifiable, Codable {
    let id: Int
    let title: String
    let amount: Double
    let category: String
}

final class ExpensesViewModel: ObservableObject {
    @Published var expenses: [Expense]
    @Published var keyboardHeight: CGFloat = 0
    private var cancellables = Set<AnyCancellable>()

    init(expenses: [Expense]) {
        self.expenses = expenses
        NotificationCenter.default.publisher(for: UIResponder.keyboardWillShowNotification)
            .compactMap { _ in CGFloat(336) }
            .receive(on: RunLoop.main)
            .assign(to: \.keyboardHeight, on: self)
            .store(in: &cancellables)
    }

    func reload(from url: URL) {
        URLSession.shared.dataTaskPublisher(for: url)
            .map(\.data)
            .decode(type: [Expense].self, decoder: JSONDecoder())
            .replaceError(with: [])
            .receive(on: DispatchQueue.main)
            .sink { [weak self] in self?.expenses = $0 }
            .store(in: &cancellables)
    }

    var total: Double { expenses.reduce(0) { $0 + $1.amount } }
}

struct ExpensesScreen: View {
    @StateObject private var model = ExpensesViewModel(expenses: [
        Expense(id: 1, title: "Groceries", amount: 82.40, category: "cart.fill"),
        Expense(id: 2, title: "Train pass", amount: 49.00, category: "tram.fill"),
        Expense(id: 3, title: "Coffee", amount: 4.50, category: "cup.and.saucer.fill"),
        Expense(id: 4, title: "Cinema", amount: 24.00, category: "film"),
    ])

    init() {
        UITableView.appearance().backgroundColor = .clear
        UINavigationBar.appearance().largeTitleTextAttributes = [.foregroundColor: UIColor.systemIndigo]
        UISegmentedControl.appearance().selectedSegmentTintColor = .systemIndigo
    }

    var body: some View {
        NavigationView {
            List {
                Section(header: Text("This week")) {
                    ForEach(model.expenses) { expense in
                        HStack(spacing: 12) {
                            Image(systemName: expense.category)
                                .foregroundColor(.white)
                                .frame(width: 32, height: 32)
                                .background(Color(UIColor.systemIndigo))
                                .cornerRadius(8)
                            Text(expense.title)
                            Spacer()
                            Text(String(format: "$%.2f", expense.amount))
                                .foregroundColor(Color(.secondaryLabel))
                        }
                    }
                }
                Section {
                    HStack {
                        Text("Total").font(.headline)
                        Spacer()
                        Text(String(format: "$%.2f", model.total)).font(.headline)
                    }
                }
            }
            .listStyle(InsetGroupedListStyle())
            .navigationBarTitle(Text("Expenses"))
        }
    }
}
