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
Prints a table per folder with the total, and writes an HTML report of the failures. Samples
that lottie-ios snapshots with its custom value, image, text or font providers
(Tests/SnapshotConfiguration.swift) are counted, and also listed on their own line: Lamina
renders them as the JSON says, without the providers.

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


def png_size(path):
    """The width and height in a PNG's header."""
    with open(path, "rb") as f:
        header = f.read(24)
    return struct.unpack(">II", header[16:24])


def cases(checkout):
    """(folder, name, sample path, percent, snapshot path) of every snapshot with a JSON sample."""
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
            for percent in PERCENTS:
                snapshot = os.path.join(snapshots, f"testCoreAnimationRenderingEngine.{name}-{percent}.png")
                if os.path.exists(snapshot):
                    found.append((folder, name, path, percent, snapshot))
    return sorted(found)


def provider_samples(checkout):
    """The sample names (NAME with /) that lottie-ios snapshots through custom providers."""
    path = os.path.join(checkout, "Tests", "SnapshotConfiguration.swift")
    if not os.path.exists(path):
        return set()
    with open(path) as f:
        text = f.read()
    kinds = r"custom(?:ValueProviders|ImageProvider|TextProvider|FontProvider|ViewportFrame)"
    # `"NAME": .customValueProviders(…)`, or a closure that sets one (`"NAME": { … configuration.customValueProviders = … }()`).
    return set(re.findall(r'^\s*"([^"]+)":\s*\.' + kinds, text, re.MULTILINE)
               + re.findall(r'^\s*"([^"]+)":\s*\{[^}]*?' + kinds, text, re.MULTILINE | re.DOTALL))


def run_case(case, lamina, out_root, fonts):
    """Renders and compares one frame, with the fonts of the folder `fonts` when it exists;
    returns (case, passed, note)."""
    folder, name, sample, percent, snapshot = case
    width, height = png_size(snapshot)
    out = os.path.join(out_root, f"{name}-{percent}.png")
    try:
        with open(sample, "rb") as f:
            header = json.load(f)
        ip, op = float(header["ip"]), float(header["op"])
    except Exception as error:  # noqa: BLE001 - any unreadable sample is a failure with its reason
        return case, False, f"unreadable: {error}"
    frame = ip + percent / 100 * (op - ip)
    arguments = [lamina, "render", sample, "-o", out, "--width", str(width), "--height", str(height), "--frame", repr(frame)]
    if os.path.isdir(fonts):
        arguments += ["--font-dir", fonts]
    try:
        rendered = subprocess.run(arguments, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, timeout=TIMEOUT)
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
    os.makedirs(args.out, exist_ok=True)
    all_cases = cases(args.checkout)
    results = []
    with concurrent.futures.ThreadPoolExecutor(max_workers=args.jobs) as pool:
        fonts = os.path.join(args.checkout, "Tests", "Samples", "Fonts")
        for result in pool.map(lambda case: run_case(case, os.path.abspath(args.lamina), args.out, fonts), all_cases):
            results.append(result)
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
    providers = {name.replace("/", "-") for name in provider_samples(args.checkout)}
    with_providers = [(case, p) for case, p, _ in results if case[1] in providers]
    print(f"{'(of which need lottie-ios providers)':40} {sum(p for _, p in with_providers):6} {len(with_providers):6}")
    write_report(os.path.join(args.out, "index.html"), results, args.out)
    print(f"report: {os.path.join(args.out, 'index.html')}", file=sys.stderr)


def write_report(path, results, out_root):
    """An HTML page of the failures: the snapshot, Lamina's render and the diff, side by side."""
    rows = []
    for (folder, name, sample, percent, snapshot), passed, note in results:
        if passed:
            continue
        stem = os.path.join(out_root, f"{name}-{percent}")
        rows.append(f"<tr><td>{html.escape(name)} {percent} %<br><small>{html.escape(str(note))}</small></td>"
                    f"<td><img src='file://{html.escape(snapshot)}'></td><td><img src='file://{html.escape(stem)}.png'></td>"
                    f"<td><img src='file://{html.escape(stem)}.diff.png'></td></tr>")
    with open(path, "w") as f:
        f.write("<!doctype html><meta charset=utf-8><title>Lamina vs lottie-ios Core Animation</title>"
                "<style>img{max-width:300px;background:#ccc}td{vertical-align:top}</style><table>"
                "<tr><th>frame</th><th>Core Animation</th><th>Lamina</th><th>diff</th></tr>" + "".join(rows) + "</table>")


if __name__ == "__main__":
    main()
