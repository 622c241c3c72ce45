#!/usr/bin/env python3
"""Lamina against ThorVG and rlottie on every Lottie JSON of the players' own repositories.

For each JSON file at HEAD of the given bare git mirrors (rlottie's, lottie-web's,
lottie-android's and lottie-ios's: `fetch` them) that is a Lottie animation of at most
2000 x 2000 points, draws `--frames` frames spread over [ip, op) at the file's own size with
Lamina (`lamina render --frame N`), ThorVG and rlottie (Scripts/lottie_references.py, each in a
child process), and compares each pair with `lamina diff --tolerance 1.5` (LaminaDiff: pixelmatch
threshold 0.1, agreement at <= 1.5 % of pixels, as Scripts/lottie-conformance.sh counts).

Prints one line per file (a letter per frame: `=` all three agree, `L` ThorVG and rlottie agree
and Lamina differs from both, `t`/`r` Lamina agrees with ThorVG / rlottie only, `x` no two agree,
`!` a player failed), then the totals and every `L` frame with its two differences. The `L`
frames are the ones docs/conformance/Lottie.md must explain. Pictures stay under --out.

  python3 -m venv /tmp/tvg-venv && /tmp/tvg-venv/bin/pip install thorvg-python rlottie-python pillow numpy
  Scripts/build-release.sh lamina
  /tmp/tvg-venv/bin/python Scripts/lottie_crosscheck.py .build/release/lamina MIRROR.git... [--out DIR]

Not part of `make test`: the players come from PyPI and the corpora from other repositories.
"""
import argparse
import os
import re
import subprocess
import sys

from lottie_references import animation_size, difference, mirror_json_files, render_in_child


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("lamina")
    parser.add_argument("mirrors", nargs="+")
    parser.add_argument("--out", default="/tmp/lottie-crosscheck")
    parser.add_argument("--frames", type=int, default=3)
    args = parser.parse_args()
    os.makedirs(args.out, exist_ok=True)
    counts = {key: 0 for key in "=Ltrx!"}
    lamina_only = []
    files = 0
    for name, data in mirror_json_files(args.mirrors):
        size = animation_size(data)
        if size is None:
            continue
        _, ip, op, width, height = size
        if not (0 < width <= 2000 and 0 < height <= 2000) or op <= ip:
            print(f"{name}: skipped ({width} x {height}, frames {ip}-{op})")
            continue
        files += 1
        stem = re.sub(r"[^A-Za-z0-9]+", "_", name)
        source = os.path.join(args.out, stem + ".json")
        with open(source, "wb") as handle:
            handle.write(data)
        span = max(int(op - ip) - 1, 0)
        frames = sorted({round(span * k / max(args.frames - 1, 1)) for k in range(args.frames)})
        pictures = {player: os.path.join(args.out, f"{stem}-%d-{player}.png") for player in ("lamina", "thorvg", "rlottie")}
        # Each player draws all of a file's frames in one child; pictures from an earlier run
        # into the same folder are kept.
        drawn = {}
        for player in ("thorvg", "rlottie"):
            drawn[player] = all(os.path.exists(pictures[player] % f) for f in frames) or \
                render_in_child(player, source, width, height, frames, pictures[player])
        marks = []
        for frame in frames:
            ours = pictures["lamina"] % frame
            rendered = subprocess.run([args.lamina, "render", source, "-o", ours, "--frame", str(int(ip) + frame)],
                                      capture_output=True, text=True, timeout=300)
            if rendered.returncode != 0 or not drawn["thorvg"] or not drawn["rlottie"]:
                marks.append("!")
                continue
            lt, lt_share = difference(args.lamina, pictures["thorvg"] % frame, ours)
            lr, lr_share = difference(args.lamina, pictures["rlottie"] % frame, ours)
            tr, _ = difference(args.lamina, pictures["thorvg"] % frame, pictures["rlottie"] % frame)
            mark = "=" if lt and lr else "t" if lt else "r" if lr else "L" if tr else "x"
            if mark == "L":
                lamina_only.append(f"{name} frame {int(ip) + frame}: ThorVG {lt_share}, rlottie {lr_share}")
            marks.append(mark)
        for mark in marks:
            counts[mark] += 1
        print(f"{name}: {''.join(marks)}", flush=True)
    total = sum(counts.values())
    print(f"\n{files} files, {total} frames: all agree {counts['=']}, ThorVG and rlottie against Lamina "
          f"{counts['L']}, Lamina with ThorVG only {counts['t']}, with rlottie only {counts['r']}, "
          f"no two agree {counts['x']}, a player failed {counts['!']}")
    print("\nFrames where ThorVG and rlottie agree and Lamina differs:")
    for line in lamina_only:
        print("  " + line)


if __name__ == "__main__":
    sys.exit(main())
