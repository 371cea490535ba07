#!/bin/sh
# run_output: what `vop3jit run` prints is the wave-state format --state
# reads: a register whose lanes all hold one value on one short line
# ("v3 = 0x3344ccdd"), any other with one value per lane; and it reads
# back; CDNA's AGPRs the same way; run --flow's exit and changed registers. Expected values are worked from the ISA
# (v_perm_b32 with selector 0x05040100 is (S1 & 0xffff) | (S0 << 16)).
# Speaks TAP.
set -u
: "${top_builddir:=.}"
vj="$top_builddir/vop3jit"
tmp=$(mktemp -d "${TMPDIR:-/tmp}/vj-runout.XXXXXX") || { echo "1..0 # SKIP mktemp"; exit 0; }
trap 'rm -rf "$tmp"' EXIT
if [ ! -x "$vj" ]; then
    echo "1..0 # SKIP $vj is not built"
    exit 0
fi
n=0
ok() { n=$((n + 1)); echo "ok $n - $1"; }
notok() { n=$((n + 1)); echo "not ok $n - $1: $2"; sed 's/^/#   got: /' "$tmp/out" | head -n 4; }

echo 'v_perm_b32 v3, v1, v2, 0x5040100' >"$tmp/perm.s"
printf 'v1 = 0x11223344\nv2 = 0xaabbccdd\n' >"$tmp/uniform.state"
printf 'v1 = 0x11223344\nv2 = 0xaabbccdd\nv1[5] = 0x55667788\n' >"$tmp/lane5.state"

