#!/usr/bin/env python3
"""lottie-ios's Core Animation snapshots through `lamina render`: every sample
Tests/Samples/NAME.json that has snapshots
Tests/__Snapshots__/SnapshotTests/testCoreAnimationRenderingEngine.NAME-PCT.png (NAME with / as -,
PCT 0/25/50/75/100 of [ip, op]) is rendered at the snapshot's pixel size at frame
ip + PCT/100 · (op − ip) and compared with `lamina diff` (LaminaDiff, pixelmatch threshold 0.1);
a frame passes when at most 1.5 % of its pixels differ (lottie-ios's own precision, 0.985).
Text is set in the fonts lottie-ios's tests register (Tests/Samples/Fonts, passed as --font-dir)
besides the system's; fonts iOS has and the system lacks fall back to Helvetica's substitute
(Nimbus Sans, from Debian's fonts-urw-base35, which Scripts/bootstrap.sh installs).
lottie-ios's snapshot configuration (Tests/SnapshotConfiguration.swift: value, image, text and
font providers and viewport frames per sample) is applied through `lamina render`'s options, from
the table CONFIGURATION below, which mirrors it entry by entry.
The snapshots are drawn with `CALayer.render(in:)` (lottie-ios's
Tests/Utils/Snapshotting+presentationLayer.swift), which leaves out a layer transform that is not
2-D affine, so every frame is rendered with --skip-depth-transforms, which draws the same.
Prints a table per folder with the total, and writes an HTML report of the failures. Samples
with such a configuration are also counted on their own line, and so are the other progresses
and frames the configuration snapshots (not among the folders' totals).

Usage: lottie_conformance.py LAMINA LOTTIE_IOS_CHECKOUT [--out DIR] [--jobs N]
"""
import argparse
import concurrent.futures
import html
import json
import os
import re
import struct
import subprocess
import sys

THRESHOLD = "0.1"
TOLERANCE_PERCENT = "1.5"
TIMEOUT = 60
PERCENTS = [0, 25, 50, 75, 100]


