/* decode: vector ALU machine code (VOP1, VOP2, VOPC and VOP3; VOP3P and VOPD
 * through their files) -> vj_inst, with llvm-mc-19's verdict on which
 * words are valid. It reads insts.def (through frontend.h) and the operand
 * space in operands.c; it does not print or parse text. */
#include "config.h"

#include <stdio.h>
#include <string.h>

#include "frontend/frontend.h"

/* A decoder error at byte offset off: fmt has one %s, what. */
static vj_status fail(vj_report *r, vj_status st, size_t off, const char *fmt, const char *what)
{
    char text[200];
    snprintf(text, sizeof text, fmt, what);
    return vj_report_set(r, st, off, VJ_DIAG_NONE, "%s", text);
}

static uint32_t rd32(const uint8_t *p)
{
    return (uint32_t)p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16 | (uint32_t)p[3] << 24;
}

vj_status vj_decode(vj_target target, unsigned wave_size, const uint8_t *code, size_t len,
                    size_t offset, vj_inst *out, vj_diag *diag)
{
    vj_report r;
    vj_status st = vj_decode_report(target, wave_size, code, len, offset, out, &r);
    if (st != VJ_OK && diag)
        *diag = r.text;
    return st;
}

/* The scalar destination of code (a lane mask: one SGPR in wave32, a pair
 * in wave64), as llvm-mc reads it; 0 when llvm-mc has no text for it. A
 * VOPC's 8-bit field can also name a special source, which llvm-mc prints
 * by name: decoded so (lowering refuses it), not invalid. */
static int sdst_from_code(vj_family fam, unsigned wave_size, unsigned code, vj_operand *op)
{
    vj_slot slot = wave_size == 64 ? VJ_SLOT_B64 : VJ_SLOT_B32;
    if (vj_operand_from_code(fam, slot, code, 0, op) != VJ_OPND_OK)
        return 0;
    op->dwords = wave_size == 64 ? 2 : 1;
    return op->kind == VJ_OPND_SREG ||
           (op->kind == VJ_OPND_SPECIAL && op->index != VJ_SPECIAL_LDS_DIRECT);
}

/* vcc as the implicit operand of a 32-bit form, at the wave's size. */
static void implicit_vcc(unsigned wave_size, vj_operand *op)
{
    memset(op, 0, sizeof *op);
    op->kind = VJ_OPND_SREG;
    op->index = VJ_SREG_VCC_LO;
    op->code = VJ_SREG_VCC_LO;
    op->dwords = wave_size == 64 ? 2 : 1;
}

/* A cross-lane shape's source classes (llvm-mc prints a source outside
 * its class with an "Invalid register" comment: invalid here). An AGPR
 * source's field decodes as a VGPR's: it becomes the AGPR of that number. */
static int class_ok(vj_family fam, vj_shape shape, unsigned i, vj_operand *o)
{
    int lds = o->kind == VJ_OPND_SPECIAL && o->index == VJ_SPECIAL_LDS_DIRECT;
    switch (vj_shape_src_class(shape, i)) {
    case VJ_SC_AGPR: /* llvm-mc's disassembler also prints null and the specials */
        if (o->kind == VJ_OPND_VGPR)
            o->kind = VJ_OPND_AGPR;
        return o->kind == VJ_OPND_AGPR || (o->kind == VJ_OPND_SPECIAL && !lds) ||
               (o->kind == VJ_OPND_SREG && o->index == VJ_SREG_NULL);
    case VJ_SC_VGPR: /* llvm-mc's disassembler also prints null and the specials */
    case VJ_SC_VGPR32:
        if (lds)
            return vj_shape_src_class(shape, i) == VJ_SC_VGPR;
        return o->kind == VJ_OPND_VGPR || o->kind == VJ_OPND_SPECIAL ||
               (o->kind == VJ_OPND_SREG && o->index == VJ_SREG_NULL);
    case VJ_SC_SCALAR: /* GFX9's is SReg_32, without lds_direct */
        return o->kind != VJ_OPND_VGPR && !(lds && fam == VJ_FAM_GFX9);
    case VJ_SC_LANESEL: /* SReg_32: no lds_direct either */
    case VJ_SC_SREG32:
        return o->kind != VJ_OPND_VGPR && !lds;
    default:
        return 1;
    }
}

vj_status vj_decode_classes(vj_report *r, size_t offset, vj_inst *out)
{
    for (unsigned i = 0; i < out->nsrc; i++)
        if (!class_ok(vj_target_family(out->target), vj_inst_table[out->id].shape, i,
                      &out->src[i]))
            return fail(r, VJ_ERR_DECODE, offset, "invalid instruction encoding (%s)",
                        "a source outside its register class");
    return VJ_OK;
}

