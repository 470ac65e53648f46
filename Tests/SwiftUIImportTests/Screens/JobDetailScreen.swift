import SwiftUI

// A job posting as job boards showed it around iOS 14: company header, tags,
// sections of text and bullets in a ScrollView, and an Apply button pinned at the
// bottom; the bookmark lives in navigationBarItems.

final class JobPostingViewModel: ObservableObject {
    @Published var isSaved = true
    let title = "Senior iOS Engineer"
    let company = "Northwind Labs"
    let location = "Berlin · Hybrid"
    let salary = "€85k – €105k"
    let tags = ["Full-time", "Swift", "SwiftUI", "5+ years"]
    let about = "We build tools that help small farms plan their seasons. You will own the iPhone and iPad apps end to end, from design reviews to release."
    let requirements = [
        "Shipped at least two apps written in Swift",
        "Comfortable with SwiftUI and UIKit side by side",
        "Care for accessibility and performance",
        "Able to mentor and review others' code",
    ]
}

struct JobDetailScreen: View {
    @StateObject private var viewModel = JobPostingViewModel()

    var body: some View {
        NavigationView {
            VStack(spacing: 0) {
                ScrollView {
                    VStack(alignment: .leading, spacing: 20) {
                        HStack(spacing: 14) {
                            Image(systemName: "leaf.fill")
                                .font(.title)
                                .foregroundColor(.white)
                                .frame(width: 60, height: 60)
                                .background(RoundedRectangle(cornerRadius: 14).fill(Color.green))
                            VStack(alignment: .leading, spacing: 4) {
                                Text(viewModel.title).font(.title3).bold()
                                Text(viewModel.company).foregroundColor(.secondary)
                                Text(viewModel.location).font(.footnote).foregroundColor(.secondary)
                            }
                        }

                        HStack {
                            ForEach(viewModel.tags, id: \.self) { tag in
                                Text(tag)
                                    .font(.caption)
                                    .padding(.horizontal, 10)
                                    .padding(.vertical, 5)
                                    .background(Capsule().fill(Color(.systemGray6)))
                            }
                        }

                        HStack {
                            Image(systemName: "banknote")
                            Text(viewModel.salary).fontWeight(.semibold)
                            Spacer()
                            Text("Posted 3 days ago").font(.footnote).foregroundColor(.secondary)
                        }

                        Divider()

                        Text("About the role").font(.headline)
                        Text(viewModel.about).foregroundColor(.secondary)

                        Text("What you bring").font(.headline)
                        VStack(alignment: .leading, spacing: 8) {
                            ForEach(viewModel.requirements, id: \.self) { line in
                                HStack(alignment: .firstTextBaseline, spacing: 8) {
                                    Image(systemName: "checkmark.circle.fill").foregroundColor(.green)
                                    Text(line)
                                }
                            }
                        }
                    }
                    .padding()
                }
                Divider()
                Button(action: {}) {
                    Text("Apply Now")
                        .font(.headline)
                        .foregroundColor(.white)
                        .frame(maxWidth: .infinity)
                        .padding()
                        .background(RoundedRectangle(cornerRadius: 12).fill(Color.blue))
                }
                .padding()
            }
            .navigationBarTitle("Job", displayMode: .inline)
            .navigationBarItems(trailing: Button(action: { viewModel.isSaved.toggle() }) {
                Image(systemName: viewModel.isSaved ? "bookmark.fill" : "bookmark")
            })
        }
    }
}

struct JobDetailScreen_Previews: PreviewProvider {
    static var previews: some View {
        JobDetailScreen()
    }
}
