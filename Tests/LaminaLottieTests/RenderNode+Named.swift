// Finding a Lottie layer in a committed tree by its name (its JSON path), whatever layers the
// builder puts around it.
import Lamina

extension RenderNode {
    /// The first node named `name` in this subtree, depth first (masks after sublayers); nil
    /// when there is none.
    func first(named name: String) -> RenderNode? {
        if self.name == name { return self }
        for sublayer in sublayers { if let found = sublayer.first(named: name) { return found } }
        return mask?.first(named: name)
    }
}
