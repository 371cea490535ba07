/* wave: the public wave-state calls: create, copy, registers by number and
 * scalar registers by name (AGPRs by number too), random fill, and the
 * first difference of two states. The layout itself is src/ir/state.h; no text parsing here. */
#include "config.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "frontend/frontend.h"
#include "ir/ir.h"
#include "ir/state.h"
#include "runtime/runtime.h"
#include "runtime/wave.h"

static void set_exec_all(vj_wave *w)
{
    w->s[VJ_SREG_EXEC_LO] = 0xffffffffu;
    w->s[VJ_SREG_EXEC_HI] = w->wave_size == 64 ? 0xffffffffu : 0;
}

vj_wave *vj_wave_new(unsigned wave_size)
{
    if (wave_size != 32 && wave_size != 64)
        return NULL;
    vj_wave *w = vj_alloc_hot(sizeof *w);
    if (!w)
        return NULL;
    w->wave_size = wave_size;
    w->mode = VJ_MODE_DEFAULT;
    set_exec_all(w);
    return w;
}

void vj_wave_free(vj_wave *wave)
{
    free(wave);
}

unsigned vj_wave_size(const vj_wave *wave)
{
    return wave ? wave->wave_size : 0;
}

void vj_wave_copy(vj_wave *dst, const vj_wave *src)
{
    if (dst && src && dst != src && dst->wave_size == src->wave_size)
        memcpy(dst, src, sizeof *dst);
}

uint32_t *vj_wave_vgpr(vj_wave *wave, unsigned reg)
{
    return wave && reg < VJ_NUM_VGPRS ? wave->v[reg] : NULL;
}

uint32_t vj_wave_get_vgpr(const vj_wave *wave, unsigned reg, unsigned lane)
{
    if (!wave || reg >= VJ_NUM_VGPRS || lane >= wave->wave_size)
        return 0;
    return wave->v[reg][lane];
}

void vj_wave_set_vgpr(vj_wave *wave, unsigned reg, unsigned lane, uint32_t value)
{
    if (wave && reg < VJ_NUM_VGPRS && lane < wave->wave_size)
        wave->v[reg][lane] = value;
}

uint32_t *vj_wave_agpr(vj_wave *wave, unsigned reg)
{
    return wave && reg < VJ_NUM_AGPRS ? wave->a[reg] : NULL;
}

uint32_t vj_wave_get_agpr(const vj_wave *wave, unsigned reg, unsigned lane)
{
    if (!wave || reg >= VJ_NUM_AGPRS || lane >= wave->wave_size)
        return 0;
    return wave->a[reg][lane];
}

void vj_wave_set_agpr(vj_wave *wave, unsigned reg, unsigned lane, uint32_t value)
{
    if (wave && reg < VJ_NUM_AGPRS && lane < wave->wave_size)
        wave->a[reg][lane] = value;
}

/* Scalar names come from the frontend's one register table, which spells
 * them in lower case; the wave calls take any case. A wave-state name is one
 * every family has (not null, flat_scratch or xnack_mask), a numbered s or
 * ttmp register (no leading zero), or scc, which is a wave bit, not a
 * register of the scalar space. */
#define ALL_FAMILIES ((1u << VJ_FAM_COUNT) - 1)

int vj_wave_sreg_lookup(const char *name, unsigned *idx, unsigned *dwords)
{
    char low[16]; /* longer than any wave-state name */
    size_t len = 0;
    if (!name)
        return 0;
    for (; name[len]; len++) {
        if (len + 1 >= sizeof low)
            return 0;
        low[len] = (char)tolower((unsigned char)name[len]);
    }
    low[len] = '\0';
    if (strcmp(low, "scc") == 0) {
        *idx = 0;
        *dwords = 0;
        return 1;
    }
    unsigned i, dw, fams;
    if (vj_sreg_by_name(low, len, &i, &dw, &fams)) {
        if (fams != ALL_FAMILIES)
            return 0;
        *idx = i;
        *dwords = dw;
        return 1;
    }
    size_t pl = 0;
    while (isalpha((unsigned char)low[pl]))
        pl++;
    unsigned base, count;
    /* the vector ranges: VGPRs, and AGPRs by either spelling */
    if ((pl == 1 && (low[0] == 'v' || low[0] == 'a')) || (pl == 3 && !strncmp(low, "acc", 3)))
        return 0;
    if (!vj_reg_range(low, pl, &base, &count))
        return 0;
    const char *p = low + pl;
    if (*p < '0' || *p > '9' || (p[0] == '0' && p[1]))
        return 0;
    unsigned n = 0;
    for (; *p; p++) {
        if (*p < '0' || *p > '9' || n > 1000)
            return 0;
        n = n * 10 + (unsigned)(*p - '0');
    }
    if (n >= count)
        return 0;
    *idx = base + n;
    *dwords = 1;
    return 1;
}

vj_status vj_wave_get_sreg(const vj_wave *wave, const char *name, uint64_t *value)
{
    unsigned idx, dw;
    if (!wave || !value || !vj_wave_sreg_lookup(name, &idx, &dw))
        return VJ_ERR_ARG;
    if (dw == 0)
        *value = wave->scc;
    else if (dw == 1)
        *value = wave->s[idx];
    else
        *value = (uint64_t)wave->s[idx + 1] << 32 | wave->s[idx];
    return VJ_OK;
}

