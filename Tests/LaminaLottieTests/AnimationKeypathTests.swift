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
}
