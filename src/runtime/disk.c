/* disk: the persistent cache of compiled code (disk.h), in pack files. A
 * pack is the relocatable object a helper built for one batch of blocks,
 * followed by its index: for each block the XXH3-128 key, the key material (build,
 * options and the block's machine code) and the function's name; then a
 * fixed footer with the format version, the lengths and two checksums. The
 * file is named by the XXH3-128 of its index, so two processes storing the
 * same batch write the same name. The directory's packs are indexed in
 * memory (the keys each holds), so that a miss costs no system call and a
 * hit one open, one read and one load (objload.c, from the very bytes the
 * checksums were checked over) per pack, shared by all its blocks. The
 * block's material is compared with the stored one before any of its code
 * is used. Its code will run: only a plain file owned by the user, writable
 * by nobody else, in a directory of the same kind, reached without a
 * symlink, whose every check passes, is loaded. */
#include "config.h"

#include <dirent.h>
#include <elf.h>
#include <link.h>
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <pthread.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>
#define XXH_INLINE_ALL
#include <xxhash.h>

#include "jit/jit.h"
#include "runtime/disk.h"
#include "util/sys.h"

#define DISK_MAGIC   0x43444a56u /* "VJDC" */
/* 1: one file per block (".vjc"); 2: a shared object (dlopen); 3: an ELF
 * relocatable object (objload.c) */
#define DISK_VERSION 3u
#define FOOTER       48u
#define ROW          32u
#define MAX_PACK     (64u << 20)
#define MAX_ROWS     4096u
#define SUFFIX       ".vjp"
#define OLD_SUFFIX   ".vjc"   /* format 1: counted, evicted, verified away, never loaded */
#define NAME_LEN     (32 + 4) /* 32 hex digits and a suffix */
/* Fewer blocks than this in a translation: no thread to load their packs
 * (starting one costs about what building a block does). */
#define PREFETCH_MIN 4

#ifndef VJ_BUILD_ID
#define VJ_BUILD_ID "unknown"
#endif
#ifndef VJ_GCC_VERSION
#define VJ_GCC_VERSION "none"
#endif

/* The footer, little-endian on disk (as on every host this runs on). The
 * index, meta_len bytes before it, is count rows then the strings they
 * point into (offsets from the start of the index). */
struct footer {
    uint32_t magic, version;
    uint64_t payload_len, meta_len;
    uint32_t count, reserved;
    uint64_t payload_sum, meta_sum;
};
_Static_assert(sizeof(struct footer) == FOOTER, "the footer has no padding");

struct row {
    uint64_t key_high, key_low;
    uint32_t material_off, material_len, name_off, name_len;
};
_Static_assert(sizeof(struct row) == ROW, "a row has no padding");

/* One pack file as this process knows it. */
struct pack {
    char name[NAME_LEN + 1];
    ino_t ino; /* as last listed: another means another file of that name */
    uint32_t count;
    XXH128_hash_t *keys;      /* what its index says, count of them */
    int refused;              /* failed a check: not looked in again (counted once) */
    int seen;                 /* listed by the last read of the directory */
    struct vj_jit_code *code; /* once loaded: a reference, released at close */
    uint8_t *meta;            /* once loaded: its checked index */
};

/* A key of the packs' index: which pack holds it (open addressing; a zero
 * key is an empty slot). */
struct slot {
    XXH128_hash_t key;
    struct pack *pack;
};

struct vj_disk {
    char dir[PATH_MAX];
    char build[48]; /* the GNU build id of the object this code is in */
    uint64_t max_bytes;
    pthread_mutex_t lock; /* guards everything below */
    int64_t bytes;        /* our estimate of the directory's size; -1 until first needed */
    unsigned seq;         /* names temporary files (with the pid) */
    /* The packs in the directory as last read, sorted by name, and their
     * keys. Read again when a second old: another process's new packs are
     * seen then; this one's are added as it stores them. */
    struct pack **packs;
    size_t npacks, packs_cap;
    struct slot *slots;
    size_t slots_cap;
    double read_at; /* CLOCK_MONOTONIC seconds of the last read; 0: never */
};

static void count(vj_context *ctx, uint64_t *field)
{
    pthread_mutex_lock(&ctx->lock);
    (*field)++;
    pthread_mutex_unlock(&ctx->lock);
}

static void reject(vj_context *ctx, vj_disk_reject why)
{
    count(ctx, &ctx->stats.disk_rejected[why]);
}

/* Make dir and its missing parents, mode 0700. */
static int make_dirs(const char *dir)
{
    char buf[PATH_MAX];
    snprintf(buf, sizeof buf, "%s", dir);
    for (char *p = buf + 1; *p; p++) {
        if (*p != '/')
            continue;
        *p = '\0';
        if (mkdir(buf, 0700) != 0 && errno != EEXIST)
            return -1;
        *p = '/';
    }
    return mkdir(buf, 0700) != 0 && errno != EEXIST ? -1 : 0;
}

/* The GNU build id (hex) of the loaded object that holds this function: it
 * changes whenever the library's code does, so code on disk from another
 * build is never taken for this one's. The configure-time id otherwise. */
struct find_id {
    const void *addr;
    char *out;
    size_t size;
};

