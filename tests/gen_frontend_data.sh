#!/bin/sh
# gen_frontend_data: regenerate tests/data/frontend/roundtrip.txt from
# llvm-mc-19. Every instruction x every target where it exists x several
# operand kinds is assembled by llvm-mc; its canonical text and bytes (or
# its error) become the expected values of tests/test_frontend.c.
# gfx950 and gfx1250 are unknown to llvm-mc-19: their rows repeat gfx942's
# and gfx1200's, since they encode as their family does.
#
# Usage: tests/gen_frontend_data.sh [LLVM_MC] > tests/data/frontend/roundtrip.txt
set -eu
MC=${1:-llvm-mc-19}
here=$(dirname "$0")
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# Instruction names and shapes straight from insts.def, for one family
# (9..12): a VOP1/VOP2-class opcode's VOP3 form is spelt _e64, and a
# VJ_INST_RENAME row from that family on gives another name and class.
# A VOP1/VOP2/VOPC opcode also has its 32-bit form: the base name with
# "_e32", and the bare base name (llvm-mc picks the form), each a row of its
# own. A family's v_cmpx has no mask destination from GFX10 on (shape X_*).
insts_for() {
    awk -v fam="$1" '
        function spelt(nm, enc) { gsub(/"/, "", nm); return enc ~ /^VOP[12C]$/ ? nm "_e64" : nm }
        function base(nm) { gsub(/"/, "", nm); return nm }
        /^X\(/ {
            l = $0; sub(/^X\(/, "", l); split(l, f, /, */)
            if (f[3] == "VOPD") next # VOPD-only rows: the VOPD lines below
            if (seen[f[2]]++) next   # a name with a row per family (v_dot4c_i32_i8): once
            order[++k] = f[1]; name[f[1]] = spelt(f[2], f[3]); shape[f[1]] = f[4]
            bname[f[1]] = base(f[2]); enc[f[1]] = f[3]
            if (fam + 0 >= 10 && f[2] ~ /v_cmpx_/) shape[f[1]] = "X" substr(f[4], 2)
        }
        /^VJ_INST_PROPS\(.*VJ_IF_FLOAT/ { # a float row: its modifiers too (F_ templates)
            l = $0; sub(/^VJ_INST_PROPS\(/, "", l); split(l, f, /, */); isfloat[f[1]] = 1
        }
        # issue 29: an fp8-to-f32 row (VJ_IF_FP8, an integer source) takes no
        # ABS/NEG, and its CLAMP and OMOD are unsupported by name: its F_
        # templates would add only those (its DPP and SDWA rows stay)
        /^VJ_INST_PROPS\(.*VJ_IF_INTSRC \|.*VJ_IF_FP8/ {
            l = $0; sub(/^VJ_INST_PROPS\(/, "", l); split(l, f, /, */); nomods[f[1]] = 1
        }
        /^VJ_INST_RENAME\(/ {
            l = $0; sub(/^VJ_INST_RENAME\(/, "", l); sub(/\).*/, "", l); split(l, f, /, */)
            from = f[2]; sub(/GFX/, "", from)
            if (fam + 0 >= from + 0) {
                name[f[1]] = spelt(f[3], f[4]); bname[f[1]] = base(f[3]); enc[f[1]] = f[4]
            }
        }
        END {
            for (i = 1; i <= k; i++) {
                id = order[i]
                if (id in isfloat && !(id in nomods)) shape[id] = "F_" shape[id]
                print name[id], shape[id]
                if (enc[id] ~ /^VOP[12C]$/) {
                    print bname[id], shape[id]
                    print bname[id] "_e32", shape[id]
                }
                if (id in isfloat) { # room fdpp: the DPP, SDWA and VOP3-DPP forms
                    sh = (id in nomods) ? shape[id] : substr(shape[id], 3)
                    if (enc[id] ~ /^VOP[12C]$/) {
                        print bname[id] "_dpp", "FD_" sh
                        print bname[id] "_sdwa", "FS_" sh
                    }
                    print (enc[id] ~ /^VOP[12C]$/ ? name[id] : name[id] "_e64") "_dpp", "FE_" sh
                }
            }
        }
    ' "$here/../src/frontend/insts.def"
}

# A float row's (F_ shapes): its shape's lines, then float modifiers on
# every source (ABS, NEG, written both ways, on registers and constants),
# OMOD and CLAMP, f64 literals, and what llvm-mc refuses.
float_templates() {
    case $1 in
    S_S) cat <<'EOF'
s20, -s1
s21, |s2| clamp
s22, -|s3| mul:2
s23, s4 clamp div:2
s24, neg(1.0)
s25, 1.5
s26, s1 mul:4
EOF
        ;;
    S_H) cat <<'EOF'
s20, -s1
s21, |s2| clamp
s22, -|s3| mul:2
s23, s4 clamp div:2
s24, neg(1.0)
s25, 1.5
s26, 0x3c01
s27, s1 op_sel:[1,0]
EOF
        ;;
    V_V) cat <<'EOF'
v20, -v1
v21, |v2| clamp
v22, -|v3| mul:2
v23, v4 clamp div:2
v24, neg(1.0)
v25, 1.5
v26, v1 mul:4
v27, abs(s3)
v28, -0x12345678
EOF
        ;;
    V_W) cat <<'EOF'
v20, -v[2:3]
v21, |v[2:3]| clamp mul:2
v22, 1.5
v23, 0x12345678
v24, neg(1.0) div:2
v25, -|s[4:5]|
EOF
        ;;
    W_V) cat <<'EOF'
v[20:21], -v1
v[22:23], |v2| clamp mul:2
v[24:25], 1.5
v[26:27], 0x12345678
v[28:29], neg(s3) div:2
EOF
        ;;
    V_VV) cat <<'EOF'
v20, -v1, |v2|
v21, -|v1|, -v2 clamp
v22, v1, v2 mul:2
v23, v1, v2 clamp div:2
v24, v1, v2 mul:4
v25, neg(1.0), v2
v26, neg(1), v2
v27, |-1.0|, v2
v28, abs(v1), neg(s2)
v29, 1.5, v2
v30, -0x12345678, v2
v31, v1, v2 mul:3
v32, v1, v2 mul:2 clamp
v33, s1, -v2 div:1
v34, -|0x12345678|, v2
v35, v1, v2 mul:2 mul:2
EOF
        ;;
    V_VVV) cat <<'EOF'
v20, -v1, |v2|, -|v3|
v21, neg(1.0), v2, |4.0|
v22, v1, v2, v3 clamp mul:2
v23, v1, v2, v3 div:2
v24, 1.5, v2, -v3
v25, v1, 0x12345678, neg(0x12345678)
EOF
        ;;
    W_WW) cat <<'EOF'
v[20:21], -v[2:3], |v[4:5]|
v[22:23], v[2:3], v[4:5] clamp mul:2
v[24:25], 1.5, v[4:5]
v[26:27], 0x12345678, v[4:5]
v[28:29], -100, v[4:5]
v[30:31], neg(1.0), v[4:5] div:2
v[32:33], s[2:3], -|v[4:5]|
v[34:35], 0.15915494309189532, v[4:5]
v[36:37], -2, v[4:5]
v[38:39], v[4:5], 0x3ff00000 mul:4
EOF
        ;;
    C_VV) cat <<'EOF'
@V, -v1, |v2|
@V, -|v1|, v2 clamp
@V, neg(1.0), v2
@V, v1, v2 mul:2
@D, 1.5, v2
EOF
        ;;
    X_VV) cat <<'EOF'
-v1, |v2|
-|v1|, v2 clamp
neg(1.0), v2
1.5, v2
EOF
        ;;
    C_WW) cat <<'EOF'
@V, -v[2:3], |v[4:5]|
@V, v[2:3], v[4:5] clamp
@V, 1.5, v[4:5]
@D, 0, v[4:5]
@D, 0x3ff00000, v[4:5]
EOF
        ;;
    X_WW) cat <<'EOF'
