import Foundation
import Easel

/// The text demos: real fonts, wrapping with a line limit, fallback scripts, RTL.
public enum TextDemos {
    public static var all: [(name: String, view: AnyView, size: ProposedViewSize)] {
        demos.map { ($0.name, $0.view, $0.proposedSize) }
    }

    public static var demos: [Demo] {
        [
            Demo("text-social-card") { SocialCard.english },
            Demo("text-social-card-arabic", configure: { $0.layoutDirection = .rightToLeft }) { SocialCard.arabic },
            Demo("text-social-card-japanese") { SocialCard.japanese },
            Demo("text-avocado-toast") { AvocadoToastRow.sample },
        ]
    }
}
