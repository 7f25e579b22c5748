#!/usr/bin/env bash
# What a VIPER module costs to compile: N modules made by `viper-module` (on swift-viper)
# against N hand-rolled modules of the same shape (the seeds' way, no library), written
# by the same generator from HandRolledTemplates/.
#
#   Benchmarks/BuildCost/build-cost.sh [N ...]      (default: 10 50 100)
#   REPEATS=3 (default) clean builds per measurement; the median counts.
#   THRESHOLD_MS=50 (default): report type-checked expressions slower than this.
#
# Each measurement recompiles every file of the one target that holds the modules (its
# sources are touched), with its dependencies (swift-viper) already built, minus the time
# of a build with nothing to do (SwiftPM's own start-up, the same for both); the
# flavours alternate so load on a shared machine hits both alike. Prints a Markdown table, and the slowest type-checked
# expressions of the generated modules (-warn-long-expression-type-checking=50).
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
counts=("${@:-10 50 100}")
read -r -a counts <<<"${counts[*]}"
repeats=${REPEATS:-3}
threshold_ms=${THRESHOLD_MS:-50}
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT

swift build --package-path "$root" --product VIPERModuleTool >/dev/null
tool="$(swift build --package-path "$root" --show-bin-path)/VIPERModuleTool"

# make_package FLAVOUR N: a package whose target `Modules` holds N modules.
make_package() {
    local flavour=$1 count=$2 folder="$scratch/$1-$2"
    mkdir -p "$folder/Sources/Modules"
    local dependency='.product(name: "VIPER", package: "swift-viper")' templates=()
    if [ "$flavour" = handrolled ]; then
        dependency=''
        templates=(--templates "$root/Benchmarks/BuildCost/HandRolledTemplates")
    fi
    cat >"$folder/Package.swift" <<MANIFEST
// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "BuildCost",
    platforms: [.iOS(.v15), .macOS(.v12), .tvOS(.v15), .watchOS(.v8)],
    dependencies: [.package(name: "swift-viper", path: "$root")],
    targets: [.target(name: "Modules", dependencies: [$dependency])],
    swiftLanguageModes: [.v6]
)
MANIFEST
    local deps=VIPER
    [ "$flavour" = handrolled ] && deps=
    for index in $(seq 1 "$count"); do
        "$tool" "Feature$index" --target Modules --input Int --package-folder "$folder" \
            --package-target "Modules|source|$folder/Sources/Modules|$deps" \
            "${templates[@]}" >/dev/null
    done
    # Warm: build swift-viper (and everything else) once, with the flags of the timed
    # builds (other flags would rebuild it), so only `Modules` is timed.
    build "$folder" >"$folder/build.log" 2>&1 || { cat "$folder/build.log" >&2; exit 1; }
}

build() {
    swift build --package-path "$1" --target Modules \
        -Xswiftc -Xfrontend -Xswiftc -warn-long-expression-type-checking=$threshold_ms
}

# timed_build FOLDER [touch]: milliseconds for building `Modules`, all files recompiled
# when asked to touch them; keeps the log.
timed_build() {
    local folder=$1 start end
    [ "${2:-}" = touch ] && find "$folder/Sources" -name '*.swift' -exec touch {} +
    start=$(date +%s%N)
    build "$folder" >"$folder/build.log" 2>&1 || { cat "$folder/build.log" >&2; return 1; }
    end=$(date +%s%N)
    echo $(((end - start) / 1000000))
}

median() { printf '%s\n' "$@" | sort -n | awk '{ a[NR] = $1 } END { print a[int((NR + 1) / 2)] }'; }

echo "| N | generated (s) | hand-rolled (s) | generated per module (ms) | hand-rolled per module (ms) | ratio |"
echo "|---:|---:|---:|---:|---:|---:|"
slow_report=""
results=()
for count in "${counts[@]}"; do
    make_package generated "$count"
    make_package handrolled "$count"
    generated_runs=() handrolled_runs=()
    noop_runs=()
    for _ in $(seq 1 "$repeats"); do
        generated_runs+=("$(timed_build "$scratch/generated-$count" touch)")
        handrolled_runs+=("$(timed_build "$scratch/handrolled-$count" touch)")
        noop_runs+=("$(timed_build "$scratch/handrolled-$count")")
    done
    # NB: the slow-expression warnings come from the last full build of each flavour.
    timed_build "$scratch/generated-$count" touch >/dev/null
    timed_build "$scratch/handrolled-$count" touch >/dev/null
    noop=$(median "${noop_runs[@]}")
    generated=$(($(median "${generated_runs[@]}") - noop))
    handrolled=$(($(median "${handrolled_runs[@]}") - noop))
    awk -v n="$count" -v g="$generated" -v h="$handrolled" 'BEGIN {
        printf "| %d | %.1f | %.1f | %.0f | %.0f | %.2fx |\n", n, g / 1000, h / 1000, g / n, h / n, g / h
    }'
    results+=("$count $generated $handrolled")
    for flavour in generated handrolled; do
        # path:line:column: warning: expression took 12ms to type-check (limit: 50ms)
        slow=$(grep -E '^/.*: warning: expression took [0-9]+ms to type-check' \
            "$scratch/$flavour-$count/build.log" | sort -u |
            sed -E 's|^.*/Sources/Modules/||; s|: warning: expression took ([0-9]+)ms.*|  \1 ms|' |
            sort -t' ' -k3 -n -r || true)
        total=$(printf '%s' "$slow" | grep -c . || true)
        slow_report+="N=$count $flavour: $total expression(s) over ${threshold_ms} ms"
        [ "$total" -gt 0 ] && slow_report+=", slowest: $(printf '%s' "$slow" | sort -k2 -n -r | head -n 3 | paste -sd ';' -)"
        slow_report+=$'\n'
    done
    rm -rf "$scratch/generated-$count" "$scratch/handrolled-$count"
done
echo
echo "Growth with N: the marginal cost of one more module between consecutive N (a"
echo "constant marginal cost means the build time grows linearly):"
for index in $(seq 1 $((${#results[@]} - 1))); do
    read -r n0 g0 h0 <<<"${results[$((index - 1))]}"
    read -r n1 g1 h1 <<<"${results[$index]}"
    awk -v n0="$n0" -v n1="$n1" -v g0="$g0" -v g1="$g1" -v h0="$h0" -v h1="$h1" 'BEGIN {
        g = (g1 - g0) / (n1 - n0); h = (h1 - h0) / (n1 - n0)
        printf "  N=%d..%d: generated %.0f ms/module, hand-rolled %.0f ms/module, ratio %.2fx\n", n0, n1, g, h, g / h
    }'
done
echo
echo "Runs per measurement: $repeats (median), each minus a build with nothing to do."
echo "Type-checked expressions over ${threshold_ms} ms:"
printf '%s' "$slow_report"
