import Foundation
import Testing
import Lamina

/// The state of `timing` at parent time `tp` (seconds).
private func state(_ timing: TimingParameters, at tp: Double) throws -> TimingState {
    try timing.resolved().state(atParentTime: tp)
}

/// A running sample with the given progress and iteration.
private func running(_ progress: Double, simpleTime: Double? = nil, iteration: Int = 0) -> TimingState {
    .active(TimingSample(progress: progress, simpleTime: simpleTime ?? progress, iteration: iteration, phase: .running))
}

// MARK: - Defaults and durations

@Test func timingDefaultsMatchCoreAnimation() {
    let t = TimingParameters()
    #expect(t.beginTime == 0 && t.duration == 0 && t.speed == 1 && t.timeOffset == 0)
    #expect(t.repeatCount == 0 && t.repeatDuration == 0 && !t.autoreverses)
    #expect(t.fillMode == .removed && t.isRemovedOnCompletion)
}

@Test func zeroOrNegativeDurationBecomesAQuarterSecond() throws {
    #expect(try TimingParameters(duration: 0).resolved().simpleDuration == 0.25)
    #expect(try TimingParameters(duration: -3).resolved().simpleDuration == 0.25)
    #expect(try TimingParameters().resolved(defaultDuration: 0.5).simpleDuration == 0.5)
    #expect(try state(TimingParameters(), at: 0.125) == running(0.5, simpleTime: 0.125))
}

@Test func activeDurationCountsRepeatsAndReversals() throws {
    #expect(try TimingParameters(duration: 1).resolved().activeDuration == 1)
    #expect(try TimingParameters(duration: 1, repeatCount: 2.5).resolved().activeDuration == 2.5)
    #expect(try TimingParameters(duration: 1, autoreverses: true).resolved().activeDuration == 2)
    #expect(try TimingParameters(duration: 1, repeatCount: 3, autoreverses: true).resolved().activeDuration == 6)
    #expect(try TimingParameters(duration: 1, repeatDuration: 2.75).resolved().activeDuration == 2.75)
    #expect(try TimingParameters(duration: 1, repeatCount: .infinity).resolved().activeDuration == .infinity)
    #expect(try TimingParameters(duration: 1, repeatCount: .greatestFiniteMagnitude).resolved().activeDuration == .infinity)
}

// MARK: - Fill modes

@Test func fillRemovedHasNoEffectBeforeOrAfter() throws {
    let t = TimingParameters(beginTime: 1, duration: 1)
    #expect(try state(t, at: 0.5) == .notStarted)
    #expect(try state(t, at: 1) == running(0))
    #expect(try state(t, at: 1.5) == running(0.5))
    #expect(try state(t, at: 2) == .finished)
    #expect(try state(t, at: 7) == .finished)
}

@Test func fillBackwardsHoldsTheStartBeforeBeginning() throws {
    let t = TimingParameters(beginTime: 1, duration: 1, fillMode: .backwards, isRemovedOnCompletion: false)
    #expect(try state(t, at: 0.5) == .active(TimingSample(progress: 0, simpleTime: 0, iteration: 0, phase: .fillingBackwards)))
    #expect(try state(t, at: 2.5) == .finished)
}

@Test func fillForwardsHoldsTheEndOnlyWhenNotRemovedOnCompletion() throws {
    var t = TimingParameters(beginTime: 1, duration: 1, fillMode: .forwards)
    #expect(try state(t, at: 2.5) == .finished)  // isRemovedOnCompletion defaults to true
    t.isRemovedOnCompletion = false
    #expect(try state(t, at: 2.5) == .active(TimingSample(progress: 1, simpleTime: 1, iteration: 0, phase: .fillingForwards)))
    #expect(try state(t, at: 0.5) == .notStarted)
}

@Test func fillBothHoldsBothEnds() throws {
    let t = TimingParameters(beginTime: 1, duration: 2, fillMode: .both, isRemovedOnCompletion: false)
    #expect(try state(t, at: 0).sample == TimingSample(progress: 0, simpleTime: 0, iteration: 0, phase: .fillingBackwards))
    #expect(try state(t, at: 9).sample == TimingSample(progress: 1, simpleTime: 2, iteration: 0, phase: .fillingForwards))
}

// MARK: - Repeats and autoreverse

@Test func fractionalRepeatCountEndsMidIteration() throws {
    let t = TimingParameters(duration: 1, repeatCount: 2.5, fillMode: .forwards, isRemovedOnCompletion: false)
    #expect(try state(t, at: 0.25) == running(0.25))
    #expect(try state(t, at: 1.25) == running(0.25, iteration: 1))
    #expect(try state(t, at: 2.25) == running(0.25, iteration: 2))
    #expect(try state(t, at: 2.5).sample == TimingSample(progress: 0.5, simpleTime: 0.5, iteration: 2, phase: .fillingForwards))
}

