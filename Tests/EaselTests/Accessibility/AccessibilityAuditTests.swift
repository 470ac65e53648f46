import Testing
import Foundation
import Easel
@testable import EaselTesting
import EaselDemos

/// A screen with one of each problem the audit judges, and the demos.
struct SeededProblemsScreen: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            Text("Seeded problems").font(.title)
            // An interactive element with nothing to read.
            Button {} label: { Color.blue.frame(width: 60, height: 60) }
            // An image that is neither labelled nor decorative.
            Image(raster: RasterImage(width: 2, height: 2, pixels: [UInt8](repeating: 200, count: 16)), scale: 1)
                .resizable().frame(width: 40, height: 40)
            // A text button far under 44 × 44 pt.
            Button("Go") {}.font(.caption2)
            // Light grey on white: about 1.6:1.
            Text("Faint body text").foregroundStyle(Color(white: 0.8))
            // One line in a fixed width: cut off once the text grows.
            Text("A label that must stay on one line").lineLimit(1).frame(width: 250, alignment: .leading)
        }
        .padding(20)
        .frame(width: 390, alignment: .leading)
        .background(Color.white)
    }
}

@Suite struct AccessibilityAuditTests {
    @Test func findsEverySeededProblem() throws {
        let r = ImageRenderer(content: SeededProblemsScreen())
        r.scale = 2
        let issues = try AccessibilityAudit().issues(in: r)
        let kinds = Set(issues.map(\.kind))
        #expect(kinds == Set(AccessibilityIssue.Kind.allCases), "\(issues)")
        // The unlabelled button is both unlabelled and, at 60 pt, large enough.
        #expect(issues.filter { $0.kind == .missingLabel }.count == 1)
        #expect(issues.contains { $0.kind == .smallHitTarget && $0.message.contains("\"Go\"") })
        #expect(issues.contains { $0.kind == .lowContrast && $0.message.contains("Faint body text") })
        #expect(!issues.contains { $0.kind == .lowContrast && $0.message.contains("Seeded problems") })
        #expect(issues.contains { $0.kind == .clippedText && $0.message.contains("must stay on one line") })
        #expect(!issues.contains { $0.kind == .clippedText && $0.message.contains("at large") })
    }

    @Test func contrastIsWCAGsRatio() {
        // WCAG 2's own examples: black on white is 21:1, white on white 1:1.
        #expect(abs(Contrast.contrast(Contrast.luminance(0x000000), Contrast.luminance(0xFFFFFF)) - 21) < 1e-9)
        #expect(Contrast.contrast(Contrast.luminance(0xFFFFFF), Contrast.luminance(0xFFFFFF)) == 1)
        // #767676 on white is the lightest grey that passes 4.5:1 (4.54).
        let grey = Contrast.contrast(Contrast.luminance(0x767676), Contrast.luminance(0xFFFFFF))
        #expect(grey > 4.5 && grey < 4.6)
    }

    @Test func cleanViewPasses() throws {
        let r = ImageRenderer(content: VStack(spacing: 12) {
            Text("Title").font(.title)
            Button {} label: { Text("Continue").foregroundStyle(Color.black).frame(minWidth: 44, minHeight: 44) }
            Image(decorative: "hero")
        }.padding().background(Color.white))
        r.scale = 2
        let issues = try AccessibilityAudit().issues(in: r)
        #expect(issues.isEmpty, "\(issues)")
    }
}

/// The demo screens under the audit. No control lacks a label and no image is
/// unlabelled on any of the four; settings, to-do and profile have no small hit
/// target and no clipped text. What the audit does find is real and pinned
/// here, so any new finding shows: iOS's own colours are below WCAG AA for
/// small text (secondary label, #3C3C43 at 60 % over white, 3.44:1; system blue
/// #007AFF, 4.02:1; the tab bar's grey, 2.92:1); the login screen's footnote
/// text buttons, 34-pt fields and 31-pt switch row are under the HIG's 44 pt;
/// and its fixed-height screen cuts text off from accessibility3 up.
@Suite struct DemoAccessibilityAuditTests {
    func issues(_ name: String) throws -> [AccessibilityIssue] {
        try AccessibilityAudit().issues(in: ScreenDemos.all.first { $0.name == name }!.renderer())
    }

    @Test func demosHaveNoMissingLabelsOrUnlabelledImages() throws {
        for name in ["settings-light", "todo-light", "login-light", "profile-tabs"] {
            let found = try issues(name).filter { [.missingLabel, .imageWithoutLabel].contains($0.kind) }
            #expect(found.isEmpty, "\(name): \(found)")
        }
        for name in ["settings-light", "todo-light", "profile-tabs"] {
            let found = try issues(name).filter { $0.kind == .clippedText || $0.kind == .smallHitTarget }
            #expect(found.isEmpty, "\(name): \(found)")
        }
    }

