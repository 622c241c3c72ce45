// `#colorLiteral(red:green:blue:alpha:)`, as Xcode's colour wells write colours into iOS code (and
// snapshot tests): UIKit makes UIColor the type of a colour literal, and so does LaminaUIKit
// (UIColor's `init(_colorLiteralRed:green:blue:alpha:)` is in UIColor.swift: a required
// initialiser cannot be declared in an extension).

/// The type a `#colorLiteral` makes where no other type is asked for, as UIKit declares it.
public typealias _ColorLiteralType = UIColor
