// Appearance rules (SEMANTICS §4, UIAppearance with Chameleon's precedence) and EXAMPLES
// scene 12: wood-grain navigation bars; inside the photo picker a brown tint, another title
// font and no background image; an instance value always beats the rules.
import Foundation
import LaminaTesting
import Testing
@testable import Lamina

/// A navigation bar: a layer type of its own, for rules to name.
final class NavigationBar: Layer {}
/// A bar subclass, to test that subclass rules beat superclass rules.
final class ToolbarBar: Layer {}
/// The photo picker's root: a container type.
final class PhotoPicker: Layer {}
/// A sheet: another container type.
final class Sheet: Layer {}
/// A navigation bar's title.
final class TitleLabel: TextLayer {}

@Suite struct AppearanceRulesTests {
    @Test func typeDefaultsApplyWhenALayerJoinsTheTree() {
        let rules = AppearanceRules()
        rules.set(\NavigationBar.backgroundColor, to: .systemBrownTest)
        let window = Layer()
        window.appearanceRules = rules
        let bar = NavigationBar(), other = Layer()
        window.addSublayer(bar)
        window.addSublayer(other)
        #expect(bar.backgroundColor == .systemBrownTest)  // before any commit
        #expect(other.backgroundColor == nil)
    }

    @Test func rulesAddedLaterApplyAtCommit() throws {
        let rules = AppearanceRules()
        let window = Layer()
        window.appearanceRules = rules
        let bar = NavigationBar()
        window.addSublayer(bar)
        rules.set(\NavigationBar.cornerRadius, to: 8)
        #expect(bar.cornerRadius == 0)
        _ = try window.commit()
        #expect(bar.cornerRadius == 8)
    }

    @Test func subclassRulesBeatSuperclassRulesInEitherOrder() {
        for subclassFirst in [false, true] {
            let rules = AppearanceRules()
            if subclassFirst { rules.set(\NavigationBar.borderWidth, to: 2) }
            rules.set(\Layer.borderWidth, to: 1)
            if !subclassFirst { rules.set(\NavigationBar.borderWidth, to: 2) }
            let window = Layer()
            let bar = NavigationBar(), plain = Layer()
            window.sublayers = [bar, plain]
            window.appearanceRules = rules
            #expect(bar.borderWidth == 2)
            #expect(plain.borderWidth == 1 && window.borderWidth == 1)
        }
    }

    @Test func longerContainmentChainsBeatShorterOnes() {
        let rules = AppearanceRules()
        rules.set(\NavigationBar.tintColor, to: .systemBrownTest, whenContainedIn: [Sheet.self, PhotoPicker.self])
        rules.set(\NavigationBar.tintColor, to: .red, whenContainedIn: [PhotoPicker.self])
        rules.set(\NavigationBar.tintColor, to: .white)
        let window = Layer(), picker = PhotoPicker(), sheet = Sheet()
        let plainBar = NavigationBar(), pickerBar = NavigationBar(), sheetBar = NavigationBar()
        let wrapper = Layer()
        wrapper.addSublayer(sheetBar)
        sheet.addSublayer(wrapper)  // other layers may lie between the containers
        picker.sublayers = [pickerBar, sheet]
        window.sublayers = [plainBar, picker]
        window.appearanceRules = rules
        #expect(plainBar.tintColor == .white)
        #expect(pickerBar.tintColor == .red)
        #expect(sheetBar.tintColor == .systemBrownTest)
    }

    @Test func containersMustAppearInOrderInnermostFirst() {
        let ancestors: [Layer.Type] = [Layer.self, Sheet.self, Layer.self, PhotoPicker.self]
        #expect(AppearanceRules.chain(ancestors, contains: [Sheet.self, PhotoPicker.self]))
        #expect(!AppearanceRules.chain(ancestors, contains: [PhotoPicker.self, Sheet.self]))
        #expect(AppearanceRules.chain(ancestors, contains: []))
        // A container type matches its subclasses.
        #expect(AppearanceRules.chain([TitleLabel.self], contains: [TextLayer.self]))
    }

    @Test func anInstanceValueIsNeverOverwritten() throws {
        let rules = AppearanceRules()
        rules.set(\NavigationBar.backgroundColor, to: .systemBrownTest)
        let window = Layer()
        window.appearanceRules = rules
        let early = NavigationBar()
        early.backgroundColor = .green  // set before joining
        let late = NavigationBar()
        window.sublayers = [early, late]
        #expect(early.backgroundColor == .green && late.backgroundColor == .systemBrownTest)
        late.backgroundColor = .blue  // set after the rule wrote it
        rules.set(\NavigationBar.backgroundColor, to: .systemGray)
        _ = try window.commit()
        #expect(early.backgroundColor == .green && late.backgroundColor == .blue)
        let fresh = NavigationBar()
        window.addSublayer(fresh)
        #expect(fresh.backgroundColor == .systemGray)  // the later rule of the same rank wins
    }