static vj_status decode_dst(vj_report *r, size_t offset, vj_inst *out, unsigned vdst)
{
    if (vj_inst_sreg_dst(out->id)) {
        /* One SGPR from the VDST field: as a compare's mask destination
         * is read, at one dword. */
        vj_family fam = vj_target_family(out->target);
        if (!sdst_from_code(fam, 32, vdst, &out->sdst))
            return fail(r, VJ_ERR_DECODE, offset, "invalid instruction encoding (%s)",
                        "the destination is not a scalar register");
        /* room frows: GFX12's v_s_* write SReg_32_XEXEC (llvm-mc-19) */
        if (vj_shape_pseudo_scalar(vj_inst_table[out->id].shape) && (vdst == 126 || vdst == 127))
            return fail(r, VJ_ERR_DECODE, offset, "invalid instruction encoding (%s)",
                        "exec as the destination of an SReg_32_XEXEC operand");
        return vj_decode_classes(r, offset, out);
    }
    if (vj_shape_src_class(vj_inst_table[out->id].shape, 0) != VJ_SC_ANY) {
        vj_status st = vj_decode_classes(r, offset, out);
        if (st != VJ_OK)
            return st;
    }
    out->dst.dwords = (uint8_t)vj_inst_dst_dwords(out->id);
    if (!out->dst.dwords)
        return VJ_OK;
    out->dst.kind = vj_inst_agpr_dst(out->id) ? VJ_OPND_AGPR : VJ_OPND_VGPR;
    out->dst.code = (uint16_t)vdst;
    out->dst.index = vdst;
    if (out->dst.dwords == 2 && vdst == 255)
        return fail(r, VJ_ERR_DECODE, offset, "invalid instruction encoding (%s)",
                    "v[255:256] is out of range");
    if (out->dst.dwords == 4 && vdst > 252) /* a quad (v_mqsad_u32_u8) */
        return fail(r, VJ_ERR_DECODE, offset, "invalid instruction encoding (%s)",
                    "the VGPR quad is out of range");
    return VJ_OK;
}

