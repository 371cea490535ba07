#!/bin/sh
# test_frontend_cli: the 'vop3jit asm' and 'vop3jit disasm' subcommands:
# output as llvm-mc-19 prints it (expected texts and bytes recorded from
# llvm-mc-19), errors with file:line:col or the byte offset, exit status.
# Speaks TAP.
set -u
: "${top_builddir:=.}"
VJ="$top_builddir/vop3jit"
tmp=$(mktemp -d "${TMPDIR:-/tmp}/vj-cli.XXXXXX") || { echo "1..0 # SKIP mktemp"; exit 0; }
trap 'rm -rf "$tmp"' EXIT
n=0
failed=0
# check NAME WANT-STATUS WANT-OUT-FILE WANT-ERR-SUBSTRING -- command...
check() {
    name=$1 want_rc=$2 want_out=$3 want_err=$4
    shift 5
    "$@" >"$tmp/out" 2>"$tmp/err"
    rc=$?
    n=$((n + 1))
    ok=1
    [ "$rc" = "$want_rc" ] || ok=0
    if [ -n "$want_out" ]; then
        # llvm-mc pads with spaces and tabs: compare with blanks squeezed
        tr -s ' \t' ' ' <"$want_out" | sed 's/^ //' >"$tmp/want.n"
        tr -s ' \t' ' ' <"$tmp/out" | sed 's/^ //' >"$tmp/out.n"
        cmp -s "$tmp/want.n" "$tmp/out.n" || ok=0
    fi
    if [ -n "$want_err" ]; then
        grep -qF -- "$want_err" "$tmp/err" || ok=0
    fi
    if [ $ok = 1 ]; then
        echo "ok $n - $name"
    else
        echo "not ok $n - $name (exit $rc)"
        sed 's/^/# out: /' "$tmp/out"
        sed 's/^/# err: /' "$tmp/err"
        failed=1
    fi
}
echo "1..37"

cat >"$tmp/in.s" <<'EOF'
// a comment line
v_perm_b32 v1, v2, v3, v4
v_perm_b32 v1, 0x12345678, v3, 1.0   ; trailing comment
v_cndmask_b32_e64 v1, -v2, |v3|, vcc_lo
EOF
# from llvm-mc-19 -arch=amdgcn -mcpu=gfx1100 -show-encoding
cat >"$tmp/want" <<'EOF'
v_perm_b32 v1, v2, v3, v4 ; encoding: [0x01,0x00,0x44,0xd6,0x02,0x07,0x12,0x04]
v_perm_b32 v1, 0x12345678, v3, 1.0 ; encoding: [0x01,0x00,0x44,0xd6,0xff,0x06,0xca,0x03,0x78,0x56,0x34,0x12]
v_cndmask_b32_e64 v1, -v2, |v3|, vcc_lo ; encoding: [0x01,0x02,0x01,0xd5,0x02,0x07,0xaa,0x21]
EOF
check "asm prints canonical text and encoding (gfx1100)" 0 "$tmp/want" "" -- \
    "$VJ" asm "$tmp/in.s"

printf 'v_perm_b32 v1, s1, s2, v4\n' >"$tmp/bus.s"
check "asm error is FILE:LINE:COL (gfx908 constant bus)" 1 "" \
    "$tmp/bus.s:1:20: error: invalid operand (violates constant bus restrictions)" -- \
    "$VJ" asm --arch cdna1 "$tmp/bus.s"

printf 'v_perm_b32 v1, v2, v3, v4\nv_xor3_b32 v1, v2, v3, v4\n' >"$tmp/absent.s"
check "asm rejects an instruction the target lacks" 1 "" \
    "$tmp/absent.s:2:1: error: instruction not supported on this GPU" -- \
    "$VJ" asm -a gfx942 "$tmp/absent.s"

cat >"$tmp/bytes.txt" <<'EOF'
# v_perm_b32 then v_lshlrev_b64 with a literal (gfx1200)
0x01,0x00,0x44,0xd6,0x02,0x07,0x12,0x04 // first
0x02 0x00 0x1f 0xd5 0x02 0xff 0x01 0x00 0x78 0x56 0x34 0x12
EOF
cat >"$tmp/want" <<'EOF'
v_perm_b32 v1, v2, v3, v4
v_lshlrev_b64_e64 v[2:3], v2, 0x12345678
EOF
check "disasm reads llvm-mc's byte lists (gfx1200)" 0 "$tmp/want" "" -- \
    "$VJ" disasm --arch gfx1200 "$tmp/bytes.txt"

