import CoreGraphics
import SwiftUI

// A login form as an iOS developer writes it: focus state, input traits, an
// alert and a sheet, lifecycle callbacks and gestures. Only the import differs.

final class LoginModel: ObservableObject {
    @Published var email = ""
    @Published var password = ""
    @Published var showsError = false
    @Published var isLoading = false
    var canSubmit: Bool { !email.isEmpty && password.count >= 8 }
}

struct LoginScreen: View {
    enum Field: Hashable { case email, password }

    @StateObject private var model = LoginModel()
    @FocusState private var focusedField: Field?
    @State private var showsHelp = false
    @GestureState private var pressed = false
    @Environment(\.horizontalSizeClass) private var sizeClass
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            Text("Welcome **back**")
                .font(.largeTitle)
                .accessibilityAddTraits(.isHeader)
                .id("title")
            Text("Sign in to continue")
                .foregroundStyle(.secondary)
                .accessibilityHint("Explains the form")
            Rectangle()
                .fill(Color.gray.opacity(0.2))
                .frame(height: 44)
                .overlay(alignment: .leading) { Text(model.email.isEmpty ? "Email" : model.email).padding(.horizontal, 12) }
                .keyboardType(.emailAddress)
                .textContentType(.emailAddress)
                .textInputAutocapitalization(.never)
                .autocorrectionDisabled()
                .submitLabel(.next)
                .focused($focusedField, equals: .email)
                .onSubmit { focusedField = .password }
                .id("email")
            Rectangle()
                .fill(Color.gray.opacity(0.2))
                .frame(height: 44)
                .focused($focusedField, equals: .password)
                .id("password")
            Color.accentColor
                .frame(maxWidth: .infinity)
                .frame(height: 50)
                .clipShape(RoundedRectangle(cornerRadius: 12))
                .opacity(model.canSubmit ? 1 : 0.5)
                .gesture(DragGesture(minimumDistance: 0).updating($pressed) { _, state, _ in state = true })
                .simultaneousGesture(TapGesture().onEnded { model.isLoading = true })
                .onLongPressGesture { showsHelp = true }
                .id("button")
        }
        .padding(sizeClass == .compact ? 20 : 60)
        .onAppear { focusedField = .email }
        .task { model.isLoading = false }
        .onChange(of: model.email) { oldValue, newValue in model.showsError = false }
        .onReceive(model.$isLoading) { _ in }
        .alert("Sign-in failed", isPresented: $model.showsError) {
            Button("OK", role: .cancel) {}
        } message: {
            Text("Check your email and password.")
        }
        .sheet(isPresented: $showsHelp) { Text("Help") }
        .refreshable {}
    }
}
