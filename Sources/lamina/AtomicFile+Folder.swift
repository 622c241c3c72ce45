// Creating the folders the golden reports write into, with errors in AtomicFile's terms.
import Foundation
import LaminaRender

extension AtomicFile {
    /// Creates `folder` and its missing parents.
    /// - Throws: `RenderError.io` naming the folder and the reason.
    static func createFolder(_ folder: URL) throws {
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw RenderError.io(path: folder.path, reason: "cannot create the folder (\(error.localizedDescription))")
        }
    }
}
