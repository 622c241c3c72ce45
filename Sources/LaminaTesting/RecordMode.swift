// When golden assertions write goldens, chosen per call or by the LAMINA_RECORD variable.
import Foundation

/// When ``assertGolden(_:named:tolerance:record:fileID:filePath:function:line:column:)`` writes
/// the golden file. Whenever it writes one, the assertion fails, so a recording run is never
/// mistaken for a passing one.
public enum RecordMode: String, Sendable, Equatable, CaseIterable {
    /// Never write; a missing golden is a failure. The default when the `CI` variable is set.
    case never
    /// Write goldens that do not exist yet; compare the others. The default elsewhere.
    case missing
    /// Write missing goldens and overwrite those that do not match.
    case failed
    /// Overwrite every golden.
    case all

    /// The environment variable that sets the mode for a whole run: `LAMINA_RECORD`.
    public static let environmentVariable = "LAMINA_RECORD"

    /// The mode for this run: `LAMINA_RECORD` when set (`never`, `missing`, `failed` or
    /// `all`), otherwise ``never`` when `CI` is set (as on every common CI service), and
    /// ``missing`` on a developer's machine.
    /// - Parameter environment: the variables to read; default this process's.
    /// - Throws: ``ImageDiffError/invalidOption(name:expected:found:)`` for any other value.
    public static func current(environment: [String: String] = ProcessInfo.processInfo.environment) throws -> RecordMode {
        if let text = environment[environmentVariable], !text.isEmpty {
            guard let mode = RecordMode(rawValue: text.lowercased()) else {
                throw ImageDiffError.invalidOption(name: environmentVariable,
                                                   expected: "never, missing, failed or all", found: "\"\(text)\"")
            }
            return mode
        }
        if let ci = environment["CI"], !ci.isEmpty, ci.lowercased() != "false", ci != "0" { return .never }
        return .missing
    }
}