@Test func wholeRepeatCountEndsAtTheEndOfTheLastIteration() throws {
    let t = TimingParameters(duration: 1, repeatCount: 2, fillMode: .forwards, isRemovedOnCompletion: false)
    #expect(try state(t, at: 1) == running(0, iteration: 1))
    #expect(try state(t, at: 5).sample == TimingSample(progress: 1, simpleTime: 1, iteration: 1, phase: .fillingForwards))
}

@Test func autoreversePlaysForwardThenBack() throws {
    let t = TimingParameters(duration: 1, autoreverses: true, fillMode: .forwards, isRemovedOnCompletion: false)
    #expect(try state(t, at: 0.25) == running(0.25))
    #expect(try state(t, at: 1) == running(1))
    #expect(try state(t, at: 1.25) == running(0.75))
    #expect(try state(t, at: 1.75) == running(0.25))
    #expect(try state(t, at: 2).sample == TimingSample(progress: 0, simpleTime: 0, iteration: 0, phase: .fillingForwards))
}

@Test func autoreverseWithHalfRepeatEndsAtTheFarEnd() throws {
    let t = TimingParameters(duration: 1, repeatCount: 1.5, autoreverses: true, fillMode: .forwards, isRemovedOnCompletion: false)
    #expect(try state(t, at: 2.5) == running(0.5, iteration: 1))
    #expect(try state(t, at: 3).sample == TimingSample(progress: 1, simpleTime: 1, iteration: 1, phase: .fillingForwards))
}

@Test func repeatDurationCutsTheLastIteration() throws {
    let t = TimingParameters(duration: 1, repeatDuration: 1.75, autoreverses: true)
    #expect(try state(t, at: 1.5) == running(0.5))
    #expect(try state(t, at: 1.75) == .finished)
}

@Test func infiniteRepeatNeverEnds() throws {
    let t = TimingParameters(duration: 0.5, repeatCount: .infinity)
    #expect(try state(t, at: 1000.125) == running(0.25, simpleTime: 0.125, iteration: 2000))
    #expect(try state(t, at: 1e15) == running(0, iteration: 2_000_000_000_000_000))
}

// MARK: - Speed and offset

@Test func speedTwoPlaysInHalfTheTime() throws {
    let t = TimingParameters(beginTime: 1, duration: 1, speed: 2)
    #expect(try state(t, at: 1.25) == running(0.5))
    #expect(try state(t, at: 1.5) == .finished)
}

