#!/usr/bin/env python3
"""Lottie expressions: Lamina against ThorVG on the expression-driven files of the Lottie corpora.

Finds every Lottie JSON carrying an expression (a property with a string "x") in the given bare
git mirrors, renders five frames of each (spread over [ip, op)) with Lamina (`lamina render
--frame N`) and with ThorVG (PyPI's thorvg-python: premultiplied pixels, made straight here), and
compares them with `lamina diff --tolerance 1.5` (LaminaDiff: pixelmatch threshold 0.1, agreement
at <= 1.5 % of pixels, as Scripts/lottie-conformance.sh counts). Prints one line per file and the totals; writes the PNGs under --out.

  python3 -m venv /tmp/tvg-venv && /tmp/tvg-venv/bin/pip install thorvg-python pillow numpy
  /tmp/tvg-venv/bin/python Scripts/expression_crosscheck.py .build/release/lamina MIRROR.git... [--out DIR]

Not part of `make test`: ThorVG comes from PyPI and the corpora from other repositories.
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
    parser.add_argument("--out", default="/tmp/expression-crosscheck")
    parser.add_argument("--frames", type=int, default=5)
    args = parser.parse_args()
    os.makedirs(args.out, exist_ok=True)
    total = agreed = files = 0
    for name, data in mirror_json_files(args.mirrors, containing='"x":"'):
        size = animation_size(data)
        if size is None:
            print(f"{name}: not a Lottie file")
            continue
        _, ip, op, width, height = size
        if width * height > 2000 * 2000 or width <= 0 or height <= 0:
            print(f"{name}: skipped ({width} x {height})")
            continue
        stem = re.sub(r"[^A-Za-z0-9]+", "_", name)
        source = os.path.join(args.out, stem + ".json")
        with open(source, "wb") as handle:
            handle.write(data)
        files += 1
        results = []
        span = max(op - ip - 1, 0)
        for index in range(args.frames):
            frame = ip + round(span * index / max(args.frames - 1, 1))
            ours = os.path.join(args.out, f"{stem}-{int(frame)}-lamina.png")
            # ThorVG numbers frames from the in point.
            pattern = os.path.join(args.out, f"{stem}-%d-thorvg-from-ip.png")
            theirs = pattern % int(frame - ip)
            rendered = subprocess.run([args.lamina, "render", source, "-o", ours, "--frame", str(frame)],
                                      capture_output=True, text=True, timeout=120)
            if rendered.returncode != 0:
                results.append("lamina-error")
                continue
            # ThorVG's frames are kept from an earlier run into the same folder.
            drawn = os.path.exists(theirs) or render_in_child("thorvg", source, width, height, [int(frame - ip)], pattern)
            if not drawn:
                results.append("thorvg-error")
                continue
            agree, share = difference(args.lamina, theirs, ours)
            total += 1
            agreed += agree
            results.append("ok" if agree else share)
        print(f"{name}: {' '.join(results)}", flush=True)
    print(f"{agreed} of {total} frames agree, in {files} files")


if __name__ == "__main__":
    sys.exit(main())
