/* block: a translated block's life: decode, build (lower, verify,
 * optimise), the reference count, and what the public API reads of a block.
 * It compiles nothing and runs nothing. */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "frontend/frontend.h"
#include "jit/jit.h"
#include "runtime/block.h"
#include "runtime/tier.h"

vj_status vj_block_decode(vj_context *ctx, const uint8_t *code, size_t len, vj_inst **out,
                          size_t *n)
{
    *out = NULL;
    *n = 0;
    size_t cap = len / 4 + 1, count = 0; /* an instruction has 4 bytes at least */
    vj_inst *insts = malloc(cap * sizeof *insts);
    if (!insts)
        return vj_ctx_fail(ctx, VJ_ERR_NOMEM, "out of memory decoding %zu bytes", len);
    for (size_t off = 0; off < len;) {
        vj_report r;
        vj_status st = vj_decode_translatable(ctx->opts.target, ctx->wave_size, code, len, off,
                                        &insts[count], &r);
        if (st != VJ_OK) {
            free(insts);
            vj_position at = {off, count, 0, 0};
            return vj_ctx_fail_at(ctx, st, at, "%s", r.text.msg);
        }
        off += insts[count].len;
        count++;
    }
    *out = insts;
    *n = count;
    return VJ_OK;
}

/* Lower, verify, optimise when asked, verify again: the IR of n decoded
 * instructions, into ir (initialised). A failure is said in err. */
static vj_status build_ir(vj_ir_block *ir, const vj_inst *insts, size_t n, int optimize,
                          char *err, size_t errsize)
{
    char why[VJ_ERRMSG_SIZE];
    vj_status st = vj_lower_checked(ir, insts, n, why, sizeof why);
    if (st != VJ_OK) {
        snprintf(err, errsize, "%s", why);
        return st;
    }
    if ((st = vj_ir_verify(ir, why, sizeof why)) != VJ_OK) {
        snprintf(err, errsize, "lowering produced invalid IR: %s", why);
        return st;
    }
    if (!optimize)
        return VJ_OK;
    if ((st = vj_ir_optimize(ir)) != VJ_OK) {
        snprintf(err, errsize, "the optimiser failed (%s)", vj_status_string(st));
        return st;
    }
    if ((st = vj_ir_verify(ir, why, sizeof why)) != VJ_OK)
        snprintf(err, errsize, "the optimiser produced invalid IR: %s", why);
    return st;
}

