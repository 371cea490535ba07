/* fuzz_disasm: arbitrary bytes into the decoder of every target and wave
 * size. What decodes must re-encode to the same bytes, print, assemble back
 * and print the same again; what does not must fail with a message. Scalar
 * words (vj_decode refuses them by name) go through salu.c the same way. */
#include "config.h"

#include "frontend/frontend.h"
#include "fuzz.h"

static const unsigned waves[2] = {32, 64};

/* llvm-mc prints some encodings it will not assemble back (an "Invalid"
 * comment on a lane mask; lds_direct, which it reads anywhere but accepts
 * as src0 only, and not at all on GFX11+; more scalar sources than the
 * constant bus carries): ours may refuse them too. */
static int text_may_not_assemble(const char *text)
{
    return strstr(text, "Invalid") || strstr(text, "invalid") || strstr(text, "lds_direct");
}

/* gfx1100's VOP3-DPP with a scalar or constant src1: llvm-mc-19's
 * disassembler prints it ('v_xor_b32_e64_dpp v4, v1, s2 dpp8:[...]'), its
 * assembler refuses it there (gfx1150 and GFX12 take it), and so do we. */
static int gfx1100_dpp_src1_not_vgpr(vj_target t, const vj_inst *inst, const char *text)
{
    return t == VJ_GFX1100 && strstr(text, "_e64_dpp") && inst->nsrc > 1 &&
           inst->src[1].kind != VJ_OPND_VGPR;
}

/* A 16-bit integer source holding an inline float constant prints as the
 * constant's f16 bits ('v_and_b16 v23, 0x3c00, 0xff81' for 1.0 beside a
 * literal): llvm-mc-19 prints it so and its assembler then refuses the
 * line ("only one unique literal operand is allowed"), and so do we. */
static int inline_float_printed_beside_literal(const vj_inst *inst, const char *msg)
{
    int fl = 0, lit = 0;
    for (unsigned i = 0; i < inst->nsrc && i < 3; i++) {
        fl |= inst->src[i].kind == VJ_OPND_INLINE_FLOAT || inst->src[i].kind == VJ_OPND_INLINE_F16;
        lit |= inst->src[i].kind == VJ_OPND_LITERAL;
    }
    return fl && lit && strstr(msg, "only one unique literal");
}

/* v_permlane16/v_permlanex16 whose src0 is not a VGPR (bytes 05 10 78 d7
 * fb f8 10 00 on gfx1010): llvm-mc-19 disassembles them to the same text
 * ('v_permlanex16_b32 v5, src_vccz, m0, s4 op_sel:[0,1]') and its assembler
 * refuses it ("invalid operand for instruction"), and so do we. */
static int permlane_src0_not_vgpr(const vj_inst *inst, const char *text)
{
    return !strncmp(text, "v_permlane", 10) && inst->nsrc > 0 &&
           inst->src[0].kind != VJ_OPND_VGPR;
}

/* v_readlane_b32 / v_readfirstlane_b32 whose src0 is not a VGPR
 * ('v_readlane_b32 s10, src_execz, s2' on gfx1010, found by this harness):
 * llvm-mc-19 disassembles it to that text and its assembler refuses it
 * ("invalid operand for instruction"), and so do we. */
static int readlane_src0_not_vgpr(const vj_inst *inst, const char *text)
{
    return (!strncmp(text, "v_readlane", 10) || !strncmp(text, "v_readfirstlane", 15)) &&
           inst->nsrc > 0 && inst->src[0].kind != VJ_OPND_VGPR;
}

/* CDNA's v_accvgpr_read_b32 / v_accvgpr_mov_b32 from a special source
 * ('v_accvgpr_read_b32 v1, src_scc'): llvm-mc-19's disassembler prints
 * it, its assembler refuses it ("invalid operand for instruction"), and
 * so do we; the AGPR source is the only one it assembles. */
