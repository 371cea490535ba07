/* valu_text: the LLVM text of a vector ALU word we name (valu.def) but do
 * not decode, where it can be printed without knowing what the instruction
 * does: a float instruction's 32-bit form (VOP1, VOP2, VOPC) whose name says
 * every operand is a 32-bit value. Such a word's fields are those of a
 * 32-bit integer instruction of the same encoding, and llvm-mc prints a
 * 32-bit float operand as it prints a 32-bit integer one (one printer for
 * both: inline constants, 1/(2*pi), literals in hex). So the word is read
 * as that integer instruction (the template: v_not_b32, v_xor_b32,
 * v_cmp_eq_u32, v_cmpx_eq_u32), printed, and the template's mnemonic
 * replaced by the row's. Anything less plain (16- and 64-bit types, packed
 * results, literal constants K, SDWA, DPP, the VOP3 forms and their
 * modifiers) is not printed: the caller names it instead. Only a word
 * vj_decode calls unsupported comes here (a float row is never ours). */
#include "config.h"

#include <ctype.h>
#include <stdio.h>
#include <string.h>

#include "frontend/frontend.h"

/* Whether a base name's types are all 32-bit ones: every "_<t><bits>" part
 * (f32, i32, u32, b32; f16, i4, u64, ...) has 32 bits, and there is one. */
static int name_is_all_32bit(const char *name)
{
    int types = 0;
    for (const char *p = strchr(name, '_'); p; p = strchr(p + 1, '_')) {
        const char *q = p + 1;
        if (!strchr("fiub", *q) || !isdigit((unsigned char)q[1]))
            continue;
        size_t n = 1;
        while (isdigit((unsigned char)q[n]))
            n++;
        if (q[n] != '_' && q[n] != '\0')
            continue; /* "ubyte0", "i32x4": not a type part */
        if (n != 3 || strncmp(q + 1, "32", 2) != 0)
            return 0;
        types++;
    }
    return types > 0;
}

/* A packed result is not the template's one dword (v_cvt_pk_f32_fp8
 * writes a pair). The ops with a literal constant K (madmk, fmaak) are not
 * 32-bit forms in the sweep: llvm-mc prints them without "_e32". */
static int name_is_plain(const char *name)
{
    return strstr(name, "_pk") == NULL;
}

int vj_valu_text(vj_target target, unsigned wave_size, const uint8_t *code, size_t len,
                 size_t offset, char *text, size_t size, unsigned *inst_len)
{
    if (offset > len || len - offset < 4)
        return -1;
    const uint8_t *p = code + offset;
    uint32_t w = (uint32_t)p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16 |
                 (uint32_t)p[3] << 24;
    vj_family fam = vj_target_family(target);
    unsigned src0 = w & 0x1ff, opcode, shift;
    vj_valu_enc ve;
    vj_enc enc;
    if (w >> 25 == 0x3f) {
        ve = VJ_VE_VOP1, enc = VJ_ENC_VOP1, opcode = (w >> 9) & 0xff, shift = 9;
    } else if (w >> 25 == 0x3e) {
        ve = VJ_VE_VOPC, enc = VJ_ENC_VOPC, opcode = (w >> 17) & 0xff, shift = 17;
    } else if (!(w >> 31)) {
        ve = VJ_VE_VOP2, enc = VJ_ENC_VOP2, opcode = (w >> 25) & 0x3f, shift = 25;
    } else {
        return -1;
    }
    if (src0 == 0xf9 || src0 == 0xfa || src0 == 0xe9 || src0 == 0xea)
        return -1; /* SDWA and DPP forms: their own fields */
    const vj_valu_row *row = vj_valu_by_opcode(target, ve, opcode);
    if (!row || row->cls != VJ_VC_FLOAT || row->form != VJ_VF_E32 ||
        !name_is_all_32bit(row->name) || !name_is_plain(row->name))
        return -1;
    vj_inst_id tmpl = ve == VJ_VE_VOP1   ? VJ_I_V_NOT_B32
                      : ve == VJ_VE_VOP2 ? VJ_I_V_XOR_B32
                      : strncmp(row->name, "v_cmpx_", 7) == 0 ? VJ_I_V_CMPX_EQ_U32
                                                               : VJ_I_V_CMP_EQ_U32;
    if (!vj_inst_on_target(tmpl, target) || !vj_inst_has_e32(tmpl, fam) ||
        vj_inst_enc(tmpl, fam) != enc)
        return -1;
    /* The word with the template's opcode, then its literal if any. */
    uint32_t mask = (ve == VJ_VE_VOP2 ? 0x3fu : 0xffu) << shift;
    uint32_t t = (w & ~mask) | vj_inst_e32_opcode(tmpl, fam) << shift;
    uint8_t buf[8] = {(uint8_t)t, (uint8_t)(t >> 8), (uint8_t)(t >> 16), (uint8_t)(t >> 24)};
    size_t n = len - offset < 8 ? len - offset : 8;
    memcpy(buf + 4, p + 4, n - 4);
    vj_inst inst;
    vj_diag diag = {.msg = ""};
    if (vj_decode(target, wave_size, buf, n, 0, &inst, &diag) != VJ_OK || !inst.e32)
        return -1;
    char full[256];
    int k = vj_disasm_inst(&inst, full, sizeof full);
    if (k <= 0 || (size_t)k >= sizeof full)
        return -1;
    size_t m = strcspn(full, " "); /* the template's mnemonic: "v_xor_b32_e32" */
    if (m < 4 || strncmp(full + m - 4, "_e32", 4) != 0)
        return -1;
    if (inst_len)
        *inst_len = inst.len;
    return snprintf(text, size, "%s_e32%s", row->name, full + m);
}
