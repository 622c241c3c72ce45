// The `lamina` command-line tool: parse, run, and exit 0 (success), 1 (a comparison failed)
// or 2 (an error). See LaminaCommand.swift.
LaminaCommand.runAndExit()
