#!/usr/bin/env bash
# Times `lamina render` on a corpus of adversarial shape scripts, each at most 64 KB and aimed at
# one kind of work that grows faster than the file (huge arcs and dashes, deep <use> chains and
# fan-outs, many masks, clips and groups, large blur radii, huge canvases, PNG and svgz bombs,
# SVG images of SVG images, tangled paths, style-sheet storms, all kinds at once), and prints
# them slowest first with their peak memory. Exit status 1 when one runs past the goal (1 s and 512 MB) or crashes; a clear error
# is a pass. Scripts/worst_cases.py writes the corpus and does the timing.
#
#   Scripts/worst-cases.sh [--corpus DIR] [--only NAME] [--time-goal S] [--memory-goal MB]
set -euo pipefail
cd "$(dirname "$0")/.."
Scripts/bootstrap.sh
Scripts/build-release.sh lamina >&2
exec python3 Scripts/worst_cases.py .build/release/lamina "$@"
