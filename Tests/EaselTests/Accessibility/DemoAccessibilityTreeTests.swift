import Testing
import Foundation
import Easel
import EaselTesting
import EaselDemos

/// The four demo screens as VoiceOver reads them on iOS: each control's
/// announcement follows Apple's documentation of its traits and value
/// (Toggle: `isButton` + `isToggle`, a "switch button"; navigation titles and
/// section headers: `isHeader`; NavigationLink rows: buttons; tab-bar items:
/// buttons, the shown one `isSelected`, numbered "1 of 3"; a DisclosureGroup: a button valued by
/// its state). The YAML goldens beside them hold the frames.
@Suite struct DemoAccessibilityTreeTests {
    func renderer(_ name: String) -> ImageRenderer<AnyView> {
        ScreenDemos.all.first { $0.name == name }!.renderer()
    }
    func spoken(_ name: String) -> [String] { renderer(name).accessibilityTree().readingOrder.map(\.spoken) }

    @Test func settings() {
        #expect(spoken("settings-light") == [
            "Settings, heading",
            "Search, searchField",
            "Jane Appleseed, Apple ID, iCloud+, Media & Purchases, button",
            "airplane, Airplane Mode, off, toggle",
            "wifi, Wi-Fi, Home, button",
            "antenna radiowaves left and right, Bluetooth, On, button",
            "antenna radiowaves left and right, Cellular, button",
            "Alerts, heading",
            "bell badge fill, Notifications, 3, button",
            "speaker wave 2 fill, Sounds & Haptics, button",
            "moon fill, Focus, button",
            "Allow notifications on the Lock Screen and in Notification Center.",
        ])
        assertSnapshot(of: renderer("settings-light"), as: .accessibilityTree, named: "settings")
    }

    @Test func settingsRightToLeftReadsTheSameRowsInTheSameOrder() {
        #expect(spoken("settings-rtl") == spoken("settings-light"))
    }

    @Test func toDo() {
        #expect(spoken("todo-light") == [
            "Edit, button", "Add, button",
            "Reminders, heading",
            "Today, heading",
            "circle, image", "Call the dentist", "Before 5 pm",
            "circle, image", "Renew passport", "Photos are in the desk drawer",
            "circle, image", "Book train to Lyon",
            "Completed, heading",
            "checkmark circle fill, image", "Buy oat milk",
            "checkmark circle fill, image", "Water the plants",
            "3 remaining",
        ])
        assertSnapshot(of: renderer("todo-light"), as: .accessibilityTree, named: "todo")
    }

    @Test func login() {
        #expect(spoken("login-light") == [
            "lock shield fill, image",
            "Welcome Back",
            "Sign in to continue to your account.",
            "Email, jane@example.com, textField",
            "Password, •••••••••••••, secureTextField",
            "Remember me, on, toggle",
            "Sign In, button",
            "Forgot password?, button",
            "Don't have an account?",
            "Sign Up, button",
        ])
        assertSnapshot(of: renderer("login-light"), as: .accessibilityTree, named: "login")
    }

    @Test func profileTabs() {
        let tree = renderer("profile-tabs").accessibilityTree()
        #expect(tree.readingOrder.map(\.spoken) == [
            "Edit, button",
            "Profile, heading",
            "Ada Lovelace", "ada@example.com",
            "Account, heading",
            "Personal Information, button", "Password & Security, button", "Payment, button",
            "Advanced, expanded, button", "Export Data", "Delete Account",
            "Selected, Profile, tab, 1 of 3", "Feed, tab, 2 of 3", "Messages, tab, 3 of 3",
        ])
        // The tab bar is a container holding its three items.
        let bar = tree.elements.last!
        #expect(bar.isContainer && bar.label == "Tab Bar" && bar.children.count == 3)
        assertSnapshot(of: renderer("profile-tabs"), as: .accessibilityTree, named: "profile-tabs")
    }

    @Test func listRowsAndBarButtonsAreAtLeastTheHIGMinimum() {
        for name in ["settings-light", "todo-light", "login-light", "profile-tabs"] {
            for e in renderer(name).accessibilityTree().readingOrder where e.isInteractive {
                #expect(e.frame.width >= 44 && e.frame.height >= 44, "\(name): \(e.summary)")
            }
        }
    }
}
