#!/bin/sh
# codeobj_disasm: the kernel corpus's code objects (tests/data/kernels: .o
# from clang-19 -c, .hsaco linked by ld.lld) through `vop3jit disasm
# --offsets` and `vop3jit scan`, against llvm-objdump-19 -d: both exit 0
# and say nothing on stderr; every vector ALU line llvm-objdump prints is
# ours at the same address with the same text, or (an instruction we do not
# decode) our comment there names it; so is every scalar ALU and memory line
# we print (mem.c: SMEM, FLAT, GLOBAL, SCRATCH, DS, MUBUF, MTBUF). (llvm-objdump also lists the padding
# between kernels, s_nop and s_code_end, outside any kernel's code.)
# Skipped without llvm-objdump-19. TAP.
set -u
: "${top_builddir:=.}"
: "${top_srcdir:=.}"
vj="$top_builddir/vop3jit"
dir="${VJ_TESTDATA:-$top_srcdir/tests/data}/kernels"
objdump=${LLVM_MC%llvm-mc*}llvm-objdump${LLVM_MC##*llvm-mc}
tmp=$(mktemp -d "${TMPDIR:-/tmp}/vj-cod.XXXXXX") || { echo "1..0 # SKIP mktemp"; exit 0; }
trap 'rm -rf "$tmp"' EXIT
if [ ! -x "$vj" ] || [ -z "${LLVM_MC:-}" ] || ! [ -x "$objdump" ]; then
    echo "1..0 # SKIP no vop3jit or llvm-objdump-19"
    exit 0
fi
n=0 total_match=0 total_named=0 total_salu=0
for f in "$dir"/*.o "$dir"/*.hsaco; do
    [ -f "$f" ] || continue
    b=$(basename "$f")
    "$vj" disasm --offsets "$f" >"$tmp/ours" 2>"$tmp/err"
    rc=$?
    n=$((n + 1))
    if [ "$rc" -eq 0 ] && [ ! -s "$tmp/err" ]; then
        echo "ok $n - $b: disasm exits 0, silent"
    else
        echo "not ok $n - $b: disasm exit $rc"
        sed 's/^/#   /' "$tmp/err" | head -n 3
    fi
    "$vj" scan "$f" >"$tmp/scan" 2>"$tmp/err"
    rc=$?
    n=$((n + 1))
    if [ "$rc" -eq 0 ] && [ ! -s "$tmp/err" ] && grep -q 'translated' "$tmp/scan"; then
        echo "ok $n - $b: scan exits 0, silent"
    else
        echo "not ok $n - $b: scan exit $rc"
        sed 's/^/#   /' "$tmp/err" | head -n 3
    fi
    # llvm-objdump: "\tTEXT  // ADDR: HEX..." -> "addr<TAB>text"; it knows a
    # kernel's wave size only if told (an RDNA wave64 kernel's masks are vcc,
    # not vcc_lo), and the descriptors tell us
    mattr=
    if "$vj" kernels "$f" | grep -q 'gfx1.*' && "$vj" kernels "$f" | grep -q ' wave64 '; then
        mattr=--mattr=+wavefrontsize64
    fi
    "$objdump" -d $mattr "$f" | sed -n 's|^\t\(.*[^ ]\) *// \([0-9A-F]*\):.*|\2\t\1|p' |
        awk -F'\t' '{ a = tolower($1); sub(/^0+/, "", a); if (a == "") a = "0"; print a "\t" $2 }' \
        >"$tmp/theirs"
    sed -n 's|^\([0-9a-f]*\): \(.*\)$|\1\t\2|p' "$tmp/ours" |
        awk -F'\t' '{ a = $1; sub(/^0+/, "", a); if (a == "") a = "0"; print a "\t" $2 }' \
        >"$tmp/ours.tsv"
    awk -F'\t' -v out="$tmp/res" '
        NR == FNR { ours[$1] = $2; next }
        {
            seen++
            # a scalar line (ALU, and memory where mem.c prints it): ours in full
            if ($2 ~ /^(s_|flat_|global_|scratch_|ds_|buffer_|tbuffer_)/ && ($1 in ours) && ours[$1] !~ /^; /) {
                if (ours[$1] == $2) salu++
                else { sbad++; if (!s1) s1 = $1 ": llvm " $2 " | ours " ours[$1] }
                next
            }
            if ($2 !~ /^v_/) { if (!($1 in ours)) outside++; next }
            valu++
            if (!($1 in ours)) { missing++; if (!m1) m1 = $0; next }
            if (ours[$1] == $2) { match_++; next }
            split($2, w, " "); nm = w[1]
            if (ours[$1] ~ /^; / && index(ours[$1], nm " is valid on")) { named++; next }
            bad++; if (!b1) b1 = $1 ": llvm " $2 " | ours " ours[$1]
        }
        END { printf "%d %d %d %d %d %d %d %d %d\n%s\n%s\n%s\n", seen, valu, match_, named, bad, missing, outside, salu, sbad, m1, b1, s1 > out }
    ' "$tmp/ours.tsv" "$tmp/theirs"
    read -r seen valu match named bad missing outside salu sbad <"$tmp/res"
    n=$((n + 1))
    if [ "$bad" -eq 0 ] && [ "$missing" -eq 0 ] && [ "$valu" -gt 0 ]; then
        echo "ok $n - $b: of $valu vector ALU lines $match at the same address with the same text, $named named as not decoded ($outside other lines are padding between kernels)"
    else
        echo "not ok $n - $b: $bad differ, $missing addresses missing"
        sed -n '2,3p' "$tmp/res" | sed 's/^/#   /'
    fi
    n=$((n + 1))
    if [ "$sbad" -eq 0 ] && [ "$salu" -gt 0 ]; then
        echo "ok $n - $b: $salu scalar ALU and memory lines at the same address with the same text"
    else
        echo "not ok $n - $b: $sbad scalar ALU or memory lines differ"
        sed -n '4p' "$tmp/res" | sed 's/^/#   /'
    fi
    total_salu=$((total_salu + salu))
    total_match=$((total_match + match))
    total_named=$((total_named + named))
done
echo "# all files: $total_match vector ALU lines as llvm-objdump-19 prints them, $total_named named as not decoded, $total_salu scalar ALU and memory lines as it prints them"

# run --kernel: a run of a kernel, picked by number or by its offset (scan
# lists md5_blocks's fifth run, --block 4, at 0x7c), on every engine.
k="$dir/md5.gfx1100.o"
"$vj" scan "$k" >"$tmp/scan" 2>&1
at=$(awk '/^md5_blocks:/ { on = 1 } /^md5_short:/ { on = 0 } on && $1 == "4" { print $2 }' "$tmp/scan")
"$vj" run --kernel md5_blocks --block 4 --engine all --random-state 3 "$k" >"$tmp/b" 2>"$tmp/err"
rc=$?
"$vj" run --kernel md5_blocks --offset "$at" --random-state 3 "$k" >"$tmp/o" 2>>"$tmp/err"
rc2=$?
n=$((n + 1))
if [ "$rc" -eq 0 ] && [ "$rc2" -eq 0 ] && grep -q '^# engines agree' "$tmp/b" &&
    [ -n "$at" ] && grep -v '^#' "$tmp/b" >"$tmp/b.regs" && grep -v '^#' "$tmp/o" >"$tmp/o.regs" &&
    cmp -s "$tmp/b.regs" "$tmp/o.regs"; then
    echo "ok $n - run --kernel md5_blocks --block 4: engines agree; --offset $at runs the same run"
else
    echo "not ok $n - run --kernel: block 4 (exit $rc), offset '$at' (exit $rc2)"
    sed 's/^/#   /' "$tmp/err" | head -n 3
fi
"$vj" run --block 0 "$k" >/dev/null 2>"$tmp/err"
rc=$?
n=$((n + 1))
if [ "$rc" -eq 1 ] && grep -q 'several kernels: pick one with --kernel; its kernels: md5_blocks md5_short' "$tmp/err"; then
    echo "ok $n - run of a two-kernel object without --kernel: exit 1, the kernels named"
else
    echo "not ok $n - run without --kernel: exit $rc"
fi
"$vj" run --kernel md5_blocks --block 99 "$k" >/dev/null 2>"$tmp/err"
rc=$?
n=$((n + 1))
if [ "$rc" -eq 1 ] && grep -q 'kernel md5_blocks has 8 runs (--block 0 to 7)' "$tmp/err"; then
    echo "ok $n - run --block past the kernel's runs: exit 1, the count said"
else
    echo "not ok $n - run --block 99: exit $rc"
fi
echo "1..$n"
