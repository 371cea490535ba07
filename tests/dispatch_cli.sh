#!/bin/sh
# dispatch_cli: `vop3jit dispatch` (issue 31, item 4) runs the corpus's
# md5_short (md5.cl) over examples/md5_rfc1321.bin, four messages of RFC
# 1321's test suite ("", "a", "abc", "message digest"; each a 64-byte block:
# the bytes, then the length in word 15), on gfx1100 and gfx90a and every
# engine: the digests must be the RFC's published ones. Then how it fails:
# bad usage (2), a short output buffer (1, the fault named). TAP.
set -u
: "${top_builddir:=.}"
: "${top_srcdir:=.}"
vj="$top_builddir/vop3jit"
dir="${VJ_TESTDATA:-$top_srcdir/tests/data}/kernels"
msgs="$top_srcdir/examples/md5_rfc1321.bin"
tmp=$(mktemp -d "${TMPDIR:-/tmp}/vj-disp.XXXXXX") || { echo "1..0 # SKIP mktemp"; exit 0; }
trap 'rm -rf "$tmp"' EXIT
[ -x "$vj" ] || { echo "1..0 # SKIP no vop3jit"; exit 0; }
n=0
check() { # NAME GOT WANT
    n=$((n + 1))
    if [ "$2" = "$3" ]; then echo "ok $n - $1"; else echo "not ok $n - $1: got '$2', want '$3'"; fi
}
# RFC 1321, appendix A.5
want="d41d8cd98f00b204e9800998ecf8427e 0cc175b9c0f1b6a831c399e269772661 900150983cd24fb0d6963f7d28e17f72 f96b697d7cb7938d525a2f31aaf161d0"
engines="interp ref"
"$vj" run --engine jit --jit eager "$top_srcdir/examples/bswap64.s" >/dev/null 2>&1 && engines="$engines jit"
for t in gfx1100 gfx90a; do
    for e in $engines; do
        rm -f "$tmp/d.bin"
        "$vj" dispatch "$dir/md5.$t.hsaco" --kernel md5_short --grid 4 \
            --arg "out:$tmp/d.bin:64" --arg "in:$msgs" --arg u32:4 -e "$e" --threads 2 \
            --no-cache >"$tmp/out" 2>"$tmp/err"
        rc=$?
        got=$(od -An -tx1 -v -w16 "$tmp/d.bin" 2>/dev/null | tr -d ' ' | tr '\n' ' ' | sed 's/ $//')
        check "md5_short on $t, $e: RFC 1321's digests" "$rc:$got" "0:$want"
    done
done
# four work-items: one workgroup, one wave (gfx90a: wave64)
check "the summary line" "$(sed 's/, [0-9]* blocks.*//' "$tmp/out")" \
    "kernel md5_short: 1 workgroups, 1 waves"
"$vj" dispatch "$dir/md5.gfx1100.hsaco" --kernel md5_short --arg u32:1 >/dev/null 2>"$tmp/err"
check "no --grid: exit 2" "$?:$(grep -c 'grid is required' "$tmp/err")" "2:1"
"$vj" dispatch "$dir/md5.gfx1100.hsaco" --grid 4 --arg bogus:1 >/dev/null 2>"$tmp/err"
check "a bad --arg: exit 2" "$?:$(grep -c "bogus:1" "$tmp/err")" "2:1"
"$vj" dispatch "$dir/md5.gfx1100.hsaco" --grid 4 >/dev/null 2>"$tmp/err"
check "two kernels, none picked: exit 1, both named" \
    "$?:$(grep -c 'md5_blocks md5_short' "$tmp/err")" "1:1"
# 16 bytes of output for four digests: work-item 1 stores past it
"$vj" dispatch "$dir/md5.gfx1100.hsaco" --kernel md5_short --grid 4 \
    --arg "out:$tmp/s.bin:16" --arg "in:$msgs" --arg u32:4 --no-cache >/dev/null 2>"$tmp/err"
rc=$?
check "a short buffer: exit 1, the fault named" \
    "$rc:$(grep -c 'workgroup (0, 0, 0), wave 0: global_store_b128.*lane 1 writes 16 bytes' "$tmp/err"):$([ -f "$tmp/s.bin" ] && echo written || echo none)" \
    "1:1:none"
echo "1..$n"
