// The `lamina` command-line tool: parse, run, and exit 0 (success), 1 (a comparison or a job
// failed) or 2 (an error). See LaminaCommand.swift. A plain, valid `lamina render` skips the
// argument parser's set-up (RenderJob+FastPath.swift); everything else goes through it.
if let job = RenderJob(fastPathArguments: CommandLine.arguments.dropFirst()) {
    LaminaCommand.runAndExit(job.run)
}
LaminaCommand.runAndExit()