/* A VOP1, VOP2 or VOPC word (4 bytes, 8 with a literal). */
static vj_status decode_e32(vj_target target, vj_family fam, unsigned wave_size,
                            const uint8_t *p, size_t avail, size_t offset, vj_inst *out,
                            vj_report *r)
{
    uint32_t w = rd32(p);
    vj_enc enc;
    unsigned opcode, vdst = 0, vsrc1 = 0, src0 = w & 0x1ff;
    if (w >> 25 == 0x3f) {
        enc = VJ_ENC_VOP1;
        opcode = (w >> 9) & 0xff;
        vdst = (w >> 17) & 0xff;
    } else if (w >> 25 == 0x3e) {
        enc = VJ_ENC_VOPC;
        opcode = (w >> 17) & 0xff;
        vsrc1 = (w >> 9) & 0xff;
    } else { /* bit 31 clear */
        enc = VJ_ENC_VOP2;
        opcode = (w >> 25) & 0x3f;
        vdst = (w >> 17) & 0xff;
        vsrc1 = (w >> 9) & 0xff;
    }
    /* src0 codes that select another form, with more bytes. */
    int sdwa = src0 == 0xf9 && fam <= VJ_FAM_GFX10;
    int dpp = src0 == 0xfa ? 1 : (src0 == 0xe9 || src0 == 0xea) && fam >= VJ_FAM_GFX10 ? 8 : 0;
    vj_valu_enc ve = enc == VJ_ENC_VOP2   ? VJ_VE_VOP2
                     : enc == VJ_ENC_VOP1 ? VJ_VE_VOP1
                                          : VJ_VE_VOPC;
    const vj_valu_row *row = vj_valu_by_opcode(target, ve, opcode);
    vj_inst_id id = vj_inst_by_e32_opcode(target, enc, opcode);
    if (id == VJ_I_COUNT) {
        /* valid on this target but not ours: unsupported, by name */
        if (row)
            return vj_valu_unsupported(r, offset, target, row, sdwa, dpp);
        return fail(r, VJ_ERR_DECODE, offset, "invalid instruction encoding (%s)",
                    enc == VJ_ENC_VOP2   ? "VOP2 opcode not on this target"
                    : enc == VJ_ENC_VOP1 ? "VOP1 opcode not on this target"
                                         : "VOPC opcode not on this target");
    }
    /* No operands (v_nop): src0 is ignored and the VDST must be 0. With
     * src0 = SDWA or DPP llvm-mc-19 takes the next dword too when it is a
     * valid control and not otherwise: a length we do not model, by name. */
    if (!vj_shape_nsrc(vj_inst_table[id].shape) && !vj_inst_dst_dwords(id)) {
        if (vdst)
            return fail(r, VJ_ERR_DECODE, offset, "invalid instruction encoding (%s)",
                        "the VDST field of an instruction without operands is not zero");
        if (sdwa || dpp)
            return row ? vj_valu_unsupported(r, offset, target, row, 0, 0)
                       : fail(r, VJ_ERR_UNSUPPORTED, offset, "%s",
                              "the SDWA or DPP form is not supported");
        memset(out, 0, sizeof *out);
        out->id = id;
        out->target = target;
        out->offset = (uint32_t)offset;
        out->e32 = 1;
        out->len = 4;
        return VJ_OK;
    }
    /* true16 (v_mov_b16): bit 7 of the VDST field and of a VGPR's number
     * is the high half; its DPP forms are not taken, by name. */
    if (vj_inst_true16(id)) {
        if (dpp)
            return row ? vj_valu_unsupported(r, offset, target, row, 0, dpp)
                       : fail(r, VJ_ERR_UNSUPPORTED, offset, "%s",
                              "the DPP form is not supported");
        memset(out, 0, sizeof *out);
        out->id = id;
        out->target = target;
        out->nsrc = 1;
        out->offset = (uint32_t)offset;
        out->e32 = 1;
        out->len = 4;
        uint32_t lit = 0;
        if (src0 == 255) {
            if (avail < 8)
                return fail(r, VJ_ERR_TRUNCATED, offset, "truncated instruction (%s)",
                            "the 32-bit literal is missing");
            lit = rd32(p + 4);
            out->len = 8;
        }
        if (src0 >= 256) {
            out->src[0].kind = VJ_OPND_VGPR;
            out->src[0].dwords = 1;
            out->src[0].index = (src0 - 256) & 127;
            out->src[0].code = (uint16_t)(256 + out->src[0].index);
            out->opsel |= (uint8_t)((src0 - 256) >> 7);
        } else if (vj_operand_from_code(src0 == 255 ? VJ_FAM_GFX10 : fam, VJ_SLOT_B16, src0, lit,
                                        &out->src[0]) != VJ_OPND_OK) {
            return fail(r, VJ_ERR_DECODE, offset, "invalid instruction encoding (%s)",
                        "source operand not valid here");
        }
        out->opsel |= (uint8_t)((vdst >> 7) << 3);
        return decode_dst(r, offset, out, vdst & 127);
    }
    /* An m0-relative move's SDWA and DPP forms are not ours (what DPP's
     * lane select does to a relative source no source says): by name; nor
     * a float op's outside dpp.c's and sdwa.c's rules (64-bit operands). */
    int fl = (vj_inst_flags(id) & VJ_IF_FLOAT) != 0;
    int float_out = fl && ((sdwa && !vj_sdwa_has_form(id, fam)) ||
                           (dpp == 8 && !vj_inst_has_dpp8(id, target)) ||
                           (dpp == 1 && !vj_inst_has_dpp16(id, target)));
    if (((sdwa || dpp) && (vj_inst_flags(id) & VJ_IF_RELIDX)) || float_out)
        return row ? vj_valu_unsupported(r, offset, target, row, sdwa, dpp)
                   : fail(r, VJ_ERR_UNSUPPORTED, offset, "%s",
                          "the SDWA or DPP form is not supported");
    /* DPP8 of ours: src0 is the VGPR in the second dword (its lane
     * selects are read below); DPP16 is a form we do not take, by name. */
    int dpp8 = dpp == 8 && row && vj_valu_has_form(row, 0, 8);
    /* DPP16 of ours (dpp.c): src0 is the VGPR in the second dword too */
    int dpp16 = dpp == 1 && vj_inst_has_dpp16(id, target);
    /* issue 29, item 6: gfx1200's DPP16 v_cndmask_b32 with ABS on src1
     * (the DPP dword's bit 23), which llvm-mc-19 prints as "|v2, vcc_lo|":
     * not ours, by name (asm.c refuses its text) */
    if (dpp16 && id == VJ_I_V_CNDMASK_B32 && fam >= VJ_FAM_GFX12 && avail >= 8 &&
        (rd32(p + 4) >> 23 & 1))
        dpp16 = 0;
    if (dpp && !dpp8 && !dpp16 && row && vj_valu_has_form(row, 0, dpp))
        return vj_valu_unsupported(r, offset, target, row, 0, dpp);
    if (dpp8 || dpp16)
        dpp = 0;
    if (dpp)
        return fail(r, VJ_ERR_UNSUPPORTED, offset, "%s", "the DPP form is not supported");
    const vj_inst_info *info = &vj_inst_table[id];
    unsigned nsrc = vj_shape_nsrc(info->shape);
    memset(out, 0, sizeof *out);
    out->id = id;
    out->target = target;
    out->nsrc = (uint8_t)nsrc;
    out->offset = (uint32_t)offset;
    out->e32 = 1;
    if (sdwa) { /* the sources and selects in a second dword (sdwa.c) */
        if (avail < 8)
            return fail(r, VJ_ERR_TRUNCATED, offset, "truncated instruction (%s)",
                        "the SDWA dword is missing");
        for (unsigned i = 0; i < nsrc; i++)
            if (vj_slot_is_mask(vj_inst_src_slot(id, i, wave_size)))
                implicit_vcc(wave_size, &out->src[i]);
        if (vj_inst_has_sdst(id, fam))
            implicit_vcc(wave_size, &out->sdst);
        const char *why = "";
        vj_status st = vj_sdwa_decode(fam, wave_size, rd32(p + 4), vsrc1, out, &why);
        if (st != VJ_OK)
            return fail(r, st, offset, "invalid instruction encoding (%s)", why);
        return decode_dst(r, offset, out, vdst);
    }
    uint32_t literal = 0;
    out->len = 4;
    if (dpp8) {
        if (avail < 8)
            return fail(r, VJ_ERR_TRUNCATED, offset, "truncated instruction (%s)",
                        "the DPP8 dword is missing");
        uint32_t d = rd32(p + 4);
        out->dpp = 8;
        out->dpp_fi = (uint8_t)(src0 == 0xea);
        out->dpp_sel = d >> 8;
        src0 = 256 + (d & 0xff);
        out->len = 8;
    }
    if (dpp16) {
        if (avail < 8)
            return fail(r, VJ_ERR_TRUNCATED, offset, "truncated instruction (%s)",
                        "the DPP dword is missing");
        uint32_t d = rd32(p + 4);
        const char *why = "";
        vj_status st = vj_dpp16_decode(target, d, out, &why);
        if (st != VJ_OK)
            return fail(r, st, offset, "invalid instruction encoding (%s)", why);
        src0 = 256 + (d & 0xff);
        out->len = 8;
    }
    int ks = vj_inst_k_src(id); /* fmaak/fmamk: K is always the literal dword */
    if (src0 == 255 || ks > 0) {
        if (avail < 8)
            return fail(r, VJ_ERR_TRUNCATED, offset, "truncated instruction (%s)",
                        "the 32-bit literal is missing");
        literal = rd32(p + 4);
        out->len = 8;
    }
    unsigned codes[3] = {src0, 256 + vsrc1, 255};
    if (ks == 1) { /* src0, K, vsrc1 */
        codes[1] = 255;
        codes[2] = 256 + vsrc1;
    }
    for (unsigned i = 0; i < nsrc; i++) {
        vj_slot slot = vj_inst_src_slot(id, i, wave_size);
        if (vj_slot_is_mask(slot)) { /* the carry-in or v_cndmask's mask: vcc */
            implicit_vcc(wave_size, &out->src[i]);
            continue;
        }
        /* GFX11+ 32-bit forms reach v0-v127 in a 16-bit source (llvm-mc: an
         * "Invalid register" of class VGPR_32_Lo128); v_cmp_class_f16's
         * 32-bit mask too (issue 29). */
        if ((slot == VJ_SLOT_B16 ||
             (vj_inst_src_slot(id, 0, wave_size) == VJ_SLOT_B16 &&
              (vj_inst_flags(id) & VJ_IF_FLOAT))) &&
            fam >= VJ_FAM_GFX11 && codes[i] >= 256 + 128)
            return fail(r, VJ_ERR_DECODE, offset, "invalid instruction encoding (%s)",
                        "a 16-bit source of the 32-bit form is v0-v127 on GFX11+");
        /* Every family's 32-bit forms take a literal (GFX9's VOP3 does not). */
        vj_family ofam = codes[i] == 255 ? VJ_FAM_GFX10 : fam;
        if (vj_operand_from_code(ofam, slot, codes[i], literal, &out->src[i]) != VJ_OPND_OK)
            return fail(r, VJ_ERR_DECODE, offset, "invalid instruction encoding (%s)",
                        "source operand not valid here");
    }
    if (vj_inst_has_sdst(id, fam))
        implicit_vcc(wave_size, &out->sdst);
    /* A 16-bit result of a GFX11+ 32-bit form goes to v0-v127 (llvm-mc-19:
     * invalid, its VDST is of a Lo128 class). */
    if ((vj_inst_flags(id) & VJ_IF_D16) && fam >= VJ_FAM_GFX11 && vdst >= 128)
        return fail(r, VJ_ERR_DECODE, offset, "invalid instruction encoding (%s)",
                    "a 16-bit destination of the 32-bit form is v0-v127 on GFX11+");
    return decode_dst(r, offset, out, vdst);
}