-v[2:3], |v[4:5]|
v[2:3], v[4:5] clamp
1.5, v[4:5]
0, v[4:5]
EOF
        ;;
    C_WV) cat <<'EOF'
@V, -|v[2:3]|, v4
@V, v[2:3], -v4
@V, v[2:3], v4 clamp
@V, 1.5, v4
EOF
        ;;
    X_WV) cat <<'EOF'
-|v[2:3]|, v4
v[2:3], -v4
v[2:3], v4 clamp
EOF
        ;;
    W_W) cat <<'EOF'
v[20:21], -v[2:3]
v[22:23], |v[2:3]| clamp mul:2
v[24:25], 1.5
v[26:27], 0x12345678
v[28:29], neg(1.0) div:2
EOF
        ;;
    W_WV) cat <<'EOF'
v[20:21], -v[2:3], v4
v[22:23], |v[2:3]|, s4 clamp mul:2
v[24:25], 1.5, v4 div:2
v[26:27], v[2:3], -v4
v[28:29], -|0x12345678|, 3
EOF
        ;;
    VS_VVV) cat <<'EOF'
v20, @D, -v1, v2, -v3
v21, @D, v1, -v2, v3
v22, @D, v1, v2, v3 clamp mul:2
v23, @V, v1, v2, v3 div:2
v24, @D, 1.5, -v2, v3
v25, @D, v1, 0x12345678, v3
EOF
        ;;
    WS_WWW) cat <<'EOF'
v[20:21], @D, -v[2:3], v[4:5], -v[6:7]
v[22:23], @D, v[2:3], -v[4:5], v[6:7]
v[24:25], @V, v[2:3], v[4:5], 1.0 clamp div:2
v[26:27], @D, 1.5, v[4:5], 0x40000000 mul:2
EOF
        ;;
    W_WWW) cat <<'EOF'
v[20:21], -v[2:3], |v[4:5]|, -|v[6:7]|
v[22:23], v[2:3], v[4:5], 1.0 clamp div:2
v[24:25], 1.5, v[4:5], s[6:7]
v[26:27], v[2:3], -2.0, 0x40000000 mul:2
EOF
        ;;
    V_HH) cat <<'EOF'
v20, -v1, |v2|
v21, -|v1|, -v2 clamp
v22, v1, v2 mul:2
v23, neg(1.0), v2
v24, 1.5, v2
v25, 0x3c00, v2
v26, -0x1234, v2
v27, 0.15915494, v2
v28, v1, -2.0 div:2
v29, 2.5e1, s2
v30, -0.0, v2
v31, 0.1, v2
v32, 1e10, v2
EOF
        ;;
    V_H) cat <<'EOF'
v20, -v1
v21, |v2| clamp
v22, -|v3| mul:2
v23, neg(1.0)
v24, 1.5
v25, 0x4e40
v26, -0.5 div:2
v27, -|s3|
EOF
        ;;
    V_HHH) cat <<'EOF'
v20, -v1, |v2|, -|v3|
v21, neg(1.0), v2, |4.0|
v22, v1, v2, v3 clamp mul:2
v23, 1.5, v2, -v3
v24, v1, 0x1234, neg(0x1234)
EOF
        ;;
    C_HH) cat <<'EOF'
@V, -v1, |v2|
@V, neg(1.0), v2
@D, 1.5, v2
@D, -|v1|, 0x3c00
EOF
        ;;
    X_HH) cat <<'EOF'
-v1, |v2|
neg(1.0), v2
1.5, v2
EOF
        ;;
    C_HV) cat <<'EOF'
@V, v1, v2
@V, -v1, v2
@D, |1.0|, v2
@D, 1.5, 0x3ff
@D, v1, 3
@V, s1, v200
EOF
        ;;
    X_HV) cat <<'EOF'
v1, v2
-|v1|, 0x3ff
1.5, 5
s1, v200
EOF
        ;;
    W_PP) cat <<'EOF'
