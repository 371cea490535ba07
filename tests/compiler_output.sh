#!/bin/sh
# compiler_output: run, ir and asm take compiler output as written (issue:
# "real code in"): labels, directives, comments and the metadata block place
# nothing; asm assembles scalar lines too and reports every line it refuses,
# as llvm-mc-19 does, and exits 1 then; run refuses the scalar lines (run
# --block K runs one run of straight-line vector ALU code). Expected
# values are worked by hand below, or counted from the text itself. TAP.
set -u
: "${top_builddir:=.}"
: "${top_srcdir:=.}"
vj="$top_builddir/vop3jit"
tmp=$(mktemp -d "${TMPDIR:-/tmp}/vj-cout.XXXXXX") || { echo "1..0 # SKIP mktemp"; exit 0; }
trap 'rm -rf "$tmp"' EXIT
if [ ! -x "$vj" ]; then
    echo "1..0 # SKIP $vj is not built"
    exit 0
fi
n=0
ok() { n=$((n + 1)); echo "ok $n - $1"; }
notok() { n=$((n + 1)); echo "not ok $n - $1: $2"; sed 's/^/#   /' "$tmp/err" | head -n 5; }
check() { if [ "$2" = "$3" ]; then ok "$1"; else notok "$1" "got '$2', want '$3'"; fi; }

# Three runs: line 3-4 (v1 = 5, v2 = v1 + 3), after s_nop line 6 (v3 = v2 * 2
# as v2 << 1), after the label line 8 (v4 = 7); a metadata block whose YAML
# is not assembly.
cat >"$tmp/k.s" <<'S'
	.text
k:                              ; a kernel's label
	v_mov_b32 v1, 5
	v_add_nc_u32 v2, v1, 3
	s_nop 0
	v_lshlrev_b32 v3, 1, v2
.LBB0_1:
	v_mov_b32 v4, 7
	s_endpgm
	.amdgpu_metadata
---
amdhsa.kernels:
  - .name: k
	.end_amdgpu_metadata
S

"$vj" asm "$tmp/k.s" >"$tmp/out" 2>"$tmp/err"
rc=$?
check "asm of compiler output with scalar lines exits 0" "$rc" 0
check "asm prints the six instructions, scalar ones too" "$(wc -l <"$tmp/out" | tr -d ' ')" 6
# s_nop 0 and s_endpgm on gfx1100: SOPP 101111111, opcode 0 and 0x30, SIMM16 0
check "asm encodes the scalar lines" \
    "$(sed -n 's/^\(s_[a-z]*\).*encoding: \(.*\)$/\1 \2/p' "$tmp/out" | tr '\n' ' ')" \
    "s_nop [0x00,0x00,0x80,0xbf] s_endpgm [0x00,0x00,0xb0,0xbf] "
check "asm reports nothing" "$(wc -l <"$tmp/err" | tr -d ' ')" 0

# The same text with the scalar lines gone assembles cleanly too: labels,
# directives, comments and metadata are not errors.
grep -v 's_' "$tmp/k.s" >"$tmp/clean.s"
"$vj" asm "$tmp/clean.s" >"$tmp/out" 2>"$tmp/err"
check "asm of directives, labels and metadata: exit 0, silent" "$?:$(wc -c <"$tmp/err" | tr -d ' ')" "0:0"

# A data directive is refused, not skipped: we do not assemble its bytes.
printf '\t.text\n\t.long 0x7e020280\n' >"$tmp/data.s"
"$vj" asm "$tmp/data.s" >"$tmp/out" 2>"$tmp/err"
rc=$?
check "a data directive is an error (exit 1)" "$rc" 1
grep -q 'data.s:2:2: error: a data directive' "$tmp/err" && ok "its message says where" ||
    notok "its message says where" "no data.s:2:2 message"