printf '0x01,0x00,0x44,0xd6,0x02,0x07,0x12,0x04\n0x01,0x80,0x44,0xd6,0x02,0x07,0x12,0x04\n' \
    >"$tmp/clamp.txt"
check "disasm: an invalid word names its byte offset" 1 "" \
    "byte offset 8: invalid instruction encoding" -- "$VJ" disasm "$tmp/clamp.txt"

printf '0x01,0x00,0x44,0xd6,0x02,0x07,0x12,0x04,0x01,0x00,0x44,0xd6,0xff,0x06\n' \
    >"$tmp/trunc.txt"
check "disasm: truncated input names its byte offset" 1 "" \
    "byte offset 8: truncated instruction" -- "$VJ" disasm "$tmp/trunc.txt"

printf '\001\000\355\321\002\007\022\004' >"$tmp/raw.bin"
printf 'v_perm_b32 v1, v2, v3, v4\n' >"$tmp/want"
check "disasm --binary reads raw bytes (gfx908)" 0 "$tmp/want" "" -- \
    "$VJ" disasm --binary --arch gfx908 "$tmp/raw.bin"

printf '0x01,0x00,0x01,0xd5,0x02,0x07,0x1a,0x00\n' >"$tmp/w64.txt"
printf 'v_cndmask_b32_e64 v1, v2, v3, s[6:7]\n' >"$tmp/want"
check "disasm --wave 64 prints the wave64 lane mask (gfx1100)" 0 "$tmp/want" "" -- \
    "$VJ" disasm --wave 64 "$tmp/w64.txt"

# A stream of mixed classes (bytes and texts from llvm-mc-19 -show-encoding, gfx1100):
# s_mov_b32 s0, 0x11223344; v_perm_b32 v0, v1, v2, v3; a word no class has;
# v_wmma_f32_16x16x16_f16 v[0:7], v[8:15], v[16:23], v[0:7] (valid, not decoded
# here: a matrix row); s_endpgm.
printf '%s\n' '0xff,0x00,0x80,0xbe,0x44,0x33,0x22,0x11, 0x00,0x00,0x44,0xd6,0x01,0x05,0x0e,0x04,' \
    '0x00,0x00,0x00,0xfc, 0x00,0x40,0x40,0xcc,0x08,0x21,0x02,0x1c, 0x00,0x00,0xb0,0xbf' \
    >"$tmp/mixed.txt"
cat >"$tmp/want" <<'EOF'
s_mov_b32 s0, 0x11223344
v_perm_b32 v0, v1, v2, v3
; vop3p 0xcc404000 0x1c022108 ; v_wmma_f32_16x16x16_f16 is valid on gfx1100 but not supported by vop3jit
s_endpgm
EOF
check "disasm: scalar in full, others as comments, resuming after a bad word" 1 "$tmp/want" \
    "byte offset 16: invalid instruction encoding (0xfc000000 is in no encoding class" -- \
    "$VJ" disasm "$tmp/mixed.txt"
cat >"$tmp/want" <<'EOF'
00000000: s_mov_b32 s0, 0x11223344
00000008: v_perm_b32 v0, v1, v2, v3
00000014: ; vop3p 0xcc404000 0x1c022108 ; v_wmma_f32_16x16x16_f16 is valid on gfx1100 but not supported by vop3jit
0000001c: s_endpgm
EOF
check "disasm --offsets" 1 "$tmp/want" "byte offset 16: " -- \
    "$VJ" disasm --offsets "$tmp/mixed.txt"