    @Test func demoFindingsArePinned() throws {
        let expected: [String: [String]] = [
            "settings-light": [
                "lowContrast: contrast 3.44:1 is under 4.5:1 for body text: \"Home\"",
                "lowContrast: contrast 3.44:1 is under 4.5:1 for body text: \"On\"",
                "lowContrast: contrast 3.29:1 is under 4.5:1 for body text: \"Alerts\"",
                "lowContrast: contrast 3.44:1 is under 4.5:1 for body text: \"3\"",
                "lowContrast: contrast 3.29:1 is under 4.5:1 for body text: \"Allow notifications on the Lock Screen and in Notification Center.\"",
                "lowContrast: contrast 3.14:1 is under 4.5:1 for body text: \"Search\"",
            ],
            "todo-light": [
                "lowContrast: contrast 3.29:1 is under 4.5:1 for body text: \"Today\"",
                "lowContrast: contrast 3.44:1 is under 4.5:1 for body text: \"Before 5 pm\"",
                "lowContrast: contrast 3.44:1 is under 4.5:1 for body text: \"Photos are in the desk drawer\"",
                "lowContrast: contrast 3.29:1 is under 4.5:1 for body text: \"Completed\"",
                "lowContrast: contrast 3.29:1 is under 4.5:1 for body text: \"3 remaining\"",
                "lowContrast: contrast 3.60:1 is under 4.5:1 for body text: \"Edit\"",
            ],
            "login-light": [
                "smallHitTarget: hit target 345×34 pt is under 44×44: textField \"Email\" value=\"jane@example.com\" frame=[24, 248.67, 345, 34]",
                "smallHitTarget: hit target 345×34 pt is under 44×44: secureTextField \"Password\" value=\"•••••••••••••\" frame=[24, 294.67, 345, 34]",
                "smallHitTarget: hit target 345×31 pt is under 44×44: toggle \"Remember me\" value=\"on\" traits=[isButton, isToggle] frame=[24, 340.67, 345, 31]",
                "smallHitTarget: hit target 108.33×15.67 pt is under 44×44: button \"Forgot password?\" traits=[isButton] frame=[142.33, 468.33, 108.33, 15.67]",
                "smallHitTarget: hit target 47.67×15.67 pt is under 44×44: button \"Sign Up\" traits=[isButton] frame=[245.67, 802.33, 47.67, 15.67]",
                "lowContrast: contrast 3.44:1 is under 4.5:1 for body text: \"Sign in to continue to your account.\"",
                "lowContrast: contrast 4.02:1 is under 4.5:1 for body text: \"Sign In\"",
                "lowContrast: contrast 4.02:1 is under 4.5:1 for body text: \"Forgot password?\"",
                "lowContrast: contrast 3.44:1 is under 4.5:1 for body text: \"Don't have an account?\"",
                "lowContrast: contrast 4.02:1 is under 4.5:1 for body text: \"Sign Up\"",
                "clippedText: text clipped at accessibility3: \"Welcome Back\"",
                "clippedText: text clipped at accessibility3: \"Sign in to continue to your account.\"",
                "clippedText: text clipped at accessibility3: \"jane@example.com\"",
                "clippedText: text clipped at accessibility4: \"Welcome Back\"",
                "clippedText: text clipped at accessibility4: \"Sign in to continue to your account.\"",
                "clippedText: text clipped at accessibility4: \"jane@example.com\"",
                "clippedText: text clipped at accessibility4: \"•••••••••••••\"",
                "clippedText: text clipped at accessibility4: \"Remember me\"",
                "clippedText: text clipped at accessibility5: \"Welcome Back\"",
                "clippedText: text clipped at accessibility5: \"Sign in to continue to your account.\"",
                "clippedText: text clipped at accessibility5: \"jane@example.com\"",
                "clippedText: text clipped at accessibility5: \"•••••••••••••\"",
                "clippedText: text clipped at accessibility5: \"Remember me\"",
                "clippedText: text clipped at accessibility5: \"Don't have an account?\"",
            ],
            "profile-tabs": [
                "lowContrast: contrast 3.44:1 is under 4.5:1 for body text: \"ada@example.com\"",
                "lowContrast: contrast 3.29:1 is under 4.5:1 for body text: \"Account\"",
                "lowContrast: contrast 3.55:1 is under 4.5:1 for body text: \"Delete Account\"",
                "lowContrast: contrast 3.60:1 is under 4.5:1 for body text: \"Edit\"",
                "lowContrast: contrast 3.60:1 is under 4.5:1 for body text: \"Profile\"",
                "lowContrast: contrast 2.92:1 is under 4.5:1 for body text: \"Feed\"",
                "lowContrast: contrast 2.92:1 is under 4.5:1 for body text: \"Messages\"",
            ],
        ]
        for (name, findings) in expected {
            #expect(try issues(name).map(\.description) == findings, "\(name)")
        }
    }
}
