#!/usr/bin/env bash
# Times batch rendering: 1,000 icons through one `lamina render --output-dir` process (--jobs 1
# and 2) against resvg run once per file, with peak memory at 250 and 1,000 icons
# (lamina-bench's batch group; its header says the goals). resvg comes from --resvg PATH,
# LAMINA_RESVG, the tests' virtual environment in .build, or PATH; without one the comparison
# is skipped, and says so.
#
#   Scripts/batch-benchmark.sh [--resvg PATH]
set -euo pipefail
cd "$(dirname "$0")/.."
Scripts/bootstrap.sh
Scripts/build-release.sh lamina >&2
Scripts/build-release.sh lamina-bench >&2
exec .build/release/lamina-bench batch "$@"
