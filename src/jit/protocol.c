/* protocol: encoding and checked decoding of the helper's frames (see
 * protocol.h). Integers are little-endian, strings are a length and bytes.
 * A decoder never reads past the bytes it was given. */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "jit/protocol.h"

void vj_buf_free(vj_buf *b)
{
    free(b->p);
    memset(b, 0, sizeof *b);
}

static void put(vj_buf *b, const void *src, size_t n)
{
    if (b->oom)
        return;
    if (b->len + n > b->cap) {
        size_t cap = b->cap ? b->cap : 256;
        while (cap < b->len + n)
            cap *= 2;
        uint8_t *p = realloc(b->p, cap);
        if (!p) {
            b->oom = 1;
            return;
        }
        b->p = p;
        b->cap = cap;
    }
    memcpy(b->p + b->len, src, n);
    b->len += n;
}

static void put_u8(vj_buf *b, uint8_t v)
{
    put(b, &v, 1);
}

static void put_u32(vj_buf *b, uint32_t v)
{
    uint8_t x[4] = {(uint8_t)v, (uint8_t)(v >> 8), (uint8_t)(v >> 16), (uint8_t)(v >> 24)};
    put(b, x, 4);
}

static void put_u64(vj_buf *b, uint64_t v)
{
    put_u32(b, (uint32_t)v);
    put_u32(b, (uint32_t)(v >> 32));
}

static void put_str(vj_buf *b, const char *s)
{
    size_t n = strlen(s);
    put_u32(b, (uint32_t)n);
    put(b, s, n);
}

/* A reader over len bytes; bad records the first overrun. */
typedef struct rd {
    const uint8_t *p;
    size_t len, at;
    int bad;
} rd;

static const uint8_t *take(rd *r, size_t n)
{
    if (r->bad || n > r->len - r->at) {
        r->bad = 1;
        return NULL;
    }
    const uint8_t *p = r->p + r->at;
    r->at += n;
    return p;
}

static uint32_t get_u32(rd *r)
{
    const uint8_t *x = take(r, 4);
    return x ? (uint32_t)x[0] | (uint32_t)x[1] << 8 | (uint32_t)x[2] << 16 | (uint32_t)x[3] << 24
             : 0;
}

static uint8_t get_u8(rd *r)
{
    const uint8_t *x = take(r, 1);
    return x ? x[0] : 0;
}

static uint64_t get_u64(rd *r)
{
    uint64_t lo = get_u32(r);
    return lo | (uint64_t)get_u32(r) << 32;
}

/* A string of at most size - 1 bytes, NUL-terminated, into dst. */
static void get_str(rd *r, char *dst, size_t size)
{
    uint32_t n = get_u32(r);
    if (n >= size) {
        r->bad = 1;
        return;
    }
    const uint8_t *s = take(r, n);
    if (!s)
        return;
    memcpy(dst, s, n);
    dst[n] = '\0';
    if (memchr(dst, '\0', n))
        r->bad = 1; /* an embedded NUL would cut the string */
}

void vj_proto_header(uint8_t out[VJ_PROTO_HEADER], uint32_t magic, uint32_t payload_len)
{
    vj_buf b = {0};
    uint8_t tmp[VJ_PROTO_HEADER];
    b.p = tmp;
    b.cap = sizeof tmp;
    put_u32(&b, magic);
    put_u32(&b, VJ_PROTO_VERSION);
    put_u32(&b, payload_len);
    memcpy(out, tmp, sizeof tmp);
}

int vj_proto_check_header(const uint8_t in[VJ_PROTO_HEADER], uint32_t magic,
                          uint32_t *payload_len, char *why, size_t size)
{
    rd r = {in, VJ_PROTO_HEADER, 0, 0};
    uint32_t m = get_u32(&r), v = get_u32(&r), n = get_u32(&r);
    *payload_len = 0;
    if (m != magic) {
        snprintf(why, size, "not a vop3jit helper frame (magic 0x%08x)", m);
        return 0;
    }
    if (v != VJ_PROTO_VERSION) {
        snprintf(why, size, "helper protocol version %u, expected %u", v, VJ_PROTO_VERSION);
        return 0;
    }
    if (n > VJ_PROTO_MAX_PAYLOAD) {
        snprintf(why, size, "helper frame of %u bytes is over the limit", n);
        return 0;
    }
    *payload_len = n;
    return 1;
}

/* Frame the payload that follows a 12-byte gap at the start of out. */
static int seal(vj_buf *out, uint32_t magic)
{
    if (out->oom || out->len - VJ_PROTO_HEADER > VJ_PROTO_MAX_PAYLOAD)
        return 0;
    vj_proto_header(out->p, magic, (uint32_t)(out->len - VJ_PROTO_HEADER));
    return 1;
}

/* A block as the helper gets it: target, wave size, node count, nodes. */
static void put_block(vj_buf *out, const vj_ir_block *b)
{
    put_u32(out, (uint32_t)b->target);
    put_u32(out, b->wave_size);
    put_u32(out, b->count);
    for (uint32_t i = 0; i < b->count; i++) {
        const vj_node *nd = &b->nodes[i];
        put_u8(out, nd->op);
        put_u8(out, nd->type);
        put_u8(out, nd->uniform);
        for (unsigned a = 0; a < VJ_IR_MAXARGS; a++)
            put_u32(out, nd->arg[a]);
        put_u64(out, nd->imm);
    }
}

