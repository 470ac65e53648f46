import Easel

/// A sign-in screen as an iOS developer writes one: a symbol, a title, two
/// rounded fields, a prominent full-width button and secondary links. It
/// passes the accessibility audit: the fields, the switch row and the text
/// buttons hit-test over at least the HIG's 44 pt (`frame(minHeight: 44)` with
/// `contentShape`), and the form scrolls, so at the accessibility text sizes
/// it grows downwards instead of cutting its text off.
struct LoginFormScreen: View {
    @State private var email = "jane@example.com"
    @State private var password = "correct horse"
    @State private var remember = true

    var body: some View {
        ScrollView {
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
                        .frame(minHeight: 44).contentShape(Rectangle())
                    SecureField("Password", text: $password)
                        .textContentType(.password)
                        .textFieldStyle(.roundedBorder)
                        .frame(minHeight: 44).contentShape(Rectangle())
                    Toggle("Remember me", isOn: $remember)
                        .frame(minHeight: 44).contentShape(Rectangle())
                }

                Button {} label: {
                    Text("Sign In").frame(maxWidth: .infinity)
                }
                .buttonStyle(.borderedProminent)
                .controlSize(.large)

                Button {} label: {
                    Text("Forgot password?").frame(minHeight: 44).contentShape(Rectangle())
                }
                .font(.footnote)

                // Wraps under the question instead of running off at large sizes.
                ViewThatFits(in: .horizontal) {
                    HStack(spacing: 4) { signUpQuestion; signUpButton }
                    VStack(spacing: 0) { signUpQuestion; signUpButton }
                }
                .font(.footnote)
            }
            .padding(.horizontal, 24)
        }
    }

    private var signUpQuestion: some View { Text("Don't have an account?").foregroundStyle(.secondary) }
    private var signUpButton: some View {
        Button {} label: { Text("Sign Up").frame(minHeight: 44).contentShape(Rectangle()) }
    }
}