vj_status vj_block_build(vj_context *ctx, const vj_inst *insts, size_t n, int defer,
                         struct vj_block **out)
{
    *out = NULL;
    struct vj_block *b = vj_alloc_hot(sizeof *b);
    if (!b)
        return vj_ctx_fail(ctx, VJ_ERR_NOMEM, "out of memory for a block");
    b->target = ctx->opts.target;
    b->wave_size = ctx->wave_size;
    b->refs = 1;
    b->last_engine = VJ_ENGINE_COUNT; /* not run yet */
    b->optimize = ctx->opts.optimize;
    b->hot_at = ctx->threshold ? ctx->threshold : vj_tier_threshold(n, ctx->wave_size);
    pthread_mutex_init(&b->ir_lock, NULL);
    vj_ir_init(&b->ir, b->target, b->wave_size);
    char err[VJ_ERRMSG_SIZE];
    /* A refusal that names an instruction says which, as fields. */
    vj_report refusal;
    vj_status st = vj_lower_check_block(insts, n, b->wave_size, &refusal);
    if (st == VJ_OK && ctx->opts.strict_fidelity)
        st = vj_lower_check_strict_block(insts, n, &refusal);
    if (st != VJ_OK) {
        vj_position at = {refusal.offset, refusal.index, 0, 0};
        vj_ctx_fail_at(ctx, st, at, "%s", refusal.text.msg);
        vj_block_release(b);
        return st;
    }
    if (defer) {
        /* What lowering would refuse is refused above; what is left can
         * fail only for want of memory or by a bug, and is said by the
         * first call that needs the IR. */
        st = vj_ir_set_insts(&b->ir, insts, n);
        if (st != VJ_OK)
            st = vj_ctx_fail(ctx, st, "out of memory for a block");
        b->ir_state = VJ_BLOCK_IR_DEFERRED;
    } else if ((st = build_ir(&b->ir, insts, n, b->optimize, err, sizeof err)) != VJ_OK) {
        vj_ctx_fail(ctx, st, "%s", err);
    }
    if (st != VJ_OK) {
        vj_block_release(b);
        return st;
    }
    unsigned mdw = ctx->wave_size == 64 ? 2 : 1;
    vj_family fam = vj_target_family(ctx->opts.target);
    for (size_t i = 0; i < n; i++) {
        if (insts[i].mem) { /* memory: a load's destination registers */
            vj_minst m;
            vj_mem_access a;
            vj_inst_minst(&insts[i], &m);
            if (!vj_mem_access_of(m.row, &a) || a.nop)
                continue;
            if (m.row->enc != VJ_ME_DS) /* a global or scalar access may fault */
                b->may_fail = 1;
            if (a.store)
                continue;
            unsigned nd = a.atom ? vj_atomic_dst_dwords(&m) /* room atom: 0 without return */
                                 : (a.unit == 4 ? a.count : 1u) * (a.two ? 2u : 1u);
            int buf = m.row->enc == VJ_ME_MUBUF; /* room buf: VDATA, bit 55 ACC */
            unsigned r =
                vj_mem_get(&m, m.row->enc == VJ_ME_SMEM || buf ? VJ_MF_DATA : VJ_MF_VDST);
            if (m.row->enc == VJ_ME_SMEM) {
                unsigned sd = vj_mem_sreg_base(&m, r);
                for (unsigned k = 0; k < nd && sd != VJ_SREG_NULL && sd + k < VJ_SREG_COUNT; k++)
                    b->swritten[(sd + k) / 64] |= 1ull << ((sd + k) % 64);
                continue;
            }
            uint64_t *file =
                (buf ? vj_buf_acc(&m) : vj_mem_data_is_agpr(&m)) ? b->awritten : b->written;
            for (unsigned k = 0; k < nd && r + k < VJ_NUM_VGPRS; k++)
                file[(r + k) / 64] |= 1ull << ((r + k) % 64);
            continue;
        }
        if (insts[i].salu) { /* scalar: its destination, and exec for the exec family */
            b->writes_scc |= vj_salu_written(&insts[i].s, b->swritten);
            continue;
        }
        unsigned r = insts[i].dst.index;
        unsigned width = vj_inst_dst_dwords(insts[i].id);
        uint64_t *file = b->written; /* (an AGPR move's VDST may be an AGPR) */
        if (vj_inst_agpr_dst(insts[i].id))
            file = b->awritten;
        for (unsigned k = 0; k < width && r + k < VJ_NUM_VGPRS; k++)
            file[(r + k) / 64] |= 1ull << ((r + k) % 64);
        /* lane masks: the scalar destination, and exec for a v_cmpx */
        unsigned s[2] = {VJ_SREG_COUNT, VJ_SREG_COUNT};
        if (vj_inst_has_sdst(insts[i].id, fam) && insts[i].sdst.kind == VJ_OPND_SREG &&
            insts[i].sdst.index != VJ_SREG_NULL)
            s[0] = insts[i].sdst.index;
        if (vj_inst_flags(insts[i].id) & VJ_IF_CMPX)
            s[1] = VJ_SREG_EXEC_LO;
        for (unsigned j = 0; j < 2; j++)
            for (unsigned k = 0; k < mdw && s[j] + k < VJ_SREG_COUNT; k++)
                if (s[j] + k != VJ_SREG_NULL)
                    b->swritten[(s[j] + k) / 64] |= 1ull << ((s[j] + k) % 64);
        /* a cross-lane read's one scalar */
        unsigned sr = insts[i].sdst.index;
        if (vj_inst_sreg_dst(insts[i].id) && insts[i].sdst.kind == VJ_OPND_SREG &&
            sr < VJ_SREG_COUNT && sr != VJ_SREG_NULL)
            b->swritten[sr / 64] |= 1ull << (sr % 64);
        if (insts[i].vopd) /* the Y half's VDST */
            b->written[insts[i].y.dst.index / 64] |= 1ull << (insts[i].y.dst.index % 64);
        /* room movrel: a relative write may reach any register from its
         * base to v255 (m0 says which at run time); one may stop a run */
        if (vj_inst_flags(insts[i].id) & VJ_IF_RELIDX) {
            b->may_fail = 1;
            unsigned lo[2] = {VJ_NUM_VGPRS, VJ_NUM_VGPRS};
            if (insts[i].id != VJ_I_V_MOVRELS_B32)
                lo[0] = r;
            if (insts[i].id == VJ_I_V_SWAPREL_B32)
                lo[1] = insts[i].src[0].index;
            for (unsigned j = 0; j < 2; j++)
                for (unsigned v = lo[j]; v < VJ_NUM_VGPRS; v++)
                    b->written[v / 64] |= 1ull << (v % 64);
        }
        /* room lanes: v_swap_b32 writes its source too */
        unsigned vs = insts[i].src[0].index;
        if (insts[i].id == VJ_I_V_SWAP_B32 && insts[i].src[0].kind == VJ_OPND_VGPR &&
            vs < VJ_NUM_VGPRS)
            b->written[vs / 64] |= 1ull << (vs % 64);
    }
    *out = b;
    return VJ_OK;
}

