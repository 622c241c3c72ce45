// TransitionButton's driver: the spinner the button shows while its task runs. TransitionButton
// itself (a UIButton) does not compile, so its loading state is stood in for as its README sets
// it up after startAnimation() shrinks it: a red 40 × 40 circle (backgroundColor .red,
// cornerRadius 20) holding a white SpinerLayer set to the button's frame and animated.
// needs: SpinerLayer.swift CGRectExtension.swift
let button = CALayer()
button.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
button.backgroundColor = UIColor.red.cgColor
button.cornerRadius = 20
let spinner = SpinerLayer(frame: button.frame)
spinner.spinnerColor = .white
button.addSublayer(spinner)
spinner.animation()
let stage = CALayer()
stage.frame = CGRect(x: 0, y: 0, width: 60, height: 60)
stage.backgroundColor = UIColor.white.cgColor
button.position = CGPoint(x: 30, y: 30)
stage.addSublayer(button)
renderMoments("SpinerLayer", stage)
