@testable import PlumbUIKit
import Testing

// The UIKit-style programs of Ports/ (written after public apps' view code), compiled with only
// their import changed, laid out, and checked against what their code means.

@Suite("Ported UIKit code") @MainActor
struct PortTests {
    /// Every screen lays out, and none but the noted ones needs the engine to break a constraint.
    @Test func everyScreenLaysOut() {
        let screens: [(String, () -> UIView)] = [
            ("profile", makeProfileHeader), ("feed", makeFeedList), ("sign-up", makeSignUpForm), ("settings", makeSettingsList),
            ("onboarding", makeOnboardingPage), ("toolbars", makeMiniPlayerToolbars), ("chat", makeLegacyChatTranscript),
            ("badges", makeProductBadgesAndRatings), ("notice", makeCollapsibleNotice), ("collage", makePostDetailWithCollage),
            ("participant", makeParticipantVideoView), ("name form", makeNameFormScrollScreen), ("recipe", makeRecipeCellContentView),
            ("about", makeAboutScreen),
        ]
        for (name, make) in screens {
            let root = make()
            root.layoutIfNeeded()
            #expect(root.engineView.layoutIssues.isEmpty, "\(name)")
            #expect(!root.subviews.isEmpty, "\(name)")
        }
    }

    private func first<T: UIView>(_ type: T.Type, in view: UIView) -> T? {
        if let match = view as? T { return match }
        for subview in view.subviews { if let match = first(type, in: subview) { return match } }
        return nil
    }

    @Test func theProfileHeaderRoundsItsAvatarInLayoutSubviews() throws {
        let root = makeProfileHeader()
        root.layoutIfNeeded()
        let header = try #require(first(ProfileHeaderView.self, in: root))
        let avatar = header.avatarImageView
        #expect(avatar.bounds.width > 0 && avatar.layer.cornerRadius == avatar.bounds.width / 2)
        // The multi-line bio wraps at the header's width and sits below the name.
        #expect(header.bioLabel.frame.minY > header.nameLabel.frame.maxY)
        #expect(header.bioLabel.frame.maxX <= header.bounds.width)
    }

    @Test func theNoticeExpandsThroughUpdateConstraints() throws {
        let root = makeCollapsibleNotice()
        root.layoutIfNeeded()
        let notice = try #require(first(CollapsibleNoticeView.self, in: root))
        #expect(notice.frame.height == 148)
        notice.isExpanded = false
        #expect(notice.needsUpdateConstraints())
        root.layoutIfNeeded()
        #expect(notice.frame.height == 56)
    }

    @Test func theSignUpButtonRidesTheKeyboardGuide() throws {
        let root = makeSignUpForm()
        root.layoutIfNeeded()
        let screen = try #require(first(SignUpFormScreenView.self, in: root))
        let resting = screen.signUpButton.convert(screen.signUpButton.bounds, to: root)
        screen.keyboardLayoutGuide.keyboardHeight = 300
        root.layoutIfNeeded()
        let raised = screen.signUpButton.convert(screen.signUpButton.bounds, to: root)
        #expect(raised.maxY <= 667 - 300 && raised.maxY < resting.maxY)
        // The inserted error label is arranged, between the fields and the terms.
        #expect(!screen.errorLabel.isHidden && screen.errorLabel.frame.height > 0)
    }

    @Test func settingsRowsUseSystemSpacingInsideTheirMargins() throws {
        let root = makeSettingsList()
        root.layoutIfNeeded()
        let row = try #require(first(SettingsRowCellContentView.self, in: root))
        // equalToSystemSpacingAfter with multiplier 2: twice UIKit's 8 points.
        #expect(row.titleLabel.frame.minX == row.iconTileView.frame.maxX + 16)
        #expect(row.chevronImageView.frame.maxX <= row.bounds.width - row.layoutMargins.right + 1e-9)
    }

    @Test func theCollageLaysItsPhotosOutByFrame() throws {
        let root = makePostDetailWithCollage()
        root.layoutIfNeeded()
        let collage = try #require(first(PhotoCollageView.self, in: root))
        let photos = collage.subviews.filter { $0 is UIImageView }
        #expect(photos.count >= 2)
        for photo in photos {
            #expect(photo.frame.width > 0 && photo.frame.maxX <= collage.bounds.width + 1e-9)
            #expect(photo.frame.maxY <= collage.bounds.height + 1e-9)
        }
    }

    @Test func badgesFollowTheirChangedIntrinsicSize() throws {
        let root = makeProductBadgesAndRatings()
        root.layoutIfNeeded()
        let badge = try #require(first(TagBadgeView.self, in: root))
        let rating = try #require(first(StarRatingView.self, in: root))
        #expect(badge.frame.size == badge.intrinsicContentSize)
        #expect(rating.frame.size == rating.intrinsicContentSize)
        let before = badge.frame.width
        badge.text = "NEW"   // the program laid out "BESTSELLER" last
        root.layoutIfNeeded()
        #expect(badge.frame.width < before && badge.frame.size == badge.intrinsicContentSize)
    }
}