static int note_of(struct dl_phdr_info *info, size_t size, void *arg)
{
    (void)size;
    struct find_id *f = arg;
    int mine = 0;
    for (int i = 0; i < info->dlpi_phnum && !mine; i++) {
        const ElfW(Phdr) *ph = &info->dlpi_phdr[i];
        uintptr_t lo = info->dlpi_addr + ph->p_vaddr;
        mine = ph->p_type == PT_LOAD && (uintptr_t)f->addr >= lo &&
               (uintptr_t)f->addr < lo + ph->p_memsz;
    }
    if (!mine)
        return 0;
    for (int i = 0; i < info->dlpi_phnum; i++) {
        const ElfW(Phdr) *ph = &info->dlpi_phdr[i];
        if (ph->p_type != PT_NOTE)
            continue;
        const uint8_t *p = (const uint8_t *)(info->dlpi_addr + ph->p_vaddr);
        const uint8_t *end = p + ph->p_memsz;
        while (p + sizeof(ElfW(Nhdr)) <= end) {
            const ElfW(Nhdr) *nh = (const ElfW(Nhdr) *)p;
            const uint8_t *desc = p + sizeof *nh + ((nh->n_namesz + 3) & ~3u);
            if (nh->n_type == NT_GNU_BUILD_ID && nh->n_namesz == 4 &&
                memcmp(p + sizeof *nh, "GNU", 4) == 0 && desc + nh->n_descsz <= end) {
                size_t k = 0;
                for (unsigned j = 0; j < nh->n_descsz && k + 3 <= f->size; j++)
                    k += (size_t)snprintf(f->out + k, f->size - k, "%02x", desc[j]);
                return 1;
            }
            p = desc + ((nh->n_descsz + 3) & ~3u);
        }
    }
    return 1;
}

static void build_id(char *out, size_t size)
{
    snprintf(out, size, "%s", VJ_BUILD_ID);
    struct find_id f = {(const void *)build_id, out, size};
    dl_iterate_phdr(note_of, &f);
}

static void problem(vj_context *ctx, const char *fmt, const char *dir, const char *detail)
{
    snprintf(ctx->disk_problem, sizeof ctx->disk_problem, fmt, dir, detail);
}

vj_status vj_disk_open(vj_context *ctx)
{
    const char *dir = ctx->opts.cache_dir ? ctx->opts.cache_dir : getenv("VOP3JIT_CACHE_DIR");
    ctx->opts.cache_dir = NULL; /* read here; the caller's string is not kept */
    if (!dir || !dir[0] || !ctx->jit)
        return VJ_OK;
    if (strlen(dir) >= PATH_MAX - 64) {
        problem(ctx, "disk cache directory %.80s...: %s", dir, "path too long");
        return VJ_OK;
    }
    if (make_dirs(dir) != 0) {
        problem(ctx, "disk cache directory %.200s: %s", dir, strerror(errno));
        return VJ_OK;
    }
    struct stat st;
    if (stat(dir, &st) != 0 || !S_ISDIR(st.st_mode)) {
        problem(ctx, "disk cache directory %.200s: %s", dir, "not a directory");
        return VJ_OK;
    }
    if (st.st_uid != geteuid()) {
        problem(ctx, "disk cache directory %.200s: %s", dir, "not owned by this user: not used");
        return VJ_OK;
    }
    if (st.st_mode & 022) {
        problem(ctx, "disk cache directory %.200s: %s", dir,
                "writable by group or others: not used");
        return VJ_OK;
    }
    struct vj_disk *d = calloc(1, sizeof *d);
    if (!d)
        return VJ_ERR_NOMEM;
    snprintf(d->dir, sizeof d->dir, "%s", dir);
    d->max_bytes = ctx->opts.cache_max_bytes ? ctx->opts.cache_max_bytes : 256ull << 20;
    d->bytes = -1;
    build_id(d->build, sizeof d->build);
    pthread_mutex_init(&d->lock, NULL);
    ctx->disk = d;
    return VJ_OK;
}

static void pack_free(struct pack *p)
{
    if (!p)
        return;
    vj_jit_code_release(p->code);
    free(p->keys);
    free(p->meta);
    free(p);
}

void vj_disk_close(vj_context *ctx)
{
    struct vj_disk *d = ctx->disk;
    if (!d)
        return;
    for (size_t i = 0; i < d->npacks; i++)
        pack_free(d->packs[i]);
    free(d->packs);
    free(d->slots);
    pthread_mutex_destroy(&d->lock);
    free(d);
    ctx->disk = NULL;
}

const char *vj_disk_cache_problem(const vj_context *ctx)
{
    return ctx && ctx->disk_problem[0] ? ctx->disk_problem : NULL;
}

/* What keys b's code: the build, the code-changing options, and the
 * block's machine code, which with them decides its IR. Cheap to make, so
 * that a miss costs little. */
static uint8_t *material_of(vj_context *ctx, vj_target target, unsigned wave_size,
                            const uint8_t *code, size_t code_len, size_t *len)
{
    const vj_jit_settings *s = vj_jit_settings_of(ctx->jit);
    char head[320];
    int n =
        snprintf(head, sizeof head,
                 "vop3jit %s build %s gcc %s disk %u target %d wave %u optimize %d -O%d "
                 "march %s extra '%s' code %zu\n",
                 VJ_VERSION_STRING, ctx->disk->build, VJ_GCC_VERSION, DISK_VERSION, (int)target,
                 wave_size, ctx->opts.optimize != 0, s->opt_level, s->march, s->extra, code_len);
    if (n < 0 || n >= (int)sizeof head)
        return NULL;
    uint8_t *m = malloc((size_t)n + code_len);
    if (!m)
        return NULL;
    memcpy(m, head, (size_t)n);
    if (code_len)
        memcpy(m + n, code, code_len);
    *len = (size_t)n + code_len;
    return m;
}

static uint8_t *material(vj_context *ctx, const struct vj_block *b, const uint8_t *code,
                         size_t code_len, size_t *len)
{
    return material_of(ctx, b->target, b->wave_size, code, code_len, len);
}

