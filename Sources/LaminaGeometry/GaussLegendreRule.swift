// Gauss–Legendre rules of 8, 16, 24 and 32 points on [−1, 1] (Abramowitz & Stegun, Handbook of
// Mathematical Functions, table 25.4, lists them to 15–20 digits). The values here were computed
// afresh with mpmath at 40 significant digits — each node by Newton's method on the Legendre
// polynomial Pₙ, its weight 2 / ((1 − x²)·Pₙ′(x)²) — checked to integrate x^(2n−2) exactly and to
// sum to 2, then rounded once to the nearest double. The n-point rule integrates polynomials of
// degree ≤ 2n − 1 exactly.
import Foundation

/// One Gauss–Legendre rule, symmetric about 0: its positive nodes on [−1, 1] and their weights.
struct GaussLegendreRule: Sendable {
    /// The number of points, n.
    let order: Int
    /// The positive nodes, ascending; each stands with its mirror image −x.
    let nodes: [CGFloat]
    /// The weight of each node (and of its mirror image); all n weights sum to 2.
    let weights: [CGFloat]

    /// ∫ |B′(t)| dt over [t0, t1] by this rule, in points (t1 may be below t0: the sign follows).
    func integral(_ derivative: BezierDerivative, from t0: CGFloat, to t1: CGFloat) -> CGFloat {
        let half = 0.5 * (t1 - t0), mid = 0.5 * (t0 + t1)
        var sum: CGFloat = 0
        for i in nodes.indices {
            let offset = half * nodes[i]
            sum += weights[i] * (derivative.speed(at: mid - offset) + derivative.speed(at: mid + offset))
        }
        return sum * half
    }
}

extension GaussLegendreRule {
    /// The 8-point rule, exact to degree 15.
    static let points8 = GaussLegendreRule(
        order: 8,
        nodes: [0.1834346424956498, 0.525532409916329, 0.7966664774136267, 0.9602898564975363],
        weights: [0.362683783378362, 0.31370664587788727, 0.22238103445337448, 0.10122853629037626])

    /// The 16-point rule, exact to degree 31.
    static let points16 = GaussLegendreRule(
        order: 16,
        nodes: [0.09501250983763744, 0.2816035507792589, 0.45801677765722737, 0.6178762444026438,
                0.755404408355003, 0.8656312023878318, 0.9445750230732326, 0.9894009349916499],
        weights: [0.1894506104550685, 0.18260341504492358, 0.16915651939500254, 0.14959598881657674,
                  0.12462897125553388, 0.09515851168249279, 0.062253523938647894, 0.027152459411754096])

    /// The 24-point rule, exact to degree 47.
    static let points24 = GaussLegendreRule(
        order: 24,
        nodes: [0.06405689286260563, 0.1911188674736163, 0.3150426796961634, 0.4337935076260451,
                0.5454214713888396, 0.6480936519369755, 0.7401241915785544, 0.820001985973903,
                0.8864155270044011, 0.9382745520027328, 0.9747285559713095, 0.9951872199970213],
        weights: [0.12793819534675216, 0.1258374563468283, 0.12167047292780339, 0.1155056680537256,
                  0.10744427011596563, 0.09761865210411388, 0.08619016153195327, 0.0733464814110803,
                  0.05929858491543678, 0.04427743881741981, 0.028531388628933663, 0.0123412297999872])

    /// The 32-point rule, exact to degree 63.
    static let points32 = GaussLegendreRule(
        order: 32,
        nodes: [0.04830766568773832, 0.1444719615827965, 0.23928736225213706, 0.33186860228212767,
                0.42135127613063533, 0.5068999089322294, 0.5877157572407623, 0.6630442669302152,
                0.7321821187402897, 0.7944837959679424, 0.84936761373257, 0.8963211557660521,
                0.9349060759377397, 0.9647622555875064, 0.9856115115452684, 0.9972638618494816],
        weights: [0.0965400885147278, 0.09563872007927486, 0.09384439908080457, 0.09117387869576389,
                  0.08765209300440381, 0.08331192422694675, 0.07819389578707031, 0.0723457941088485,
                  0.06582222277636185, 0.058684093478535544, 0.050998059262376175, 0.04283589802222668,
                  0.03427386291302143, 0.02539206530926206, 0.01627439473090567, 0.007018610009470096])

    /// The rules in increasing order.
    static let all = [points8, points16, points24, points32]
}
