/* protocol: the messages between the library and its compile helper
 * (vop3jit-compile), as bytes. One request is a batch of IR blocks and where
 * to put the relocatable object; one reply says, per block, whether its function
 * is in it. Every frame starts with a magic, the protocol version and its
 * length; a reader checks all three and every count against the bytes it
 * has, so neither side trusts the other's input. No I/O here. */
#ifndef VJ_JIT_PROTOCOL_H
#define VJ_JIT_PROTOCOL_H

#include <stddef.h>
#include <stdint.h>

#include "ir/ir.h"
#include "jit/jit.h"

#define VJ_PROTO_VERSION 3u /* 2: the helper writes an object file, not a .so; 3: four
                                arguments a node (issue 28's FFMA) */
#define VJ_PROTO_REQUEST 0x51524a56u /* "VJRQ" little-endian */
#define VJ_PROTO_REPLY 0x50524a56u   /* "VJRP" */
#define VJ_PROTO_HEADER 12u          /* magic, version, payload length */
#define VJ_PROTO_MAX_PAYLOAD (256u << 20)
#define VJ_PROTO_MAX_BLOCKS 4096u
#define VJ_PROTO_MAX_NODES (1u << 20) /* per block */
#define VJ_PROTO_MAX_PATH 4096u

/* A growing byte buffer; oom records a failed allocation. */
typedef struct vj_buf {
    uint8_t *p;
    size_t len, cap;
    int oom;
} vj_buf;

void vj_buf_free(vj_buf *b);

/* Frame header: fills 12 bytes; *payload_len from a header (0 with why when
 * the magic, version or length is wrong). */
void vj_proto_header(uint8_t out[VJ_PROTO_HEADER], uint32_t magic, uint32_t payload_len);
int vj_proto_check_header(const uint8_t in[VJ_PROTO_HEADER], uint32_t magic,
                          uint32_t *payload_len, char *why, size_t size);

/* A request frame (header and payload) for n blocks. 0 when memory ran out. */
int vj_proto_put_request(vj_buf *out, const vj_jit_settings *s, const char *path,
                         const vj_ir_block *const *blocks, size_t n);
/* Parse a request payload: settings, path (NUL-terminated, at most
 * VJ_PROTO_MAX_PATH), and *n blocks (malloc'd array of initialised blocks
 * without instructions; release each, then free). 0 with why on any
 * inconsistency; nothing is then allocated. */
int vj_proto_get_request(const uint8_t *p, size_t len, vj_jit_settings *s, char *path,
                         vj_ir_block **blocks, size_t *n, char *why, size_t size);

/* What the helper says of one batch. */
typedef struct vj_proto_reply {
    vj_jit_report report;
    char whole[200];  /* why the compile failed as a whole; "" when the file was written */
    int split_worthy; /* non-zero when the failure may be one block's (retry halves) */
    size_t n;
    uint8_t *ok;      /* per block: its function is in the file */
    char (*why)[200]; /* per block: why not */
} vj_proto_reply;

int vj_proto_put_reply(vj_buf *out, const vj_proto_reply *r);
/* Parse a reply payload for a request of n blocks (r->ok and r->why are
 * malloc'd: vj_proto_reply_free). 0 with why when it does not fit. */
int vj_proto_get_reply(const uint8_t *p, size_t len, size_t n, vj_proto_reply *r, char *why,
                       size_t size);
void vj_proto_reply_free(vj_proto_reply *r);

#endif /* VJ_JIT_PROTOCOL_H */