static int accvgpr_source_not_agpr(const vj_inst *inst)
{
    return (vj_inst_flags(inst->id) & VJ_IF_ACCMOVE) && inst->id != VJ_I_V_ACCVGPR_WRITE_B32 &&
           inst->src[0].kind != VJ_OPND_AGPR;
}

/* An f16 K (v_fmaak/fmamk_f16, v_madak/madmk_f16) whose literal dword has
 * bits above 15 ('v_madak_f16 v1, s2, v1, 0x80808100' on gfx908, found by
 * this harness): llvm-mc-19 prints the whole dword and its assembler
 * refuses it ("invalid operand for instruction": an f16 K is 16 bits), and
 * so do we. */
static int f16_k_wider_than_16_bits(const vj_inst *inst)
{
    int ks = vj_inst_k_src(inst->id);
    return ks >= 0 && vj_inst_src_slot(inst->id, (unsigned)ks, 64) == VJ_SLOT_B16 &&
           (inst->src[ks].value & 0xffffffffu) > 0xffffu;
}

/* A literal whose value an inline constant also encodes (gfx908's
 * v_cmp_lt_u16_e32 vcc, 0x38, v3) is a non-canonical encoding: printed and
 * assembled again it becomes the inline constant, with llvm-mc-19 as with
 * us (a 16-bit source prints, and so reads, only its literal's low half).
 * Accept exactly that: the same text once each such literal of the first
 * decode is replaced by the second's inline constant with the same low
 * half; any other difference is still a finding. */
static int literal_became_inline(const vj_inst *first, const vj_inst *again,
                                 const char *again_text)
{
    vj_inst canon = *first;
    int changed = 0;
    for (unsigned i = 0; i < first->nsrc && i < 3; i++) {
        const vj_operand *a = &first->src[i], *b = &again->src[i];
        if (a->kind == VJ_OPND_LITERAL && b->kind != VJ_OPND_LITERAL &&
            (b->kind == VJ_OPND_INLINE_INT || b->kind == VJ_OPND_INLINE_FLOAT ||
             b->kind == VJ_OPND_INLINE_F16) &&
            (a->value & 0xffff) == (b->value & 0xffff)) {
            canon.src[i] = *b;
            changed = 1;
        }
    }
    if (!changed)
        return 0;
    canon.len = again->len;
    char text[256];
    vj_disasm_inst(&canon, text, sizeof text);
    return strcmp(text, again_text) == 0;
}

/* disasm -> asm -> encode -> decode -> disasm gives the same text. */
static void check_text_round_trip(vj_target t, unsigned wave, const vj_inst *inst,
                                  const char *text, size_t off)
{
    vj_inst again;
    vj_diag diag = {.msg = {0}};
    int count = 0;
    vj_status st = vj_asm_line(t, wave, text, "rt.s", 1, &again, &count, &diag);
    if (st != VJ_OK) {
        fuzz_check_message("vj_asm_line", diag.msg);
        if (text_may_not_assemble(text) || asm_refusal_is_llvm_mc(diag.msg) ||
            gfx1100_dpp_src1_not_vgpr(t, inst, text) || accvgpr_source_not_agpr(inst) ||
            inline_float_printed_beside_literal(inst, diag.msg) ||
            permlane_src0_not_vgpr(inst, text) || readlane_src0_not_vgpr(inst, text) ||
            f16_k_wider_than_16_bits(inst))
            return;
        fuzz_finding("%s w%u @%zu: disassembly '%s' does not assemble: %s",
                     vj_target_name(t), wave, off, text, diag.msg);
    }
    if (count != 1)
        fuzz_finding("%s w%u @%zu: '%s' assembled to %d instructions", vj_target_name(t),
                     wave, off, text, count);
    uint8_t bytes[12];
    size_t len = 0;
    st = vj_encode(&again, bytes, &len, &diag);
    if (st != VJ_OK)
        fuzz_finding("%s w%u @%zu: '%s' assembled but does not encode: %s",
                     vj_target_name(t), wave, off, text, diag.msg);
    vj_inst third;
    st = vj_decode(t, wave, bytes, len, 0, &third, &diag);
    if (st != VJ_OK)
        fuzz_finding("%s w%u @%zu: '%s' re-encoded does not decode: %s", vj_target_name(t),
                     wave, off, text, diag.msg);
    char text3[256];
    vj_disasm_inst(&third, text3, sizeof text3);
    if (strcmp(text, text3) != 0 && !literal_became_inline(inst, &third, text3))
        fuzz_finding("%s w%u @%zu: '%s' assembles back to '%s'", vj_target_name(t), wave, off,
                     text, text3);
}