# lanes N V [LANE VALUE]: the one-value-per-lane line of v3 for wave N.
lanes() {
    line="v3 ="
    l=0
    while [ $l -lt "$1" ]; do
        if [ $# -ge 4 ] && [ $l -eq "$3" ]; then line="$line $4"; else line="$line $2"; fi
        l=$((l + 1))
    done
    echo "$line"
}

echo 'v_mov_b32_e64 v4, v3' >"$tmp/copy.s"
# reads_back NAME: the printed state in $tmp/out, given as --state to a
# program that copies v3 to v4, gives v4 the same line.
reads_back() {
    sed 's/^v3 /v4 /' "$tmp/out" >"$tmp/want"
    "$vj" run --engine interp -w "$wave" --state "$tmp/out" "$tmp/copy.s" 2>"$tmp/err" |
        grep -v '^#' >"$tmp/back"
    if [ -s "$tmp/back" ] && cmp -s "$tmp/back" "$tmp/want"; then
        ok "$1 reads back through --state"
    else
        notok "$1 reads back through --state" "$(cat "$tmp/err")"
    fi
}

for wave in 32 64; do
    "$vj" run --engine interp -w "$wave" --state "$tmp/uniform.state" "$tmp/perm.s" \
        2>"$tmp/err" | grep -v '^#' >"$tmp/out"
    if [ "$(cat "$tmp/out")" = "v3 = 0x3344ccdd" ]; then
        ok "wave$wave, every lane 0x3344ccdd: one value"
    else
        notok "wave$wave, every lane 0x3344ccdd: one value" "not 'v3 = 0x3344ccdd'"
    fi
    reads_back "wave$wave: the one-value line"
    "$vj" run --engine interp -w "$wave" --state "$tmp/lane5.state" "$tmp/perm.s" \
        2>"$tmp/err" | grep -v '^#' >"$tmp/out"
    if [ "$(cat "$tmp/out")" = "$(lanes "$wave" 0x3344ccdd 5 0x7788ccdd)" ]; then
        ok "wave$wave, lane 5 different: one value per lane"
    else
        notok "wave$wave, lane 5 different: one value per lane" "not $wave values"
    fi
    reads_back "wave$wave: the line of one value per lane"
done

# CDNA's AGPRs (gfx90a, wave64): the AGPRs a block writes follow its VGPRs,
# in the same form. a5 takes v2 = 0x2 in every lane; a6 takes a5; v4
# reads a6 back; a7 keeps its state value in lane 3, where exec is clear.
printf 'v_accvgpr_write_b32 a5, v2\nv_accvgpr_mov_b32 a6, a5\nv_accvgpr_read_b32 v4, a6\nv_accvgpr_write_b32 a7, 9\n' \
    >"$tmp/acc.s"
printf 'v2 = 2\na7 = 0x77\nexec = 0xfffffffffffffff7\n' >"$tmp/acc.state"
"$vj" run --engine interp -a gfx90a --state "$tmp/acc.state" "$tmp/acc.s" 2>"$tmp/err" |
    grep -v '^#' | grep -v '^v4 ' >"$tmp/out"
a7="a7 ="
l=0
while [ $l -lt 64 ]; do
    if [ $l -eq 3 ]; then a7="$a7 0x00000077"; else a7="$a7 0x00000009"; fi
    l=$((l + 1))
done
want=$(printf 'a5 = 0x00000002 0x00000002 0x00000002 0x00000000'; l=4
    while [ $l -lt 64 ]; do printf ' 0x00000002'; l=$((l + 1)); done
    printf '\na6 = 0x00000002 0x00000002 0x00000002 0x00000000'; l=4
    while [ $l -lt 64 ]; do printf ' 0x00000002'; l=$((l + 1)); done
    printf '\n%s' "$a7")
if [ "$(cat "$tmp/out")" = "$want" ]; then
    ok "gfx90a: the AGPRs a block writes are printed after its VGPRs"
else
    notok "gfx90a: the AGPRs a block writes are printed after its VGPRs" "$(cat "$tmp/err")"
fi

# run --flow (issue 30): a loop counted in s0 (4 times: s1 = 10 + 11 + 12 + 13
# = 46, s2 = 14, v1 = 11 + 12 + 13 + 14 = 50), worked by hand; the exit line
# and then every register that changed, the PC last.
printf 's_mov_b32 s2, 10\ns_add_u32 s1, s1, s2\ns_add_u32 s2, s2, 1\nv_add_nc_u32 v1, s2, v1\ns_sub_u32 s0, s0, 1\ns_cmp_lg_u32 s0, 0\ns_cbranch_scc1 -6\ns_endpgm\n' \
    >"$tmp/loop.s"
printf 's0 = 4\nscc = 1\n' >"$tmp/loop.state"
"$vj" run --flow --engine all --base 0x1000 --state "$tmp/loop.state" "$tmp/loop.s" \
    2>"$tmp/err" | grep -v '^# engines' >"$tmp/out"
want=$(printf '# exit: end of program at pc 0x101c after 5 blocks, 26 instructions\n')
want="$want
v1 = 0x00000032
s0 = 0x00000000
s1 = 0x0000002e
s2 = 0x0000000e
scc = 0x00000000
pc = 0x101c"
if [ "$(cat "$tmp/out")" = "$want" ]; then
    ok "run --flow: a loop's exit and the registers it changed"
else
    notok "run --flow: a loop's exit and the registers it changed" "$(cat "$tmp/err")"
fi
# stopping before an instruction left for the caller names it and its offset
printf 's_mov_b32 s0, 1\ns_barrier\ns_endpgm\n' >"$tmp/host.s"
"$vj" run --flow --engine interp "$tmp/host.s" 2>"$tmp/err" | head -n 1 >"$tmp/out"
if grep -q '^# exit: left for the caller at pc 0x4 after 1 blocks, 1 instructions: sopp s_barrier at offset 0x4' "$tmp/out"; then
    ok "run --flow: an instruction left for the caller is named"
else
    notok "run --flow: an instruction left for the caller is named" "$(cat "$tmp/err")"
fi
# a loop that does not end: the budget, exit status 1
echo 's_branch -1' >"$tmp/spin.s"
"$vj" run --flow --max-blocks 20 "$tmp/spin.s" >"$tmp/out" 2>"$tmp/err"
rc=$?
if [ $rc -eq 1 ] && grep -q 'budget' "$tmp/err"; then
    ok "run --flow: a loop that does not end stops at --max-blocks, exit 1"
else
    notok "run --flow: a loop that does not end stops at --max-blocks, exit 1" "exit $rc"
fi

echo "1..$n"