int vj_proto_put_request(vj_buf *out, const vj_jit_settings *s, const char *path,
                         const vj_ir_block *const *blocks, size_t n)
{
    uint8_t gap[VJ_PROTO_HEADER] = {0};
    put(out, gap, sizeof gap);
    put_u32(out, (uint32_t)s->opt_level);
    put_str(out, s->march);
    put_str(out, s->extra);
    put_str(out, path);
    put_u32(out, (uint32_t)n);
    for (size_t k = 0; k < n; k++)
        put_block(out, blocks[k]);
    return seal(out, VJ_PROTO_REQUEST);
}

void *vj_jit_block_bytes(const vj_ir_block *b, const void *prefix, size_t prefix_len,
                         size_t *len)
{
    vj_buf out = {0};
    put(&out, prefix, prefix_len);
    put_block(&out, b);
    if (out.oom) {
        vj_buf_free(&out);
        return NULL;
    }
    *len = out.len;
    return out.p;
}

int vj_proto_get_request(const uint8_t *p, size_t len, vj_jit_settings *s, char *path,
                         vj_ir_block **blocks, size_t *n, char *why, size_t size)
{
    rd r = {p, len, 0, 0};
    *blocks = NULL;
    *n = 0;
    memset(s, 0, sizeof *s);
    uint32_t opt = get_u32(&r);
    get_str(&r, s->march, sizeof s->march);
    get_str(&r, s->extra, sizeof s->extra);
    get_str(&r, path, VJ_PROTO_MAX_PATH);
    uint32_t count = get_u32(&r);
    if (r.bad || opt > 3 || count == 0 || count > VJ_PROTO_MAX_BLOCKS) {
        snprintf(why, size, "bad request header (opt %u, %u blocks)", opt, count);
        return 0;
    }
    s->opt_level = (int)opt;
    vj_ir_block *bs = calloc(count, sizeof *bs);
    if (!bs) {
        snprintf(why, size, "out of memory for %u blocks", count);
        return 0;
    }
    size_t k;
    for (k = 0; k < count; k++) {
        uint32_t target = get_u32(&r), wave = get_u32(&r), nodes = get_u32(&r);
        /* Each node is 1 + 1 + 1 + 12 + 8 = 23 bytes: the count must fit. */
        if (r.bad || target >= VJ_TARGET_COUNT || (wave != 32 && wave != 64) ||
            nodes > VJ_PROTO_MAX_NODES || (size_t)nodes * 23 > len - r.at) {
            snprintf(why, size, "block %zu: bad header", k);
            break;
        }
        vj_ir_init(&bs[k], (vj_target)target, wave);
        if (nodes) {
            bs[k].nodes = calloc(nodes, sizeof *bs[k].nodes);
            if (!bs[k].nodes) {
                snprintf(why, size, "block %zu: out of memory", k);
                break;
            }
            bs[k].cap = nodes;
        }
        for (uint32_t i = 0; i < nodes; i++) {
            vj_node *nd = &bs[k].nodes[i];
            nd->op = get_u8(&r);
            nd->type = get_u8(&r);
            nd->uniform = get_u8(&r);
            for (unsigned a = 0; a < VJ_IR_MAXARGS; a++)
                nd->arg[a] = get_u32(&r);
            nd->imm = get_u64(&r);
        }
        bs[k].count = nodes;
        if (r.bad) {
            snprintf(why, size, "block %zu: truncated", k);
            break;
        }
    }
    if (k == count && r.at != len) {
        snprintf(why, size, "%zu bytes after the last block", len - r.at);
        k = count + 1;
    }
    if (k != count) {
        for (size_t i = 0; i < count; i++)
            vj_ir_release(&bs[i]);
        free(bs);
        return 0;
    }
    *blocks = bs;
    *n = count;
    return 1;
}

int vj_proto_put_reply(vj_buf *out, const vj_proto_reply *r)
{
    uint8_t gap[VJ_PROTO_HEADER] = {0};
    put(out, gap, sizeof gap);
    put_u32(out, r->report.compiles);
    put_u32(out, r->report.failed);
    put_u64(out, (uint64_t)(r->report.seconds * 1e9));
    put_str(out, r->whole);
    put_u8(out, (uint8_t)(r->split_worthy != 0));
    put_u32(out, (uint32_t)r->n);
    for (size_t k = 0; k < r->n; k++) {
        put_u8(out, r->ok[k]);
        put_str(out, r->why[k]);
    }
    return seal(out, VJ_PROTO_REPLY);
}

void vj_proto_reply_free(vj_proto_reply *r)
{
    free(r->ok);
    free(r->why);
    r->ok = NULL;
    r->why = NULL;
}

int vj_proto_get_reply(const uint8_t *p, size_t len, size_t n, vj_proto_reply *r, char *why,
                       size_t size)
{
    rd in = {p, len, 0, 0};
    memset(r, 0, sizeof *r);
    r->report.compiles = get_u32(&in);
    r->report.failed = get_u32(&in);
    r->report.seconds = (double)get_u64(&in) * 1e-9;
    get_str(&in, r->whole, sizeof r->whole);
    r->split_worthy = get_u8(&in);
    uint32_t count = get_u32(&in);
    if (in.bad || count != n) {
        snprintf(why, size, "helper reply for %u blocks, expected %zu", count, n);
        return 0;
    }
    r->n = n;
    r->ok = calloc(n ? n : 1, 1);
    r->why = calloc(n ? n : 1, sizeof *r->why);
    if (!r->ok || !r->why) {
        vj_proto_reply_free(r);
        snprintf(why, size, "out of memory");
        return 0;
    }
    for (size_t k = 0; k < n; k++) {
        r->ok[k] = get_u8(&in) != 0;
        get_str(&in, r->why[k], sizeof r->why[k]);
    }
    if (in.bad || in.at != len) {
        vj_proto_reply_free(r);
        snprintf(why, size, "malformed helper reply");
        return 0;
    }
    return 1;
}