# A compiled kernel's .text: no message, and an instruction at each offset
# llvm-objdump-19 lists, no more, no fewer.
objcopy=${LLVM_MC%llvm-mc*}llvm-objcopy${LLVM_MC##*llvm-mc}
objdump=${LLVM_MC%llvm-mc*}llvm-objdump${LLVM_MC##*llvm-mc}
kernel="${VJ_TESTDATA:-$top_srcdir/tests/data}/kernels/md5.gfx1100.o"
n=$((n + 1))
if [ -z "${LLVM_MC:-}" ] || ! [ -x "$objcopy" ] || ! [ -x "$objdump" ]; then
    echo "ok $n - disasm of a kernel's .text # SKIP no llvm-objcopy-19 / llvm-objdump-19"
else
    "$objcopy" -O binary --only-section=.text "$kernel" "$tmp/text.bin"
    "$objdump" -d --mcpu=gfx1100 "$kernel" |
        sed -n 's|.*// \([0-9A-F]*\):.*|\1|p' | tr 'A-F' 'a-f' | sed 's/^0*\(.\{8\}\)$/\1/' \
        >"$tmp/want.off"
    "$VJ" disasm --binary --offsets "$tmp/text.bin" >"$tmp/out" 2>"$tmp/err"
    rc=$?
    cut -d: -f1 "$tmp/out" >"$tmp/out.off"
    if [ $rc = 0 ] && ! [ -s "$tmp/err" ] && [ -s "$tmp/want.off" ] &&
        cmp -s "$tmp/want.off" "$tmp/out.off"; then
        echo "ok $n - disasm of a kernel's .text: $(wc -l <"$tmp/out") instructions where" \
            "llvm-objdump-19 has them"
    else
        echo "not ok $n - disasm of a kernel's .text (exit $rc, $(wc -l <"$tmp/err") messages)"
        diff "$tmp/want.off" "$tmp/out.off" | head -5 | sed 's/^/# /'
        failed=1
    fi
fi

check "asm --help" 0 "" "" -- "$VJ" asm --help
check "disasm rejects an unknown target" 2 "" "unknown target 'gfx9000'" -- \
    "$VJ" disasm --arch gfx9000 "$tmp/w64.txt"
# 'vop3jit list': the instructions we translate; --all the sweep's, with a
# supported column; --markdown docs/instructions.md. Expected classes and
# names from llvm-mc-19 (v_wmma_f32_16x16x16_f16 and v_mfma_f32_4x4x1f32 valid, not
# translated; v_fma_f32 translated, issue 28; v_add_f16 and v_pk_fma_f16,
# issue 29; v_sqrt_f16 translated, approx, issue 29 item 1).
# line_has NAME FILE MNEMONIC WORDS...: the line of MNEMONIC has the words
line_has() {
    name=$1 file=$2 mn=$3
    shift 3
    n=$((n + 1))
    line=$(grep "^$mn " "$file" | head -n 1)
    for w in "$@"; do
        case " $line " in *" $w "*) ;; *) line= ;; esac
    done
    if [ -n "$line" ]; then
        echo "ok $n - $name"
    else
        echo "not ok $n - $name: no '$mn' line with '$*'"
        failed=1
    fi
}
"$VJ" list --arch gfx1100 >"$tmp/list" 2>&1
line_has "list: v_add_nc_u32 is translated on gfx1100, in both forms and VOPD" "$tmp/list" \
    v_add_nc_u32 VOP2 e32 e64 vopd-y
n=$((n + 1))
if grep -q '^v_wmma_f32_16x16x16_f16 ' "$tmp/list"; then
    echo "not ok $n - list: v_wmma_f32_16x16x16_f16 is not one we translate"
    failed=1
else
    echo "ok $n - list: v_wmma_f32_16x16x16_f16 is not one we translate"
fi
line_has "list: v_pk_fma_f16 is translated on gfx1100, exact" "$tmp/list" \
    v_pk_fma_f16 VOP3P exact
line_has "list: v_add_f16 is translated on gfx1100, exact, in both forms" "$tmp/list" \
    v_add_f16 VOP2 exact e32 e64
"$VJ" list --all --arch gfx1100 >"$tmp/all" 2>&1
line_has "list --all: v_wmma_f32_16x16x16_f16 is a matrix op, unsupported" "$tmp/all" \
    v_wmma_f32_16x16x16_f16 VOP3P 0x040 matrix unsupported
line_has "list --all: v_fma_f32 is a float op, supported, with VOP3-DPP forms" \
    "$tmp/all" v_fma_f32 VOP3 0x213 float supported dpp dpp8
# Room fdpp: the float forms we take (llvm-mc-19 decodes each).
line_has "list: v_add_f32 on gfx1100 takes DPP16, DPP8 and VOP3-DPP" "$tmp/list" \
    v_add_f32 VOP2 exact e32 e64 dpp dpp8 e64-dpp e64-dpp8
line_has "list: v_fma_f32 on gfx1100 takes VOP3-DPP" "$tmp/list" \
    v_fma_f32 VOP3 exact e64 e64-dpp e64-dpp8
