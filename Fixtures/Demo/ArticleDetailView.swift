import SwiftUI

struct ArticleDetailView: View {
    @ObservedObject var viewModel: ArticleDetailViewModel
    let formatter: ArticleFormatter
    let onPlayVideo: () -> Void

    @State private var isShowingFullSummary = false

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 16) {
                Text(viewModel.article.title)
                    .font(.title)
                Text(formatter.byline(for: viewModel.article))
                    .font(.subheadline)
                    .foregroundColor(.secondary)
                Text(isShowingFullSummary ? viewModel.article.summary : formatter.truncatedSummary(viewModel.article))
                    .onTapGesture {
                        withAnimation { self.isShowingFullSummary.toggle() }
                    }
                actionRow
                if let status = viewModel.statusText {
                    Text(status).font(.footnote)
                }
            }
            .padding()
        }
    }

    private var actionRow: some View {
        HStack(spacing: 24) {
            Button(action: { self.viewModel.toggleLike() }) {
                Label("\(viewModel.article.likeCount)", systemImage: viewModel.article.isLiked ? "heart.fill" : "heart")
            }
            .disabled(viewModel.isSaving)
            Button(action: onPlayVideo) {
                Label("Watch", systemImage: "play.rectangle")
            }
        }
    }
}
