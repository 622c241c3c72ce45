// KYCircularProgress's driver: the three progress views its example app builds in code (a half
// ring over a guide, a four-colour ring with round caps, a star), on an iPhone screen of
// 375 × 667 points (the top 420 drawn) in the example's grey (0.4), each filling from 0 to 1
// through set(progress:duration:) over 2 s, as the example's timer fills them.
// needs: KYCircularProgress.swift
let screen = CGRect(x: 0, y: 0, width: 375, height: 667)
let root = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 420))
root.backgroundColor = UIColor(white: 0.4, alpha: 1)

let half = KYCircularProgress(frame: CGRect(x: 0, y: 0, width: screen.width, height: screen.height / 2), showGuide: true)
half.path = UIBezierPath(arcCenter: CGPoint(x: screen.width / 2, y: screen.height / 4), radius: half.frame.width / 3,
                         startAngle: 0, endAngle: CGFloat(Double.pi * 2), clockwise: true)
half.strokeStart = 0.5
half.colors = [UIColor(rgba: 0xA6E39DAA), UIColor(rgba: 0xAEC1E3AA), UIColor(rgba: 0xAEC1E3AA), UIColor(rgba: 0xF3C0ABAA)]
half.guideColor = UIColor(red: 0.1, green: 0.1, blue: 0.1, alpha: 0.4)
root.addSubview(half)

let fourColor = KYCircularProgress(frame: CGRect(x: 20, y: half.frame.height / 1.75, width: screen.width / 3, height: screen.width / 3))
fourColor.colors = [UIColor(rgba: 0xA6E39D11), UIColor(rgba: 0xAEC1E355), UIColor(rgba: 0xAEC1E3AA), UIColor(rgba: 0xF3C0ABFF)]
fourColor.lineCap = CAShapeLayerLineCap.round.rawValue
root.addSubview(fourColor)

let star = KYCircularProgress(frame: CGRect(x: screen.width - 150, y: half.frame.height / 1.5, width: screen.width / 3, height: screen.width / 3))
star.colors = [.purple, UIColor(rgba: 0xFFF77A55), .orange]
star.lineWidth = 3
let starPath = UIBezierPath()
starPath.move(to: CGPoint(x: 50, y: 2))
starPath.addLine(to: CGPoint(x: 84, y: 86))
starPath.addLine(to: CGPoint(x: 6, y: 33))
starPath.addLine(to: CGPoint(x: 96, y: 33))
starPath.addLine(to: CGPoint(x: 17, y: 86))
starPath.close()
star.path = starPath
root.addSubview(star)

// UIKit lays the screen out before the example's timer first fires.
root.layer.layoutAndDisplayIfNeeded()
for progress in [half, fourColor, star] {
    progress.set(progress: 1, duration: 2)
}
renderMoments("KYCircularProgress", root.layer)
