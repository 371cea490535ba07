/* fuzz_asm: arbitrary text into the assembler of every target. A failure
 * must carry a "file:line:col: error:" message; what assembles must decode
 * and disassemble, and that text must assemble to the same bytes. */
#include "config.h"

#include "frontend/frontend.h"
#include "fuzz.h"

/* "fuzz.s:LINE:COL: error: ..." with LINE and COL positive numbers. */
static void check_asm_message(vj_target t, const char *msg)
{
    fuzz_check_message("vj_assemble", msg);
    unsigned line = 0, col = 0;
    int used = 0;
    if (sscanf(msg, "fuzz.s:%u:%u: error: %n", &line, &col, &used) < 2 || used == 0 ||
        line == 0 || col == 0)
        fuzz_finding("%s: assembler message without file:line:col: error: '%s'",
                     vj_target_name(t), msg);
}

/* An instruction without operands (v_nop, v_clrexcp, v_pipeflush) whose
 * two forms llvm-mc-19 prints by the one bare name, which assembles to the
 * 32-bit form: the text gave the same instruction in its other form. */
static int same_bare_name(vj_target t, unsigned wave, const vj_inst *inst, const uint8_t *again,
                          size_t again_len)
{
    vj_inst back;
    vj_diag diag = {.msg = {0}};
    return !inst->salu && vj_inst_table[inst->id].shape == VJ_SHAPE_N &&
           vj_decode(t, wave, again, again_len, 0, &back, &diag) == VJ_OK &&
           back.id == inst->id && back.len == again_len && !inst->e32 && back.e32;
}

/* Everything assembled decodes; each instruction's text assembles back to
 * it (or, for an instruction llvm-mc prints by its bare name, to its other
 * form: same_bare_name). */
static void check_output(vj_target t, const uint8_t *code, size_t len)
{
    vj_context *ctx = fuzz_context(t);
    unsigned wave = vj_target_default_wave(t);
    size_t off = 0;
    char hex[64];
    while (off < len) {
        vj_inst inst;
        vj_diag diag = {.msg = {0}};
        const uint8_t *p = code + off;
        uint32_t w0 = len - off < 4 ? 0
                                    : (uint32_t)p[0] | (uint32_t)p[1] << 8 |
                                          (uint32_t)p[2] << 16 | (uint32_t)p[3] << 24;
        if (len - off >= 4 && vj_salu_enc_of(w0) < 0 && vj_mem_enc_of(t, w0) >= 0) {
            /* a memory line (vj_assemble takes them, issue 31; no block
             * does): mem.c's record, printed and assembled back */
            vj_minst m;
            vj_report rep;
            if (vj_mem_decode(t, code, len, off, &m, &rep) != VJ_OK) {
                fuzz_finding("%s: assembled bytes at %zu do not decode: %s", vj_target_name(t),
                             off, vj_report_message(&rep));
                return;
            }
            char mtext[256];
            vj_mem_print(&m, mtext, sizeof mtext);
            uint8_t *again = NULL;
            size_t again_len = 0;
            if (vj_assemble(ctx, mtext, "rt.s", &again, &again_len) != VJ_OK) {
                if (!asm_refusal_is_llvm_mc(vj_last_error(ctx)))
                    fuzz_finding("%s: '%s' (from %s) does not assemble back: %s",
                                 vj_target_name(t), mtext,
                                 fuzz_hex(code + off, m.len, hex, sizeof hex),
                                 vj_last_error(ctx));
            } else if (again_len != m.len || memcmp(again, code + off, m.len) != 0) {
                char hex2[64];
                fuzz_finding("%s: %s disassembles to '%s', which assembles to %s",
                             vj_target_name(t), fuzz_hex(code + off, m.len, hex, sizeof hex),
                             mtext, fuzz_hex(again, again_len, hex2, sizeof hex2));
            }
            vj_free(again);
            off += m.len;
            continue;
        }
        if (len - off >= 4 && vj_salu_enc_of(w0) >= 0) {
            /* a scalar line (vj_assemble takes them, issue 30): salu.c's
             * record, printed through the tag vj_disasm_inst reads */
            vj_report rep;
            memset(&inst, 0, sizeof inst);
            if (vj_salu_decode(t, code, len, off, &inst.s, &rep) != VJ_OK)
                fuzz_finding("%s: assembled bytes at %zu do not decode: %s", vj_target_name(t),
                             off, vj_report_message(&rep));
            inst.salu = 1;
            inst.id = VJ_I_COUNT;
            inst.target = t;
            inst.len = inst.s.len;
        } else if (vj_decode(t, wave, code, len, off, &inst, &diag) != VJ_OK) {
            fuzz_finding("%s: assembled bytes at %zu do not decode: %s", vj_target_name(t),
                         off, diag.msg);
        }
        char text[256];
        vj_disasm_inst(&inst, text, sizeof text);
        uint8_t *again = NULL;
        size_t again_len = 0;
        if (vj_assemble(ctx, text, "rt.s", &again, &again_len) != VJ_OK) {
            if (!strstr(text, "Invalid") && !strstr(text, "lds_direct") &&
                !asm_refusal_is_llvm_mc(vj_last_error(ctx)))
                fuzz_finding("%s: '%s' (from %s) does not assemble back: %s",
                             vj_target_name(t), text,
                             fuzz_hex(code + off, inst.len, hex, sizeof hex),
                             vj_last_error(ctx));
        } else {
            char hex2[64];
            if ((again_len != inst.len || memcmp(again, code + off, inst.len) != 0) &&
                !same_bare_name(t, wave, &inst, again, again_len))
                fuzz_finding("%s: %s disassembles to '%s', which assembles to %s",
                             vj_target_name(t), fuzz_hex(code + off, inst.len, hex, sizeof hex),
                             text, fuzz_hex(again, again_len, hex2, sizeof hex2));
        }
        vj_free(again);
        off += inst.len;
    }
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    char *text = fuzz_cstr(data, size);
    for (unsigned t = 0; t < VJ_TARGET_COUNT; t++) {
        vj_context *ctx = fuzz_context((vj_target)t);
        uint8_t *code = NULL;
        size_t len = 0;
        vj_status st = vj_assemble(ctx, text, "fuzz.s", &code, &len);
        if (st == VJ_OK)
            check_output((vj_target)t, code, len);
        else if (st == VJ_ERR_ASM)
            check_asm_message((vj_target)t, vj_last_error(ctx));
        else
            fuzz_check_message("vj_assemble", vj_last_error(ctx));
        vj_free(code);
    }
    free(text);
    return 0;
}
