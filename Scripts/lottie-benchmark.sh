#!/usr/bin/env bash
# Times Lottie frames through Lamina against rlottie's C API (the librlottie.so of PyPI's
# rlottie-python, installed into .build/rlottie-venv) and ThorVG's (the libthorvg-1.so of PyPI's
# thorvg-python, in .build/thorvg-venv) in one run: lamina-bench's lottie group
# (Benchmarks/lamina-bench/LottieBenchmark.swift says how and what the goal is).
#
#   Scripts/lottie-benchmark.sh [LOTTIE_IOS_CHECKOUT]
#
# With a checkout of github.com/airbnb/lottie-ios (not part of Lamina) it times a set of its
# samples; without one, Lamina's own Samples/Lottie.
set -euo pipefail
cd "$(dirname "$0")/.."
Scripts/bootstrap.sh
if ! ls .build/rlottie-venv/lib/python*/site-packages/rlottie_python/librlottie.so > /dev/null 2>&1; then
    python3 -m venv .build/rlottie-venv && .build/rlottie-venv/bin/pip install -q rlottie-python
fi
if ! ls .build/thorvg-venv/lib/python*/site-packages/thorvg_python/libthorvg-1.so > /dev/null 2>&1; then
    python3 -m venv .build/thorvg-venv && .build/thorvg-venv/bin/pip install -q thorvg-python
fi
Scripts/build-release.sh lamina >&2
Scripts/build-release.sh lamina-bench >&2
exec .build/release/lamina-bench lottie ${1:+--lottie-ios "$1"}