v[30:31], -v[2:3], v[4:5]
v[32:33], |v[2:3]|, v[4:5]
v[34:35], v[2:3], v[4:5] mul:2
v[36:37], v[2:3], v[4:5] div:2 clamp
v[38:39], neg(1.0), v[4:5]
v[40:41], 1.5, v[4:5]
v[42:43], v[2:3], -1.0 op_sel:[0,1]
v[44:45], -4.0, v[4:5] op_sel_hi:[0,1] neg_hi:[1,0]
EOF
        ;;
    W_PPP) cat <<'EOF'
v[30:31], -v[2:3], v[4:5], v[6:7]
v[32:33], v[2:3], v[4:5], v[6:7] mul:4
v[34:35], v[2:3], 2.0, 4.0 op_sel_hi:[1,0,0] clamp
v[36:37], v[2:3], v[4:5], |v[6:7]|
v[38:39], v[2:3], 0.15915494, v[6:7] neg_lo:[0,1,0]
EOF
        ;;
    V_PP) cat <<'EOF'
v20, 0x3c00, v1
v21, 0.5, v2 op_sel:[1,0]
v22, 0x3f800000, v3
v23, -1.0, v1 neg_lo:[1,0] neg_hi:[0,1] clamp
v24, 3.0, v1
v25, 0xbc00, v2 op_sel_hi:[0,1]
v26, 0xffffbc00, v2
v27, 0.1, v2
v28, 1e10, v2
v29, 0x3118, s2
v30, -v1, v2
v31, v1, |v2|
v32, v1, v2 mul:2
v33, 0x40004000, v1
v34, v1, 0x10000
v35, --1.0, v1
EOF
        ;;
    V_PPP) cat <<'EOF'
v20, v1, 0x3c00, 2.0
v21, v1, v2, 0.15915494 op_sel:[1,1,1] op_sel_hi:[0,0,0] neg_lo:[1,1,1] neg_hi:[1,0,1] clamp
v22, -4.0, v2, 65504.0
v23, v1, v2, 0xfffffff0
EOF
        ;;
    esac
}

# Room fdpp: a float row's DPP16/DPP8 (FD_), SDWA (FS_) and VOP3-DPP (FE_)
# forms, 32-bit shapes only (llvm-mc refuses the others, or they are not
# ours): NEG/ABS where the form has them, CLAMP/OMOD, the controls of each
# family (GFX9's row_bcast, GFX10+'s row_share/fi, DPP8), and what llvm-mc
# refuses (modifiers in DPP8, sext() on a float source, OMOD in DPP16).
float_form_templates() {
    case $1 in
    FD_V_V) cat <<'EOF'
v20, -v1 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
v21, |v2| quad_perm:[1,0,3,2] row_mask:0x3 bank_mask:0xc
v22, -|v3| row_bcast:15 row_mask:0xa bank_mask:0xf
v23, v4 dpp8:[7,6,5,4,3,2,1,0]
v24, -v4 dpp8:[7,6,5,4,3,2,1,0]
v25, v4 row_share:3 row_mask:0xf bank_mask:0xf fi:1
v26, v4 mul:2 row_shr:1
v27, v5 row_newbcast:1 row_mask:0xf bank_mask:0xf
EOF
        ;;
    FD_V_VV) cat <<'EOF'
v20, -v1, |v2| row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
v21, v1, -|v2| row_bcast:15 row_mask:0xa bank_mask:0xf
v22, |v1|, v2 row_xmask:1 row_mask:0xf bank_mask:0xf fi:1
v23, v1, v2 dpp8:[7,6,5,4,3,2,1,0] fi:1
v24, v1, v2 clamp row_shr:1
v25, s1, v2 row_shr:1
v26, -v1, v2 wave_ror:1 row_mask:0xf bank_mask:0xf
EOF
        ;;
    FD_W_W) cat <<'EOF'
v[20:21], -v[2:3] row_newbcast:1 row_mask:0xf bank_mask:0xf
v[22:23], |v[4:5]| row_newbcast:15 row_mask:0x5 bank_mask:0xa bound_ctrl:1
v[24:25], v[2:3] quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
v[26:27], v[2:3] mul:2 row_newbcast:1
EOF
        ;;
    FD_V_W) cat <<'EOF'
v20, -|v[2:3]| row_newbcast:2 row_mask:0xf bank_mask:0xf
v21, v[4:5] row_shr:1 row_mask:0xf bank_mask:0xf
EOF
        ;;
    FD_W_V) cat <<'EOF'
v[20:21], -v2 row_newbcast:7 row_mask:0x3 bank_mask:0xf
v[22:23], v3 row_shl:1 row_mask:0xf bank_mask:0xf
EOF
        ;;
    FD_W_WW) cat <<'EOF'
v[20:21], -v[2:3], |v[4:5]| row_newbcast:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
v[22:23], v[2:3], v[4:5] row_mirror row_mask:0xf bank_mask:0xf
EOF
        ;;
    FD_C_VV) cat <<'EOF'
@V, -v1, |v2| row_shr:1 row_mask:0xf bank_mask:0xf
@V, v1, v2 dpp8:[7,6,5,4,3,2,1,0]
@V, |v1|, -v2 quad_perm:[3,2,1,0] row_mask:0x5 bank_mask:0xa bound_ctrl:1
EOF
        ;;
    FD_X_VV) cat <<'EOF'
-v1, |v2| row_shr:1 row_mask:0xf bank_mask:0xf
v1, v2 dpp8:[7,6,5,4,3,2,1,0]
EOF
        ;;
    FS_V_V) cat <<'EOF'
v20, -v1 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:BYTE_0
v21, |v2| clamp mul:2 dst_sel:DWORD dst_unused:UNUSED_PRESERVE src0_sel:WORD_1
v22, sext(v2) src0_sel:WORD_1
v23, s2 div:2 src0_sel:BYTE_3
v24, -|v3| dst_sel:BYTE_1 dst_unused:UNUSED_SEXT
v25, 1.0
EOF
        ;;
    FS_V_VV) cat <<'EOF'
v20, -v1, |v2| dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:WORD_0
v21, v1, -|v2| clamp div:2 dst_sel:BYTE_2 dst_unused:UNUSED_SEXT src0_sel:DWORD src1_sel:BYTE_3
v22, s1, v2 mul:4 src0_sel:WORD_1
v23, v1, sext(v2) src1_sel:BYTE_0
v24, 0.5, -v2
v25, v1, v2 mul:2 clamp
EOF
        ;;
    FS_C_VV) cat <<'EOF'