/* VOP3-DPP (GFX11+): the third dword, as a 32-bit form's DPP16 or DPP8
 * one; *src0 the code it gives src0 (its VGPR). llvm-mc-19 ignores the
 * DPP16 dword's NEG/ABS bits (20-23) here: the VOP3 word has the modifiers. */
/* Issue 29, item 5: the VOP3 modifier bits of an fp8/bf8 conversion that
 * llvm-mc-19 takes (valid) and those we model (ours), as bits: ABS 0-2,
 * op_sel 3-6, CLAMP 7, OMOD 8, NEG 9-11. Read off llvm-mc-19 --disassemble
 * bit by bit on gfx942 and gfx1200: the 1-source forms take no ABS/NEG
 * (gfx942: op_sel, CLAMP, OMOD; gfx1200 v_cvt_f32_*: op_sel[1:0], printed
 * byte_sel; v_cvt_pk_f32_*: op_sel[0] and [3], CLAMP, OMOD); v_cvt_pk_*_f32
 * ABS/NEG on both sources and op_sel[0,1,3]; v_cvt_sr_*_f32 ABS/NEG on
 * src0, op_sel (gfx1200: [3:2], printed byte_sel) and, printed as nothing
 * (gfx1200: NEG as sext()), ABS/NEG on src1 (gfx942: src2 too). */