static int read_at(int fd, void *buf, size_t n, off_t at)
{
    size_t done = 0;
    while (done < n) {
        ssize_t k = pread(fd, (uint8_t *)buf + done, n - done, at + (off_t)done);
        if (k <= 0) {
            if (k < 0 && errno == EINTR)
                continue;
            return -1;
        }
        done += (size_t)k;
    }
    return 0;
}

/* A plain file of ours that nobody else can write. */
static int safe_file(const struct stat *st)
{
    return S_ISREG(st->st_mode) && st->st_uid == geteuid() && !(st->st_mode & 022);
}

/* ------------------------------------------------------- pack structure */

/* The footer of the file open at fd (size bytes): -1 when its structure
 * holds, else the vj_disk_reject reason. */
static int read_footer(int fd, uint64_t size, struct footer *f)
{
    if (size < FOOTER || size > MAX_PACK || read_at(fd, f, FOOTER, (off_t)(size - FOOTER)))
        return VJ_DISK_CORRUPT;
    if (f->magic != DISK_MAGIC)
        return VJ_DISK_CORRUPT;
    if (f->version != DISK_VERSION)
        return VJ_DISK_VERSION;
    if (f->count == 0 || f->count > MAX_ROWS || f->payload_len > MAX_PACK ||
        f->meta_len > MAX_PACK || f->meta_len < (uint64_t)f->count * ROW ||
        f->payload_len + f->meta_len + FOOTER != size)
        return VJ_DISK_CORRUPT;
    return -1;
}

static struct row row_at(const uint8_t *meta, uint32_t k)
{
    struct row r;
    memcpy(&r, meta + (size_t)k * ROW, ROW);
    return r;
}

static int within(uint64_t off, uint64_t len, uint64_t lo, uint64_t hi)
{
    return off >= lo && off <= hi && len <= hi - off;
}

/* Check an index whose checksum matched: every row's strings inside it, a
 * name without a NUL, and each key the XXH3-128 of its material (else the
 * index lies about what the pack holds). -1 when it holds, with the keys
 * in keys[] when keys is not NULL; else the reason. */
static int check_index(const uint8_t *meta, uint64_t len, uint32_t n, XXH128_hash_t *keys)
{
    uint64_t strings = (uint64_t)n * ROW;
    for (uint32_t k = 0; k < n; k++) {
        struct row r = row_at(meta, k);
        if (!within(r.material_off, r.material_len, strings, len) ||
            !within(r.name_off, r.name_len, strings, len) || r.name_len == 0 || r.name_len >= 64 ||
            memchr(meta + r.name_off, '\0', r.name_len))
            return VJ_DISK_CORRUPT;
        XXH128_hash_t h = XXH3_128bits(meta + r.material_off, r.material_len);
        if (h.high64 != r.key_high || h.low64 != r.key_low)
            return VJ_DISK_KEY;
        if (keys)
            keys[k] = h;
    }
    return -1;
}

/* Read and check the whole pack open at fd (size bytes): footer, both
 * checksums, the index, an ELF object first. -1 when it passes, with its
 * footer in *f and, when body is not NULL, all it read (the object, then
 * the index; malloc'd) in *body; -2 when memory ran out; else the reason. */
static int check_pack(int fd, uint64_t size, struct footer *f, uint8_t **body)
{
    int bad = read_footer(fd, size, f);
    if (bad >= 0)
        return bad;
    size_t total = (size_t)(f->payload_len + f->meta_len);
    uint8_t *buf = malloc(total ? total : 1);
    if (!buf)
        return -2; /* no memory: not the file's fault */
    if (read_at(fd, buf, total, 0)) {
        free(buf);
        return VJ_DISK_CORRUPT;
    }
    uint8_t *m = buf + f->payload_len;
    if (XXH3_64bits(m, (size_t)f->meta_len) != f->meta_sum ||
        XXH3_64bits(buf, (size_t)f->payload_len) != f->payload_sum || f->payload_len < 4 ||
        memcmp(buf,
               "\x7f"
               "ELF",
               4) != 0)
        bad = VJ_DISK_CORRUPT;
    else
        bad = check_index(m, f->meta_len, f->count, NULL);
    if (bad < 0 && body) {
        *body = buf;
        return -1;
    }
    free(buf);
    return bad;
}

/* --------------------------------------------------- the packs' index */

/* A pack's name: 32 lowercase hex digits, then the suffix (old: format 1). */
static int is_name(const char *n, const char *suffix)
{
    return strlen(n) == NAME_LEN && strcmp(n + 32, suffix) == 0 &&
           strspn(n, "0123456789abcdef") == 32;
}

static int is_entry_name(const char *n)
{
    return is_name(n, SUFFIX) || is_name(n, OLD_SUFFIX);
}

static int is_zero(XXH128_hash_t h)
{
    return !h.low64 && !h.high64;
}

static int by_name(const void *a, const void *b)
{
    return strcmp((*(struct pack *const *)a)->name, (*(struct pack *const *)b)->name);
}

static struct pack *find_pack(const struct vj_disk *d, const char *name)
{
    struct pack key, *kp = &key;
    snprintf(key.name, sizeof key.name, "%s", name);
    struct pack **p =
        d->npacks ? bsearch(&kp, d->packs, d->npacks, sizeof *d->packs, by_name) : NULL;
    return p ? *p : NULL;
}

/* A new pack entry for name, kept sorted (lock held); NULL on no memory. */
static struct pack *add_pack(struct vj_disk *d, const char *name)
{
    if (d->npacks == d->packs_cap) {
        size_t cap = d->packs_cap ? d->packs_cap * 2 : 64;
        struct pack **t = realloc(d->packs, cap * sizeof *t);
        if (!t)
            return NULL;
        d->packs = t;
        d->packs_cap = cap;
    }
    struct pack *p = calloc(1, sizeof *p);
    if (!p)
        return NULL;
    snprintf(p->name, sizeof p->name, "%s", name);
    size_t at = d->npacks;
    while (at > 0 && strcmp(d->packs[at - 1]->name, name) > 0)
        at--;
    memmove(d->packs + at + 1, d->packs + at, (d->npacks - at) * sizeof *d->packs);
    d->packs[at] = p;
    d->npacks++;
    return p;
}

