#!/bin/sh
# scan_blocks: `vop3jit scan`'s region blocks (issue 30) on hand-worked
# texts, and on the kernel corpus that its figures add up. A block runs up
# to and including its first branch or s_endpgm, or up to the first
# instruction left for the caller, which no block holds. TAP.
set -u
: "${top_builddir:=.}"
: "${top_srcdir:=.}"
vj="$top_builddir/vop3jit"
dir="${VJ_TESTDATA:-$top_srcdir/tests/data}/kernels"
tmp=$(mktemp -d "${TMPDIR:-/tmp}/vj-scanb.XXXXXX") || { echo "1..0 # SKIP mktemp"; exit 0; }
trap 'rm -rf "$tmp"' EXIT
if [ ! -x "$vj" ] || ! command -v jq >/dev/null 2>&1; then
    echo "1..0 # SKIP no vop3jit or jq"
    exit 0
fi
n=0
check() { # NAME GOT WANT
    n=$((n + 1))
    if [ "$2" = "$3" ]; then echo "ok $n - $1"; else echo "not ok $n - $1: got '$2', want '$3'"; fi
}

# Worked by hand: v_add, s_add, v_mov, s_branch form one block (4
# instructions, 16 bytes, ended by s_branch); s_endpgm alone the second.
printf 'v_add_u32 v0, v1, v2\ns_add_u32 s0, s1, s2\nv_mov_b32 v3, v0\ns_branch 0\ns_endpgm\n' \
    >"$tmp/a.s"
"$vj" scan --json -a gfx90a "$tmp/a.s" >"$tmp/a.json" 2>"$tmp/err"
check "branch: exit 0, silent" "$?:$(wc -c <"$tmp/err")" "0:0"
check "branch: the blocks" "$(jq -c '[.blocks[] | [.address, .bytes, .instructions,
    .ended_by]]' "$tmp/a.json")" '[[0,16,4,"s_branch"],[16,4,1,"s_endpgm"]]'
check "branch: the sums" "$(jq -c '[.block_count, .in_blocks, .ended_by_flow, .alu]' \
    "$tmp/a.json")" '[2,5,2,5]'

# A global load runs in a block (issue 31): the four instructions are one
# block, ended by s_endpgm. The bytes are llvm-mc-19's for gfx90a:
# v_add_u32_e32 v0, v1, v2; global_load_dword v1, v[2:3], off;
# v_mov_b32_e32 v3, v0; s_endpgm.
echo '0x01 0x05 0x00 0x68 0x00 0x80 0x50 0xdc 0x02 0x00 0x7f 0x01
0x00 0x03 0x06 0x7e 0x00 0x00 0x81 0xbf' >"$tmp/m.bytes"
"$vj" scan --json --bytes -a gfx90a "$tmp/m.bytes" >"$tmp/m.json" 2>"$tmp/err"
check "memory: exit 0, silent" "$?:$(wc -c <"$tmp/err")" "0:0"
check "memory: the blocks" "$(jq -c '.kernels[0].blocks | map([.instructions, .ended_by])' \
    "$tmp/m.json")" '[[4,"s_endpgm"]]'
check "memory: the sums" "$(jq -c '.kernels[0] | [.in_blocks, .instructions, .left]' \
    "$tmp/m.json")" '[4,4,{}]'
# An integer atomic runs in a block (room atom): global_atomic_add
# v[2:3], v1, off is 0x00 0x80 0x08 0xdd 0x02 0x01 0x7f 0x00.
echo '0x01 0x05 0x00 0x68 0x00 0x80 0x08 0xdd 0x02 0x01 0x7f 0x00
0x00 0x03 0x06 0x7e 0x00 0x00 0x81 0xbf' >"$tmp/m.bytes"
"$vj" scan --json --bytes -a gfx90a "$tmp/m.bytes" >"$tmp/m.json" 2>"$tmp/err"
check "atomic: exit 0, silent" "$?:$(wc -c <"$tmp/err")" "0:0"
check "atomic: the blocks" "$(jq -c '.kernels[0].blocks | map([.instructions, .ended_by])' \
    "$tmp/m.json")" '[[4,"s_endpgm"]]'
# A float atomic is not run yet: the caller's. v_add is a block before it (1
# instruction), v_mov and s_endpgm the next (2); 3 of the 4 in blocks.
# global_atomic_add_f32 v[2:3], v1, off is 0x00 0x80 0x34 0xdd 0x02 0x01 0x7f 0x00.
echo '0x01 0x05 0x00 0x68 0x00 0x80 0x34 0xdd 0x02 0x01 0x7f 0x00
0x00 0x03 0x06 0x7e 0x00 0x00 0x81 0xbf' >"$tmp/m.bytes"
"$vj" scan --json --bytes -a gfx90a "$tmp/m.bytes" >"$tmp/m.json" 2>"$tmp/err"
check "float atomic: exit 0, silent" "$?:$(wc -c <"$tmp/err")" "0:0"
check "float atomic: the blocks" "$(jq -c '.kernels[0].blocks | map([.instructions, .ended_by])' \
    "$tmp/m.json")" '[[1,"before global_atomic_add_f32 (global)"],[2,"s_endpgm"]]'
check "float atomic: the sums" "$(jq -c '.kernels[0] | [.in_blocks, .instructions, .left]' \
    "$tmp/m.json")" '[3,4,{"global":1}]'

# The corpus: in every kernel, the instructions in blocks and those left
# for the caller are all its instructions, and a file's total is the sum
# of its kernels'.
for f in "$dir"/*.hsaco; do
    [ -f "$f" ] || continue
    "$vj" scan --json "$f" >"$tmp/k.json" 2>"$tmp/err"
    rc=$?
    got=$(jq -r '[.kernels[] | select(.in_blocks + ([.left[]] | add // 0) != .instructions
        - .invalid) | .name] | length' "$tmp/k.json")
    sums=$(jq -r '[(.kernels | map(.in_blocks) | add) == .total.in_blocks,
        (.kernels | map(.block_count) | add) == .total.block_count] | all' "$tmp/k.json")
    check "$(basename "$f"): every instruction in a block or left, totals add up" \
        "$rc:$(wc -c <"$tmp/err"):$got:$sums" "0:0:0:true"
done
echo "1..$n"