vj_status vj_block_ir(struct vj_block *b, char *err, size_t errsize)
{
    if (__atomic_load_n(&b->ir_state, __ATOMIC_ACQUIRE) == VJ_BLOCK_IR_BUILT)
        return VJ_OK;
    pthread_mutex_lock(&b->ir_lock);
    vj_status st = VJ_OK;
    if (__atomic_load_n(&b->ir_state, __ATOMIC_RELAXED) != VJ_BLOCK_IR_BUILT) {
        /* Built aside and then published, so that ir.insts and ir.ninsts,
         * which readers take without the lock, never change. */
        vj_ir_block ir;
        vj_ir_init(&ir, b->target, b->wave_size);
        st = build_ir(&ir, b->ir.insts, b->ir.ninsts, b->optimize, err, errsize);
        if (st == VJ_OK) {
            free(ir.insts); /* the same instructions as b->ir.insts */
            b->ir.nodes = ir.nodes;
            b->ir.count = ir.count;
            b->ir.cap = ir.cap;
            b->ir.oom = ir.oom;
            b->ir.cur_inst = ir.cur_inst;
            __atomic_store_n(&b->ir_state, VJ_BLOCK_IR_BUILT, __ATOMIC_RELEASE);
        } else {
            vj_ir_release(&ir);
        }
    }
    pthread_mutex_unlock(&b->ir_lock);
    return st;
}

void vj_block_retain(struct vj_block *b)
{
    if (b)
        __atomic_add_fetch(&b->refs, 1, __ATOMIC_RELAXED);
}

void vj_block_release(struct vj_block *b)
{
    if (!b || __atomic_sub_fetch(&b->refs, 1, __ATOMIC_ACQ_REL) != 0)
        return;
    if (b->jit_code)
        vj_jit_code_release(b->jit_code);
    free(b->code);
    vj_ir_release(&b->ir);
    pthread_mutex_destroy(&b->ir_lock);
    free(b);
}

void vj_block_free(vj_block *block)
{
    vj_block_release(block);
}

size_t vj_block_inst_count(const vj_block *block)
{
    return block ? block->ir.ninsts : 0;
}

unsigned vj_block_wave_size(const vj_block *block)
{
    return block ? block->wave_size : 0;
}

size_t vj_block_approx_count(const vj_block *block)
{
    size_t n = 0;
    for (uint32_t i = 0; block && i < block->ir.ninsts; i++)
        n += (size_t)vj_inst_is_approx(&block->ir.insts[i]);
    return n;
}

vj_engine vj_block_last_engine(const vj_block *block)
{
    if (!block)
        return VJ_ENGINE_COUNT;
    return (vj_engine)__atomic_load_n(&block->last_engine, __ATOMIC_RELAXED);
}

/* The reason is written by the compile queue before the block's state
 * becomes done, and never after: read it only then. */
const char *vj_block_jit_failure(const vj_block *block)
{
    if (!block || __atomic_load_n(&block->jit_state, __ATOMIC_ACQUIRE) != VJ_BLOCK_JIT_DONE)
        return NULL;
    return block->jit_failure[0] ? block->jit_failure : NULL;
}

unsigned vj_block_jit_threshold(const vj_block *block)
{
    return block ? block->hot_at : 0;
}

char *vj_block_ir_text(const vj_block *block)
{
    char err[VJ_ERRMSG_SIZE];
    /* The IR is the block's whether or not it was built yet: building it
     * changes nothing a caller can see but this. */
    if (!block || vj_block_ir((vj_block *)block, err, sizeof err) != VJ_OK)
        return NULL;
    return vj_ir_print(&block->ir);
}

size_t vj_block_written_sregs(const vj_block *block, char (*names)[VJ_SREG_NAME_MAX], size_t max)
{
    size_t n = 0;
    if (!block)
        return 0;
    for (unsigned r = 0; r < VJ_SREG_COUNT; r++) {
        if (!((block->swritten[r / 64] >> (r % 64)) & 1))
            continue;
        if (names && n < max) {
            char buf[16];
            const char *nm = vj_sreg_name(r, buf);
            snprintf(names[n], VJ_SREG_NAME_MAX, "%s", nm ? nm : "?");
        }
        n++;
    }
    if (block->writes_scc) { /* SCC, a wave bit, by the name vj_wave_get_sreg takes */
        if (names && n < max)
            snprintf(names[n], VJ_SREG_NAME_MAX, "scc");
        n++;
    }
    return n;
}

/* The registers a bit set names, in order: the count, the first max in regs. */
static size_t list_bits(const uint64_t *bits, unsigned count, unsigned *regs, size_t max)
{
    size_t n = 0;
    for (unsigned r = 0; r < count; r++) {
        if (!((bits[r / 64] >> (r % 64)) & 1))
            continue;
        if (regs && n < max)
            regs[n] = r;
        n++;
    }
    return n;
}

size_t vj_block_written_agprs(const vj_block *block, unsigned *regs, size_t max)
{
    return block ? list_bits(block->awritten, VJ_NUM_AGPRS, regs, max) : 0;
}

size_t vj_block_written_vgprs(const vj_block *block, unsigned *regs, size_t max)
{
    return block ? list_bits(block->written, VJ_NUM_VGPRS, regs, max) : 0;
}

