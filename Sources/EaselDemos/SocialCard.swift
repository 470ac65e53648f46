import Foundation
import Easel

/// A link-preview card as social apps show them: artwork, site, a title that
/// wraps to at most three lines and truncates, and an author line with an emoji.
public struct SocialCard: View {
    public var site: String
    public var title: String
    public var author: String
    public var readingTime: String

    public init(site: String, title: String, author: String, readingTime: String) {
        self.site = site; self.title = title; self.author = author; self.readingTime = readingTime
    }

    public var body: some View {
        VStack(alignment: .leading, spacing: 10) {
            RoundedRectangle(cornerRadius: 12)
                .fill(LinearGradient(colors: [Color.indigo, Color.pink], startPoint: .topLeading, endPoint: .bottomTrailing))
                .frame(height: 120)
            Text(site)
                .font(.caption.weight(.semibold))
                .foregroundColor(.secondary)
                .textCase(.uppercase)
            Text(title)
                .font(.title2.bold())
                .lineLimit(3)
                .truncationMode(.tail)
            HStack(alignment: .firstTextBaseline, spacing: 6) {
                Text(author).font(.subheadline.weight(.medium))
                Spacer(minLength: 8)
                Text(readingTime).font(.footnote).foregroundColor(.secondary).monospacedDigit()
            }
        }
        .padding(16)
        .frame(width: 340)
        .background(Color.white, in: RoundedRectangle(cornerRadius: 18))
        .padding(12)
        .background { Rectangle().fill(Color(red: 0.93, green: 0.94, blue: 0.96)) }
    }

    public static let english = SocialCard(
        site: "easel.dev",
        title: "Text is where mockups and cards live or die: real fonts, real metrics, and truncation that behaves exactly like SwiftUI's on every platform",
        author: "Ada Lovelace 👩‍💻", readingTime: "7 min read")

    public static let arabic = SocialCard(
        site: "مدونة التصميم",
        title: "النص هو المكان الذي تنجح فيه البطاقات أو تفشل: خطوط حقيقية ومقاييس حقيقية واقتطاع يتصرف تمامًا مثل واجهات آبل",
        author: "ليلى أحمد ✍️", readingTime: "٧ دقائق")

    public static let japanese = SocialCard(
        site: "デザインノート",
        title: "カードやモックアップの出来は文字で決まる。本物のフォント、本物の寸法、そして期待どおりに省略される長いタイトルのすべてを確かめる",
        author: "山田 花子 🌸", readingTime: "5分で読めます")
}