# run without --block: the first refused line, and how to pick a run. A
# block runs s_nop (a hint: a no-op, issue 30), not s_endpgm.
"$vj" run "$tmp/k.s" >"$tmp/out" 2>"$tmp/err"
rc=$?
check "run of mixed code without --block exits 1" "$rc" 1
grep -q 'k.s:9:2: error: s_endpgm is valid on gfx1100 but not supported by vop3jit' "$tmp/err" &&
    grep -q 'has 3 runs of straight-line vector ALU code: pick one with --block K (0 to 2)' "$tmp/err" &&
    ok "it names the line and counts the runs" || notok "it names the line and counts the runs" "message"

# run --block: each run alone (v2 = 5 + 3 = 8; v3 = v2 << 1 with v2 = 0x10
# from the state: 0x20; v4 = 7).
"$vj" run --block 0 "$tmp/k.s" >"$tmp/out" 2>"$tmp/err"
check "run --block 0: v1 = 5, v2 = 8" "$(grep -v '^#' "$tmp/out" | tr '\n' ' ')" "v1 = 0x00000005 v2 = 0x00000008 "
echo 'v2 = 0x10' >"$tmp/state"
"$vj" run --block 1 --state "$tmp/state" "$tmp/k.s" >"$tmp/out" 2>"$tmp/err"
check "run --block 1: v3 = 0x20" "$(grep -v '^#' "$tmp/out" | tr '\n' ' ')" "v3 = 0x00000020 "
"$vj" run --block 2 --engine all "$tmp/k.s" >"$tmp/out" 2>"$tmp/err"
check "run --block 2 on every engine: v4 = 7" "$(grep -v '^#' "$tmp/out" | tr '\n' ' ')" "v4 = 0x00000007 "
"$vj" run --block 3 "$tmp/k.s" >"$tmp/out" 2>"$tmp/err"
rc=$?
check "run --block past the last: exit 1" "$rc" 1
grep -q 'no block 3: the text has 3 runs' "$tmp/err" && ok "it says how many there are" ||
    notok "it says how many there are" "message"
"$vj" run --block x "$tmp/k.s" >"$tmp/out" 2>"$tmp/err"
check "run --block x is a usage error (2)" "$?" 2
"$vj" ir --block 1 "$tmp/k.s" >"$tmp/out" 2>"$tmp/err"
grep -q 'v_lshlrev_b32' "$tmp/out" && ok "ir --block 1 shows the run's instruction" ||
    notok "ir --block 1 shows the run's instruction" "no v_lshlrev_b32 in the IR"

# A real kernel (clang-19 output): every instruction line, and every data
# directive in a .text section (code we do not have), is either assembled
# or reported, none twice; counted from the text itself.
k="$top_srcdir/tests/data/kernels/crc32.gfx1100.s"
if [ -f "$k" ]; then
    insts=$(awk '
        /^\t\.amdgpu_metadata/ { meta = 1; next }
        /^\t\.end_amdgpu_metadata/ { meta = 0; next }
        meta { next }
        { sub(/;.*/, ""); sub(/^[ \t]+/, "") }
        /^\.text/ || /^\.section[ \t]+\.text/ { code = 1; next }
        /^\.(data|bss|rodata|section)/ { code = 0; next }
        /^\.(byte|short|long|int|word|quad|fill|zero|space|ascii|asciz|string)[ \t]/ { if (code) c++; next }
        /^$/ || /^\./ || /^[A-Za-z_.$][A-Za-z0-9_.$]*:/ { next }
        { c++ } END { print c }' "$k")
    "$vj" asm "$k" >"$tmp/out" 2>"$tmp/err"
    rc=$?
    got=$(($(wc -l <"$tmp/out") + $(wc -l <"$tmp/err")))
    check "crc32.gfx1100.s: exit 1, and every instruction line assembled or reported once" \
        "$rc:$got" "1:$insts"
else
    ok "# SKIP no kernel corpus"
fi
echo "1..$n"
