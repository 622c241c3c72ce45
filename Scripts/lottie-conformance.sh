#!/usr/bin/env bash
# lottie-ios's Core Animation snapshots through lamina: every sample at its snapshot's size and
# frame, compared by LaminaDiff (pixelmatch threshold 0.1, a pass at ≤ 1.5 % of pixels): a table
# per folder with the total, and an HTML report of the failures (Scripts/lottie_conformance.py
# does the work; its header says how).
#
#   Scripts/lottie-conformance.sh LOTTIE_IOS_CHECKOUT [--out DIR] [--jobs N]
#
# LOTTIE_IOS_CHECKOUT is a work tree of github.com/airbnb/lottie-ios (not part of Lamina).
set -euo pipefail
cd "$(dirname "$0")/.."
[[ $# -ge 1 ]] || { echo "usage: $0 LOTTIE_IOS_CHECKOUT [--out DIR] [--jobs N]" >&2; exit 2; }
Scripts/build-release.sh lamina >&2
exec python3 Scripts/lottie_conformance.py .build/release/lamina "$@"
