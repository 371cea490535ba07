#!/bin/sh
# run-bounded: the CI fuzz stage. Builds the libFuzzer harnesses (make fuzz)
# in BUILDDIR, then runs each one after the other for FUZZ_SECONDS (default 60)
# from its seed corpus. Speaks TAP, one line per harness, then "N passed, M
# failed"; exits non-zero on any crash, leak, timeout or engine mismatch.
#   usage: fuzz/run-bounded.sh [BUILDDIR]   (default: _build-fuzz, configured here)
# Inputs that failed are kept in BUILDDIR/fuzz/findings/<harness>/.
set -u
srcdir=$(cd "$(dirname "$0")/.." && pwd)
builddir=${1:-$srcdir/_build-fuzz}
seconds=${FUZZ_SECONDS:-60}
harnesses=${FUZZ_HARNESSES:-"fuzz_disasm fuzz_asm fuzz_statefile fuzz_pipeline fuzz_codeobj fuzz_objload fuzz_region"}
make=${MAKE:-make}

count=0
for h in $harnesses; do count=$((count + 1)); done
echo "1..$count"

bail() {
    echo "Bail out! $1"
    echo "0 passed, $count failed"
    exit 1
}

if [ ! -f "$builddir/Makefile" ]; then
    mkdir -p "$builddir" || bail "cannot create $builddir"
    (cd "$builddir" && "$srcdir/configure") >"$builddir/fuzz-configure.log" 2>&1 ||
        bail "configure failed: see $builddir/fuzz-configure.log"
fi
$make -C "$builddir" all fuzz >"$builddir/fuzz-build.log" 2>&1 ||
    bail "make fuzz failed: see $builddir/fuzz-build.log"
# The pipeline harness compiles through the helper, as a context does.
VOP3JIT_HELPER="$builddir/vop3jit-compile"
export VOP3JIT_HELPER

# libgccjit keeps a few KB per compile after release (docs/robustness.md):
# those leaks are suppressed by library, as in the sanitizer build's tests.
LSAN_OPTIONS="suppressions=$srcdir/tests/lsan.supp:print_suppressions=0"
ASAN_OPTIONS="detect_leaks=1:allocator_may_return_null=1"
UBSAN_OPTIONS="print_stacktrace=1:halt_on_error=1"
export LSAN_OPTIONS ASAN_OPTIONS UBSAN_OPTIONS

passed=0
failed=0
n=0
for h in $harnesses; do
    n=$((n + 1))
    bin="$builddir/fuzz/$h"
    seeds="$builddir/fuzz/corpus/$h"
    work="$builddir/fuzz/work/$h"
    found="$builddir/fuzz/findings/$h"
    log="$builddir/fuzz/$h.log"
    if [ ! -x "$bin" ]; then
        echo "not ok $n - $h: not built"
        failed=$((failed + 1))
        continue
    fi
    rm -rf "$work" && mkdir -p "$work" "$found" "$seeds"
    start=$(date +%s)
    "$bin" -max_total_time="$seconds" -timeout=60 -rss_limit_mb=4096 -print_final_stats=1 \
        -artifact_prefix="$found/" "$work" "$seeds" >"$log" 2>&1
    rc=$?
    took=$(($(date +%s) - start))
    execs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -n 1)
    if [ "$rc" -eq 0 ]; then
        echo "ok $n - $h: ${took} s, ${execs:-?} execs, no finding"
        passed=$((passed + 1))
    else
        what=$(grep -m 1 -E 'FUZZ FINDING|ERROR: (AddressSanitizer|LeakSanitizer|libFuzzer)|runtime error' \
            "$log" | cut -c 1-200)
        echo "not ok $n - $h: exit $rc after ${took} s: ${what:-see $log}"
        grep -E 'FUZZ FINDING|SUMMARY|Test unit written' "$log" | head -n 5 | sed 's/^/# /'
        failed=$((failed + 1))
    fi
done
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
