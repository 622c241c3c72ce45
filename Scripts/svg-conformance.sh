#!/usr/bin/env bash
# resvg's SVG test suite through lamina, resvg and rsvg-convert, each test at its reference PNG's
# size, compared by LaminaDiff (pixelmatch threshold 0.1, a pass at ≤ 0.5 % of pixels): a table
# per category with the totals, and an HTML report of Lamina's failures
# (Scripts/svg_conformance.py does the work; its header says how).
#
#   Scripts/svg-conformance.sh RESVG_CHECKOUT [CATEGORY ...] [--out DIR] [--jobs N]
#
# RESVG_CHECKOUT is a work tree of github.com/linebender/resvg (not part of Lamina). resvg
# comes from PyPI's resvg-cli in .build/resvg-venv and rsvg-convert from Debian's librsvg2-bin;
# as root, this script installs whichever is missing.
set -euo pipefail
cd "$(dirname "$0")/.."
[[ $# -ge 1 ]] || { echo "usage: $0 RESVG_CHECKOUT [CATEGORY ...] [--out DIR] [--jobs N]" >&2; exit 2; }
Scripts/bootstrap.sh
if ! command -v rsvg-convert > /dev/null && [[ $(id -u) -eq 0 ]]; then
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends librsvg2-bin > /dev/null
fi
if [[ ! -x .build/resvg-venv/bin/resvg ]]; then
    python3 -m venv .build/resvg-venv && .build/resvg-venv/bin/pip install -q resvg-cli
fi
Scripts/build-release.sh lamina >&2
exec python3 Scripts/svg_conformance.py .build/release/lamina "$@" --resvg .build/resvg-venv/bin/resvg \
    ${RSVG_CONVERT:+--rsvg "$RSVG_CONVERT"}