@D, -v1, |v2| src0_sel:WORD_1 src1_sel:BYTE_0
@V, v1, -v2 src0_sel:BYTE_1 src1_sel:DWORD
@V, v1, sext(v2) src1_sel:BYTE_0
@V, v1, v2 clamp
EOF
        ;;
    FS_X_VV) cat <<'EOF'
-v1, |v2| src0_sel:WORD_1 src1_sel:BYTE_0
s1, v2 src0_sel:BYTE_2
EOF
        ;;
    FE_V_V) cat <<'EOF'
v20, -|v1| clamp mul:4 row_shr:1 row_mask:0xf bank_mask:0xf
v21, v1 dpp8:[7,6,5,4,3,2,1,0] fi:1
v22, -v1 div:2 quad_perm:[0,0,0,0] row_mask:0xf bank_mask:0xf bound_ctrl:1 fi:1
EOF
        ;;
    FE_V_VV) cat <<'EOF'
v20, -v1, |v2| clamp mul:2 row_shr:1 row_mask:0xf bank_mask:0xf
v21, v1, s2 dpp8:[7,6,5,4,3,2,1,0]
v22, -|v1|, v2 div:2 quad_perm:[0,0,0,0] row_mask:0xf bank_mask:0xf bound_ctrl:1 fi:1
v23, v1, -v2 row_share:15 row_mask:0x7 bank_mask:0x1
EOF
        ;;
    FE_V_VVV) cat <<'EOF'
v20, -v1, |v2|, -|v3| clamp row_shr:1 row_mask:0xf bank_mask:0xf
v21, v1, v2, v3 div:2 dpp8:[7,6,5,4,3,2,1,0]
v22, v1, 1.0, v3 row_shr:1 row_mask:0xf bank_mask:0xf
EOF
        ;;
    FE_C_VV) cat <<'EOF'
@D, -v1, |v2| row_shr:1 row_mask:0xf bank_mask:0xf
@V, v1, v2 dpp8:[7,6,5,4,3,2,1,0]
EOF
        ;;
    FE_X_VV) cat <<'EOF'
-v1, |v2| row_shr:1 row_mask:0xf bank_mask:0xf
v1, v2 dpp8:[7,6,5,4,3,2,1,0] fi:1
EOF
        ;;
    esac
}

# Operand templates per shape; M is replaced by lane masks of the wave size.
templates() {
    case $1 in
    F_*) templates "${1#F_}"; float_templates "${1#F_}" ;;
    FD_*|FS_*|FE_*) float_form_templates "$1" ;;
    S_S) cat <<'EOF'
s1, s2
s105, 1.0
vcc_lo, m0
exec_lo, s3
null, s4
ttmp3, 0x12345678
m0, vcc_hi
s5, exec_lo
EOF
        ;;
    S_H) cat <<'EOF'
s1, s2
s105, 1.0
vcc_lo, m0
exec_lo, s3
null, s4
ttmp3, 0x1234
s6, 0x12345678
m0, vcc_hi
s5, exec_lo
EOF
        ;;
    V_W) cat <<'EOF'
v1, v[2:3]
v255, s[4:5]
v0, vcc
v3, exec
v4, 1
v5, -16
v6, 0.5
v7, v[255:256]
v8, src_scc
v9, flat_scratch
v10, null
EOF
        ;;
    W_V) cat <<'EOF'
v[2:3], v1
v[254:255], s5
v[0:1], vcc_lo
v[4:5], 64
v[6:7], -4.0
v[8:9], src_execz
v[10:11], m0
v[255:256], v1
v[12:13], src_lds_direct
EOF
        ;;
    W_WW) cat <<'EOF'
v[2:3], v[4:5], v[6:7]
v[254:255], s[4:5], v[0:1]
v[0:1], 1, v[2:3]
v[4:5], vcc, exec
v[6:7], v[1:2], v[3:4]
v[8:9], ttmp[2:3], null
v[10:11], src_scc, v[2:3]
v[12:13], flat_scratch, v[2:3]
v[14:15], s[2:3], s[4:5]
EOF
        ;;
    V_VVK) cat <<'EOF'
v1, v2, v3, 0x41200000
v255, s1, v0, 0x1
v1, 1.0, v3, 1.0
v1, 0x41200000, v3, 0x41200000
v1, 0x1234, v3, 0x41200000
v1, v2, v3, s4
v1, -v2, v3, 0x41200000
v1, v2, v3, -1
v1, m0, v3, 2
v1, v2, s3, 0.5
v1, v2, v3, 0x41200000 clamp
EOF
        ;;
    V_VKV) cat <<'EOF'
v1, v2, 0x41200000, v3
v1, s2, 0.5, v3
v1, v2, 0x41200000, s3
v1, -1, 1, v3
v1, 0x41200000, 0x41200000, v3
v1, 0.5, -4.0, v255
EOF
        ;;
    V_HHK) cat <<'EOF'
v1, v2, v3, 0x4900
v255, s1, v0, 0x1
v1, 1.0, v3, 1.0
v1, 0x3c00, v3, 0x3c00
v1, 0x1234, v3, 0x4900
v1, v2, v3, s4
v1, -v2, v3, 0x4900
v1, v2, v3, -1
v1, m0, v3, 2
v1, v2, s3, 0.5
v1, v2, v3, 0x4900 clamp
v200, v2, v3, 0x4900
v1, v2, v3, 0x3f800000
v1, v2, v3, 0.1
EOF
        ;;
    V_HKH) cat <<'EOF'
v1, v2, 0x4900, v3
v1, s2, 0.5, v3
v1, v2, 0x4900, s3
v1, -1, 1, v3
v1, 0x4900, 0x4900, v3
v1, 0.5, -4.0, v127
v1, v2, 0x4900, v200
EOF
        ;;
    W_WV) cat <<'EOF'
