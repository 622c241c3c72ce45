// Golden-image assertions build on the image diff; users of LaminaTesting get ImageDiff and
// GoldenTolerance too.
@_exported import LaminaDiff