    @Test func ruleValuesFollowTheRules() throws {
        // A value written by a rule is the rules' to change: a later, more specific rule wins.
        let rules = AppearanceRules()
        rules.set(\NavigationBar.backgroundColor, to: .systemBrownTest)
        let window = Layer(), picker = PhotoPicker(), bar = NavigationBar()
        picker.addSublayer(bar)
        window.addSublayer(picker)
        window.appearanceRules = rules
        #expect(bar.backgroundColor == .systemBrownTest)
        rules.set(\NavigationBar.backgroundColor, to: nil, whenContainedIn: [PhotoPicker.self])
        _ = try window.commit()
        #expect(bar.backgroundColor == nil)
        _ = try window.commit()
        #expect(bar.backgroundColor == nil)
    }

    @Test func aRuleMayWriteNilAndKeepOwningTheProperty() throws {
        // borderColor defaults to black: nil written by a rule must not look like an instance value.
        let rules = AppearanceRules()
        rules.set(\NavigationBar.borderColor, to: nil)
        let window = Layer(), bar = NavigationBar()
        window.addSublayer(bar)
        window.appearanceRules = rules
        _ = try window.commit()
        #expect(bar.borderColor == nil)
        rules.set(\NavigationBar.borderColor, to: .red)
        _ = try window.commit()
        #expect(bar.borderColor == .red)
    }

    /// Scene 12, rendered: two bars, the second inside the photo picker.
    @Test func scene12Golden() throws {
        let wood = try Self.woodGrain()
        let rules = AppearanceRules()
        rules.set(\NavigationBar.contents, to: wood)
        rules.set(\NavigationBar.contentsScale, to: 2)
        rules.set(\NavigationBar.backgroundColor, to: .tint)
        rules.set(\NavigationBar.contents, to: nil, whenContainedIn: [PhotoPicker.self])
        rules.set(\PhotoPicker.tintColor, to: Color(red255: 120, green255: 72, blue255: 32))
        rules.set(\TitleLabel.fontSize, to: 14)
        rules.set(\TitleLabel.fontFamily, to: "DejaVu Sans")
        rules.set(\TitleLabel.fontWeight, to: .bold)
        rules.set(\TitleLabel.fontFamily, to: "DejaVu Serif", whenContainedIn: [PhotoPicker.self])
        rules.set(\TitleLabel.alignmentMode, to: .center)

        let window = place(Layer(), width: 160, height: 120)
        window.backgroundColor = .white
        window.appearanceRules = rules
        func bar(_ title: String, y: CGFloat) -> NavigationBar {
            let bar = place(NavigationBar(), y: y, width: 160, height: 32)
            let label = place(TitleLabel(), y: 7, width: 160, height: 20)
            label.string = title
            bar.addSublayer(label)
            return bar
        }
        let home = bar("Albums", y: 0)
        let picker = place(PhotoPicker(), y: 44, width: 160, height: 76)
        let pickerBar = bar("Photos", y: 0)
        picker.addSublayer(pickerBar)
        let special = bar("Mine", y: 40)
        special.backgroundColor = Color(red: 0.2, green: 0.4, blue: 0.2)  // the instance wins
        picker.addSublayer(special)
        window.sublayers = [home, picker]

        #expect(home.contents == wood && pickerBar.contents == nil)
        #expect(pickerBar.effectiveTintColor == Color(red255: 120, green255: 72, blue255: 32))
        let image = try Renderer(scale: 2).render(window)
        #expect(image.rgba(4, 70 * 2) == rgb(120, 72, 32))
        #expect(image.rgba(4, 86 * 2) == rgb(51, 102, 51))
        assertGolden(image, named: "wood-bars-picker")
    }

    /// A 16 × 16 pt wood grain: brown stripes with a wobble.
    static func woodGrain() throws -> Image {
        var image = try Image(width: 32, height: 32)
        for y in 0..<32 {
            for x in 0..<32 {
                let t = sin((CGFloat(y) + 2 * sin(CGFloat(x) / 5)) / 2.2) * 0.5 + 0.5
                image.setPixel(x: x, y: y, Color(red: 0.55 + 0.15 * t, green: 0.35 + 0.1 * t, blue: 0.18 + 0.05 * t)
                    .premultipliedARGB32)
            }
        }
        return image
    }
}

extension Color {
    /// A brown for these tests (UIKit's systemBrown, #A2845E).
    static let systemBrownTest = Color(red255: 162, green255: 132, blue255: 94)
}