static void slot_put(struct slot *t, size_t cap, XXH128_hash_t h, struct pack *p)
{
    for (size_t i = (size_t)h.low64 & (cap - 1);; i = (i + 1) & (cap - 1)) {
        if (is_zero(t[i].key)) {
            t[i].key = h;
            t[i].pack = p;
            return;
        }
        if (XXH128_isEqual(t[i].key, h))
            return; /* the first pack that holds it (loaded ones go first) */
    }
}

/* Index every key of the usable packs, loaded ones first (so that a block
 * held twice is taken from code already mapped). Lock held; on no memory
 * the index is empty and read again at the next lookup. */
static void rebuild_slots(struct vj_disk *d)
{
    size_t n = 0;
    for (size_t i = 0; i < d->npacks; i++)
        n += d->packs[i]->refused ? 0 : d->packs[i]->count;
    size_t cap = 64;
    while (cap < 2 * n)
        cap *= 2;
    struct slot *t = calloc(cap, sizeof *t);
    free(d->slots);
    d->slots = t;
    d->slots_cap = t ? cap : 0;
    if (!t) {
        d->read_at = 0;
        return;
    }
    for (int loaded = 1; loaded >= 0; loaded--)
        for (size_t i = 0; i < d->npacks; i++) {
            struct pack *p = d->packs[i];
            if (!p->refused && !!p->code == loaded)
                for (uint32_t k = 0; k < p->count; k++)
                    if (!is_zero(p->keys[k]))
                        slot_put(t, cap, p->keys[k], p);
        }
}

/* The usable pack that holds h, or NULL. */
static struct pack *pack_holding(const struct vj_disk *d, XXH128_hash_t h)
{
    for (size_t i = d->slots_cap ? (size_t)h.low64 & (d->slots_cap - 1) : 0; d->slots_cap;
         i = (i + 1) & (d->slots_cap - 1)) {
        if (is_zero(d->slots[i].key))
            return NULL;
        if (XXH128_isEqual(d->slots[i].key, h))
            return d->slots[i].pack->refused ? NULL : d->slots[i].pack;
    }
    return NULL;
}

/* Refuse p: counted once, never looked in again, removed unless it is not
 * ours to judge (unsafe: maybe not ours at all; another format version:
 * another build's, which a rename of ours replaces or eviction removes). */
static void refuse(vj_context *ctx, struct vj_disk *d, struct pack *p, int why)
{
    reject(ctx, (vj_disk_reject)why);
    p->refused = 1;
    if (why != VJ_DISK_UNSAFE && why != VJ_DISK_VERSION) {
        char path[PATH_MAX + 64];
        snprintf(path, sizeof path, "%s/%s", d->dir, p->name);
        unlink(path);
    }
}

/* Read the index of the pack p names into p->keys (footer, index and its
 * checksum only: the code is read when a block wants it). Lock held. */
static void read_index(vj_context *ctx, struct vj_disk *d, struct pack *p, int dfd)
{
    free(p->keys);
    p->keys = NULL;
    p->count = 0;
    int fd = openat(dfd, p->name, O_RDONLY | O_NOFOLLOW | O_CLOEXEC);
    if (fd < 0) {
        if (errno == ELOOP)
            refuse(ctx, d, p, VJ_DISK_UNSAFE);
        else
            p->refused = 1; /* gone already: nothing to count */
        return;
    }
    struct stat st;
    struct footer f;
    uint8_t *meta = NULL;
    int bad = fstat(fd, &st) != 0 || !safe_file(&st) ? (int)VJ_DISK_UNSAFE
                                                     : read_footer(fd, (uint64_t)st.st_size, &f);
    if (bad < 0 &&
        (!(meta = malloc((size_t)f.meta_len)) || !(p->keys = calloc(f.count, sizeof *p->keys))))
        bad = -2; /* no memory: not the file's fault */
    if (bad == -1 && (read_at(fd, meta, (size_t)f.meta_len, (off_t)f.payload_len) ||
                      XXH3_64bits(meta, (size_t)f.meta_len) != f.meta_sum))
        bad = VJ_DISK_CORRUPT;
    if (bad == -1)
        bad = check_index(meta, f.meta_len, f.count, p->keys);
    close(fd);
    free(meta);
    if (bad == -1) {
        p->count = f.count;
        p->ino = st.st_ino;
        return;
    }
    free(p->keys);
    p->keys = NULL;
    if (bad == -2)
        p->refused = 1;
    else
        refuse(ctx, d, p, bad);
}

/* Read the directory: index the packs not seen before (or replaced since),
 * forget those gone. Lock held. */
static void read_dir(vj_context *ctx, struct vj_disk *d)
{
    d->read_at = vj_now_seconds();
    DIR *dir = opendir(d->dir);
    if (!dir)
        return;
    for (size_t i = 0; i < d->npacks; i++)
        d->packs[i]->seen = 0;
    struct dirent *e;
    while ((e = readdir(dir))) {
        if (!is_name(e->d_name, SUFFIX))
            continue;
        struct pack *p = find_pack(d, e->d_name);
        if (p && p->ino != e->d_ino && !p->code) {
            p->refused = 0; /* replaced: judged afresh */
            p->ino = e->d_ino;
            read_index(ctx, d, p, dirfd(dir));
        } else if (!p && (p = add_pack(d, e->d_name))) {
            p->ino = e->d_ino;
            read_index(ctx, d, p, dirfd(dir));
        }
        if (p)
            p->seen = 1;
    }
    closedir(dir);
    size_t kept = 0;
    for (size_t i = 0; i < d->npacks; i++) {
        if (d->packs[i]->seen)
            d->packs[kept++] = d->packs[i];
        else
            pack_free(d->packs[i]); /* blocks hold their own references to its code */
    }
    d->npacks = kept;
    rebuild_slots(d);
}