v[2:3], v[4:5], v6
v[254:255], s[4:5], v0
v[0:1], 1, -16
v[4:5], vcc, s2
v[6:7], v[1:2], 0.5
v[8:9], src_scc, m0
v[10:11], 0x12345678, v1
EOF
        ;;
    W_WWW) cat <<'EOF'
v[2:3], v[4:5], v[6:7], v[8:9]
v[254:255], s[4:5], v[0:1], s[4:5]
v[0:1], 1, -16, 0.5
v[4:5], vcc, exec, v[2:3]
v[6:7], v[1:2], v[3:4], v[5:6]
v[10:11], src_scc, v[2:3], v[4:5]
v[14:15], s[2:3], s[4:5], v[2:3]
EOF
        ;;
    V_PP) cat <<'EOF'
v1, v2, v3
v255, s101, v0
v4, 0x1234, v5
v6, v7, v8 op_sel:[1,0]
v9, v10, v11 op_sel_hi:[0,1] neg_lo:[1,0] clamp
v12, 1.0, -16
EOF
        ;;
    V_PPV) cat <<'EOF'
v1, v2, v3, v4
v5, s6, v7, s8
v9, v10, v11, 0x1234
v12, 1, v13, -16
v14, v15, v16, v17 op_sel:[1,0,0]
v18, v19, v20, v21 op_sel_hi:[0,1,1] neg_lo:[0,1,0]
v22, v23, v24, 0.5 clamp
EOF
        ;;
    W_PP) cat <<'EOF'
v[0:1], v[2:3], v[4:5]
v[254:255], s[2:3], v[4:5]
v[6:7], v[8:9], s[10:11] op_sel:[1,0]
v[12:13], v[14:15], v[14:15] op_sel:[0,1]
v[16:17], s[2:3], s[2:3] op_sel:[1,1]
v[18:19], s[2:3], s[4:5]
v[20:21], 1, v[4:5]
v[22:23], v[2:3], 0.5 op_sel_hi:[0,1]
v[24:25], vcc, exec clamp
v[3:4], v[2:3], v[4:5]
v[26:27], v[2:3], v[4:5] neg_lo:[1,0] neg_hi:[0,1]
v[28:29], 0x12345678, v[4:5]
EOF
        ;;
    W_PPP) cat <<'EOF'
v[0:1], v[2:3], v[4:5], v[6:7]
v[254:255], s[2:3], v[4:5], s[2:3]
v[8:9], v[10:11], s[12:13], v[14:15] op_sel:[1,0,1] op_sel_hi:[0,1,0]
v[16:17], v[2:3], v[4:5], 0.5 op_sel_hi:[1,1,0]
v[18:19], 1, v[4:5], -2.0
v[20:21], v[2:3], v[4:5], v[6:7] neg_lo:[1,1,0] neg_hi:[0,1,1] clamp
v[3:4], v[2:3], v[4:5], v[6:7]
v[22:23], vcc, exec, v[6:7]
v[24:25], 0x12345678, v[4:5], v[6:7]
EOF
        ;;
    V_PPP) cat <<'EOF'
v1, v2, v3, v4
v5, s6, v7, v8 op_sel:[0,1,1]
v9, v10, v11, v12 op_sel_hi:[1,0,1] neg_hi:[0,0,1]
v13, v14, 64, 0x1234
EOF
        ;;
    V_V) cat <<'EOF'
v1, v2
v255, s101
v0, vcc_hi
v3, ttmp15
v4, m0
v5, null
v6, exec_lo
v7, -16
v8, 64
v9, 0.5
v10, -4.0
v11, 0.15915494
v12, 0x12345678
v13, src_scc
v14, src_execz
v15, src_lds_direct
v16, v256
v17, s106
EOF
        ;;
    V_VV) cat <<'EOF'
v1, v2, v3
v255, s0, v255
v0, vcc_lo, exec_hi
v2, ttmp0, m0
v3, 1, 2.0
v4, -1.0, s5
v5, s1, s2
v6, 0x3f800000, v1
v7, 0x12345678, v2
v8, 0x12345678, 0x12345678
v9, 0x12345678, 0x87654321
v10, src_vccz, v2
v11, src_shared_base, v3
v12, v1, src_lds_direct
v13, flat_scratch_lo, v1
v14, s102, v1
v15, v1, v2 clamp
EOF
        ;;
    V_VVV) cat <<'EOF'
v1, v2, v3, v4
v255, v255, v254, v253
v0, s1, v2, v3
v2, vcc_lo, vcc_lo, v1
v3, 0, 64, -16
v4, 0.5, -0.5, 4.0
v5, exec_lo, m0, ttmp7
v6, s1, s2, v3
v7, s1, s1, s1
v8, 0x12345678, v1, v2
v9, v1, 0x12345678, 0x12345678
v10, src_scc, v1, v2
v11, null, v1, v2
v12, xnack_mask_hi, v1, v2
v13, v1, v2, v3 clamp
v14, |v1|, v2, v3
v15, v1, v2, v3 op_sel:[1,0,0]
v16, v1, v2, v3 op_sel_hi:[1,0,1] neg_lo:[1,1,0]
v17, v1, v2, v3 neg_lo:[0,1,0] neg_hi:[1,0,0] clamp
EOF
        ;;
    V_VVM) cat <<'EOF'
v1, v2, v3, M
v255, -v2, |v3|, M
v0, -|v2|, -|v3|, M
v2, s1, v3, M
v3, 1.0, -1, M
v4, neg(v1), abs(v2), M
v5, 0x12345678, v1, M
v6, v1, v2, vcc
v7, v1, v2, vcc_lo
v8, v1, v2, s[4:5]
v9, v1, v2, s4
v10, v1, v2, M clamp
EOF
        ;;
    VC_VV) cat <<'EOF'
v1, @D, v2, v3
v1, @V, v2, v3
v255, @D, s1, v2
v2, @V, 0x12345678, v3
v3, @V, 5, v4
v4, null, v1, v2
v5, @D, v1, s2
v6, @D, v1, v2 clamp
v7, @V, v1, v2 clamp
EOF
        ;;
    VC_VVM) cat <<'EOF'