vj_status vj_wave_set_sreg(vj_wave *wave, const char *name, uint64_t value)
{
    unsigned idx, dw;
    if (!wave || !vj_wave_sreg_lookup(name, &idx, &dw))
        return VJ_ERR_ARG;
    if (dw == 0) {
        if (value > 1)
            return VJ_ERR_ARG;
        wave->scc = (uint32_t)value;
    } else if (dw == 1) {
        if (value > 0xffffffffu)
            return VJ_ERR_ARG;
        wave->s[idx] = (uint32_t)value;
    } else {
        wave->s[idx] = (uint32_t)value;
        wave->s[idx + 1] = (uint32_t)(value >> 32);
    }
    return VJ_OK;
}

uint32_t vj_wave_get_mode(const vj_wave *wave)
{
    return wave ? wave->mode : 0;
}

vj_status vj_wave_set_mode(vj_wave *wave, uint32_t mode)
{
    if (!wave || (mode & ~VJ_MODE_MASK))
        return VJ_ERR_ARG;
    wave->mode = mode;
    return VJ_OK;
}

uint64_t vj_wave_get_pc(const vj_wave *wave)
{
    return wave ? wave->pc : 0;
}

void vj_wave_set_pc(vj_wave *wave, uint64_t pc)
{
    if (wave)
        wave->pc = pc;
}

/* splitmix64: small, deterministic, no global state. */
static uint64_t next_random(uint64_t *state)
{
    uint64_t z = (*state += 0x9e3779b97f4a7c15ull);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
    return z ^ (z >> 31);
}

void vj_wave_randomize(vj_wave *wave, uint64_t seed)
{
    if (!wave)
        return;
    uint64_t st = seed;
    for (unsigned r = 0; r < VJ_NUM_VGPRS; r++)
        for (unsigned l = 0; l < VJ_MAX_LANES; l += 2) {
            uint64_t x = next_random(&st);
            wave->v[r][l] = (uint32_t)x;
            wave->v[r][l + 1] = (uint32_t)(x >> 32);
        }
    /* Lanes a wave32 does not have stay zero, so states compare cleanly. */
    if (wave->wave_size == 32)
        for (unsigned r = 0; r < VJ_NUM_VGPRS; r++)
            memset(&wave->v[r][32], 0, 32 * sizeof(uint32_t));
    for (unsigned s = 0; s < VJ_SREG_COUNT; s++)
        wave->s[s] = (uint32_t)next_random(&st);
    wave->s[VJ_SREG_NULL] = 0;
    wave->scc = (uint32_t)(next_random(&st) & 1);
    /* The AGPRs after everything else, so that a seed gives the VGPRs and
     * scalars it always gave; wave32's lanes 32-63 zero as the VGPRs'. */
    for (unsigned r = 0; r < VJ_NUM_AGPRS; r++)
        for (unsigned l = 0; l < wave->wave_size; l += 2) {
            uint64_t x = next_random(&st);
            wave->a[r][l] = (uint32_t)x;
            wave->a[r][l + 1] = (uint32_t)(x >> 32);
        }
    if (wave->wave_size == 32)
        for (unsigned r = 0; r < VJ_NUM_AGPRS; r++)
            memset(&wave->a[r][32], 0, 32 * sizeof(uint32_t));
    set_exec_all(wave);
}

int vj_wave_first_difference(const vj_wave *a, const vj_wave *b, vj_wave_difference *out)
{
    if (!a || !b)
        return 0;
    vj_wave_difference d;
    memset(&d, 0, sizeof d);
    unsigned lanes = a->wave_size < b->wave_size ? a->wave_size : b->wave_size;
    for (unsigned r = 0; r < VJ_NUM_VGPRS; r++)
        for (unsigned l = 0; l < lanes; l++)
            if (a->v[r][l] != b->v[r][l]) {
                snprintf(d.reg, sizeof d.reg, "v%u", r);
                d.lane = (int)l;
                d.a = a->v[r][l];
                d.b = b->v[r][l];
                goto found;
            }
    for (unsigned s = 0; s < VJ_SREG_COUNT; s++)
        if (a->s[s] != b->s[s]) {
            char buf[16];
            const char *n = vj_sreg_name(s, buf);
            snprintf(d.reg, sizeof d.reg, "%s", n ? n : "?");
            d.lane = -1;
            d.a = a->s[s];
            d.b = b->s[s];
            goto found;
        }
    if (a->scc != b->scc) {
        snprintf(d.reg, sizeof d.reg, "scc");
        d.lane = -1;
        d.a = a->scc;
        d.b = b->scc;
        goto found;
    }
    if (a->mode != b->mode) {
        snprintf(d.reg, sizeof d.reg, "mode");
        d.lane = -1;
        d.a = a->mode;
        d.b = b->mode;
        goto found;
    }
    if (a->pc != b->pc) {
        snprintf(d.reg, sizeof d.reg, "pc");
        d.lane = -1;
        d.a = a->pc;
        d.b = b->pc;
        goto found;
    }
    for (unsigned r = 0; r < VJ_NUM_AGPRS; r++)
        for (unsigned l = 0; l < lanes; l++)
            if (a->a[r][l] != b->a[r][l]) {
                snprintf(d.reg, sizeof d.reg, "a%u", r);
                d.lane = (int)l;
                d.a = a->a[r][l];
                d.b = b->a[r][l];
                goto found;
            }
    return 0;
found:
    if (out)
        *out = d;
    return 1;
}
