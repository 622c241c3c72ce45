// The `lamina` command-line tool: parse, run, and exit 0 (success), 1 (a comparison or a job
// failed) or 2 (an error). See LaminaCommand.swift. A plain, valid `lamina render` or
// `lamina frames`, and `lamina --version`, skip the argument parser's set-up
// (FastPathArguments.swift); everything else goes through it.
import Foundation
import LaminaRender

/// glibc's mallopt(3), which the Glibc module does not export; the parameters are malloc.h's.
@_silgen_name("mallopt") private func mallopt(_ parameter: Int32, _ value: Int32) -> Int32
private let M_TRIM_THRESHOLD: Int32 = -1, M_MMAP_THRESHOLD: Int32 = -3, M_ARENA_MAX: Int32 = -8

// Large buffers (images, rasters, PNG rows) stay in the heap between renders instead of being
// mapped afresh and faulted in each time: a batch of 300 icons renders in 0.38 s instead of
// 0.50 s. Memory a process no longer uses goes back to the system past 256 MB.
_ = mallopt(M_MMAP_THRESHOLD, 64 << 20)
_ = mallopt(M_TRIM_THRESHOLD, 256 << 20)

// `lamina --version` alone, as build scripts probe for the tool, answers before the argument
// parser's set-up (its protocol conformance lookups are most of the process's own start).
if CommandLine.arguments.dropFirst().elementsEqual(["--version"]) {
    print(LaminaCommand.version)
    exit(0)
}
if let job = RenderJob(fastPathArguments: CommandLine.arguments.dropFirst()) {
    // One file, one thread: the whole job runs on one large stack, so that loading and drawing
    // need no thread of their own each, and that thread allocates from the main heap rather
    // than a heap of its own grown a page run at a time (do.svg, 6,769 paths: 1,300 fewer
    // page faults, 5–8 % less CPU).
    _ = mallopt(M_ARENA_MAX, 1)
    LaminaCommand.runAndExit { try LargeStack.run(job.run) }
}
if let job = FramesJob(fastPathArguments: CommandLine.arguments.dropFirst()) {
    LaminaCommand.runAndExit(job.run)
}
LaminaCommand.runAndExit()
