#!/usr/bin/env bash
# Runs real iOS snapshot tests on Linux: a project's tested sources and its snapshot test files,
# with nothing changed but their import lines, compiled against LaminaUIKit and
# LaminaSnapshotTesting and compared with the PNG references the project recorded on iOS, at the
# project's own tolerance (docs/Porting.md, "Their snapshot tests on Linux").
#
#   Scripts/ios-snapshot-check.sh CORPUS [OUTPUT]
#
# CORPUS holds one checkout per project below, in a folder named as the project, at the commit
# given (a missing one is reported and skipped); this script fetches nothing:
#   git clone https://github.com/fxm90/GradientLoadingBar CORPUS/GradientLoadingBar
#   git -C CORPUS/GradientLoadingBar checkout 385d133
# Each project becomes a temporary Swift package that depends on this repository: a target per
# library (its dependencies first), and a test target holding its snapshot test files with their
# __Snapshots__ folders, so swift-snapshot-testing finds the references where iOS recorded them.
# Only these lines are rewritten:
#   import UIKit              -> import LaminaUIKit
#   import QuartzCore         -> import LaminaQuartzCore
#   #if canImport(UIKit)      -> #if canImport(LaminaUIKit)
#   import SnapshotTesting    -> import SnapshotTesting, LaminaSnapshotTesting and LaminaUIKit
#                                (on iOS the test file sees UIKit through the tested module)
# A file with a compile error is reported and left out, and the build is repeated until what is
# left compiles. The tests run with the references' display scale (LAMINA_SNAPSHOT_SCALE: iOS
# records at the simulator's scale, 3 for an iPhone 13) and SNAPSHOT_TESTING_RECORD=never, so a
# missing reference fails rather than being recorded. Per test: passed, failed (how many pixels
# differ) or not run (its file did not compile); diff images go to OUTPUT (default
# ./ios-snapshot-check-output). Nothing of the projects is committed anywhere. Runs outside
# `make test`: the first build compiles Lamina in the temporary package (minutes).
set -euo pipefail

corpus=$(cd "${1:?usage: Scripts/ios-snapshot-check.sh CORPUS [OUTPUT]}" && pwd)
output=$(mkdir -p "${2:-ios-snapshot-check-output}" && cd "${2:-ios-snapshot-check-output}" && pwd)
repo=$(cd "$(dirname "$0")/.." && pwd)
work_root=${LAMINA_SNAPSHOT_CHECK_DIR:-${TMPDIR:-/tmp}/lamina-ios-snapshot-check}

# The projects: name | licence | commit | display scale of the references | library targets, in
# dependency order, each TARGET=FOLDER | snapshot test files (globs under the checkout).
projects=(
    "GradientLoadingBar|MIT|385d133|3|LightweightObservable=Example/Pods/LightweightObservable/LightweightObservable/Sources GradientLoadingBar=GradientLoadingBar|Example/ExampleSnapshotTests/*/*TestCase.swift"
)

# Rewrites the import lines of $1 into $2; prints how many lines changed.
rewrite() {
    sed -e 's/^\([[:space:]]*\)import UIKit[[:space:]]*$/\1import LaminaUIKit/' \
        -e 's/^\([[:space:]]*\)import QuartzCore[[:space:]]*$/\1import LaminaQuartzCore/' \
        -e 's/^#if canImport(UIKit)[[:space:]]*$/#if canImport(LaminaUIKit)/' \
        -e 's/^import SnapshotTesting[[:space:]]*$/import SnapshotTesting\nimport LaminaSnapshotTesting\nimport LaminaUIKit/' \
        "$1" > "$2"
    diff "$1" "$2" | grep -c '^<' || true
}