/* ---------------------------------------------------------------- loading */

/* Open, check and load p (lock held): -1 when its code is loaded, else
 * the reason it was refused (already counted), or -2 for a pack that is
 * gone or when memory ran out. The keys are taken from the checked file: another process may
 * have replaced it since it was indexed. */
static int load_pack(vj_context *ctx, struct vj_disk *d, struct pack *p)
{
    char path[PATH_MAX + 64];
    snprintf(path, sizeof path, "%s/%s", d->dir, p->name);
    int fd = open(path, O_RDONLY | O_NOFOLLOW | O_CLOEXEC);
    if (fd < 0) {
        if (errno == ELOOP) {
            refuse(ctx, d, p, VJ_DISK_UNSAFE);
            return VJ_DISK_UNSAFE;
        }
        p->refused = 1;
        return -2;
    }
    struct stat st;
    struct footer f;
    uint8_t *body = NULL, *meta = NULL;
    XXH128_hash_t *keys = NULL;
    int bad = fstat(fd, &st) != 0 || !safe_file(&st)
                  ? (int)VJ_DISK_UNSAFE
                  : check_pack(fd, (uint64_t)st.st_size, &f, &body);
    if (bad == -1 &&
        (!(keys = calloc(f.count, sizeof *keys)) || !(meta = malloc((size_t)f.meta_len))))
        bad = -2;
    if (bad == -1) {
        memcpy(meta, body + f.payload_len, (size_t)f.meta_len);
        check_index(meta, f.meta_len, f.count, keys); /* checked: only the keys wanted */
    }
    /* The object loaded is the bytes the checksum was checked over: the
     * file is not read again. */
    char why[200];
    vj_status ld = bad == -1 ? vj_jit_load_bytes(ctx->jit, body, (size_t)f.payload_len, &p->code,
                                                 why, sizeof why)
                             : VJ_OK;
    free(body);
    if (ld == VJ_ERR_NOMEM)
        bad = -2;
    else if (ld != VJ_OK)
        bad = VJ_DISK_UNLOADABLE;
    if (bad == -1)
        futimens(fd, NULL); /* most recently used, for eviction */
    close(fd);
    if (bad != -1) {
        free(meta);
        free(keys);
        if (bad >= 0)
            refuse(ctx, d, p, bad);
        return bad;
    }
    free(p->keys);
    p->keys = keys;
    p->count = f.count;
    p->meta = meta;
    p->ino = st.st_ino;
    rebuild_slots(d);
    return -1;
}

/* The code of the block whose key material is mat (lock held): its
 * function, with the code it lives in in *code (not a new reference), or
 * NULL with *bad -2 for a miss or the reason (counted) it was refused. */
static vj_jit_fn find_code(vj_context *ctx, struct vj_disk *d, const uint8_t *mat, size_t mlen,
                           struct vj_jit_code **code, int *bad)
{
    XXH128_hash_t h = XXH3_128bits(mat, mlen);
    if (!d->read_at || vj_now_seconds() - d->read_at > 1.0)
        read_dir(ctx, d);
    struct pack *p = pack_holding(d, h);
    *bad = !p ? -2 : p->code ? -1 : load_pack(ctx, d, p);
    if (*bad != -1)
        return NULL;
    /* The row of h in the checked index: its material must be the block's,
     * byte for byte, before its function is looked for. */
    uint32_t k = 0;
    while (k < p->count && !XXH128_isEqual(p->keys[k], h))
        k++;
    if (k == p->count) {
        *bad = -2; /* replaced by a pack without it */
        return NULL;
    }
    struct row r = row_at(p->meta, k);
    if (r.material_len != mlen || memcmp(p->meta + r.material_off, mat, mlen) != 0) {
        refuse(ctx, d, p, *bad = VJ_DISK_KEY);
        return NULL;
    }
    char name[64];
    snprintf(name, sizeof name, "%.*s", (int)r.name_len, (const char *)p->meta + r.name_off);
    vj_jit_fn fn = vj_jit_code_function(p->code, name);
    if (!fn)
        refuse(ctx, d, p, *bad = VJ_DISK_UNLOADABLE);
    *code = p->code;
    return fn;
}

/* Give b its code (code holds a reference for it), or count the miss. */
static int give(vj_context *ctx, struct vj_block *b, vj_jit_fn fn, struct vj_jit_code *code,
                int bad)
{
    if (fn) {
        b->jit_code = code;
        b->jit_failure[0] = '\0';
        __atomic_store_n(&b->jit_fn, fn, __ATOMIC_RELEASE);
        __atomic_store_n(&b->jit_state, VJ_BLOCK_JIT_DONE, __ATOMIC_RELEASE);
        count(ctx, &ctx->stats.disk_hits);
    } else if (bad == -2) {
        count(ctx, &ctx->stats.disk_misses);
    }
    return fn != NULL;
}

/* Keep a copy of b's machine code: the key of the pack its compile will
 * store. */
static void keep_code(struct vj_block *b, const uint8_t *code, size_t len)
{
    if (!b->code && (b->code = malloc(len ? len : 1))) {
        memcpy(b->code, code, len);
        b->code_len = len;
    }
}