# lottie-ios's Tests/SnapshotConfiguration.swift (`customMapping`), as `lamina render` options, by
# sample. Each entry says which of its providers it mirrors; colours are LottieColor components
# (`.black`, `.red` and `LottieColor(r:g:b:a:)`), keyframes `VALUE@FRAME` (`Keyframe(value:time:)`).
SWITCH = [  # "Switch" and "DotLotExtension/Switch": customValueProviders
    "--set", "Checkmark Outlines.Group 1.Stroke 1.Color=0,0,0",   # ColorValueProvider(.black)
    "--set", "Checkmark Outlines 2.Group 1.Stroke 1.Color=0,0,0",
    "--set", "X Outlines.Group 1.Stroke 1.Color=0,0,0",
    # ColorValueProvider([Keyframe(.black, 0), Keyframe(LottieColor(0.76, 0.76, 0.76, 1), 75), Keyframe(.black, 150)])
    "--set", "Switch Outline Outlines.Fill 1.Color=0,0,0@0;0.76,0.76,0.76@75;0,0,0@150",
]
CONFIGURATION = {
    "Nonanimating/Text_Color": ["--set", "**.TEXT.Color=1,0,0"],  # ColorValueProvider(.red)
    "Nonanimating/keypathTest": ["--set", "**.Stroke 1.Color=0,0,0", "--set", "**.Fill 1.Color=1,0,0"],
    "Switch": SWITCH,
    "DotLotExtension/Switch": SWITCH,
    "Issues/issue_1837_opacity": ["--set", "Dark Gray Solid 1.Transform.Opacity=10"],  # FloatValueProvider(10)
    "Issues/issue_1837_scale_rotation": ["--set", "H2.Transform.Scale=200,150",  # PointValueProvider(CGPoint(200, 150))
                                         "--set", "H2.Transform.Rotation=90"],    # FloatValueProvider(90)
    "Issues/issue_2042": ["--set", "MASTER.Transform.Position=214,120"],  # PointValueProvider(CGPoint(214, 120))
    "Issues/issue_1664": ["--set", "**.base_color.**.Color=0,0,0"],  # ColorValueProvider(.black)
    # GradientValueProvider([(0, 0, 0, 0), (1, 1, 1, 0.5), (1, 1, 1, 1)], locations: [0, 0.3, 1.0])
    "Issues/issue_1854": ["--set", "**.Colors=0:0,0,0,0 0.3:1,1,1,0.5 1:1,1,1,1"],
    # GradientValueProvider([(0.5, 0.5, 1, 1), (0.2, 0.6, 0.7, 1)], locations: [0.1, 0.5])
    "Issues/issue_2677": ["--set", "**.**.**.Colors=0.1:0.5,0.5,1,1 0.5:0.2,0.6,0.7,1"],
    "Issues/issue_1847": ["--set", "**.Stroke 1.**.Color=1,0,0"],  # ColorValueProvider(.red)
    "Issues/issue_2150": ["--set", "**.Color=1,0,0"],  # ColorValueProvider(.red)
    "Issues/issue_2094": ["--set", "**.Stroke Width=2"],  # FloatValueProvider(2)
    "Issues/issue_2262": ["--set", "**.Accent.**.Color=0,0,0"],  # ColorValueProvider(.black)
    # customImageProvider(HardcodedImageProvider(imageName: "Samples/Images/dog.png")): every
    # asset's picture, contentsGravity .resizeAspectFill
    "Nonanimating/dog": ["--image", "dog=Images/dog.png", "--image-gravity", "resizeAspectFill"],
    "Nonanimating/dog_landscape": ["--image", "dog-landscape=Images/dog-landscape.jpeg", "--image-gravity", "resizeAspectFill"],
    # customTextProvider(HardcodedTextProvider(text: "Bounce-bounce")): the text of every text
    # layer (all five are named "Animation text layer")
    "Issues/issue_1722": ["--text", "Animation text layer=Bounce-bounce"],
    "Issues/issue_1949_full_paths": ["--text", "ENVELOPE-FRONT.sender_username=Lottie",  # DictionaryTextProvider
                                     "--text", "ENVELOPE-FRONT.From=Airbnb (front)",
                                     "--text", "ENVELOPE-BACK-TEXTBOX.LETTER-TEXTBOX.sender_username=Airbnb (back)",
                                     "--text", "ENVELOPE-BACK-TEXTBOX.LETTER-TEXTBOX.custom_text=Text providers are cool!"],
    "Issues/issue_1949_short_paths": ["--text", "sender_username=Lottie", "--text", "From=Airbnb",
                                      "--text", "custom_text=Text providers are cool!"],
    # customFontProvider(HardcodedFontProvider(font: UIFont(name: "Chalkduster", size: 36))): every
    # font. Chalkduster is Apple's; without it the text is set in Helvetica's substitute at 36 points.
    "Nonanimating/Text_Glyph": ["--font", "*=Chalkduster@36"],
    # "TypeFace/G": useAutomaticRenderingEngine with customValueProviders
    "TypeFace/G": ["--set", "G 2.Ellipse 1.Stroke 1.Color=1,0,0", "--set", "G Outlines 3.G.Fill 1.Color=1,0,0",
                   "--set", "Shape Layer 18.Shape 1.Stroke 2.Color=1,0,0"],
    # customViewportFrame(CGRect(x: 0, y: 0, width: 85, height: 85).insetBy(dx: 10, dy: 10))
    "Issues/issue_2310": ["--viewport", "10,10,65,65"],
}


# lottie-ios's other snapshots of configured samples (`progressValuesToSnapshot`,
# `framesToSnapshot`), named NAME-PCT and NAME-Frame-N (N the frame's whole part). They are
# counted on a line of their own, not among the frames at 0, 25, 50, 75 and 100 %.
EXTRA_MOMENTS = {
    "Issues/issue_1949_full_paths": [("progress", 0.3)],
    "Issues/issue_1949_short_paths": [("progress", 0.3)],
    "Issues/issue_2209": [("frame", 4.999), ("frame", 5.0), ("frame", 9.9999999), ("frame", 10)],
    "Issues/issue_2226": [("frame", 19.25), ("frame", 113)],
}


def png_size(path):
    """The width and height in a PNG's header."""
    with open(path, "rb") as f:
        header = f.read(24)
    return struct.unpack(">II", header[16:24])


def cases(checkout):
    """(folder, name, sample path, label, snapshot path, "progress" or "frame", its value, whether
    it is an extra moment) of every snapshot with a JSON sample."""
    samples = os.path.join(checkout, "Tests", "Samples")
    snapshots = os.path.join(checkout, "Tests", "__Snapshots__", "SnapshotTests")
    found = []
    for root, _, files in os.walk(samples):
        for file in sorted(files):
            if not file.endswith(".json"):
                continue
            path = os.path.join(root, file)
            relative = os.path.relpath(path, samples)[:-len(".json")]
            name = relative.replace(os.sep, "-")
            folder = os.path.dirname(relative) or "."
            moments = [("progress", percent / 100) for percent in PERCENTS]
            moments += EXTRA_MOMENTS.get(relative.replace(os.sep, "/"), [])
            for index, (kind, value) in enumerate(moments):
                label = f"{round(value * 100)}" if kind == "progress" else f"Frame-{int(value)}"
                snapshot = os.path.join(snapshots, f"testCoreAnimationRenderingEngine.{name}-{label}.png")
                if os.path.exists(snapshot):
                    found.append((folder, name, path, label, snapshot, kind, value, index >= len(PERCENTS)))
    return sorted(found)


