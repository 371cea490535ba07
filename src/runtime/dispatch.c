/* dispatch: a code object's kernel over a grid (issue 31, item 3; the
 * public vj_dispatch). The kernel descriptor (AMDGPUUsage, "Kernel
 * Descriptor" and "Initial Kernel Execution State") says which SGPRs and
 * VGPRs a wave starts with; this file builds those waves per workgroup,
 * runs them through one code region shared by every thread, and meets
 * them at barriers. Workgroups are taken in order from one atomic counter
 * by `threads` threads (the caller's among them). */
#include "config.h"

#include <pthread.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "frontend/frontend.h"
#include "ir/state.h"
#include "runtime/runtime.h"

/* The descriptor's fields (byte offsets in its 64 bytes). */
enum {
    KD_GROUP_SIZE = 0,
    KD_PRIVATE_SIZE = 4,
    KD_KERNARG_SIZE = 8,
    KD_RSRC1 = 48,
    KD_RSRC2 = 52,
    KD_PROPS = 56,
};

static uint32_t le32(const uint8_t *p)
{
    return (uint32_t)p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16 | (uint32_t)p[3] << 24;
}

typedef struct plan {
    uint32_t lds_size;
    uint32_t priv_size;      /* room scratch: each lane's private bytes (KD_PRIVATE_SIZE) */
    unsigned user_sgprs;     /* USER_SGPR_COUNT: the first system SGPR */
    unsigned props;          /* kernel_code_properties */
    unsigned wg_id[3];       /* ENABLE_SGPR_WORKGROUP_ID_X/Y/Z */
    unsigned wave_offset;    /* ENABLE_PRIVATE_SEGMENT: the wave offset SGPR follows */
    unsigned vgpr_ids;       /* ENABLE_VGPR_WORKITEM_ID: 0 x, 1 x and y, 2 x, y and z */
    int packed;              /* work-item ids packed in v0 */
    unsigned wave;
    unsigned vgprs;          /* VGPRs (and AGPRs) a wave may use: cleared for each */
    uint32_t grid[3], block[3], groups[3];
    uint64_t total;          /* workgroups */
} plan;

typedef struct shared {
    vj_context *ctx;
    const vj_dispatch_desc *d;
    const plan *p;
    vj_region *region;
    uint64_t next, done;              /* atomics: the next workgroup, workgroups done */
    uint64_t waves, blocks, insts;    /* atomics */
    int stop;                         /* atomic: a failure: take no more */
    pthread_mutex_t lock;
    vj_status status;                 /* the first failure */
    char msg[VJ_ERRMSG_SIZE];
} shared;

