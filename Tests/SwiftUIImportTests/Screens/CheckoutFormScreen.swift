import SwiftUI

// A checkout Form: text fields, a picker, a stepper, a toggle and a summary section.

enum ShippingSpeed: String, CaseIterable, Identifiable {
    case standard = "Standard", express = "Express", overnight = "Overnight"
    var id: String { rawValue }
}

struct CheckoutFormScreen: View {
    @State private var name = "Katherine Johnson"
    @State private var street = "1 Langley Blvd"
    @State private var city = ""
    @State private var speed = ShippingSpeed.express
    @State private var quantity = 2
    @State private var giftWrap = true

    var subtotal: Double { Double(quantity) * 24.5 }

    var body: some View {
        NavigationStack {
            Form {
                Section("Shipping address") {
                    TextField("Full name", text: $name)
                        .textContentType(.name)
                    TextField("Street", text: $street)
                    TextField("City", text: $city)
                }
                Section {
                    Picker("Delivery", selection: $speed) {
                        ForEach(ShippingSpeed.allCases) { Text($0.rawValue).tag($0) }
                    }
                    Stepper("Quantity: \(quantity)", value: $quantity, in: 1...10)
                    Toggle("Gift wrap", isOn: $giftWrap)
                } header: {
                    Text("Options")
                } footer: {
                    Text("Express orders placed before 2 pm ship the same day.")
                }
                Section {
                    LabeledContent("Subtotal", value: subtotal, format: .currency(code: "USD"))
                    LabeledContent("Shipping", value: "Free")
                    Button("Place Order") {}
                        .frame(maxWidth: .infinity)
                        .bold()
                }
            }
            .navigationTitle("Checkout")
        }
    }
}