v1, @D, v2, v3, @M
v1, @V, v2, v3, @V
v2, @V, s1, v3, @V
v3, @V, 0x12345678, v3, @V
v4, @D, v1, s2, @M
v5, @D, v1, v2, @M clamp
v6, @V, 1, v2, @V
v7, @V, v1, v2, @M
EOF
        ;;
    VS_VVV) cat <<'EOF'
v1, @D, v2, v3, v4
v1, @V, v2, v3, v4
v255, @D, s1, v2, v3
v2, @V, 0x12345678, v3, v4
v3, null, v1, v2, v3
v4, @D, 1, -16, 0.5
v5, @D, v1, s2, exec_lo
EOF
        ;;
    WS_WWW) cat <<'EOF'
v[2:3], @D, v[4:5], v[6:7], v[8:9]
v[2:3], @V, s[4:5], v[6:7], v[8:9]
v[4:5], null, v[2:3], v[2:3], v[6:7]
v[6:7], @D, 1, v[2:3], 0x40000000
v[254:255], @D, vcc, v[0:1], s[4:5]
EOF
        ;;
    WC_VVW) cat <<'EOF'
v[2:3], @D, v1, v2, v[4:5]
v[2:3], @V, s1, v2, s[4:5]
v[4:5], @D, 1, v2, 0
v[6:7], @D, v1, v2, v[4:5] clamp
v[8:9], null, v1, v2, v[6:7]
v[10:11], @D, 0x12345678, v2, v[4:5]
v[3:4], @D, v1, v2, v[4:5]
EOF
        ;;
    C_VV) cat <<'EOF'
@D, v1, v2
@V, v1, v2
@V, s1, v2
@V, 0x12345678, v2
@D, v1, s2
@D, -1, v2
@V, v1, v2 clamp
@D, 1.0, s3
EOF
        ;;
    X_VV) cat <<'EOF'
v1, v2
s1, v2
0x12345678, v2
v1, s2
-1, v2
@D, v1, v2
EOF
        ;;
    C_WW) cat <<'EOF'
@D, v[1:2], v[2:3]
@V, v[2:3], v[4:5]
@V, s[2:3], v[4:5]
@V, 0x12345678, v[2:3]
@D, v[2:3], s[4:5]
@D, -1, v[2:3]
@D, v[254:255], v[2:3]
EOF
        ;;
    C_WV) cat <<'EOF'
@D, v[1:2], v2
@V, v[2:3], v4
@V, s[2:3], 0x3ff
@D, v[2:3], s4
@D, -1, v2
EOF
        ;;
    X_WV) cat <<'EOF'
v[2:3], v4
s[2:3], 0x3ff
v[2:3], s4
-1, v2
EOF
        ;;
    X_WW) cat <<'EOF'
v[2:3], v[4:5]
s[2:3], v[4:5]
0x12345678, v[2:3]
v[2:3], s[4:5]
-1, v[2:3]
EOF
        ;;
    C_HH) cat <<'EOF'
@D, v1, v2
@V, v1, v2
@V, s1, v2
@V, 0x1234, v2
@V, 0x12345678, v2
@D, v1, s2
@D, -1, v2
@D, 1.0, v2
@V, 0.5, v2
@V, 0x3c00, v2
@D, v1, 0xffff
@V, v1, v2 clamp
EOF
        ;;
    X_HH) cat <<'EOF'
v1, v2
s1, v2
0x1234, v2
-1, v2
1.0, v2
v1, 0xffff
EOF
        ;;
    V_HH) cat <<'EOF'
v1, v2, v3
v255, s1, v2
v4, 0x1234, v5
v6, v7, 0x12345678
v8, 1.0, v9
v10, -1, v11
v12, 0.5, s3
v13, v1, v2 op_sel:[1,0,1]
v14, v1, v2 op_sel:[0,1,0] clamp
v15, v1, v2 clamp
v16, 0x3c00, v1
v17, src_scc, v1
v18, v1, v2 op_sel:[1,1,1,1]
EOF
        ;;
    V_H) cat <<'EOF'
v1, v2
v255, s1
v3, v200
v4, 0x1234
v5, 1.0
v6, -1
v7, 0x12345678
v8, v1 op_sel:[1,0]
v9, src_scc
EOF
        ;;
    Q_WVQ) cat <<'EOF'
v[0:3], v[2:3], v4, v[6:9]
v[1:4], s[2:3], 5, v[5:8]
v[252:255], v[2:3], v4, v[252:255] clamp
v[0:3], v[2:3], v4, s[4:7]
v[0:3], v[2:3], v4, 1
v[0:3], 0x12345678, v4, v[6:9]
v[253:256], v[2:3], v4, v[6:9]
EOF
        ;;
    T_T) cat <<'EOF'
v1.l, v2.l
v1.h, s2
v127.h, v127.h
v5.l, v6.h
v1.l, 0x1234
v1.l, 1.0
v1.l, -1
v1.l, src_scc
v1, v2
v128.l, v2.l
v1.l, -v2.l
v1.l, v2.l clamp
EOF
        ;;
    N) cat <<'EOF'

v1
clamp
EOF
        ;;
    V_HHM) cat <<'EOF'
v1, v2, v3, M
v255, -v2, |v3|, M
v2, s1, v3, M
v3, 0.5, -1, M
v4, 0x1234, v1, M
v5, v1, v2, vcc
v6, v1, v2, s[4:5]
v7, v1, v2, M clamp
v8, v1, v2, M op_sel:[1,0,0,0]
EOF
        ;;
    W_W) cat <<'EOF'
v[2:3], v[4:5]
v[254:255], s[2:3]
v[4:5], 0x12345678
v[6:7], 1.0
v[8:9], -16
v[10:11], vcc
v[12:13], exec
v[3:4], v[4:5]
v[14:15], v[5:6]
v[16:17], 0.15915494309189532
EOF
        ;;
    W_WVW) cat <<'EOF'
