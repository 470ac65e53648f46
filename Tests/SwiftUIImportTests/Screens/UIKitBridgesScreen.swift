import SwiftUI
import UIKit

// Colours, fonts and images that come from UIKit, as iOS 13–15 code bridged them.

struct UIKitBridgesScreen: View {
    private let accent = #colorLiteral(red: 0.2196078431, green: 0.5568627451, blue: 0.2352941176, alpha: 1)
    private let star = UIImage(systemName: "star.fill")!

    var body: some View {
        ZStack {
            Color(uiColor: .systemGroupedBackground).ignoresSafeArea()
            VStack(alignment: .leading, spacing: 16) {
                Text("Bridged from UIKit")
                    .font(Font(UIFont.preferredFont(forTextStyle: .largeTitle)))
                    .fontWeight(.bold)
                HStack(spacing: 12) {
                    Image(uiImage: star)
                        .foregroundColor(Color(accent))
                        .font(.title)
                    VStack(alignment: .leading, spacing: 4) {
                        Text("Headline from UIFont")
                            .font(Font(UIFont.preferredFont(forTextStyle: .headline)))
                        Text("Monospaced digits 0123456789")
                            .font(Font(UIFont.monospacedDigitSystemFont(ofSize: 15, weight: .regular)))
                            .foregroundColor(Color(.secondaryLabel))
                    }
                }
                .padding()
                .frame(maxWidth: .infinity, alignment: .leading)
                .background(Color(.secondarySystemGroupedBackground))
                .cornerRadius(12)

                HStack(spacing: 8) {
                    ForEach([UIColor.systemRed, .systemOrange, .systemYellow, .systemGreen, .systemTeal, .systemBlue, .systemIndigo, .systemPurple], id: \.self) { color in
                        Circle().fill(Color(color)).frame(width: 32, height: 32)
                    }
                }
                RoundedRectangle(cornerRadius: 8)
                    .fill(Color(#colorLiteral(red: 1, green: 0.5763723254, blue: 0, alpha: 1)))
                    .frame(height: 44)
                    .overlay(Text("#colorLiteral").font(.headline).foregroundColor(.white))
                Text(UIFont.boldSystemFont(ofSize: 20).pointSize == 20 ? "Bold system font, 20 pt" : "?")
                    .font(Font(UIFont.boldSystemFont(ofSize: 20)))
                Spacer()
            }
            .padding()
        }
    }
}
