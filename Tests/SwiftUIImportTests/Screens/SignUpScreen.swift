import SwiftUI

// A sign-up form: fields with validation hints, a terms line with a Markdown link.

struct SignUpScreen: View {
    @State private var name = "Hedy"
    @State private var email = "hedy@example"
    @State private var password = ""
    @State private var agreed = false

    var emailIsValid: Bool { email.contains("@") && email.contains(".") }

    var body: some View {
        VStack(alignment: .leading, spacing: 18) {
            Text("Create account").font(.largeTitle.bold())
            Text("It takes less than a minute.").foregroundColor(.secondary)
            VStack(alignment: .leading, spacing: 6) {
                Text("Name").font(.footnote.weight(.semibold))
                TextField("Your name", text: $name)
                    .textFieldStyle(.roundedBorder)
            }
            VStack(alignment: .leading, spacing: 6) {
                Text("Email").font(.footnote.weight(.semibold))
                TextField("you@example.com", text: $email)
                    .keyboardType(.emailAddress)
                    .textInputAutocapitalization(.never)
                    .textFieldStyle(.roundedBorder)
                if !emailIsValid {
                    Label("Enter a valid email address", systemImage: "exclamationmark.circle")
                        .font(.caption)
                        .foregroundColor(.red)
                }
            }
            VStack(alignment: .leading, spacing: 6) {
                Text("Password").font(.footnote.weight(.semibold))
                SecureField("At least 8 characters", text: $password)
                    .textFieldStyle(.roundedBorder)
            }
            Toggle(isOn: $agreed) {
                Text("I agree to the [Terms of Service](https://example.com/terms) and ~~spam~~ *occasional* emails.")
                    .font(.footnote)
            }
            Button {
            } label: {
                Text("Sign Up").frame(maxWidth: .infinity)
            }
            .buttonStyle(.borderedProminent)
            .controlSize(.large)
            .disabled(!agreed)
            Spacer()
        }
        .padding(24)
    }
}