v[2:3], v[4:5], 3, v[6:7]
v[2:3], s[4:5], v1, 1.0
v[4:5], 0x12345678, 2, v[6:7]
v[6:7], v[4:5], 1.0, -1
v[3:4], v[4:5], 1, v[6:7]
v[8:9], v[4:5], 4, s[6:7] clamp
v[10:11], v[4:5], 0, exec
EOF
        ;;
    V_HHH|V_HHV) cat <<'EOF'
v1, v2, v3, v4
v255, s1, v2, v3
v4, 0x1234, v5, v6
v6, v7, v8, 0x12345678
v8, 1.0, v9, -1
v10, v1, v2, v3 op_sel:[1,0,1,0]
v11, v1, v2, v3 op_sel:[0,1,0,1] clamp
v12, v1, v2, v3 clamp
v13, s1, s1, v2
v14, v1, v2, v3 op_sel:[1,1,1]
EOF
        ;;
    W_VW) cat <<'EOF'
v[2:3], v2, v[4:5]
v[254:255], 63, s[4:5]
v[0:1], s1, 1.0
v[4:5], v1, -16
v[6:7], v1, 0x12345678
v[8:9], v1, vcc
v[10:11], v1, exec
v[12:13], v1, ttmp[2:3]
v[14:15], v1, null
v[16:17], v1, 0.15915494309189532
v[18:19], s1, s[2:3]
v[3:4], v1, v[5:6]
v[20:21], v1, s[5:6]
v[22:23], v1, flat_scratch
EOF
        ;;
    # Cross-lane (issue 19): a scalar destination, a VGPR source, a lane
    # select of a scalar or an inline constant; the classes broken too.
    S_V) cat <<'EOF'
s1, v2
s105, v255
vcc_lo, v0
m0, v1
exec_lo, v3
null, v4
ttmp3, v5
s1, s2
s1, 5
v1, v2
s[2:3], v2
s1, src_lds_direct
s1, v2 clamp
EOF
        ;;
    S_VL) cat <<'EOF'
s1, v2, s3
s105, v255, 63
vcc_lo, v0, m0
exec_hi, v1, -16
null, v4, s5
s6, v7, 64
s6, v7, 65
s6, v7, 0x12345678
s6, v7, 1.0
s6, v7, src_scc
s6, s7, s8
s6, v7, v8
v6, v7, s8
s6, -v7, s8
s6, v7, s8 clamp
EOF
        ;;
    V_X) cat <<'EOF'
v1, v2
v255, v0
v3, v255
v4, s2
v5, 5
v6, src_scc
v7, v[2:3]
s1, v2
v8, v2 clamp
EOF
        ;;
    V_VSS) cat <<'EOF'
v1, v2, s3, s4
v255, v0, s105, ttmp15
v1, v2, 1, 2
v1, v2, -1, 0.5
v1, v2, 0x1234, s4
v1, v2, s3, 0x1234
v1, v2, 0x1234, 0x4321
v1, v2, m0, exec_hi
v1, v2, null, src_scc
v1, v2, s3, s4 op_sel:[1,0]
v1, v2, s3, s4 op_sel:[0,1]
v1, v2, s3, s4 op_sel:[1,1]
v1, v2, s3, s4 op_sel:[1]
v1, v2, s3, s4 op_sel:[0,0,1]
v1, s2, s3, s4
v1, v2, v3, s4
v1, v2, s3, v4
v1, v2, lds_direct, s4
v1, lds_direct, s3, s4
v1, v2, exec, s4
v1, v2, s3, s4 clamp
v1, -v2, s3, s4
v[1:2], v2, s3, s4
EOF
        ;;
    V_XX) cat <<'EOF'
v1, v2, v3
v255, v0, v255
v1, v2, v3 op_sel:[1,0]
v1, v2, v3 op_sel:[0,1]
v1, v2, v3 op_sel:[1,1]
v1, v2, v3 op_sel:[1]
v1, v2, v3 op_sel:[1,0,0,0]
v1, v2, v3 op_sel:[0,0,1]
v1, v2, v3 op_sel:[0,0,0,1]
v1, s2, v3
v1, v2, s3
v1, v2, 1
v1, 0x1234, v3
v1, v2, lds_direct
v1, lds_direct, v3
v1, v2, v3 clamp
v1, -v2, v3
v1, |v2|, v3
v1, v2, v3 neg_lo:[1,0]
v[1:2], v2, v3
s1, v2, v3
EOF
        ;;
    # CDNA's AGPR moves: an AGPR where the class names one and nowhere
    # else, the sources each target's assembler takes, no modifiers.
    V_A) cat <<'EOF'
v1, a2
v255, a255
v0, a0
v1, acc2
v1, a[2]
v1, a[2:3]
v1, v2
v1, s2
v1, 5
a1, a2
v[1:2], a2
v1, a256
v1, a2 clamp
v1, a2 op_sel_hi:[0]
v1, -a2
v1, a2, a3
EOF
        ;;
    A_V) cat <<'EOF'
a1, v2
a255, v255
a0, v0
a1, s2
a1, s101
a1, vcc_lo
a1, m0
a1, exec_hi
a1, ttmp3
a1, 5
a1, -16
a1, 64
a1, 65
a1, 1.0
a1, -4.0
a1, 0.15915494
a1, 0x3f800000
a1, 0x1234
a1, src_scc
a1, src_vccz
a1, src_shared_base
a1, src_lds_direct
a1, a2
a1, v[2:3]
v1, v2
a[1:2], v2
a256, v2
a1, v2 clamp
a1, -v2
a1, |v2|
a1, null
EOF
        ;;
    A_A) cat <<'EOF'
a1, a2
a255, a255
a0, a128
a1, v2
a1, s2
a1, 1
v1, a2
a1, a[2:3]
a1, a2 clamp
EOF
        ;;
    V_SL) cat <<'EOF'
v1, s2, s3
v255, s105, 63
v0, m0, m0
v2, s2, m0
v3, m0, s3
v4, 5, s6
v5, 0x12345678, s6
v6, 0x12345678, 0x12345678
v7, src_scc, s1
v8, src_lds_direct, s1
v9, s2, s2
v10, v2, s3
v11, s2, v3
v12, s2, s3 clamp
EOF
        ;;
    esac
}

