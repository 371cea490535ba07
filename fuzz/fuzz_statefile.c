/* fuzz_statefile: arbitrary text into the wave state-file parser, for wave32
 * and wave64. A refusal must say "file:line:col: error:" and leave the wave
 * as it was; what parses must format and parse back to the same state. */
#include "config.h"

#include "fuzz.h"

static void check_refusal(const char *msg)
{
    fuzz_check_message("vj_wave_parse", msg);
    unsigned line = 0, col = 0;
    int used = 0;
    if (sscanf(msg, "fuzz.state:%u:%u: error: %n", &line, &col, &used) < 2 || used == 0 ||
        line == 0 || col == 0)
        fuzz_finding("state parser message without file:line:col: error: '%s'", msg);
}

static void check_same(const char *what, const vj_wave *a, const vj_wave *b)
{
    vj_wave_difference d;
    if (vj_wave_first_difference(a, b, &d))
        fuzz_finding("%s: %s lane %d is 0x%llx, was 0x%llx", what, d.reg, d.lane,
                     (unsigned long long)d.b, (unsigned long long)d.a);
}

/* Formatting the whole wave is 180 KB of text: do it for one input in eight
 * (chosen by content, so a finding reproduces), else only the VGPRs that
 * the input changed. */
static int full_round_trip(const uint8_t *data, size_t size)
{
    uint32_t h = 2166136261u;
    for (size_t i = 0; i < size; i++)
        h = (h ^ data[i]) * 16777619u;
    return (h & 7) == 0;
}

/* Format w (all of it, or the VGPRs and AGPRs it changed from before) and
 * parse the text over before's values: the result must be w. The whole
 * wave's text leaves out an AGPR that is zero in every lane: it is parsed
 * over a random state whose AGPRs are zero. */
static void round_trip(vj_context *ctx, const vj_wave *w, const vj_wave *before, int full)
{
    unsigned wave_size = vj_wave_size(w), changed[256], achanged[256];
    size_t n = 0, na = 0;
    for (unsigned r = 0; r < 256 && !full; r++) {
        for (unsigned l = 0; l < wave_size; l++)
            if (vj_wave_get_vgpr(w, r, l) != vj_wave_get_vgpr(before, r, l)) {
                changed[n++] = r;
                break;
            }
        for (unsigned l = 0; l < wave_size; l++)
            if (vj_wave_get_agpr(w, r, l) != vj_wave_get_agpr(before, r, l)) {
                achanged[na++] = r;
                break;
            }
    }
    char *text = vj_wave_format(w, full ? NULL : changed, n);
    char *atext = full ? NULL : vj_wave_format_agprs(w, achanged, na);
    if (!text || (!full && !atext))
        fuzz_finding("vj_wave_format returned NULL");
    vj_wave *again = vj_wave_new(wave_size);
    if (!again)
        abort();
    if (full) {
        vj_wave_randomize(again, 7);
        for (unsigned r = 0; r < 256; r++)
            for (unsigned l = 0; l < wave_size; l++)
                vj_wave_set_agpr(again, r, l, 0);
    } else {
        vj_wave_copy(again, before);
    }
    if (vj_wave_parse(ctx, again, text, "formatted.state") != VJ_OK ||
        (atext && vj_wave_parse(ctx, again, atext, "formatted.state") != VJ_OK))
        fuzz_finding("vj_wave_format output does not parse: %s", vj_last_error(ctx));
    if (full) {
        check_same("format -> parse round trip", w, again);
    } else {
        /* Only the changed VGPRs and AGPRs were formatted: compare them. */
        for (size_t i = 0; i < n; i++)
            for (unsigned l = 0; l < wave_size; l++)
                if (vj_wave_get_vgpr(w, changed[i], l) != vj_wave_get_vgpr(again, changed[i], l))
                    fuzz_finding("format -> parse round trip: v%u lane %u is 0x%x, was 0x%x",
                                 changed[i], l, vj_wave_get_vgpr(again, changed[i], l),
                                 vj_wave_get_vgpr(w, changed[i], l));
        for (size_t i = 0; i < na; i++)
            for (unsigned l = 0; l < wave_size; l++)
                if (vj_wave_get_agpr(w, achanged[i], l) != vj_wave_get_agpr(again, achanged[i], l))
                    fuzz_finding("format -> parse round trip: a%u lane %u is 0x%x, was 0x%x",
                                 achanged[i], l, vj_wave_get_agpr(again, achanged[i], l),
                                 vj_wave_get_agpr(w, achanged[i], l));
    }
    vj_wave_free(again);
    vj_free(text);
    vj_free(atext);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static vj_context *ctx;
    if (!ctx && !(ctx = vj_context_new(NULL, NULL)))
        fuzz_finding("vj_context_new failed");
    char *text = fuzz_cstr(data, size);
    for (unsigned wave_size = 32; wave_size <= 64; wave_size += 32) {
        vj_wave *w = vj_wave_new(wave_size), *before = vj_wave_new(wave_size);
        if (!w || !before)
            abort();
        vj_wave_randomize(w, 42);
        vj_wave_copy(before, w);
        vj_status st = vj_wave_parse(ctx, w, text, "fuzz.state");
        if (st != VJ_OK) {
            if (st == VJ_ERR_STATE)
                check_refusal(vj_last_error(ctx));
            else
                fuzz_check_message("vj_wave_parse", vj_last_error(ctx));
            check_same("a refused state file changed the wave", before, w);
        } else {
            round_trip(ctx, w, before, full_round_trip(data, size));
        }
        vj_wave_free(before);
        vj_wave_free(w);
    }
    free(text);
    return 0;
}