static void fp8_bits(vj_inst_id id, vj_family fam, unsigned *valid, unsigned *ours)
{
    enum { ABS0 = 1, ABS1 = 2, ABS2 = 4, OS0 = 8, OS1 = 16, OS2 = 32, OS3 = 64, CLAMP = 128,
           OMOD = 256, NEG0 = 512, NEG1 = 1024, NEG2 = 2048 };
    int gfx12 = fam >= VJ_FAM_GFX12;
    *ours = 0;
    switch (id) {
    case VJ_I_V_CVT_PK_FP8_F32:
    case VJ_I_V_CVT_PK_BF8_F32:
        *ours = ABS0 | ABS1 | NEG0 | NEG1;
        *valid = *ours | OS0 | OS1 | OS3;
        return;
    case VJ_I_V_CVT_SR_FP8_F32:
    case VJ_I_V_CVT_SR_BF8_F32:
        *ours = ABS0 | NEG0;
        *valid = gfx12 ? *ours | ABS1 | NEG1 | OS2 | OS3
                       : *ours | ABS1 | ABS2 | NEG1 | NEG2 | OS0 | OS1 | OS2 | OS3;
        return;
    case VJ_I_V_CVT_PK_F32_FP8:
    case VJ_I_V_CVT_PK_F32_BF8:
        *valid = gfx12 ? OS0 | OS3 | CLAMP | OMOD : OS0 | OS1 | OS2 | OS3 | CLAMP | OMOD;
        return;
    default: /* v_cvt_f32_fp8/bf8 */
        *valid = gfx12 ? OS0 | OS1 : OS0 | OS1 | OS2 | OS3 | CLAMP | OMOD;
        return;
    }
}

static vj_status vop3_dpp_dword(vj_report *r, const uint8_t *p, size_t avail, size_t offset,
                                vj_inst *out, unsigned *src0)
{
    if (avail < 12)
        return fail(r, VJ_ERR_TRUNCATED, offset, "truncated instruction (%s)",
                    "the VOP3-DPP dword is missing");
    uint32_t d = rd32(p + 8);
    if (*src0 == 250) {
        const char *why = "";
        vj_status st = vj_dpp16_decode(out->target, d & ~(0xfu << 20), out, &why);
        if (st != VJ_OK)
            return fail(r, st, offset, "invalid instruction encoding (%s)", why);
    } else {
        out->dpp = 8;
        out->dpp_fi = (uint8_t)(*src0 == 234);
        out->dpp_sel = d >> 8;
    }
    *src0 = 256 + (d & 0xff);
    return VJ_OK;
}