int vj_disk_load(vj_context *ctx, struct vj_block *b, const uint8_t *code, size_t len)
{
    struct vj_disk *d = ctx->disk;
    if (!d)
        return 0;
    keep_code(b, code, len);
    size_t mlen;
    uint8_t *mat = material(ctx, b, code, len, &mlen);
    if (!mat)
        return 0;
    struct vj_jit_code *jc = NULL;
    int bad;
    pthread_mutex_lock(&d->lock);
    vj_jit_fn fn = find_code(ctx, d, mat, mlen, &jc, &bad);
    if (fn)
        vj_jit_code_retain(jc);
    pthread_mutex_unlock(&d->lock);
    free(mat);
    return give(ctx, b, fn, jc, bad);
}

int vj_disk_listed(vj_context *ctx, const uint8_t *code, size_t len)
{
    struct vj_disk *d = ctx->disk;
    if (!d)
        return 0;
    size_t mlen;
    uint8_t *mat = material_of(ctx, ctx->opts.target, ctx->wave_size, code, len, &mlen);
    if (!mat)
        return 0;
    XXH128_hash_t h = XXH3_128bits(mat, mlen);
    free(mat);
    pthread_mutex_lock(&d->lock);
    if (!d->read_at || vj_now_seconds() - d->read_at > 1.0)
        read_dir(ctx, d);
    int listed = pack_holding(d, h) != NULL;
    pthread_mutex_unlock(&d->lock);
    return listed;
}

/* ------------------------------------------------------------ prefetch */

/* What the prefetch thread found for block j of the request: fn[j] with a
 * reference to code[j], or bad[j] (-3: not looked up, vj_disk_load then
 * does it). */
struct vj_disk_prefetch {
    vj_context *ctx;
    pthread_t tid;
    int joined;
    const uint8_t *const *codes;
    const size_t *lens, *which;
    size_t n;
    vj_jit_fn *fn;
    struct vj_jit_code **code;
    int *bad;
};

/* The prefetch thread: look up each block's key, made from its machine
 * code as the block's will be (the same target and wave size, the
 * context's), loading the packs that hold them and comparing the stored
 * material with it, as vj_disk_load does. It holds the disk lock one block
 * at a time: other lookups wait at most for one pack's load. */
static void *prefetch_main(void *arg)
{
    struct vj_disk_prefetch *pf = arg;
    vj_context *ctx = pf->ctx;
    struct vj_disk *d = ctx->disk;
    for (size_t j = 0; j < pf->n; j++) {
        size_t mlen, i = pf->which[j];
        uint8_t *mat =
            material_of(ctx, ctx->opts.target, ctx->wave_size, pf->codes[i], pf->lens[i], &mlen);
        if (!mat)
            continue;
        pthread_mutex_lock(&d->lock);
        pf->fn[j] = find_code(ctx, d, mat, mlen, &pf->code[j], &pf->bad[j]);
        if (pf->fn[j])
            vj_jit_code_retain(pf->code[j]);
        pthread_mutex_unlock(&d->lock);
        free(mat);
    }
    return NULL;
}

static void prefetch_free(struct vj_disk_prefetch *pf)
{
    free(pf->fn);
    free(pf->code);
    free(pf->bad);
    free(pf);
}

struct vj_disk_prefetch *vj_disk_prefetch(vj_context *ctx, const uint8_t *const *codes,
                                          const size_t *lens, const size_t *which, size_t n)
{
    if (!ctx->disk || n < PREFETCH_MIN)
        return NULL;
    struct vj_disk_prefetch *pf = calloc(1, sizeof *pf);
    if (!pf)
        return NULL;
    *pf = (struct vj_disk_prefetch){.ctx = ctx,
                                    .codes = codes,
                                    .lens = lens,
                                    .which = which,
                                    .n = n,
                                    .fn = calloc(n, sizeof *pf->fn),
                                    .code = calloc(n, sizeof *pf->code),
                                    .bad = malloc(n * sizeof *pf->bad)};
    if (!pf->fn || !pf->code || !pf->bad) {
        prefetch_free(pf);
        return NULL;
    }
    for (size_t j = 0; j < n; j++)
        pf->bad[j] = -3;
    /* The thread keeps asynchronous signals blocked: the host's handlers
     * run on the host's own threads. */
    sigset_t old;
    vj_block_async_signals(&old);
    int started = pthread_create(&pf->tid, NULL, prefetch_main, pf) == 0;
    pthread_sigmask(SIG_SETMASK, &old, NULL);
    if (!started) {
        prefetch_free(pf);
        return NULL;
    }
    return pf;
}

int vj_disk_load_prefetched(vj_context *ctx, struct vj_disk_prefetch *pf, size_t j,
                            struct vj_block *b, const uint8_t *code, size_t len)
{
    if (!pf || pf->bad[j] == -3)
        return vj_disk_load(ctx, b, code, len);
    keep_code(b, code, len);
    struct vj_jit_code *jc = pf->code[j];
    pf->code[j] = NULL; /* its reference is the block's now */
    return give(ctx, b, pf->fn[j], jc, pf->bad[j]);
}

void vj_disk_prefetch_wait(struct vj_disk_prefetch *pf)
{
    if (pf && !pf->joined) {
        pthread_join(pf->tid, NULL);
        pf->joined = 1;
    }
}

void vj_disk_prefetch_end(struct vj_disk_prefetch *pf)
{
    if (!pf)
        return;
    vj_disk_prefetch_wait(pf);
    for (size_t j = 0; j < pf->n; j++)
        vj_jit_code_release(pf->code[j]); /* results not taken */
    prefetch_free(pf);
}

/* ------------------------------------------------------------ size bound */

struct aged {
    struct timespec mtime;
    uint64_t size;
    char name[NAME_LEN + 1];
};