"$VJ" list --all --arch gfx90a >"$tmp/all" 2>&1
line_has "list --all: v_sqrt_f16_e32 on gfx90a is a float op, supported, approx" "$tmp/all" \
    v_sqrt_f16_e32 VOP1 0x03e float supported approx sdwa dpp
line_has "list --all: v_add_f16_e32 on gfx90a is a float op, supported" "$tmp/all" \
    v_add_f16_e32 VOP2 0x01f float supported exact sdwa dpp
line_has "list --all: v_add_u16_e32 on gfx90a is an integer op, supported" "$tmp/all" \
    v_add_u16_e32 VOP2 0x026 int supported sdwa dpp
# Room ftrans: the fidelity label: a transcendental is approx, IEEE addition exact.
line_has "list: v_rcp_f32 on gfx1100 is approx" "$tmp/list" v_rcp_f32 VOP1 approx e32 e64
line_has "list: v_add_f32 on gfx1100 is exact" "$tmp/list" v_add_f32 VOP2 exact
"$VJ" list --arch gfx90a >"$tmp/list90a" 2>&1
line_has "list: v_add_f32 on gfx90a takes SDWA and DPP16" "$tmp/list90a" \
    v_add_f32 VOP2 exact e32 e64 sdwa dpp
line_has "list: v_cmp_lt_f32 on gfx90a takes SDWA" "$tmp/list90a" v_cmp_lt_f32 VOPC e32 e64 sdwa
"$VJ" list --all --arch gfx90a >"$tmp/all" 2>&1
line_has "list --all: v_sqrt_f64_e32 on gfx90a is supported, approx" "$tmp/all" \
    v_sqrt_f64_e32 VOP1 0x028 float supported approx
line_has "list --all: v_mfma_f32_4x4x1f32 on gfx90a is refused by name" "$tmp/all" \
    v_mfma_f32_4x4x1f32 VOP3P 0x042 matrix unsupported -
# run --strict refuses the approx instruction by name and line; without it the
# run says on stderr that one ran. 1/2 = 0.5 and 2 + 1 = 3 exactly.
printf 'v_add_f32 v1, 2.0, 1.0\nv_rcp_f32 v2, 2.0\n' >"$tmp/rcp.s"
check "run --strict refuses v_rcp_f32 by name" 1 "" \
    "$tmp/rcp.s:2:1: error: v_rcp_f32_e32: approximate result (strict mode): hardware may differ from our correctly rounded or pseudocode value" -- \
    "$VJ" run --strict --engine interp "$tmp/rcp.s"
printf '# engine: interp\nv1 = 0x40400000\nv2 = 0x3f000000\n' >"$tmp/want"
check "run without --strict says an approx instruction ran" 0 "$tmp/want" \
    "vop3jit run: note: 1 instruction of the block has an approximate result (fidelity approx: hardware may differ from our correctly rounded or pseudocode value; --strict refuses it)" -- \
    "$VJ" run --engine interp "$tmp/rcp.s"
# Issue 29, item 4: the fidelity is per target: v_dot2_f32_f16 is a hardware
# model on gfx1100 (strict takes it), the pseudocode (approx) on gfx90a.
line_has "list: v_dot2_f32_f16 on gfx1100 is model" "$tmp/list" v_dot2_f32_f16 VOP3P model
line_has "list: v_dot2_f32_f16 on gfx90a is approx" "$tmp/list90a" v_dot2_f32_f16 VOP3P approx
printf 'v_dot2_f32_f16 v1, 1.0, 2.0, 1.0\n' >"$tmp/dot.s"
printf '# engine: interp\nv1 = 0x40400000\n' >"$tmp/want"
check "run --strict takes a model row on gfx1100 (1 * 2 + 0 * 0 + 1 = 3)" 0 "$tmp/want" "" -- \
    "$VJ" run --strict --engine interp --arch gfx1100 "$tmp/dot.s"
check "run --strict refuses it on gfx90a (approx there)" 1 "" \
    "$tmp/dot.s:1:1: error: v_dot2_f32_f16: approximate result (strict mode): hardware may differ from our correctly rounded or pseudocode value" -- \
    "$VJ" run --strict --engine interp --arch gfx90a "$tmp/dot.s"
md="${top_srcdir:-.}/docs/instructions.md"
check "docs/instructions.md is what list --markdown prints (regenerate it)" 0 "$md" "" -- \
    "$VJ" list --markdown
exit 0
