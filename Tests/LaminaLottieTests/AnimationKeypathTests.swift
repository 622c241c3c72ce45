import Testing
@testable import LaminaLottie

/// Keypath matching as lottie-ios's Core Animation engine matches (`ValueProviderStore`'s regex rules).
struct AnimationKeypathTests {
    @Test func splitsOnDotsAndJoinsBack() {
        let path = AnimationKeypath(keypath: "Layer.Group.Fill 1.Color")
        #expect(path.keys == ["Layer", "Group", "Fill 1", "Color"])
        #expect(path.string == "Layer.Group.Fill 1.Color")
        #expect(AnimationKeypath(keys: ["A", "B"]) == "A.B")
    }

    @Test func exactMatch() {
        #expect(AnimationKeypath(keypath: "Layer.Fill 1.Color").matches("Layer.Fill 1.Color"))
        #expect(!AnimationKeypath(keypath: "Layer.Fill 1.Color").matches("Layer.Fill 2.Color"))
        #expect(!AnimationKeypath(keypath: "Layer.Fill 1").matches("Layer.Fill 1.Color"))
    }

    @Test func singleWildcardIsOneKey() {
        #expect(AnimationKeypath(keypath: "*.Color").matches("Layer 1.Color"))
        #expect(!AnimationKeypath(keypath: "*.Color").matches("Layer 1.Layer 2.Color"))
        #expect(!AnimationKeypath(keypath: "*.Color").matches("Color"))
        #expect(AnimationKeypath(keypath: "Layer.Fill*.Color").matches("Layer.Fill 1.Color"))
        #expect(!AnimationKeypath(keypath: "Layer.Fill*.Color").matches("Layer.Fill.Color"))
    }

    @Test func doubleWildcardIsAnyDepth() {
        let pattern = AnimationKeypath(keypath: "**.Color")
        #expect(pattern.matches("Color"))
        #expect(pattern.matches("Layer 1.Color"))
        #expect(pattern.matches("Layer 1.Layer 2.Color"))
        #expect(!pattern.matches("Layer 1.Opacity"))
        #expect(AnimationKeypath(keypath: "Layer.**").matches("Layer.Group.Fill 1.Color"))
        #expect(AnimationKeypath(keypath: "Ring.**.Stroke 1.Color").matches("Ring.Stroke 1.Color"))
    }

    /// lottie-ios's `testKeypathMatches` (its receiver is the concrete keypath, its argument the pattern).
    @Test func lottieIOSKeypathMatchCases() {
        func matches(_ concrete: String, _ pattern: String) -> Bool {
            AnimationKeypath(keypath: pattern).matches(AnimationKeypath(keypath: concrete))
        }
        let path = "Layer.Shape Group.Stroke 1.Color"
        for pattern in ["Layer.Shape Group.Stroke 1.Color", "**.Color", "**.Stroke 1.Color", "**.Shape Group.Stroke 1.Color",
                        "Layer.**.Color", "Layer.Shape Group.*.Color", "Layer.*.*.Color", "**", "Layer.**",
                        "Layer.**.Shape Group.**", "**.Layer.Shape Group.Stroke 1.Color",
                        "**.Layer.Shape Group.Stroke 1.**.Color"] {
            #expect(matches(path, pattern), "\(pattern)")
        }
        for pattern in ["Layer.*.Color", "*.Layer.Shape Group.Stroke 1.Color", "*.Layer.Shape Group.Stroke 1.*.Color",
                        "Layer.Shape Group.Stroke 1.Color.*", "Layer.Shape Group.Stroke 1.Color.**"] {
            #expect(!matches(path, pattern), "\(pattern)")
        }
        #expect(matches("pin.Group 1.fill-primary.Color", "**.*primary.**.Color"))
        #expect(matches("pin.Group 1.fill-primary.Color", "**.*primary.Color"))
        #expect(!matches("pin.Group 1.fill-primary.Color", "*primary.**.Color"))
        #expect(matches("fill-primary.Stroke 1.Color", "**.*primary.**.Color"))
        #expect(!matches("fill-primary.Stroke 1.Color", "**.*primary.Color"))
        #expect(matches("fill-primary.Stroke 1.Color", "*primary.**.Color"))
        let ellipse = "Ellipse 1-composition.Ellipse 1-stroke.Ellipse 1-stroke.Stroke 1.Color"
        #expect(matches(ellipse, "**.Stroke 1.**.Color"))
        #expect(matches(ellipse, "**.Stroke 1.Color"))
        #expect(!matches(ellipse, "**.Stroke 1.*.Color"))
    }
}
