// The work one render did, counted so that tests can assert the cost of a tree (not its time).
import Foundation

/// What one render did: counts of the work whose cost grows with the tree.
struct RenderStatistics: Equatable {
    /// Offscreen groups pushed (the fast path pushes none).
    var groupsPushed = 0
    /// Nodes examined while planning the frame (``CompositePlan``): each once, so this grows
    /// linearly with the tree.
    var nodesPlanned = 0
}