for entry in "${projects[@]}"; do
    IFS='|' read -r name licence commit scale libraries tests <<< "$entry"
    checkout="$corpus/$name"
    if [ ! -d "$checkout" ]; then
        echo "note: $name ($licence): no checkout at $checkout; skipped" >&2
        continue
    fi
    head=$(git -C "$checkout" rev-parse --short HEAD 2>/dev/null || echo unknown)
    [[ $head == "$commit"* ]] || echo "note: $name is at $head; its table in docs/Porting.md was measured at $commit" >&2
    work="$work_root/$name"
    rm -rf "$work/Sources" "$work/Tests"
    mkdir -p "$work/Sources" "$work/Tests/SnapshotTests" "$output/$name"
    declare -A changed=() status=() reason=()
    keys=()
    targets=()
    previous=""
    for library in $libraries; do
        target=${library%%=*} folder=${library#*=}
        mkdir -p "$work/Sources/$target"
        while IFS= read -r file; do
            key="Sources/$target/$(basename "$file")"
            keys+=("$key")
            changed[$key]=$(rewrite "$file" "$work/$key")
        done < <(find "$checkout/$folder" -name '*.swift' | sort)
        targets+=("$target|$previous")
        previous="$previous $target"
    done
    for file in $(cd "$checkout" && ls $tests); do
        folder=$(basename "$(dirname "$file")")
        mkdir -p "$work/Tests/SnapshotTests/$folder"
        key="Tests/SnapshotTests/$folder/$(basename "$file")"
        keys+=("$key")
        changed[$key]=$(rewrite "$checkout/$file" "$work/$key")
        [ ! -d "$checkout/$(dirname "$file")/__Snapshots__" ] || cp -R "$checkout/$(dirname "$file")/__Snapshots__" "$work/Tests/SnapshotTests/$folder/"
    done
    {
        echo "// swift-tools-version:5.9"
        echo "// Generated by Scripts/ios-snapshot-check.sh: $name's snapshot tests against Lamina."
        echo "import PackageDescription"
        echo "let lamina = \"$(basename "$repo")\""
        echo "let package = Package("
        echo "    name: \"${name}SnapshotCheck\","
        echo "    dependencies: [.package(path: \"$repo\"), .package(url: \"https://github.com/pointfreeco/swift-snapshot-testing\", from: \"1.19.0\")],"
        echo "    targets: ["
        for entry2 in "${targets[@]}"; do
            target=${entry2%%|*} deps=${entry2#*|}
            list=".product(name: \"LaminaUIKit\", package: lamina)"
            for dep in $deps; do list="$list, \"$dep\""; done
            echo "        .target(name: \"$target\", dependencies: [$list]),"
        done
        echo "        .testTarget(name: \"SnapshotTests\", dependencies: [$(for t in $previous; do printf '"%s", ' "$t"; done)"
        echo "            .product(name: \"LaminaSnapshotTesting\", package: lamina),"
        echo "            .product(name: \"SnapshotTesting\", package: \"swift-snapshot-testing\")], exclude: [$(cd "$work/Tests/SnapshotTests" && find . -name __Snapshots__ -type d | sed 's|^\./||; s|.*|"&", |' | tr -d '\n')]),"
        echo "    ]"
        echo ")"
    } > "$work/Package.swift"
    # Swift-snapshot-testing and Lamina's own dependencies come from this repository's checkouts
    # when it has them, so the check needs no network.
    if [ -d "$repo/.build/checkouts" ] && [ ! -d "$work/.build/checkouts" ]; then
        mkdir -p "$work/.build"
        cp -R "$repo/.build/checkouts" "$repo/.build/repositories" "$work/.build/" 2>/dev/null || true
    fi

    # Build, leaving out files with errors, until the rest compiles.
    log="$work/build.log"
    for _ in $(seq 1 40); do
        if swift build --build-tests --package-path "$work" > "$log" 2>&1; then break; fi
        failing=$(grep -oE "(Sources|Tests)/[A-Za-z0-9_/]+/[A-Za-z0-9_+]+\.swift:[0-9]+:[0-9]+: error: .*" "$log" | sort -u || true)
        [ -n "$failing" ] || { cat "$log" >&2; echo "error: the build failed outside the copied files" >&2; exit 1; }
        while IFS= read -r line; do
            key=$(echo "$line" | sed -E 's|^((Sources\|Tests)/[^:]+):.*|\1|')
            if [ -f "$work/$key" ] && [ "${status[$key]:-}" != failed ]; then
                status[$key]=failed
                reason[$key]=$(echo "$line" | sed -E 's|^[^:]+:([0-9]+):[0-9]+: error: |line \1: |')
                rm -f "$work/$key"
            fi
        done <<< "$failing"
    done

    # Run the snapshot tests at the references' scale; a missing reference is a failure.
    testlog="$work/test.log"
    LAMINA_SNAPSHOT_SCALE=$scale SNAPSHOT_TESTING_RECORD=never SNAPSHOT_ARTIFACTS="$output/$name" \
        swift test --skip-build --package-path "$work" > "$testlog" 2>&1 || true

    echo "== $name ($licence, references at @${scale}x)"
    printf '%-64s %s\n' "file" "result"
    for key in "${keys[@]}"; do
        if [ "${status[$key]:-}" = failed ]; then
            printf '%-64s failed: %s\n' "${key#*/}" "${reason[$key]}"
        else
            printf '%-64s compiled; %s import line(s) changed\n' "${key#*/}" "${changed[$key]}"
        fi
    done
    echo
    printf '%-64s %s\n' "snapshot test" "result"
    passed=0 total=0
    for key in "${keys[@]}"; do
        [[ $key == Tests/* ]] || continue
        suite=$(basename "$key" .swift)
        tests_in_file=$(grep -oE "func test[A-Za-z0-9_]*\(\)" "$corpus/$name/$(cd "$corpus/$name" && ls $tests | grep "/$suite.swift$")" | sed 's/func //; s/()//')
        for test in $tests_in_file; do
            total=$((total + 1))
            if [ "${status[$key]:-}" = failed ]; then
                printf '%-64s not run (its file did not compile)\n' "$suite.$test"
            elif grep -qE "Test Case '.*$suite[. ]$test\]?' passed" "$testlog"; then
                passed=$((passed + 1))
                printf '%-64s passed\n' "$suite.$test"
            else
                why=$(grep -A3 -E "$test" "$testlog" | grep -oE "Lamina: [^.]*\.|Snapshot does not match reference|No reference was found[^.]*" | head -1)
                printf '%-64s failed: %s\n' "$suite.$test" "${why:-see $testlog}"
            fi
        done
    done
    echo "$name: $passed of $total snapshot tests pass at the project's tolerance; log: $testlog; diff images: $output/$name"
    echo
done