/* Bytes that re-encode differently are acceptable only where llvm-mc too
 * reads two encodings as one instruction (an odd SGPR as a 64-bit operand
 * is the even pair): the new bytes must print the same and be canonical. */
static void check_canonical(vj_target t, unsigned wave, const uint8_t *orig, size_t orig_len,
                            const uint8_t *bytes, size_t len, const char *text)
{
    char hex[64], hex2[64];
    vj_inst again;
    vj_diag diag = {.msg = {0}};
    fuzz_hex(orig, orig_len, hex, sizeof hex);
    fuzz_hex(bytes, len, hex2, sizeof hex2);
    if (len != orig_len)
        fuzz_finding("%s w%u: %s re-encodes as %s", vj_target_name(t), wave, hex, hex2);
    if (vj_decode(t, wave, bytes, len, 0, &again, &diag) != VJ_OK)
        fuzz_finding("%s w%u: %s re-encodes as %s, which does not decode: %s",
                     vj_target_name(t), wave, hex, hex2, diag.msg);
    char text2[256];
    vj_disasm_inst(&again, text2, sizeof text2);
    if (strcmp(text, text2) != 0)
        fuzz_finding("%s w%u: %s ('%s') re-encodes as %s ('%s')", vj_target_name(t), wave,
                     hex, text, hex2, text2);
    uint8_t third[12];
    size_t len3 = 0;
    if (vj_encode(&again, third, &len3, &diag) != VJ_OK || len3 != len ||
        memcmp(third, bytes, len) != 0)
        fuzz_finding("%s w%u: %s re-encodes as %s, which does not re-encode to itself",
                     vj_target_name(t), wave, hex, hex2);
}

static void check_one(vj_target t, unsigned wave, const uint8_t *data, size_t size,
                      size_t off, const vj_inst *inst)
{
    char hex[64];
    if (inst->len != 4 && inst->len != 8 && inst->len != 12)
        fuzz_finding("%s w%u @%zu: decoded length %u", vj_target_name(t), wave, off,
                     inst->len);
    if (inst->len > size - off)
        fuzz_finding("%s w%u @%zu: length %u runs past the %zu input bytes",
                     vj_target_name(t), wave, off, inst->len, size);
    uint8_t bytes[12];
    size_t len = 0;
    vj_diag diag = {.msg = {0}};
    if (vj_encode(inst, bytes, &len, &diag) != VJ_OK)
        fuzz_finding("%s w%u @%zu: %s decodes but does not encode: %s", vj_target_name(t),
                     wave, off, fuzz_hex(data + off, inst->len, hex, sizeof hex), diag.msg);
    char text[256];
    int n = vj_disasm_inst(inst, text, sizeof text);
    if (len != inst->len || memcmp(bytes, data + off, len) != 0)
        check_canonical(t, wave, data + off, inst->len, bytes, len, text);
    if (n <= 0 || (size_t)n >= sizeof text || strlen(text) != (size_t)n)
        fuzz_finding("%s w%u @%zu: vj_disasm_inst returned %d for '%s'", vj_target_name(t),
                     wave, off, n, text);
    /* snprintf contract: a short buffer gets a terminated prefix. */
    char small[8];
    size_t k = (size_t)n / 2 < sizeof small ? (size_t)n / 2 : sizeof small;
    memset(small, 'X', sizeof small);
    if (vj_disasm_inst(inst, small, k) != n || (k && (small[k - 1] != '\0' ||
                                                     strncmp(small, text, k - 1) != 0)))
        fuzz_finding("%s w%u @%zu: vj_disasm_inst into %zu bytes breaks the snprintf contract",
                     vj_target_name(t), wave, off, k);
    check_text_round_trip(t, wave, inst, text, off);
}

