/* fuzz_pipeline: arbitrary bytes through decode -> lower -> optimise, then
 * run by the reference evaluator, the interpreter (unfolded and folded IR,
 * internal and through vj_run) and the JIT on one random wave: any difference
 * in status or state aborts. Harness code: it may reach internal functions.
 *
 * Scalar ALU words that blocks run are decoded as blocks decode them.
 *
 * Input: byte 0 picks the target (low nibble mod 10) and the wave size (bit 4);
 * byte 1 is flags (bit 0: edge-case register values, bit 1: random exec, bit 2
 * with bit 1: exec 0, bits 3-4: libgccjit -O level); bytes 2..9 seed the wave
 * state; the rest is machine code. */
#include "config.h"

#include <pthread.h>
#include <signal.h>

#include "fuzz.h"
#include "interp/interp.h"
#include "ir/ir.h"
#include "ir/state.h"

/* Blocks the JIT refused, and why (printed at exit: a JIT that refuses
 * everything would make this harness vacuous). VJ_FUZZ_STRICT_JIT=1 makes a
 * refusal a finding. */
static unsigned long refusals;
static char first_refusal[200];

/* How many inputs got how far: printed at exit, so that a run's exec count
 * can be read against the inputs that reached each engine. */
static unsigned long inputs, translated, jit_compared;

static void print_counts(void)
{
    fprintf(stderr, "fuzz_pipeline: %lu inputs, %lu translated, %lu compared with the JIT\n",
            inputs, translated, jit_compared);
}

static void print_refusals(void)
{
    if (refusals)
        fprintf(stderr, "fuzz_pipeline: the JIT refused %lu blocks; first: %s\n", refusals,
                first_refusal);
}

static void jit_refused(vj_block *b)
{
    const char *why = vj_block_jit_failure(b);
    if (getenv("VJ_FUZZ_STRICT_JIT"))
        fuzz_finding("the JIT refused a block: %s", why ? why : "(no reason)");
    if (refusals++ == 0) {
        snprintf(first_refusal, sizeof first_refusal, "%s", why ? why : "(no reason)");
        atexit(print_refusals);
    }
}

enum { HDR = 10 };

static vj_context *context_for(vj_target t, unsigned wave, unsigned jit_level)
{
    static vj_context *ctx[VJ_TARGET_COUNT][2][4];
    vj_context **slot = &ctx[t][wave == 64][jit_level];
    if (!*slot) {
        vj_options o;
        vj_options_init(&o);
        o.target = t;
        o.wave_size = wave;
        o.jit_opt_level = (int)jit_level;
        o.cache_capacity = 256; /* keep the fuzzer's memory flat */
        vj_status st = VJ_OK;
        *slot = vj_context_new(&o, &st);
        if (!*slot)
            return NULL;
    }
    return *slot;
}

static uint64_t next(uint64_t *s)
{
    uint64_t x = *s += 0x9e3779b97f4a7c15ull;
    x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ull;
    x = (x ^ (x >> 27)) * 0x94d049bb133111ebull;
    return x ^ (x >> 31);
}

/* Values where shifts, bitfields, min/max and 24-bit multiplies turn. */
static const uint32_t edges[] = {
    0, 1, 2, 7, 8, 15, 16, 23, 24, 31, 32, 33, 63, 64, 0xff, 0x100, 0x7fffff, 0x800000,
    0xffffff, 0x1000000, 0x7fffffff, 0x80000000, 0x80000001, 0xfffffffe, 0xffffffff,
    0x0c0c0c0c, 0x03020100, 0x07060504, 0x08090a0b, 0x0d0e0f10, 0x01000302, 0x80808080,
};

static void fill_wave(vj_wave *w, uint64_t seed, unsigned flags)
{
    vj_wave_randomize(w, seed);
    uint64_t s = seed ^ 0x5eed;
    if (flags & 1) {
        for (unsigned r = 0; r < VJ_NUM_VGPRS; r++)
            for (unsigned l = 0; l < VJ_MAX_LANES; l++)
                if (next(&s) & 1)
                    w->v[r][l] = edges[next(&s) % (sizeof edges / sizeof edges[0])];
        for (unsigned r = 0; r < VJ_SREG_COUNT; r++)
            if (r != VJ_SREG_EXEC_LO && r != VJ_SREG_EXEC_HI && r != VJ_SREG_NULL &&
                (next(&s) & 1))
                w->s[r] = edges[next(&s) % (sizeof edges / sizeof edges[0])];
    }
    if (flags & 2) {
        uint64_t exec = next(&s);
        if (flags & 4)
            exec = 0; /* a wave with no lane on: nothing may change */
        vj_wave_set_sreg(w, "exec", exec);
    }
}

