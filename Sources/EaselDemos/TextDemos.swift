import Foundation
import EaselCore

/// The text demos, ready for a gallery or golden images.
public enum TextDemos {
    public static var all: [(name: String, view: AnyView, size: ProposedViewSize)] {
        [
            ("social-card", AnyView(SocialCard.english), .unspecified),
            ("social-card-arabic", AnyView(SocialCard.arabic.environment(\.layoutDirection, .rightToLeft)), .unspecified),
            ("social-card-japanese", AnyView(SocialCard.japanese), .unspecified),
            ("avocado-toast", AnyView(AvocadoToastRow.sample), .unspecified),
        ]
    }
}
