#!/bin/sh
# valgrind: memcheck over the interpreter paths: every Check program of the
# test suite (CK_FORK=no) and the CLI's interp/ref runs, asm, disasm and ir,
# in an interpreter-only build (libgccjit's own losses are budgeted apart, in
# docs/robustness.md). Speaks TAP, then "N passed, M failed"; exit 1 on any
# memcheck error or definite/possible leak. Not part of make check (slow).
#   usage: tests/valgrind.sh [BUILDDIR]   (default: _build-valgrind beside the
#          sources; configured --without-gccjit when it has no Makefile yet)
set -u
srcdir=$(cd "$(dirname "$0")/.." && pwd)
builddir=${1:-$srcdir/_build-valgrind}
make=${MAKE:-make}
jobs=${JOBS:-2}

if ! command -v valgrind >/dev/null 2>&1; then
    echo "1..0 # SKIP valgrind is not installed (apt-get install valgrind)"
    exit 0
fi
if [ ! -f "$builddir/Makefile" ]; then
    mkdir -p "$builddir" || { echo "Bail out! cannot create $builddir"; exit 1; }
    (cd "$builddir" && "$srcdir/configure" --without-gccjit) >"$builddir/vg-configure.log" 2>&1 ||
        { echo "Bail out! configure failed: $builddir/vg-configure.log"; exit 1; }
fi
# Build the tool and every Check program without running the suite.
if ! { $make -C "$builddir" -j"$jobs" all && $make -C "$builddir" -j"$jobs" check TESTS=; } \
    >"$builddir/vg-build.log" 2>&1; then
    echo "Bail out! build failed: $builddir/vg-build.log"
    exit 1
fi
if grep -q '^#define VJ_HAVE_GCCJIT 1' "$builddir/config.h" 2>/dev/null; then
    echo "# note: $builddir has the JIT: JIT paths run under valgrind too (slow)"
fi

logs="$builddir/valgrind"
rm -rf "$logs" && mkdir -p "$logs"
export CK_FORK=no CK_VERBOSITY=silent CK_TAP_LOG_FILE_NAME=/dev/null
VJ_TESTDATA="$srcdir/tests/data"
export VJ_TESTDATA top_srcdir="$srcdir" top_builddir="$builddir"
n=0
passed=0
failed=0

# vg NAME COMMAND...: one TAP line; fails on a memcheck error or leak (exit
# 99), or on a crash. Other non-zero exits are the command's business (the
# hostile cases are meant to fail): the log is what we judge.
vg() {
    name=$1
    shift
    n=$((n + 1))
    log="$logs/$n.log"
    valgrind -q --error-exitcode=99 --leak-check=full --show-leak-kinds=definite,possible \
        --errors-for-leak-kinds=definite,possible --log-file="$log" "$@" \
        </dev/null >"$logs/$n.out" 2>&1
    rc=$?
    if [ "$rc" -eq 99 ] || [ -s "$log" ]; then
        echo "not ok $n - $name: memcheck errors (see $log)"
        grep -m 3 -E 'Invalid|uninitialised|definitely|possibly|Mismatched' "$log" | sed 's/^/# /'
        failed=$((failed + 1))
    elif [ "$rc" -ge 128 ]; then
        echo "not ok $n - $name: killed by signal $((rc - 128))"
        failed=$((failed + 1))
    else
        echo "ok $n - $name (exit $rc)"
        passed=$((passed + 1))
    fi
}

for t in "$builddir"/tests/test_*; do
    if [ ! -x "$t" ] || [ ! -f "$t" ]; then continue; fi
    case $t in *.o | *.log | *.trs) continue ;; esac
    vg "$(basename "$t") (Check, CK_FORK=no)" "$t"
done

vj="$builddir/vop3jit"
[ -x "$builddir/.libs/vop3jit" ] && vj="$builddir/.libs/vop3jit" # not libtool's wrapper
export LD_LIBRARY_PATH="$builddir/.libs${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}"
for s in "$srcdir"/tests/data/*.s "$srcdir"/examples/*.s; do
    [ -f "$s" ] || continue
    b=$(basename "$s")
    # The target and wave size a test program asks for (";! arch gfx908").
    arch=$(sed -n 's/^;! *arch *//p' "$s" | head -n 1)
    wave=$(sed -n 's/^;! *wave *//p' "$s" | head -n 1)
    set -- ${arch:+-a "$arch"} ${wave:+-w "$wave"}
    vg "run -e interp $b" "$vj" run -e interp -r 1 "$@" "$s"
    vg "run -e ref $b" "$vj" run -e ref -r 2 "$@" "$s"
    vg "run -e interp --no-opt $b" "$vj" run -e interp --no-opt -r 3 "$@" "$s"
    vg "ir --opt $b" "$vj" ir --opt "$@" "$s"
    vg "asm $b" "$vj" asm "$@" "$s"
done
tmp=$(mktemp -d "${TMPDIR:-/tmp}/vj-vg.XXXXXX") || exit 1
trap 'rm -rf "$tmp"' EXIT
printf 'v_perm_b32 v3, v1, v2, 0x5040100\n' >"$tmp/p.s"
printf 'v1 = 1 2 3\n' >"$tmp/bad.state"
printf '0x00,0x00,0x44,0xd6,0x01,0xff,0x09,0x04,0x78,0x56\n' >"$tmp/trunc.txt"
head -c 4096 "$vj" >"$tmp/garbage.s"
vg "disasm, truncated literal" "$vj" disasm "$tmp/trunc.txt"
vg "asm, binary garbage" "$vj" asm "$tmp/garbage.s"
vg "run, bad state file" "$vj" run -e interp -s "$tmp/bad.state" "$tmp/p.s"
vg "run -e all" "$vj" run -e all -r 5 "$tmp/p.s"
vg "run -e jit (not built: refused)" "$vj" run -e jit "$tmp/p.s"

echo "1..$n"
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
