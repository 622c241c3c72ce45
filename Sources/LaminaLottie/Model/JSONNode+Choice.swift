// Lottie's enumerations (a line cap, a fill rule, a star's kind) are numbers from short lists.
// A number off its list is drawn as the list's default with a warning naming the list, as the
// format's readers draw past it (lottie-web and rlottie silently).
import Foundation

extension JSONNode {
    /// The enumeration member `key`: a number among `names`' keys (each with its name, for the
    /// warning), `fallback` when absent. Another number warns at the member's path ("expected a
    /// line cap: 1 (butt), 2 (round) or 3 (square), found 7; drawn as 2 (round)") and gives
    /// `fallback`.
    /// - Throws: ``LottieError/invalid(path:message:)`` when the member is not a number.
    func choice(_ key: String, _ kind: String, _ names: KeyValuePairs<Int, String>, default fallback: Int,
                _ diagnostics: LottieDiagnostics) throws -> Int {
        guard let member = self[key] else { return fallback }
        let value = try member.number()
        if let match = names.first(where: { Double($0.key) == value }) { return match.key }
        let listed = names.map { "\($0.key) (\($0.value))" }
        let list = listed.dropLast().joined(separator: ", ") + (listed.count > 1 ? " or " : "") + (listed.last ?? "")
        let found = value.rounded() == value && abs(value) < 1e15 ? "\(Int(value))" : "\(value)"
        let fallbackName = names.first { $0.key == fallback }.map { " (\($0.value))" } ?? ""
        diagnostics.warn(member.path, "expected \(kind): \(list), found \(found); drawn as \(fallback)\(fallbackName)")
        return fallback
    }
}
