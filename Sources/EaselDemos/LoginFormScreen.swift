import Easel

/// A sign-in screen as an iOS developer writes one: a symbol, a title, two
/// rounded fields, a prominent full-width button and secondary links.
struct LoginFormScreen: View {
    @State private var email = "jane@example.com"
    @State private var password = "correct horse"
    @State private var remember = true

    var body: some View {
        VStack(spacing: 24) {
            VStack(spacing: 8) {
                Image(systemName: "lock.shield.fill")
                    .font(.system(size: 56))
                    .foregroundStyle(.tint)
                Text("Welcome Back")
                    .font(.largeTitle.bold())
                Text("Sign in to continue to your account.")
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
                    .multilineTextAlignment(.center)
            }
            .padding(.top, 32)

            VStack(spacing: 12) {
                TextField("Email", text: $email)
                    .textContentType(.emailAddress)
                    .keyboardType(.emailAddress)
                    .textInputAutocapitalization(.never)
                    .textFieldStyle(.roundedBorder)
                SecureField("Password", text: $password)
                    .textContentType(.password)
                    .textFieldStyle(.roundedBorder)
                Toggle("Remember me", isOn: $remember)
            }

            Button {} label: {
                Text("Sign In").frame(maxWidth: .infinity)
            }
            .buttonStyle(.borderedProminent)
            .controlSize(.large)

            Button("Forgot password?") {}
                .font(.footnote)

            Spacer()

            HStack(spacing: 4) {
                Text("Don't have an account?").foregroundStyle(.secondary)
                Button("Sign Up") {}
            }
            .font(.footnote)
        }
        .padding(.horizontal, 24)
    }
}