static int older_first(const void *a, const void *b)
{
    const struct aged *x = a, *y = b;
    if (x->mtime.tv_sec != y->mtime.tv_sec)
        return x->mtime.tv_sec < y->mtime.tv_sec ? -1 : 1;
    return (x->mtime.tv_nsec > y->mtime.tv_nsec) - (x->mtime.tv_nsec < y->mtime.tv_nsec);
}

/* Scan the directory: the total size of its packs; with limit, remove the
 * least recently used until they fit in it. Lock held. */
static int64_t scan(vj_context *ctx, struct vj_disk *d, uint64_t limit)
{
    DIR *dir = opendir(d->dir);
    if (!dir)
        return 0;
    struct aged *all = NULL;
    size_t n = 0, cap = 0;
    uint64_t total = 0;
    struct dirent *e;
    while ((e = readdir(dir))) {
        struct stat st;
        if (!is_entry_name(e->d_name) ||
            fstatat(dirfd(dir), e->d_name, &st, AT_SYMLINK_NOFOLLOW) != 0 || !S_ISREG(st.st_mode))
            continue;
        total += (uint64_t)st.st_size;
        if (!limit)
            continue;
        if (n == cap) {
            size_t c = cap ? cap * 2 : 256;
            struct aged *p = realloc(all, c * sizeof *p);
            if (!p)
                break;
            all = p;
            cap = c;
        }
        all[n].mtime = st.st_mtim;
        all[n].size = (uint64_t)st.st_size;
        memcpy(all[n].name, e->d_name, NAME_LEN + 1); /* is_entry_name: that long */
        n++;
    }
    if (limit && total > limit) {
        qsort(all, n, sizeof *all, older_first);
        uint64_t target = limit / 10 * 9; /* room for a while: scans stay rare */
        for (size_t i = 0; i < n && total > target; i++) {
            if (unlinkat(dirfd(dir), all[i].name, 0) == 0) {
                total -= all[i].size;
                count(ctx, &ctx->stats.disk_evictions);
            }
        }
    }
    free(all);
    closedir(dir);
    return (int64_t)total;
}

/* ---------------------------------------------------------------- storing */

static int write_all(int fd, const void *p, size_t n)
{
    size_t done = 0;
    while (done < n) {
        ssize_t k = write(fd, (const uint8_t *)p + done, n - done);
        if (k < 0 && errno == EINTR)
            continue;
        if (k <= 0)
            return -1;
        done += (size_t)k;
    }
    return 0;
}

/* Read the whole object file at path (at most MAX_PACK bytes). */
static uint8_t *slurp(const char *path, size_t *len)
{
    int fd = open(path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW);
    struct stat st;
    uint8_t *p = NULL;
    if (fd >= 0 && fstat(fd, &st) == 0 && S_ISREG(st.st_mode) && st.st_size > 0 &&
        st.st_size < MAX_PACK && (p = malloc((size_t)st.st_size)) &&
        read_at(fd, p, (size_t)st.st_size, 0) == 0) {
        *len = (size_t)st.st_size;
    } else {
        free(p);
        p = NULL;
    }
    if (fd >= 0)
        close(fd);
    return p;
}

/* The index of a pack of the m blocks blocks[which[j]], function
 * "vj_block_<j>" each (those with no key material are left out): malloc'd,
 * with its length, row count and keys (keys[] m long). NULL when none. */
static uint8_t *make_index(vj_context *ctx, struct vj_block *const *blocks, const size_t *which,
                           size_t m, size_t *len, uint32_t *rows, XXH128_hash_t *keys)
{
    uint8_t **mats = calloc(m, sizeof *mats);
    size_t *mlens = calloc(m, sizeof *mlens);
    size_t strings = 0;
    uint32_t n = 0;
    for (size_t j = 0; mats && mlens && j < m && j < MAX_ROWS; j++) {
        const struct vj_block *b = blocks[which[j]];
        if (b->code && (mats[j] = material(ctx, b, b->code, b->code_len, &mlens[j]))) {
            strings += mlens[j] + 32;
            n++;
        }
    }
    uint8_t *meta = n ? malloc((size_t)n * ROW + strings) : NULL;
    size_t at = (size_t)n * ROW;
    uint32_t k = 0;
    for (size_t j = 0; meta && j < m; j++) {
        if (!mats[j])
            continue;
        char name[32];
        int nl = snprintf(name, sizeof name, "vj_block_%zu", j);
        XXH128_hash_t h = XXH3_128bits(mats[j], mlens[j]);
        struct row r = {
            h.high64,    h.low64, (uint32_t)at, (uint32_t)mlens[j], (uint32_t)(at + mlens[j]),
            (uint32_t)nl};
        memcpy(meta + at, mats[j], mlens[j]);
        memcpy(meta + at + mlens[j], name, (size_t)nl);
        at += mlens[j] + (size_t)nl;
        memcpy(meta + (size_t)k * ROW, &r, ROW);
        keys[k++] = h;
    }
    for (size_t j = 0; mats && j < m; j++)
        free(mats[j]);
    free(mats);
    free(mlens);
    *len = at;
    *rows = k;
    return meta;
}

/* Write the pack: a temporary file in the directory, renamed into place
 * (readers see the old pack, none, or the whole new one). 0 when stored,
 * with the inode it has. */
