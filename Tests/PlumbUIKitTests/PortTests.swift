import PlumbUIKit
import Testing

@Suite("Ported UIKit code") @MainActor
struct PortTests {
    @Test func everyScreenLaysOut() {
        for make in [makeProfileHeader, makeFeedList, makeSignUpForm, makeSettingsList, makeOnboardingPage,
                     makeMiniPlayerToolbars, makeLegacyChatTranscript, makeProductBadgesAndRatings, makeCollapsibleNotice,
                     makePostDetailWithCollage, makeParticipantVideoView, makeNameFormScrollScreen, makeRecipeCellContentView,
                     makeAboutScreen] {
            let root = make()
            root.layoutIfNeeded()
            print("PROBE", root.subviews.count, root.constraintsAffectingLayout(for: .horizontal).count)
        }
    }
}