@Test func speedZeroPausesAtTheTimeOffset() throws {
    let t = TimingParameters(beginTime: 5, duration: 1, speed: 0, timeOffset: 0.25)
    for tp in [-100.0, 0, 5, 6, 1e9] { #expect(try state(t, at: tp) == running(0.25)) }
}

@Test func timeOffsetStartsPartWay() throws {
    let t = TimingParameters(duration: 1, timeOffset: 0.5)
    #expect(try state(t, at: 0) == running(0.5))
    #expect(try state(t, at: 0.25) == running(0.75))
    #expect(try state(t, at: 0.5) == .finished)
    #expect(try state(t, at: -0.25) == running(0.25))
}

@Test func negativeSpeedPlaysBackwards() throws {
    // Local time runs from 1 down to 0 while parent time goes 0 → 1.
    let t = TimingParameters(duration: 1, speed: -1, timeOffset: 1, fillMode: .backwards)
    #expect(try state(t, at: 0.25) == running(0.75))
    #expect(try state(t, at: 0.75) == running(0.25))
    #expect(try state(t, at: -0.5) == .finished)  // local time 1.5: after the end
    // Local time below 0 is "before" in local time: the backwards fill holds progress 0.
    #expect(try state(t, at: 2).sample?.phase == .fillingBackwards)
    #expect(try state(t, at: 2).sample?.progress == 0)
}

// MARK: - Nested time spaces

@Test func groupChildrenRunInTheGroupsTime() throws {
    let group = try TimingParameters(beginTime: 1, duration: 2).resolved()
    let child = try TimingParameters(beginTime: 0.5, duration: 1).resolved()
    #expect(child.state(atParentTime: 1.25, nestedIn: [group]) == .notStarted)  // group time 0.25
    #expect(child.state(atParentTime: 1.75, nestedIn: [group]) == running(0.25))
    #expect(child.state(atParentTime: 0.5, nestedIn: [group]) == .notStarted)  // group not started
    #expect(child.state(atParentTime: 3.25, nestedIn: [group]) == .finished)  // group finished
}

@Test func groupClipsALongerChildToItsActiveDuration() throws {
    let group = try TimingParameters(duration: 2, fillMode: .forwards, isRemovedOnCompletion: false).resolved()
    let child = try TimingParameters(duration: 4, fillMode: .forwards).resolved()
    #expect(child.state(atParentTime: 1.5, nestedIn: [group]) == running(0.375, simpleTime: 1.5))
    // The group holds its end (time 2), where the child is half done: it stays there.
    #expect(child.state(atParentTime: 10, nestedIn: [group]) == running(0.5, simpleTime: 2))
}

@Test func childFillModeAppliesWhenTheGroupHoldsItsEnd() throws {
    let group = try TimingParameters(duration: 1, fillMode: .forwards, isRemovedOnCompletion: false).resolved()
    let plain = try TimingParameters(duration: 1).resolved()
    // The child's own isRemovedOnCompletion (true) is ignored inside a group.
    let filling = try TimingParameters(duration: 1, fillMode: .forwards).resolved()
    #expect(plain.state(atParentTime: 3, nestedIn: [group]) == .finished)
    #expect(filling.state(atParentTime: 3, nestedIn: [group]).sample?.progress == 1)
    #expect(filling.state(atParentTime: 3) == .finished)  // on a layer it is removed
}

@Test func groupRepeatsRestartItsChildren() throws {
    let group = try TimingParameters(duration: 1, repeatCount: 3).resolved()
    let child = try TimingParameters(duration: 0.5).resolved()
    #expect(child.state(atParentTime: 1.25, nestedIn: [group]) == running(0.5, simpleTime: 0.25))
    #expect(child.state(atParentTime: 1.75, nestedIn: [group]) == .finished)
    #expect(child.state(atParentTime: 2.0, nestedIn: [group]) == running(0))
}

@Test func autoreversingGroupRunsItsChildrenBackwards() throws {
    let group = try TimingParameters(duration: 1, autoreverses: true).resolved()
    let child = try TimingParameters(duration: 1).resolved()
    #expect(child.state(atParentTime: 1.25, nestedIn: [group]) == running(0.75))
}

@Test func groupSpeedScalesItsChildren() throws {
    let outer = try TimingParameters(duration: 4, speed: 2).resolved()
    let inner = try TimingParameters(beginTime: 1, duration: 2).resolved()
    let leaf = try TimingParameters(duration: 1).resolved()
    // tp 1 → outer time 2 → inner time 1 → leaf time 1: finished; tp 0.75 → leaf 0.5.
    #expect(leaf.state(atParentTime: 0.75, nestedIn: [outer, inner]) == running(0.5))
    #expect(leaf.state(atParentTime: 1, nestedIn: [outer, inner]) == .finished)
}

@Test func layerTimeSpacesCompose() {
    let root = TimingParameters(beginTime: 1, speed: 2)
    let child = TimingParameters(speed: 0.5, timeOffset: 3)
    #expect([root, child].localTime(fromRootTime: 4) == 6)  // (4 − 1)·2 = 6 → 6·0.5 + 3 = 6
    let paused = TimingParameters(beginTime: 9, speed: 0, timeOffset: 1.5)
    #expect([root, paused].localTime(fromRootTime: 100) == 1.5)
}

// MARK: - Validation

@Test func repeatCountAndRepeatDurationTogetherThrow() {
    let t = TimingParameters(duration: 1, repeatCount: 2, repeatDuration: 3)
    #expect(throws: AnimationError.conflictingRepeat(repeatCount: 2, repeatDuration: 3)) { try t.resolved() }
    #expect(AnimationError.conflictingRepeat(repeatCount: 2, repeatDuration: 3).description
        == "repeatCount (2.0) and repeatDuration (3.0) are both set; set only one")
}

@Test func nonFiniteOrNegativeTimingThrows() {
    #expect(throws: AnimationError.invalidParameter(parameter: "speed", expected: "a finite number", found: .infinity)) {
        try TimingParameters(speed: .infinity).resolved()
    }
    #expect(throws: AnimationError.self) { try TimingParameters(duration: .nan).resolved() }
    #expect(throws: AnimationError.self) { try TimingParameters(beginTime: -.infinity).resolved() }
    #expect(throws: AnimationError.invalidParameter(parameter: "repeatCount", expected: "a number ≥ 0 (or .infinity)", found: -1)) {
        try TimingParameters(repeatCount: -1).resolved()
    }
    #expect(throws: AnimationError.self) { try TimingParameters(repeatDuration: .nan).resolved() }
    #expect(throws: AnimationError.self) { try TimingParameters().resolved(defaultDuration: 0) }
}

@Test func nonFiniteParentTimeHasNoEffect() throws {
    let t = try TimingParameters(duration: 1, fillMode: .both, isRemovedOnCompletion: false).resolved()
    #expect(t.state(atParentTime: .nan) == .notStarted)
    #expect(t.state(atParentTime: .infinity).sample?.progress == 1)
    #expect(t.state(atParentTime: -.infinity).sample?.progress == 0)
}