static void fail(shared *sh, vj_status st, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
static void fail(shared *sh, vj_status st, const char *fmt, ...)
{
    pthread_mutex_lock(&sh->lock);
    if (sh->status == VJ_OK) {
        va_list ap;
        va_start(ap, fmt);
        vsnprintf(sh->msg, sizeof sh->msg, fmt, ap);
        va_end(ap);
        sh->status = st;
    }
    pthread_mutex_unlock(&sh->lock);
    __atomic_store_n(&sh->stop, 1, __ATOMIC_RELAXED);
}

static int packed_ids(vj_target t)
{
    return t == VJ_GFX90A || t == VJ_GFX942 || t == VJ_GFX950 ||
           vj_target_family(t) >= VJ_FAM_GFX11;
}

/* A thread's waves and LDS, made once and reused by each workgroup it runs:
 * a wave is 132 KiB, and making and zeroing one per wave cost more than
 * running the kernel (sgemm_tile: 2,048 waves). */
typedef struct tls {
    vj_wave *w[1024 / 32];
    uint8_t *lds;
    uint8_t *scratch[1024 / 32]; /* room scratch: wave k's, 64 lanes of priv_size bytes */
} tls;

static void tls_free(tls *t)
{
    for (unsigned k = 0; k < sizeof t->w / sizeof t->w[0]; k++) {
        vj_wave_free(t->w[k]);
        free(t->scratch[k]);
    }
    free(t->lds);
}

/* Room swz: the private segment buffer's V# on GFX9/10, as a runtime
 * builds it for the wave's private memory (ROCr's scratch descriptor):
 * BASE the private aperture (vop3jit.h: the library resolves it to the
 * wave's scratch, so the wave offset SGPR is 0), STRIDE 0, SWIZZLE_ENABLE,
 * NUM_RECORDS all ones (no clamp: the aperture faults outside a lane's
 * bytes), ADD_TID_ENABLE, INDEX_STRIDE the wave size (GFX9 runs wave64
 * only: 64), ELEMENT_SIZE 4 (fixed on GFX9/10); on GFX10 OOB_SELECT 2 (out
 * of range only when NUM_RECORDS is 0) and RESOURCE_LEVEL 1. GFX11+
 * kernels reach scratch through SCRATCH instructions: below. */
static void private_segment_buffer(vj_target t, unsigned wave, uint32_t d[4])
{
    vj_family fam = vj_target_family(t);
    if (fam > VJ_FAM_GFX10) {
        /* GFX11+ code reaches scratch with SCRATCH instructions. Should a
         * buffer instruction use s[0:3], it meets a V# swizzled with ADD_TID
         * (SWIZZLE_ENABLE's high bit, ADD_TID_ENABLE), refused by name on
         * these targets; all zeros would read as an unswizzled buffer of no
         * records, loads 0 and stores dropped, silently (room private). */
        d[1] = 1u << 31;
        d[3] = 1u << 23;
        return;
    }
    d[0] = (uint32_t)VJ_PRIVATE_APERTURE;
    d[1] = (uint32_t)(VJ_PRIVATE_APERTURE >> 32) | 1u << 31;
    d[2] = 0xffffffffu;
    d[3] = (wave == 32 ? 2u : 3u) << 21 | 1u << 23;
    if (fam == VJ_FAM_GFX10)
        d[3] |= 1u << 24 | 2u << 28;
}

/* One wave of workgroup (gx, gy, gz) whose size is n[3]: wave index k. A
 * reused wave is cleared where a kernel may look: the VGPRs and AGPRs its
 * descriptor allocates, the scalars, SCC. */
static void init_wave(const shared *sh, vj_wave *w, const uint32_t g[3], const uint32_t n[3],
                      unsigned k, uint8_t *lds)
{
    const plan *p = sh->p;
    const vj_dispatch_desc *d = sh->d;
    unsigned s = 0;
    memset(w->v, 0, p->vgprs * sizeof w->v[0]);
    memset(w->a, 0, p->vgprs * sizeof w->a[0]);
    memset(w->s, 0, sizeof w->s);
    w->scc = 0;
    if (p->props & 1u) { /* private segment buffer (room swz) */
        private_segment_buffer(sh->ctx->opts.target, p->wave, &w->s[s]);
        s += 4;
    }
    if (p->props & 2u) { /* dispatch packet */
        w->s[s] = (uint32_t)VJ_DISPATCH_PACKET_ADDR;
        w->s[s + 1] = (uint32_t)(VJ_DISPATCH_PACKET_ADDR >> 32);
        s += 2;
    }
    if (p->props & 4u) /* queue pointer */
        s += 2;
    if (p->props & 8u) { /* kernarg segment */
        w->s[s] = (uint32_t)d->kernarg;
        w->s[s + 1] = (uint32_t)(d->kernarg >> 32);
        s += 2;
    }
    /* (dispatch id, flat scratch init, private size: zeros; SCRATCH
     * instructions reach the wave's scratch without FLAT_SCRATCH) */
    s = p->user_sgprs;
    for (unsigned i = 0; i < 3; i++)
        if (p->wg_id[i])
            w->s[s++] = g[i];
    if (p->wave_offset)
        w->s[s++] = 0;
    /* GFX12's architected SGPRs (LLVM: hasArchitectedSGPRs): the workgroup
     * ids are in ttmp9 (x) and ttmp7 (y, and z in its high half) too */
    if (vj_target_family(sh->ctx->opts.target) >= VJ_FAM_GFX12) {
        w->s[VJ_SREG_TTMP0 + 9] = g[0];
        w->s[VJ_SREG_TTMP0 + 7] = (g[1] & 0xffffu) | g[2] << 16;
    }
    uint32_t items = n[0] * n[1] * n[2];
    uint64_t exec = 0;
    for (unsigned l = 0; l < p->wave; l++) {
        uint32_t id = k * p->wave + l;
        if (id >= items)
            break;
        exec |= 1ull << l;
        uint32_t x = id % n[0], y = id / n[0] % n[1], z = id / (n[0] * n[1]);
        if (p->vgpr_ids < 1)
            y = 0;
        if (p->vgpr_ids < 2)
            z = 0;
        if (p->packed) {
            w->v[0][l] = x | y << 10 | z << 20;
        } else {
            w->v[0][l] = x;
            if (p->vgpr_ids >= 1)
                w->v[1][l] = y;
            if (p->vgpr_ids >= 2)
                w->v[2][l] = z;
        }
    }
    w->s[VJ_SREG_EXEC_LO] = (uint32_t)exec;
    w->s[VJ_SREG_EXEC_HI] = p->wave == 64 ? (uint32_t)(exec >> 32) : 0;
    w->mode = d->kernel->mode;
    w->pc = d->kernel->address;
    w->mem = d->memory;
    w->lds = lds;
    w->lds_size = lds ? p->lds_size : 0;
}

static int is_barrier(const char *name, int *wait)
{
    *wait = strcmp(name, "s_barrier") == 0 || strcmp(name, "s_barrier_wait") == 0;
    return *wait || strcmp(name, "s_barrier_signal") == 0;
}

/* Run workgroup index gi: 1 when it finished, 0 after a failure. */
static int run_group(shared *sh, tls *t, uint64_t gi)
{
    const plan *p = sh->p;
    uint32_t g[3] = {(uint32_t)(gi % p->groups[0]), (uint32_t)(gi / p->groups[0] % p->groups[1]),
                     (uint32_t)(gi / ((uint64_t)p->groups[0] * p->groups[1]))};
    uint32_t n[3];
    for (unsigned i = 0; i < 3; i++) { /* the last workgroup of a row may be partial */
        uint64_t left = (uint64_t)p->grid[i] - (uint64_t)g[i] * p->block[i];
        n[i] = left < p->block[i] ? (uint32_t)left : p->block[i];
    }
    uint32_t items = n[0] * n[1] * n[2];
    unsigned nw = (items + p->wave - 1) / p->wave;
    if (p->lds_size && !t->lds)
        t->lds = malloc(p->lds_size);
    uint8_t *lds = t->lds;
    if (lds)
        memset(lds, 0, p->lds_size);
    vj_wave **w = t->w;
    uint8_t state[1024 / 32];  /* 0 running, 1 at a barrier, 2 ended */
    uint64_t spent[1024 / 32];
    memset(state, 0, sizeof state);
    memset(spent, 0, sizeof spent);
    int ok = lds || !p->lds_size;
    for (unsigned k = 0; ok && k < nw; k++) {
        if (!w[k] && !(w[k] = vj_wave_new(p->wave)))
            ok = 0;
        else if (p->priv_size && !t->scratch[k] &&
                 !(t->scratch[k] = malloc((size_t)VJ_MAX_LANES * p->priv_size)))
            ok = 0;
        else
            init_wave(sh, w[k], g, n, k, lds);
        /* room scratch: the wave's private segment, zeroed at its start */
        if (ok && p->priv_size) {
            memset(t->scratch[k], 0, (size_t)VJ_MAX_LANES * p->priv_size);
            vj_wave_set_scratch(w[k], t->scratch[k], p->priv_size);
        } else if (ok) {
            vj_wave_set_scratch(w[k], NULL, 0);
        }
    }
    if (!ok)
        fail(sh, VJ_ERR_NOMEM, "out of memory for workgroup (%u, %u, %u)", g[0], g[1], g[2]);
    uint64_t budget = sh->d->max_blocks ? sh->d->max_blocks : 100000000ull;
    unsigned live = nw;
    while (ok && live) {
        unsigned waiting = 0;
        for (unsigned k = 0; ok && k < nw; k++) {
            while (ok && state[k] == 0) {
                if (__atomic_load_n(&sh->stop, __ATOMIC_RELAXED)) {
                    ok = 0;
                    break;
                }
                vj_exit x;
                uint64_t chunk = budget - spent[k] < 1000000 ? budget - spent[k] : 1000000;
                vj_status st = vj_region_run(sh->region, w[k], sh->d->engine, chunk, &x);
                spent[k] += x.blocks;
                __atomic_add_fetch(&sh->blocks, x.blocks, __ATOMIC_RELAXED);
                __atomic_add_fetch(&sh->insts, x.insts, __ATOMIC_RELAXED);
                if (st == VJ_ERR_LIMIT && spent[k] < budget)
                    continue; /* on, with the next part of its budget */
                if (st != VJ_OK) {
                    fail(sh, st, "workgroup (%u, %u, %u), wave %u: %s", g[0], g[1], g[2], k,
                         vj_last_error(sh->ctx));
                    ok = 0;
                    break;
                }
                int wait;
                if (x.reason == VJ_EXIT_END) {
                    state[k] = 2;
                    live--;
                } else if (x.reason == VJ_EXIT_HOST && is_barrier(x.name, &wait)) {
                    w[k]->pc = x.pc + x.length;
                    if (wait)
                        state[k] = 1;
                } else {
                    fail(sh, VJ_ERR_UNSUPPORTED,
                         "workgroup (%u, %u, %u), wave %u: %s at kernel offset 0x%zx: %s", g[0],
                         g[1], g[2], k, x.name[0] ? x.name : vj_exit_reason_name(x.reason),
                         x.offset, x.reason == VJ_EXIT_HOST ? x.message : "the PC left the kernel");
                    ok = 0;
                }
            }
            waiting += state[k] == 1;
        }
        if (ok && live && waiting == live) /* every live wave at the barrier: released */
            for (unsigned k = 0; k < nw; k++)
                if (state[k] == 1)
                    state[k] = 0;
    }
    __atomic_add_fetch(&sh->waves, nw, __ATOMIC_RELAXED);
    return ok;
}

static void *worker(void *arg)
{
    shared *sh = arg;
    tls t;
    memset(&t, 0, sizeof t);
    for (;;) {
        if (__atomic_load_n(&sh->stop, __ATOMIC_RELAXED))
            break;
        uint64_t gi = __atomic_fetch_add(&sh->next, 1, __ATOMIC_RELAXED);
        if (gi >= sh->p->total || !run_group(sh, &t, gi))
            break;
        __atomic_add_fetch(&sh->done, 1, __ATOMIC_RELAXED);
    }
    tls_free(&t);
    return NULL;
}

/* The region of kernel k, kept in the context for the next dispatch of the
 * same code (a region translates each block once, and its blocks hold their
 * JIT code: a new region per dispatch would translate and compile again).
 * *kept says whether it is the context's (release it with region_done). */
static vj_status region_for(vj_context *ctx, const vj_kernel_info *k, vj_region **out,
                            int *kept)
{
    const unsigned n = sizeof ctx->dregions / sizeof ctx->dregions[0];
    pthread_mutex_lock(&ctx->lock);
    for (unsigned i = 0; i < n; i++) {
        struct vj_dregion *e = &ctx->dregions[i];
        if (e->r && vj_region_same(e->r, k->code, (size_t)k->code_size, k->address)) {
            e->users++;
            e->used = ++ctx->dregion_clock;
            *out = e->r;
            *kept = 1;
            pthread_mutex_unlock(&ctx->lock);
            return VJ_OK;
        }
    }
    pthread_mutex_unlock(&ctx->lock);
    vj_region *r = NULL;
    vj_status st = vj_region_new(ctx, k->code, (size_t)k->code_size, k->address, &r);
    if (st != VJ_OK)
        return st;
    *out = r;
    *kept = 0;
    pthread_mutex_lock(&ctx->lock);
    struct vj_dregion *slot = NULL;
    for (unsigned i = 0; i < n; i++) { /* a free slot, else the least recently used idle one */
        struct vj_dregion *e = &ctx->dregions[i];
        if (!e->r) {
            slot = e;
            break;
        }
        if (!e->users && (!slot || e->used < slot->used))
            slot = e;
    }
    vj_region *old = NULL;
    if (slot) {
        old = slot->r;
        slot->r = r;
        slot->users = 1;
        slot->used = ++ctx->dregion_clock;
        *kept = 1;
    }
    pthread_mutex_unlock(&ctx->lock);
    vj_region_free(old);
    return VJ_OK;
}

static void region_done(vj_context *ctx, vj_region *r, int kept)
{
    if (!kept) {
        vj_region_free(r);
        return;
    }
    pthread_mutex_lock(&ctx->lock);
    for (unsigned i = 0; i < sizeof ctx->dregions / sizeof ctx->dregions[0]; i++)
        if (ctx->dregions[i].r == r && ctx->dregions[i].users)
            ctx->dregions[i].users--;
    pthread_mutex_unlock(&ctx->lock);
}

void vj_dispatch_forget(vj_context *ctx)
{
    for (unsigned i = 0; i < sizeof ctx->dregions / sizeof ctx->dregions[0]; i++) {
        vj_region_free(ctx->dregions[i].r);
        ctx->dregions[i].r = NULL;
    }
}

vj_status vj_dispatch(vj_context *ctx, const vj_dispatch_desc *d, vj_dispatch_stats *stats)
{
    if (!ctx)
        return VJ_ERR_ARG;
    vj_ctx_clear_error(ctx);
    if (stats)
        memset(stats, 0, sizeof *stats);
    if (!d || !d->kernel || !d->kernel->descriptor || !d->kernel->code)
        return vj_ctx_fail(ctx, VJ_ERR_ARG, "vj_dispatch: no kernel");
    const vj_kernel_info *k = d->kernel;
    if (k->wave_size != ctx->wave_size)
        return vj_ctx_fail(ctx, VJ_ERR_ARG,
                           "kernel '%s' runs wave%u; the context is for wave%u", k->name,
                           k->wave_size, ctx->wave_size);
    plan p;
    memset(&p, 0, sizeof p);
    const uint8_t *kd = k->descriptor;
    uint32_t rsrc2 = le32(kd + KD_RSRC2);
    p.props = (unsigned)kd[KD_PROPS] | (unsigned)kd[KD_PROPS + 1] << 8;
    p.lds_size = le32(kd + KD_GROUP_SIZE);
    p.user_sgprs = rsrc2 >> 1 & 31u;
    for (unsigned i = 0; i < 3; i++)
        p.wg_id[i] = rsrc2 >> (7 + i) & 1u;
    p.wave_offset = rsrc2 & 1u;
    p.vgpr_ids = rsrc2 >> 11 & 3u;
    p.packed = packed_ids(ctx->opts.target);
    p.wave = k->wave_size;
    /* COMPUTE_PGM_RSRC1[5:0]: VGPR blocks less one; a block is at most 8
     * registers on any target (4 or 8 by family and wave size) */
    p.vgprs = ((le32(kd + KD_RSRC1) & 63u) + 1) * 8;
    if (p.vgprs > VJ_NUM_VGPRS)
        p.vgprs = VJ_NUM_VGPRS;
    /* room scratch: a private segment of a fixed size runs (each lane its
     * own KD_PRIVATE_SIZE bytes, zeroed at the wave's start, what SCRATCH
     * instructions reach); a dynamic stack's size is not known */
    p.priv_size = le32(kd + KD_PRIVATE_SIZE);
    if (p.props & (1u << 11))
        return vj_ctx_fail(ctx, VJ_ERR_UNSUPPORTED,
                           "kernel '%s' uses a dynamic stack (its private segment is %u "
                           "bytes and more at run time): not modelled",
                           k->name, p.priv_size);
    if (p.priv_size > (1u << 20))
        return vj_ctx_fail(ctx, VJ_ERR_UNSUPPORTED,
                           "kernel '%s': a private segment of %u bytes a lane (over 1 MiB)",
                           k->name, p.priv_size);
    if (rsrc2 >> 10 & 1u)
        return vj_ctx_fail(ctx, VJ_ERR_UNSUPPORTED,
                           "kernel '%s' asks for the workgroup info SGPR: not modelled", k->name);
    if (p.user_sgprs + p.wg_id[0] + p.wg_id[1] + p.wg_id[2] + p.wave_offset > VJ_SREG_NUM_SGPR)
        return vj_ctx_fail(ctx, VJ_ERR_UNSUPPORTED, "kernel '%s': %u user SGPRs", k->name,
                           p.user_sgprs);
    p.total = 1;
    for (unsigned i = 0; i < 3; i++) {
        p.grid[i] = d->grid[i] ? d->grid[i] : 1;
        p.block[i] = d->block[i] ? d->block[i] : 1;
        if (p.block[i] > 1024)
            return vj_ctx_fail(ctx, VJ_ERR_ARG, "workgroup size %u in %c is over 1024",
                               p.block[i], "xyz"[i]);
        p.groups[i] = (p.grid[i] + p.block[i] - 1) / p.block[i];
        p.total *= p.groups[i];
    }
    if ((uint64_t)p.block[0] * p.block[1] * p.block[2] > 1024)
        return vj_ctx_fail(ctx, VJ_ERR_ARG, "a workgroup of %u x %u x %u is over 1024 work-items",
                           p.block[0], p.block[1], p.block[2]);
    /* the dispatch packet (hsa_kernel_dispatch_packet_t), read-only, when asked for */
    uint8_t packet[64] __attribute__((aligned(8)));
    memset(packet, 0, sizeof packet);
    int mapped = 0;
    if (p.props & 2u) {
        unsigned dims = p.grid[2] > 1 ? 3 : p.grid[1] > 1 ? 2 : 1;
        uint16_t setup = (uint16_t)dims;
        memcpy(packet + 2, &setup, 2);
        for (unsigned i = 0; i < 3; i++) {
            uint16_t b = (uint16_t)p.block[i];
            memcpy(packet + 4 + 2 * i, &b, 2);
            memcpy(packet + 12 + 4 * i, &p.grid[i], 4);
        }
        memcpy(packet + 28, &p.lds_size, 4);
        memcpy(packet + 40, &d->kernarg, 8);
        if (!d->memory || vj_memory_map(d->memory, VJ_DISPATCH_PACKET_ADDR, packet, sizeof packet,
                                        VJ_MEM_READ) != VJ_OK)
            return vj_ctx_fail(ctx, VJ_ERR_ARG,
                               "kernel '%s' reads the dispatch packet, and its address 0x%llx is "
                               "taken in the memory map",
                               k->name, (unsigned long long)VJ_DISPATCH_PACKET_ADDR);
        mapped = 1;
    }
    shared sh;
    memset(&sh, 0, sizeof sh);
    sh.ctx = ctx;
    sh.d = d;
    sh.p = &p;
    pthread_mutex_init(&sh.lock, NULL);
    int kept = 0;
    vj_status st = region_for(ctx, k, &sh.region, &kept);
    if (st != VJ_OK) {
        if (mapped)
            vj_memory_unmap(d->memory, VJ_DISPATCH_PACKET_ADDR);
        pthread_mutex_destroy(&sh.lock);
        return st;
    }
    unsigned nthreads = d->threads;
    if (!nthreads) {
        long c = sysconf(_SC_NPROCESSORS_ONLN);
        nthreads = c > 0 ? (unsigned)c : 1;
    }
    if (nthreads > p.total)
        nthreads = (unsigned)p.total;
    if (nthreads > 256)
        nthreads = 256;
    pthread_t tid[256];
    unsigned started = 0;
    for (unsigned t = 1; t < nthreads; t++)
        if (pthread_create(&tid[started], NULL, worker, &sh) == 0)
            started++;
    /* the caller's thread works too, and reports progress */
    tls t;
    memset(&t, 0, sizeof t);
    for (;;) {
        if (__atomic_load_n(&sh.stop, __ATOMIC_RELAXED))
            break;
        uint64_t gi = __atomic_fetch_add(&sh.next, 1, __ATOMIC_RELAXED);
        if (gi >= p.total || !run_group(&sh, &t, gi))
            break;
        uint64_t done = __atomic_add_fetch(&sh.done, 1, __ATOMIC_RELAXED);
        if (d->progress)
            d->progress(d->user, done, p.total);
    }
    tls_free(&t);
    for (unsigned i = 0; i < started; i++)
        pthread_join(tid[i], NULL);
    if (d->progress && sh.status == VJ_OK)
        d->progress(d->user, sh.done, p.total);
    region_done(ctx, sh.region, kept);
    if (mapped)
        vj_memory_unmap(d->memory, VJ_DISPATCH_PACKET_ADDR);
    if (stats) {
        stats->workgroups = sh.done;
        stats->waves = sh.waves;
        stats->blocks = sh.blocks;
        stats->insts = sh.insts;
    }
    pthread_mutex_destroy(&sh.lock);
    if (sh.status != VJ_OK)
        return vj_ctx_fail(ctx, sh.status, "kernel '%s': %s", k->name, sh.msg);
    return VJ_OK;
}