/* A scalar word (salu.c): its text assembles, or is refused with a message
 * (llvm-mc-19's disassembler prints some texts its assembler refuses, as
 * GFX11's s_waitcnt_vscnt with another register than null, and so do we),
 * and the bytes it assembles to decode to the same text (bits no operand
 * prints, as llvm-mc drops them, may differ: s_waitcnt's unused ones). */
static void check_scalar(vj_target t, const uint8_t *data, size_t size, size_t off)
{
    vj_sinst s, a, b;
    vj_report r;
    if (vj_salu_decode(t, data, size, off, &s, &r) != VJ_OK) {
        fuzz_check_message("vj_salu_decode", r.text.msg);
        return;
    }
    char text[256], again[256], hex[64];
    int n = vj_salu_print(&s, text, sizeof text);
    if (n <= 0 || (size_t)n >= sizeof text)
        fuzz_finding("%s @%zu: vj_salu_print returned %d", vj_target_name(t), off, n);
    vj_status st;
    vj_diag d = {.msg = {0}};
    if (!vj_salu_asm_line(t, text, "fuzz.s", 1, &a, &st, &d)) {
        fuzz_finding("%s @%zu: %s prints '%s', not a scalar mnemonic", vj_target_name(t), off,
                     fuzz_hex(data + off, s.len, hex, sizeof hex), text);
        return;
    }
    if (st != VJ_OK) {
        fuzz_check_message("vj_salu_asm_line", d.msg);
        return;
    }
    uint8_t bytes[8];
    size_t len = vj_salu_encode(&a, bytes);
    if (vj_salu_decode(t, bytes, len, 0, &b, &r) != VJ_OK) {
        fuzz_finding("%s @%zu: '%s' assembles to bytes that do not decode: %s",
                     vj_target_name(t), off, text, r.text.msg);
        return;
    }
    vj_salu_print(&b, again, sizeof again);
    if (strcmp(text, again) != 0)
        fuzz_finding("%s @%zu: %s prints '%s', its assembly '%s'", vj_target_name(t), off,
                     fuzz_hex(data + off, s.len, hex, sizeof hex), text, again);
}

/* The public entry point must agree with the internal one. */
static void check_public(vj_target t, const uint8_t *data, size_t size)
{
    vj_context *ctx = fuzz_context(t);
    char text[256];
    size_t len = 0;
    vj_status st = vj_disassemble(ctx, data, size, 0, text, sizeof text, &len);
    if (st != VJ_OK) {
        fuzz_check_message("vj_disassemble", vj_last_error(ctx));
        return;
    }
    if ((len != 4 && len != 8 && len != 12) || len > size || strlen(text) >= sizeof text)
        fuzz_finding("%s: vj_disassemble gave length %zu for %zu bytes", vj_target_name(t), len,
                     size);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    for (unsigned t = 0; t < VJ_TARGET_COUNT; t++) {
        for (unsigned w = 0; w < 2; w++) {
            size_t off = 0;
            while (off < size) {
                vj_inst inst;
                vj_diag diag = {.msg = {0}};
                vj_status st = vj_decode((vj_target)t, waves[w], data, size, off, &inst, &diag);
                if (st == VJ_OK) {
                    check_one((vj_target)t, waves[w], data, size, off, &inst);
                    off += inst.len;
                } else {
                    fuzz_check_message("vj_decode", diag.msg);
                    if (st == VJ_ERR_UNSUPPORTED && w == 0)
                        check_scalar((vj_target)t, data, size, off);
                    off += 4;
                }
            }
        }
        check_public((vj_target)t, data, size);
    }
    return 0;
}