static void compare(const char *what, const vj_wave *want, const vj_wave *got, unsigned wave,
                    const uint8_t *code, size_t len)
{
    char hex[200];
    for (unsigned r = 0; r < VJ_NUM_VGPRS; r++)
        for (unsigned l = 0; l < wave; l++)
            if (want->v[r][l] != got->v[r][l])
                fuzz_finding("%s differs from the reference: v%u lane %u = 0x%08x, want 0x%08x "
                             "(wave%u, code %s)",
                             what, r, l, got->v[r][l], want->v[r][l], wave,
                             fuzz_hex(code, len, hex, sizeof hex));
    for (unsigned r = 0; r < VJ_SREG_COUNT; r++)
        if (want->s[r] != got->s[r])
            fuzz_finding("%s differs from the reference: scalar %u = 0x%08x, want 0x%08x "
                         "(wave%u, code %s)",
                         what, r, got->s[r], want->s[r], wave, fuzz_hex(code, len, hex, sizeof hex));
    if (want->scc != got->scc)
        fuzz_finding("%s differs from the reference: scc %u, want %u (code %s)", what, got->scc,
                     want->scc, fuzz_hex(code, len, hex, sizeof hex));
}

static vj_status run_public(vj_context *ctx, vj_block *b, const vj_wave *init, vj_engine e,
                            vj_wave **out)
{
    *out = vj_wave_new(vj_wave_size(init));
    if (!*out)
        abort();
    vj_wave_copy(*out, init);
    vj_status st = vj_run(ctx, b, *out, e);
    if (st != VJ_OK)
        fuzz_check_message("vj_run", vj_last_error(ctx));
    return st;
}

static vj_wave *copy_of(const vj_wave *init)
{
    vj_wave *w = vj_wave_new(vj_wave_size(init));
    if (!w)
        abort();
    vj_wave_copy(w, init);
    return w;
}

/* The internal path, without the JIT: decode, lower (unfolded) and a folded
 * clone. Returns VJ_OK with n instructions, or the first failure. */
static vj_status build_internal(vj_target t, unsigned wave, const uint8_t *code, size_t len,
                                vj_inst **insts, size_t *n, vj_ir_block *raw, vj_ir_block *opt)
{
    char err[256];
    *insts = malloc((len / 4 + 1) * sizeof **insts); /* 4 bytes at least each */
    *n = 0;
    if (!*insts)
        abort();
    for (size_t off = 0; off < len;) {
        /* what a block decodes: vector instructions and the scalar ones
         * lowering runs (issue 30) */
        vj_report rep;
        vj_status st = vj_decode_translatable(t, wave, code, len, off, &(*insts)[*n], &rep);
        if (st != VJ_OK) {
            fuzz_check_message("vj_decode_translatable", vj_report_message(&rep));
            return st;
        }
        off += (*insts)[(*n)++].len;
    }
    vj_status st = vj_lower(raw, *insts, *n, err, sizeof err);
    if (st != VJ_OK) {
        fuzz_check_message("vj_lower", err);
        return st;
    }
    if (vj_ir_verify(raw, err, sizeof err) != VJ_OK)
        fuzz_finding("lowered IR fails the verifier: %s", err);
    if (vj_ir_clone(opt, raw) != VJ_OK)
        abort();
    st = vj_ir_optimize(opt);
    if (st != VJ_OK)
        fuzz_finding("the optimiser failed: %s", vj_status_string(st));
    if (vj_ir_verify(opt, err, sizeof err) != VJ_OK)
        fuzz_finding("optimised IR fails the verifier: %s", err);
    return VJ_OK;
}

/* libgccjit's driver exit()s the process when its wait for the assembler is
 * interrupted by a signal (EINTR): libFuzzer's SIGALRM timer is one. Keep
 * it blocked while translating (it fires right after). See robustness.md. */