def run_case(case, lamina, out_root, fonts):
    """Renders and compares one frame, with the fonts of the folder `fonts` when it exists;
    returns (case, passed, note)."""
    folder, name, sample, label, snapshot, kind, value, _ = case
    width, height = png_size(snapshot)
    out = os.path.join(out_root, f"{name}-{label}.png")
    try:
        with open(sample, "rb") as f:
            header = json.load(f)
        ip, op = float(header["ip"]), float(header["op"])
    except Exception as error:  # noqa: BLE001 - any unreadable sample is a failure with its reason
        return case, False, f"unreadable: {error}"
    frame = ip + value * (op - ip) if kind == "progress" else value
    arguments = [lamina, "render", sample, "-o", out, "--width", str(width), "--height", str(height), "--frame", repr(frame),
                 "--skip-depth-transforms"]
    if os.path.isdir(fonts):
        arguments += ["--font-dir", fonts]
    arguments += CONFIGURATION.get(os.path.relpath(sample, os.path.dirname(fonts))[:-len(".json")], [])
    try:
        rendered = subprocess.run(arguments, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, timeout=TIMEOUT,
                                  cwd=os.path.dirname(fonts))
    except subprocess.TimeoutExpired:
        return case, False, "timeout"
    if rendered.returncode != 0:
        return case, False, rendered.stderr.decode(errors="replace").strip().splitlines()[-1:] or ["render failed"]
    compared = subprocess.run([lamina, "diff", snapshot, out, "--threshold", THRESHOLD, "--tolerance",
                               TOLERANCE_PERCENT, "--output", out[:-4] + ".diff.png"],
                              stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, timeout=TIMEOUT)
    return case, compared.returncode == 0, compared.stdout.decode(errors="replace").strip()


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("lamina")
    parser.add_argument("checkout")
    parser.add_argument("--out", default="/tmp/lottie-conformance")
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 2)
    args = parser.parse_args()
    args.out, args.checkout = os.path.abspath(args.out), os.path.abspath(args.checkout)
    os.makedirs(args.out, exist_ok=True)
    all_cases = cases(args.checkout)
    results = []
    with concurrent.futures.ThreadPoolExecutor(max_workers=args.jobs) as pool:
        fonts = os.path.join(args.checkout, "Tests", "Samples", "Fonts")
        for result in pool.map(lambda case: run_case(case, os.path.abspath(args.lamina), args.out, fonts), all_cases):
            results.append(result)
    extra = [result for result in results if result[0][-1]]
    results = [result for result in results if not result[0][-1]]
    folders = {}
    for (folder, *_), passed, _ in results:
        total = folders.setdefault(folder, [0, 0])
        total[0] += passed
        total[1] += 1
    print(f"{'folder':40} {'pass':>6} {'of':>6}")
    for folder in sorted(folders):
        print(f"{folder:40} {folders[folder][0]:6} {folders[folder][1]:6}")
    passed = sum(p for _, p, _ in results)
    print(f"{'total':40} {passed:6} {len(results):6}")
    configured = {name.replace("/", "-") for name in CONFIGURATION}
    with_configuration = [p for case, p, _ in results if case[1] in configured]
    print(f"{'(of which lottie-ios configures)':40} {sum(with_configuration):6} {len(with_configuration):6}")
    print(f"{'(its other progresses and frames)':40} {sum(p for _, p, _ in extra):6} {len(extra):6}")
    write_report(os.path.join(args.out, "index.html"), results + extra, args.out)
    print(f"report: {os.path.join(args.out, 'index.html')}", file=sys.stderr)


def write_report(path, results, out_root):
    """An HTML page of the failures: the snapshot, Lamina's render and the diff, side by side."""
    rows = []
    for (folder, name, sample, label, snapshot, *_), passed, note in results:
        if passed:
            continue
        stem = os.path.join(out_root, f"{name}-{label}")
        rows.append(f"<tr><td>{html.escape(name)} {html.escape(label)}<br><small>{html.escape(str(note))}</small></td>"
                    f"<td><img src='file://{html.escape(snapshot)}'></td><td><img src='file://{html.escape(stem)}.png'></td>"
                    f"<td><img src='file://{html.escape(stem)}.diff.png'></td></tr>")
    with open(path, "w") as f:
        f.write("<!doctype html><meta charset=utf-8><title>Lamina vs lottie-ios Core Animation</title>"
                "<style>img{max-width:300px;background:#ccc}td{vertical-align:top}</style><table>"
                "<tr><th>frame</th><th>Core Animation</th><th>Lamina</th><th>diff</th></tr>" + "".join(rows) + "</table>")


if __name__ == "__main__":
    main()
