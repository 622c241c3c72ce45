// SwiftChart's driver: the charts of its README's first three examples, 200 × 100 points each
// (Chart(frame:)), on white, laid out and drawn as UIKit does before a frame is shown.
// needs: Chart.swift ChartSeries.swift ChartColors.swift
func show(_ name: String, _ build: (Chart) -> Void) {
    let chart = Chart(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    build(chart)
    let screen = UIView(frame: CGRect(x: 0, y: 0, width: 220, height: 120))
    screen.backgroundColor = .white
    chart.frame.origin = CGPoint(x: 10, y: 10)
    screen.addSubview(chart)
    screen.layer.layoutAndDisplayIfNeeded()
    renderStill(name, screen.layer)
}

show("Series") { chart in
    chart.add(ChartSeries([0, 6.5, 2, 8, 4.1, 7, -3.1, 10, 8]))
}
show("SeriesWithX") { chart in
    let data: [(x: Double, y: Double)] = [(x: 0, y: 0), (x: 1, y: 3.1), (x: 4, y: 2), (x: 5, y: 4.2), (x: 7, y: 5),
                                          (x: 9, y: 9), (x: 10, y: 8)]
    chart.add(ChartSeries(data: data))
}
show("PartiallyFilled") { chart in
    let data: [(x: Double, y: Double)] = [(x: 0, y: 0), (x: 3, y: 2.5), (x: 4, y: 2), (x: 5, y: 2.3), (x: 7, y: 3),
                                          (x: 8, y: 2.2), (x: 9, y: 2.5)]
    let series = ChartSeries(data: data)
    series.area = true
    chart.xLabels = [0, 3, 6, 9, 12, 15, 18, 21, 24]
    chart.xLabelsFormatter = { String(Int(round($1))) + "h" }
    chart.add(series)
}