static int write_pack(struct vj_disk *d, const uint8_t *so, size_t so_len, const uint8_t *meta,
                      size_t meta_len, uint32_t rows, const char *name, ino_t *ino)
{
    char path[PATH_MAX + 64], tmp[PATH_MAX + 64];
    snprintf(path, sizeof path, "%s/%s", d->dir, name);
    pthread_mutex_lock(&d->lock);
    unsigned seq = d->seq++;
    pthread_mutex_unlock(&d->lock);
    snprintf(tmp, sizeof tmp, "%s/.tmp-%ld-%u" SUFFIX, d->dir, (long)getpid(), seq);
    struct footer f = {DISK_MAGIC,
                       DISK_VERSION,
                       so_len,
                       meta_len,
                       rows,
                       0,
                       XXH3_64bits(so, so_len),
                       XXH3_64bits(meta, meta_len)};
    int fd = open(tmp, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW, 0600);
    if (fd < 0)
        return -1;
    struct stat st;
    int rc = write_all(fd, so, so_len) || write_all(fd, meta, meta_len) ||
                     write_all(fd, &f, sizeof f) || fstat(fd, &st) != 0
                 ? -1
                 : 0;
    if (close(fd) != 0)
        rc = -1;
    if (rc == 0 && rename(tmp, path) != 0)
        rc = -1;
    if (rc != 0)
        unlink(tmp); /* a full disk: no half pack is left behind */
    else
        *ino = st.st_ino;
    return rc;
}

void vj_disk_store(vj_context *ctx, struct vj_block *const *blocks, const char *path,
                   const size_t *which, size_t m)
{
    struct vj_disk *d = ctx->disk;
    if (!d || m == 0)
        return;
    size_t so_len = 0, meta_len = 0;
    uint32_t rows = 0;
    uint8_t *so = slurp(path, &so_len), *meta = NULL;
    XXH128_hash_t *keys = calloc(m, sizeof *keys);
    if (so && keys)
        meta = make_index(ctx, blocks, which, m, &meta_len, &rows, keys);
    XXH128_hash_t id = meta ? XXH3_128bits(meta, meta_len) : (XXH128_hash_t){0, 0};
    char name[NAME_LEN + 1];
    snprintf(name, sizeof name, "%016llx%016llx" SUFFIX, (unsigned long long)id.high64,
             (unsigned long long)id.low64);
    ino_t ino = 0;
    int ok = meta && write_pack(d, so, so_len, meta, meta_len, rows, name, &ino) == 0;
    free(so);
    free(meta);
    pthread_mutex_lock(&ctx->lock);
    if (ok)
        ctx->stats.disk_stores += rows;
    else
        ctx->stats.disk_write_failures += rows ? rows : m;
    pthread_mutex_unlock(&ctx->lock);
    pthread_mutex_lock(&d->lock);
    /* Known at once, without a read of the directory. A pack of that name
     * already loaded holds the same index (the name is its hash): kept. */
    struct pack *p = ok ? find_pack(d, name) : NULL;
    if (ok && !p)
        p = add_pack(d, name);
    if (p && !p->code) {
        free(p->keys);
        p->keys = keys;
        p->count = rows;
        p->refused = 0;
        keys = NULL;
    }
    if (p) {
        p->ino = ino;
        p->seen = 1;
        rebuild_slots(d);
    }
    uint64_t added = ok ? so_len + meta_len + FOOTER : 0;
    if (d->bytes < 0)
        d->bytes = scan(ctx, d, 0);
    else
        d->bytes += (int64_t)added;
    if ((uint64_t)d->bytes > d->max_bytes)
        d->bytes = scan(ctx, d, d->max_bytes);
    pthread_mutex_unlock(&d->lock);
    free(keys);
}

/* ------------------------------------------------------------ the walk */

vj_status vj_disk_cache_walk(vj_context *ctx, vj_disk_cache_op op, vj_disk_cache_info *out)
{
    if (!ctx)
        return VJ_ERR_ARG;
    vj_ctx_clear_error(ctx);
    if (!out)
        return vj_ctx_fail(ctx, VJ_ERR_ARG, "vj_disk_cache_walk: NULL argument");
    memset(out, 0, sizeof *out);
    struct vj_disk *d = ctx->disk;
    if (!d) {
        /* vj_disk_open keeps no directory for a context without a JIT. */
        const char *why = "none was asked for";
        if (ctx->disk_problem[0])
            why = ctx->disk_problem;
        else if (!ctx->jit && vj_jit_available())
            why = "the JIT is off in this context: no code to keep";
        else if (!ctx->jit)
            why = "the library is built without the JIT: no code to keep";
        return vj_ctx_fail(ctx, VJ_ERR_ARG, "no disk cache: %s", why);
    }
    DIR *dir = opendir(d->dir);
    if (!dir)
        return vj_ctx_fail(ctx, VJ_ERR_IO, "%s: %s", d->dir, strerror(errno));
    struct dirent *e;
    while ((e = readdir(dir))) {
        int tmp = strncmp(e->d_name, ".tmp-", 5) == 0;
        if (!is_entry_name(e->d_name) && !(tmp && op == VJ_DISK_CLEAR))
            continue;
        int fd = openat(dirfd(dir), e->d_name, O_RDONLY | O_NOFOLLOW | O_CLOEXEC);
        struct stat st;
        if (fd < 0 || fstat(fd, &st) != 0) {
            if (fd >= 0)
                close(fd);
            continue;
        }
        if (!tmp) {
            out->entries++;
            out->bytes += (uint64_t)st.st_size;
        }
        struct footer f;
        /* A format 1 entry fails as another version. */
        int bad = op != VJ_DISK_STATS && !tmp &&
                  (!safe_file(&st) || check_pack(fd, (uint64_t)st.st_size, &f, NULL) >= 0);
        close(fd);
        out->bad += (uint64_t)bad;
        if ((op == VJ_DISK_CLEAR || bad) && unlinkat(dirfd(dir), e->d_name, 0) == 0 && !tmp)
            out->removed++;
    }
    closedir(dir);
    pthread_mutex_lock(&d->lock);
    d->bytes = -1;  /* rescanned at the next store */
    d->read_at = 0; /* and the packs at the next lookup */
    pthread_mutex_unlock(&d->lock);
    return VJ_OK;
}
