import SwiftUI

// A tip calculator, the classic first SwiftUI app: a currency TextField, a
// segmented tip picker, people stepper and the totals with LabeledContent.

struct TipCalculatorScreen: View {
    @State private var amount = 86.40
    @State private var people = 3
    @State private var tip = 18
    let tips = [10, 15, 18, 20, 25]

    var total: Double { amount * (1 + Double(tip) / 100) }
    var perPerson: Double { total / Double(people) }

    var body: some View {
        NavigationView {
            Form {
                Section {
                    TextField("Amount", value: $amount, format: .currency(code: "USD"))
                        .keyboardType(.decimalPad)
                    Stepper("\(people) people", value: $people, in: 1...20)
                }
                Section("Tip") {
                    Picker("Tip percentage", selection: $tip) {
                        ForEach(tips, id: \.self) { Text($0, format: .percent) }
                    }
                    .pickerStyle(.segmented)
                }
                Section("Totals") {
                    LabeledContent("Total", value: total, format: .currency(code: "USD"))
                    LabeledContent("Per person", value: perPerson, format: .currency(code: "USD"))
                        .fontWeight(.semibold)
                }
            }
            .navigationTitle("WeSplit")
            .toolbar {
                ToolbarItemGroup(placement: .keyboard) {
                    Spacer()
                    Button("Done") {}
                }
            }
        }
    }
}