static vj_status translate_quietly(vj_context *ctx, const uint8_t *code, size_t len,
                                   vj_block **out)
{
    sigset_t alarm, old;
    sigemptyset(&alarm);
    sigaddset(&alarm, SIGALRM);
    pthread_sigmask(SIG_BLOCK, &alarm, &old);
    vj_status st = vj_translate(ctx, code, len, out);
    pthread_sigmask(SIG_SETMASK, &old, NULL);
    return st;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (inputs++ == 0)
        atexit(print_counts);
    if (size < HDR)
        return 0;
    vj_target t = (vj_target)((data[0] & 15) % VJ_TARGET_COUNT);
    unsigned wave = data[0] & 16 ? 64 : 32;
    unsigned flags = data[1];
    uint64_t seed = 0;
    memcpy(&seed, data + 2, 8);
    const uint8_t *code = data + HDR;
    size_t len = size - HDR;

    unsigned jit_level = (flags >> 3) & 3;
    vj_context *ctx = context_for(t, wave, jit_level);
    if (!ctx) /* e.g. wave32 on a wave64-only target: refused cleanly */
        return 0;

    vj_inst *insts;
    size_t n;
    vj_ir_block raw, opt;
    vj_ir_init(&raw, t, wave);
    vj_ir_init(&opt, t, wave);
    vj_status si = build_internal(t, wave, code, len, &insts, &n, &raw, &opt);
    vj_block *b = NULL;
    vj_status sp = translate_quietly(ctx, code, len, &b);
    if (si != sp)
        fuzz_finding("translation says %s, decode + lower say %s", vj_status_string(sp),
                     vj_status_string(si));
    if (sp != VJ_OK) {
        fuzz_check_message("vj_translate", vj_last_error(ctx));
        goto out;
    }

    translated++;
    vj_wave *init = vj_wave_new(wave);
    if (!init)
        abort();
    fill_wave(init, seed, flags);

    char err[256];
    vj_wave *ref = copy_of(init), *w_raw = copy_of(init), *w_opt = copy_of(init);
    vj_status s_ref = vj_ref_run(insts, n, ref, err, sizeof err);
    vj_status s_raw = vj_interp_run(&raw, w_raw, err, sizeof err);
    vj_status s_opt = vj_interp_run(&opt, w_opt, err, sizeof err);
    if (s_ref != s_raw || s_ref != s_opt)
        fuzz_finding("run statuses differ: reference %s, interpreter %s, folded %s",
                     vj_status_string(s_ref), vj_status_string(s_raw), vj_status_string(s_opt));
    /* (room movrel: a run that stops at an m0-relative index past v255 is
     * VJ_ERR_UNSUPPORTED in every engine, with the same state before it) */
    int ran = s_ref == VJ_OK || s_ref == VJ_ERR_UNSUPPORTED;
    if (ran) {
        compare("interpreter (unfolded IR)", ref, w_raw, wave, code, len);
        compare("interpreter (folded IR)", ref, w_opt, wave, code, len);
    }

    /* The public path: the block the context translated, on each engine. */
    vj_wave *p_ref, *p_int, *p_jit = NULL;
    vj_status sp_ref = run_public(ctx, b, init, VJ_ENGINE_REF, &p_ref);
    vj_status sp_int = run_public(ctx, b, init, VJ_ENGINE_INTERP, &p_int);
    if (sp_ref != s_ref || sp_int != s_ref)
        fuzz_finding("vj_run statuses differ: reference %s, interpreter %s, internal %s",
                     vj_status_string(sp_ref), vj_status_string(sp_int), vj_status_string(s_ref));
    if (ran) {
        compare("vj_run reference", ref, p_ref, wave, code, len);
        compare("vj_run interpreter", ref, p_int, wave, code, len);
    }
    if (vj_jit_available()) {
        vj_status s_jit = run_public(ctx, b, init, VJ_ENGINE_JIT, &p_jit);
        vj_block_fn entry = vj_block_jit_entry(ctx, b);
        int jit_ran = s_jit == VJ_OK || (s_jit == VJ_ERR_UNSUPPORTED && s_ref == s_jit);
        if ((entry != NULL) != jit_ran)
            fuzz_finding("vj_block_jit_entry %s code that vj_run %s", entry ? "has" : "has no",
                         jit_ran ? "ran" : "refused");
        if (jit_ran && s_jit == s_ref) {
            compare("JIT", ref, p_jit, wave, code, len);
            if (entry) {
                vj_wave *p_entry = copy_of(init);
                if ((entry(p_entry) != VJ_OK) != (s_ref != VJ_OK))
                    fuzz_finding("the JIT's entry returned %s", s_ref ? "zero" : "non-zero");
                compare("JIT entered directly", ref, p_entry, wave, code, len);
                vj_wave_free(p_entry);
            }
            jit_compared++;
        } else if (s_jit == VJ_ERR_JIT)
            jit_refused(b);
        else if (s_jit != s_ref)
            fuzz_finding("run statuses differ: reference %s, JIT %s", vj_status_string(s_ref),
                         vj_status_string(s_jit));
    }
    vj_wave_free(p_jit);
    vj_wave_free(p_int);
    vj_wave_free(p_ref);
    vj_wave_free(w_opt);
    vj_wave_free(w_raw);
    vj_wave_free(ref);
    vj_wave_free(init);
out:
    vj_block_free(b);
    vj_ir_release(&opt);
    vj_ir_release(&raw);
    free(insts);
    return 0;
}