vj_status vj_decode_report(vj_target target, unsigned wave_size, const uint8_t *code, size_t len,
                           size_t offset, vj_inst *out, vj_report *r)
{
    if (!code || !out || (unsigned)target >= VJ_TARGET_COUNT || offset > len)
        return fail(r, VJ_ERR_ARG, offset, "%s", "invalid argument");
    vj_family fam = vj_target_family(target);
    if (wave_size == 0)
        wave_size = vj_target_default_wave(target);
    if (wave_size != 64 && (wave_size != 32 || fam == VJ_FAM_GFX9))
        return fail(r, VJ_ERR_ARG, offset, "%s",
                    "wave size must be 64 on GFX9, 32 or 64 on GFX10+");
    size_t avail = len - offset;
    if (avail < 4)
        return fail(r, VJ_ERR_TRUNCATED, offset, "truncated instruction (%s)",
                    "an instruction has at least 4 bytes");
    const uint8_t *p = code + offset;
    uint32_t lo = rd32(p);
    /* 32-bit forms: VOP2 (bit 31 clear), VOP1 (0111111), VOPC (0111110). */
    if (!(lo >> 31) || lo >> 25 == 0x3f || lo >> 25 == 0x3e)
        return decode_e32(target, fam, wave_size, p, avail, offset, out, r);
    if (vj_vop3p_is(fam, lo)) /* VOP3P: vop3p.c */
        return vj_vop3p_decode(target, p, avail, offset, out, r);
    if (lo >> 26 == 0x32 && fam >= VJ_FAM_GFX11) /* VOPD: vopd.c */
        return vj_vopd_decode(target, wave_size, p, avail, offset, out, r);
    if (vj_salu_enc_of(lo) >= 0) { /* scalar (salu.c): valid, and not ours to translate */
        vj_sinst s;
        vj_status st = vj_salu_decode(target, code, len, offset, &s, r);
        return st != VJ_OK ? st
                           : vj_report_set(r, VJ_ERR_UNSUPPORTED, offset, VJ_DIAG_NONE,
                                           VJ_VALU_UNSUPPORTED_FMT, s.row->name,
                                           vj_target_name(target));
    }
    if (vj_mem_enc_of(target, lo) >= 0) { /* memory (mem.c): valid, and not ours to run */
        vj_minst m;
        vj_status st = vj_mem_decode(target, code, len, offset, &m, r);
        return st != VJ_OK ? st
                           : vj_report_set(r, VJ_ERR_UNSUPPORTED, offset, VJ_DIAG_NONE,
                                           VJ_VALU_UNSUPPORTED_FMT, m.row->name,
                                           vj_target_name(target));
    }
    if (lo >> 26 != vj_family_vop3_prefix(fam))
        return fail(r, VJ_ERR_DECODE, offset, "invalid instruction encoding (%s)",
                    "not a vector ALU word this library decodes");
    if (avail < 8)
        return fail(r, VJ_ERR_TRUNCATED, offset, "truncated instruction (%s)",
                    "VOP3 needs 8 bytes, have 4");
    uint32_t hi = rd32(p + 4);
    unsigned opcode = (lo >> 16) & 0x3ff;
    vj_inst_id id = vj_inst_by_opcode(target, opcode);
    if (id == VJ_I_COUNT) {
        const vj_valu_row *row = vj_valu_by_opcode(target, VJ_VE_VOP3, opcode);
        unsigned s0 = hi & 0x1ff; /* GFX11+ src0 233/234/250: VOP3-DPP8/DPP */
        int dpp = fam < VJ_FAM_GFX11 ? 0 : s0 == 250 ? 1 : s0 == 233 || s0 == 234 ? 8 : 0;
        if (row)
            return vj_valu_unsupported(r, offset, target, row, 0, dpp);
        return fail(r, VJ_ERR_DECODE, offset, "invalid instruction encoding (%s)",
                    "VOP3 opcode not on this target");
    }
    const vj_inst_info *info = &vj_inst_table[id];
    unsigned flags = vj_inst_flags(id);
    if (flags & VJ_IF_NOE64) /* a 32-bit form only (v_readfirstlane_b32) */
        return fail(r, VJ_ERR_DECODE, offset, "invalid instruction encoding (%s)",
                    "the instruction has no VOP3 form");
    unsigned nsrc = vj_shape_nsrc(info->shape);
    vj_enc enc = vj_inst_enc(id, fam);
    /* VOP3b: the scalar destination in bits 14:8, where VOP3a has ABS and
     * OPSEL; a VOPC's mask destination is in the VDST field. */
    int vop3b = vj_shape_has_sdst(info->shape) && enc != VJ_ENC_VOPC;
    unsigned vdst = lo & 0xff, abs = (lo >> 8) & 7, opsel = (lo >> 11) & 0xf;
    unsigned sdst_code = (lo >> 8) & 0x7f;
    unsigned clamp = (lo >> 15) & 1, omod = (hi >> 27) & 3, neg = (hi >> 29) & 7;
    unsigned srcf[3] = {hi & 0x1ff, (hi >> 9) & 0x1ff, (hi >> 18) & 0x1ff};
    if (vop3b)
        abs = opsel = 0;

    memset(out, 0, sizeof *out);
    out->id = id;
    out->target = target;
    out->nsrc = (uint8_t)nsrc;
    out->offset = (uint32_t)offset;
    out->abs = (uint8_t)abs;
    out->neg = (uint8_t)neg;
    out->opsel = (uint8_t)opsel;
    out->clamp = (uint8_t)clamp;
    out->omod = (uint8_t)omod;

    /* GFX11+ src0 233/234/250 select the VOP3-DPP form (another dword). */
    int vop3_dpp = 0;
    if (fam >= VJ_FAM_GFX11 && (srcf[0] == 233 || srcf[0] == 234 || srcf[0] == 250)) {
        if (flags & VJ_IF_NODPP)
            return fail(r, VJ_ERR_DECODE, offset, "invalid instruction encoding (%s)",
                        "DPP source in an instruction without a DPP form");
        const vj_valu_row *row = vj_valu_by_opcode(target, VJ_VE_VOP3, opcode);
        int dpp = srcf[0] == 250 ? 1 : 8;
        /* ours (vop3_dpp_dword below), without a literal: llvm-mc reads one
         * after the DPP dword (16 bytes), which we do not take */
        vop3_dpp = vj_inst_has_vop3_dpp(id, target, dpp == 1 ? 16 : 8) && srcf[1] != 255 &&
                   srcf[2] != 255;
        if (!vop3_dpp && row && vj_valu_has_form(row, 0, dpp)) /* not ours, by name */
            return vj_valu_unsupported(r, offset, target, row, 0, dpp);
        if (!vop3_dpp)
            return fail(r, VJ_ERR_UNSUPPORTED, offset, "%s",
                        "VOP3-DPP form (src0 = DPP) is not supported");
    }
    if (!nsrc && !vj_inst_dst_dwords(id) && vdst) /* v_nop's VOP3 form */
        return fail(r, VJ_ERR_DECODE, offset, "invalid instruction encoding (%s)",
                    "the VDST field of an instruction without operands is not zero");
    unsigned modmask = (flags & VJ_IF_SRCMODS) ? 3u : 0u;
    if (flags & VJ_IF_FLOAT) /* a float op: every source, and OMOD */
        modmask = (flags & VJ_IF_INTSRC)    ? 0
                  : (flags & VJ_IF_INTSRC1) ? 1u
                                            : (1u << nsrc) - 1;
    /* llvm-mc-19 takes (and does not print) ABS/NEG bits of the sources a
     * 16-bit op_sel instruction has; lowering refuses them. */
    if (flags & (VJ_IF_OPSEL | VJ_IF_QUIETMODS))
        modmask = (1u << nsrc) - 1;
    int takes_omod = (flags & VJ_IF_FLOAT) && !(flags & VJ_IF_NOOMOD);
    /* room float3: llvm-mc-19 reads v_ldexp's exponent's NEG bit as sext()
     * and takes its ABS bit (printing nothing); what either does no source
     * says: unsupported, by name */
    /* (room frows: v_cvt_pk_u8_f32's integer S1 and S2 too, llvm-mc-19's sext) */
    if ((flags & VJ_IF_INTSRC1) && (takes_omod || (flags & VJ_IF_INTDST)) &&
        ((abs | neg) & ~1u)) {
        /* (named as llvm-mc prints it: a VOP3-DPP word's _e64_dpp) */
        char mn[80];
        const vj_valu_row *row = vj_valu_by_opcode(target, VJ_VE_VOP3, opcode);
        snprintf(mn, sizeof mn, "%s", vj_inst_name(id, fam));
        if (vop3_dpp && row)
            vj_valu_mnemonic(row, 0, 1, mn, sizeof mn);
        return vj_report_set(r, VJ_ERR_UNSUPPORTED, offset, VJ_DIAG_NONE,
                             VJ_VALU_UNSUPPORTED_FMT " with sext or abs on its integer source",
                             mn, vj_target_name(target));
    }
    /* issue 29, item 5: an fp8/bf8 conversion's modifier bits, by
     * fp8_bits' table; those it takes but we do not (its byte and word
     * selects, CLAMP, OMOD, bits llvm-mc-19 takes and does not print): not
     * ours, by name, once the rest of the word is valid */
    int fp8_named = 0;
    if (flags & VJ_IF_FP8) {
        unsigned have = abs | opsel << 3 | clamp << 7 | (omod != 0) << 8 | neg << 9, valid, ours;
        fp8_bits(id, fam, &valid, &ours);
        if (have & ~valid)
            return fail(r, VJ_ERR_DECODE, offset, "invalid instruction encoding (%s)",
                        "modifier bits this instruction does not take");
        fp8_named = (have & ~ours) != 0;
    }
    if (!(flags & VJ_IF_FP8) && ((abs & ~modmask) || (neg & ~modmask) ||
                                 (omod && !takes_omod) || (clamp && !(flags & VJ_IF_CLAMP))))
        return fail(r, VJ_ERR_DECODE, offset, "invalid instruction encoding (%s)",
                    "modifier bits this instruction does not take");
    /* op_sel of a 2-source 16-bit op: bit 3 is the destination's, bit 2
     * names no operand (llvm-mc-19: invalid). */
    if ((flags & VJ_IF_OPSEL) && nsrc == 2 && (opsel & 4))
        return fail(r, VJ_ERR_DECODE, offset, "invalid instruction encoding (%s)",
                    "op_sel bit 2 of a 2-source instruction");
    /* issue 29: GFX11+'s v_fmac_f16_e64 prints op_sel:[src0, src1, src2,
     * dst] (llvm-mc-19); bit 2 (its D read as src2) is invalid */
    if (id == VJ_I_V_FMAC_F16 && fam >= VJ_FAM_GFX11 && (opsel & 4))
        return fail(r, VJ_ERR_DECODE, offset, "invalid instruction encoding (%s)",
                    "op_sel bit 2 of v_fmac_f16");
    /* gfx1200's v_permlane16_var (FI, BOUND_CTRL, two sources): op_sel bit
     * 2 is invalid to llvm-mc-19, bit 3 taken and not printed */
    if ((flags & VJ_IF_FIBC) && nsrc == 2 && (opsel & 4))
        return fail(r, VJ_ERR_DECODE, offset, "invalid instruction encoding (%s)",
                    "op_sel bit 2 of a 2-source instruction");
    for (unsigned i = nsrc; i < 3; i++)
        if (srcf[i])
            return fail(r, VJ_ERR_DECODE, offset, "invalid instruction encoding (%s)",
                        "unused source field is not zero");

    if (vop3_dpp) {
        vj_status st = vop3_dpp_dword(r, p, avail, offset, out, &srcf[0]);
        if (st != VJ_OK)
            return st;
    }
    int need_lit = 0;
    for (unsigned i = 0; i < nsrc; i++)
        need_lit |= srcf[i] == 255;
    need_lit &= vj_family_has_literal(fam);
    uint32_t literal = 0;
    if (need_lit) {
        if (avail < 12)
            return fail(r, VJ_ERR_TRUNCATED, offset, "truncated instruction (%s)",
                        "the 32-bit literal is missing");
        literal = rd32(p + 8);
    }
    for (unsigned i = 0; i < nsrc; i++) {
        vj_slot slot = vj_inst_src_slot(id, i, wave_size);
        vj_opnd_verdict v = vj_operand_from_code(fam, slot, srcf[i], literal, &out->src[i]);
        /* A constant as a lane mask: llvm-mc prints it as an "Invalid
         * immediate" or refuses the word; we refuse it. */
        uint8_t k = out->src[i].kind;
        if (v == VJ_OPND_INVALID ||
            (v == VJ_OPND_ODD && (k == VJ_OPND_INLINE_INT || k == VJ_OPND_INLINE_FLOAT ||
                                  k == VJ_OPND_LITERAL)))
            return fail(r, VJ_ERR_DECODE, offset, "invalid instruction encoding (%s)",
                        v == VJ_OPND_INVALID ? "source operand not valid here"
                                             : "a constant as the lane mask");
    }
    out->len = need_lit || vop3_dpp ? 12 : 8;
    if (enc == VJ_ENC_VOPC) {
        /* The mask destination in the VDST field; a GFX10+ v_cmpx writes
         * exec, whatever the field says. */
        if (vj_inst_has_sdst(id, fam) && !sdst_from_code(fam, wave_size, vdst, &out->sdst))
            return fail(r, VJ_ERR_DECODE, offset, "invalid instruction encoding (%s)",
                        "the mask destination is not a scalar register");
        return VJ_OK;
    }
    if (vop3b && !sdst_from_code(fam, wave_size, sdst_code, &out->sdst))
        return fail(r, VJ_ERR_DECODE, offset, "invalid instruction encoding (%s)",
                    "the carry-out is not a scalar register");
    if (fp8_named) {
        vj_status st = decode_dst(r, offset, out, vdst);
        const vj_valu_row *row = vj_valu_by_opcode(target, VJ_VE_VOP3, opcode);
        if (st != VJ_OK || !row)
            return st;
        return vj_valu_unsupported(r, offset, target, row, 0, 0);
    }
    return decode_dst(r, offset, out, vdst);
}