# VOPD pairs (GFX11+; wave64 rejects them all): each integer operation in
# each half, literals, the implied vcc, and llvm-mc's rules broken one by one.
vopd_lines() {
    cat <<'EOF'
v_dual_mov_b32 v10, v0 :: v_dual_mov_b32 v11, v1
v_dual_mov_b32 v255, v0 :: v_dual_mov_b32 v254, v1
v_dual_cndmask_b32 v10, v0, v2 :: v_dual_add_nc_u32 v11, v1, v3
v_dual_cndmask_b32 v10, s0, v2 :: v_dual_lshlrev_b32 v11, 5, v3
v_dual_mov_b32 v10, 0x12345678 :: v_dual_add_nc_u32 v11, 0x12345678, v3
v_dual_mov_b32 v10, 0x12345678 :: v_dual_add_nc_u32 v11, 0x87654321, v3
v_dual_mov_b32 v10, s0 :: v_dual_and_b32 v11, s1, v3
v_dual_cndmask_b32 v10, s0, v2 :: v_dual_and_b32 v11, s1, v3
v_dual_cndmask_b32 v10, v0, v2 :: v_dual_cndmask_b32 v11, v1, v3
v_dual_cndmask_b32 v10, v0, v2, vcc_lo :: v_dual_mov_b32 v11, v1
v_dual_mov_b32 v10, v0 :: v_dual_mov_b32 v11, v4
v_dual_mov_b32 v10, v0 :: v_dual_add_nc_u32 v11, v4, v3
v_dual_cndmask_b32 v10, v0, v2 :: v_dual_add_nc_u32 v11, v1, v6
v_dual_mov_b32 v10, v0 :: v_dual_mov_b32 v12, v1
v_dual_add_nc_u32 v10, v0, v2 :: v_dual_mov_b32 v11, v1
v_dual_mov_b32 v10, 1.0 :: v_dual_lshlrev_b32 v11, -16, v1
v_dual_mov_b32 v10, src_scc :: v_dual_mov_b32 v11, exec_lo
v_dual_mov_b32 v10, v0 :: v_dual_and_b32 v11, v1, s2
v_dual_fmac_f32 v10, v0, v2 :: v_dual_add_nc_u32 v11, v1, v3
v_dual_fmaak_f32 v10, v0, v2, 0x12345678 :: v_dual_add_nc_u32 v11, v1, v3
v_dual_fmamk_f32 v10, v0, 0x1234, v4 :: v_dual_mov_b32 v11, v1
v_dual_mul_f32 v10, 1.0, v2 :: v_dual_add_f32 v11, v1, v3
v_dual_dot2acc_f32_f16 v10, 1.0, v2 :: v_dual_mov_b32 v11, v1
v_dual_max_num_f32 v10, v0, v2 :: v_dual_min_num_f32 v11, v1, v3
EOF
}

run() { # target wave mnemonic-suffix rows-file
    t=$1 w=$2
    attr=
    [ "$w" = 64 ] && case $t in gfx10*|gfx11*|gfx12*) attr=-mattr=+wavefrontsize64 ;; esac
    if [ "$w" = 64 ]; then mask='s[6:7]' sd='s[2:3]' vcc=vcc; else mask='s6' sd='s2' vcc=vcc_lo; fi
    case $t in gfx9*) fam=9 ;; gfx10*) fam=10 ;; gfx11*) fam=11 ;; *) fam=12 ;; esac
    insts_for "$fam" > "$tmp/insts"
    : > "$tmp/in.s"
    while read -r name shape; do
        templates "$shape" |
            sed "s/@M/$mask/g; s/@D/$sd/g; s/@V/$vcc/g; s/M/$mask/; s/^/$name /" >> "$tmp/in.s"
    done < "$tmp/insts"
    [ "$fam" -ge 11 ] && vopd_lines >> "$tmp/in.s"
    "$MC" -arch=amdgcn -mcpu="$t" $attr -show-encoding "$tmp/in.s" \
        > "$tmp/out" 2> "$tmp/err" || true
    awk -v t="$t" -v w="$w" -v errf="$tmp/err" -v outf="$tmp/out" '
        BEGIN {
            while ((getline l < errf) > 0)
                if (match(l, /:[0-9]+:[0-9]+: error: /)) {
                    split(substr(l, RSTART + 1), f, ":")
                    if (!(f[1] in err)) err[f[1]] = f[2] ": " substr(l, RSTART + RLENGTH)
                }
            n = 0
            while ((getline l < outf) > 0)
                if (index(l, "; encoding: [")) {
                    i = index(l, "; encoding: [")
                    txt = substr(l, 1, i - 1)
                    sub(/^[ \t]+/, "", txt); sub(/[ \t]+$/, "", txt)
                    b = substr(l, i + 13); sub(/\].*/, "", b)
                    otxt[++n] = txt; obytes[n] = b
                }
            k = 0
        }
        {
            if (NR in err) { printf "%s %s\t%s\terror\t%s\n", t, w, $0, err[NR]; next }
            k++
            printf "%s %s\t%s\t%s\t%s\n", t, w, $0, otxt[k], obytes[k]
        }' "$tmp/in.s"
}

echo "# Generated by tests/gen_frontend_data.sh from $("$MC" --version | sed -n 's/.*LLVM version \(.*\)/LLVM \1/p' | head -n1)."
echo "# TARGET WAVE<TAB>INPUT<TAB>CANONICAL TEXT<TAB>BYTES, or INPUT<TAB>error<TAB>MESSAGE"
for tw in gfx908:64 gfx90a:64 gfx942:64 gfx1010:32 gfx1030:32 gfx1030:64 gfx1100:32 \
          gfx1100:64 gfx1150:32 gfx1200:32 gfx1200:64; do
    run "${tw%:*}" "${tw#*:}"
done > "$tmp/rows"
cat "$tmp/rows"
# The targets llvm-mc-19 does not know follow their family's encodings.
sed -n 's/^gfx942 64\t/gfx950 64\t/p; s/^gfx1200 32\t/gfx1250 32\t/p' "$tmp/rows"
