/* disk: the persistent cache of compiled code (disk.h). An entry is the
 * shared object a helper built, followed by what keys it (the material of
 * the key: build, options and the block's IR), the function's name and a
 * fixed footer with the format version, the lengths and two checksums. The
 * file is named by the XXH3-128 of the material; the material itself is
 * compared on load, so a name collision or another build's entry is never
 * run. dlopen runs code: only a plain file owned by the user, writable by
 * nobody else, in a directory of the same kind, reached without a symlink,
 * whose every check passes, is loaded. */
#include "config.h"

#include <dirent.h>
#include <dlfcn.h>
#include <elf.h>
#include <link.h>
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <pthread.h>
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

#define DISK_MAGIC 0x43444a56u /* "VJDC" */
#define DISK_VERSION 1u
#define FOOTER 48u
#define MAX_ENTRY (64u << 20)
#define SUFFIX ".vjc"

#ifndef VJ_BUILD_ID
#define VJ_BUILD_ID "unknown"
#endif
#ifndef VJ_GCC_VERSION
#define VJ_GCC_VERSION "none"
#endif

struct vj_disk {
    char dir[PATH_MAX];
    char build[48];       /* the GNU build id of the object this code is in */
    uint64_t max_bytes;
    pthread_mutex_t lock; /* guards bytes and eviction */
    int64_t bytes;        /* our estimate of the directory's size; -1 until first needed */
    unsigned seq;         /* names temporary files (with the pid) */
    /* The keys of the entries in the directory as last read (open addressing;
     * zero is an empty slot), so that a miss costs no system call. Read
     * again when a second old: another process's new entries are seen then.
     * Guarded by lock. */
    XXH128_hash_t *known;
    size_t known_cap, known_n;
    double known_at; /* CLOCK_MONOTONIC seconds of the last read; 0: never */
};

/* The footer, little-endian on disk (as on every host this runs on). */
struct footer {
    uint32_t magic, version;
    uint64_t payload_len;
    uint32_t material_len, name_len;
    uint64_t payload_sum, meta_sum, reserved;
};
_Static_assert(sizeof(struct footer) == FOOTER, "the footer has no padding");

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

void vj_disk_close(vj_context *ctx)
{
    if (!ctx->disk)
        return;
    pthread_mutex_destroy(&ctx->disk->lock);
    free(ctx->disk->known);
    free(ctx->disk);
    ctx->disk = NULL;
}

const char *vj_disk_cache_problem(const vj_context *ctx)
{
    return ctx && ctx->disk_problem[0] ? ctx->disk_problem : NULL;
}

/* What keys b's code: the build, the code-changing options, and the
 * block's machine code, which with them decides its IR. Cheap to make, so
 * that a miss costs little. */
static uint8_t *material(vj_context *ctx, const struct vj_block *b, const uint8_t *code,
                         size_t code_len, size_t *len)
{
    const vj_jit_settings *s = vj_jit_settings_of(ctx->jit);
    char head[320];
    int n = snprintf(head, sizeof head,
                     "vop3jit %s build %s gcc %s disk %u target %d wave %u optimize %d -O%d "
                     "march %s extra '%s' code %zu\n",
                     VJ_VERSION_STRING, ctx->disk->build, VJ_GCC_VERSION, DISK_VERSION,
                     (int)b->target, b->wave_size, ctx->opts.optimize != 0, s->opt_level,
                     s->march, s->extra, code_len);
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

static void entry_path(const struct vj_disk *d, XXH128_hash_t h, char *out, size_t size)
{
    snprintf(out, size, "%s/%016llx%016llx" SUFFIX, d->dir, (unsigned long long)h.high64,
             (unsigned long long)h.low64);
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

/* Check the entry open at fd (size bytes) against mat (NULL: structure and
 * checksums only). -1 when it passes, with its function's name in name;
 * else the vj_disk_reject reason. */
static int check_entry(int fd, uint64_t size, const uint8_t *mat, size_t mlen, char *name,
                       size_t name_size)
{
    struct footer f;
    if (size < FOOTER || size > MAX_ENTRY || read_at(fd, &f, FOOTER, (off_t)(size - FOOTER)))
        return VJ_DISK_CORRUPT;
    if (f.magic != DISK_MAGIC)
        return VJ_DISK_CORRUPT;
    if (f.version != DISK_VERSION)
        return VJ_DISK_VERSION;
    if (f.name_len == 0 || f.name_len >= name_size || f.material_len > MAX_ENTRY ||
        f.payload_len > MAX_ENTRY ||
        f.payload_len + f.material_len + f.name_len + FOOTER != size)
        return VJ_DISK_CORRUPT;
    size_t meta_len = (size_t)f.material_len + f.name_len;
    uint8_t *buf = malloc((size_t)f.payload_len + meta_len);
    if (!buf || read_at(fd, buf, (size_t)f.payload_len + meta_len, 0)) {
        free(buf);
        return VJ_DISK_CORRUPT;
    }
    const uint8_t *meta = buf + f.payload_len;
    int bad = -1;
    if (XXH3_64bits(meta, meta_len) != f.meta_sum)
        bad = VJ_DISK_CORRUPT;
    else if (mat && (f.material_len != mlen || memcmp(meta, mat, mlen) != 0))
        bad = VJ_DISK_KEY;
    else if (XXH3_64bits(buf, (size_t)f.payload_len) != f.payload_sum)
        bad = VJ_DISK_CORRUPT;
    else if (f.payload_len < 4 || memcmp(buf, "\x7f" "ELF", 4) != 0)
        bad = VJ_DISK_CORRUPT;
    if (bad < 0) {
        memcpy(name, meta + f.material_len, f.name_len);
        name[f.name_len] = '\0';
        if (strlen(name) != f.name_len)
            bad = VJ_DISK_CORRUPT;
    }
    free(buf);
    return bad;
}

/* A plain file of ours that nobody else can write. */
static int safe_file(const struct stat *st)
{
    return S_ISREG(st->st_mode) && st->st_uid == geteuid() && !(st->st_mode & 022);
}

/* ------------------------------------------------------ the known keys */

/* An entry's name: 32 lowercase hex digits of its key, then the suffix. */
static int is_entry_name(const char *n)
{
    size_t len = strlen(n);
    return len == 32 + strlen(SUFFIX) && strcmp(n + 32, SUFFIX) == 0 &&
           strspn(n, "0123456789abcdef") == 32;
}

static int is_zero(XXH128_hash_t h)
{
    return !h.low64 && !h.high64;
}

/* Add h to the set (lock held); a full set grows, or on no memory forgets
 * the set (known_at = 0: the next lookup reads the directory again). */
static void known_add(struct vj_disk *d, XXH128_hash_t h)
{
    if (is_zero(h))
        return;
    if ((d->known_n + 1) * 2 > d->known_cap) {
        size_t cap = d->known_cap ? d->known_cap * 2 : 1024;
        XXH128_hash_t *t = calloc(cap, sizeof *t), *old = d->known;
        if (!t) {
            d->known_at = 0;
            return;
        }
        size_t oldcap = d->known_cap;
        d->known = t;
        d->known_cap = cap;
        d->known_n = 0;
        for (size_t i = 0; i < oldcap; i++)
            if (!is_zero(old[i]))
                known_add(d, old[i]);
        free(old);
    }
    for (size_t i = (size_t)h.low64 & (d->known_cap - 1);; i = (i + 1) & (d->known_cap - 1)) {
        if (is_zero(d->known[i])) {
            d->known[i] = h;
            d->known_n++;
            return;
        }
        if (XXH128_isEqual(d->known[i], h))
            return;
    }
}

static int known_has(const struct vj_disk *d, XXH128_hash_t h)
{
    for (size_t i = d->known_cap ? (size_t)h.low64 & (d->known_cap - 1) : 0; d->known_cap;
         i = (i + 1) & (d->known_cap - 1)) {
        if (is_zero(d->known[i]))
            return 0;
        if (XXH128_isEqual(d->known[i], h))
            return 1;
    }
    return 0;
}

static int hexval(char c)
{
    return c <= '9' ? c - '0' : c - 'a' + 10;
}

/* Read the directory's entry names into the set (lock held). */
static void known_read(struct vj_disk *d)
{
    if (d->known)
        memset(d->known, 0, d->known_cap * sizeof *d->known);
    d->known_n = 0;
    d->known_at = vj_now_seconds();
    DIR *dir = opendir(d->dir);
    struct dirent *e;
    while (dir && (e = readdir(dir))) {
        if (!is_entry_name(e->d_name))
            continue;
        XXH128_hash_t h = {0, 0};
        for (int i = 0; i < 16; i++) {
            h.high64 = h.high64 << 4 | (uint64_t)hexval(e->d_name[i]);
            h.low64 = h.low64 << 4 | (uint64_t)hexval(e->d_name[16 + i]);
        }
        known_add(d, h);
    }
    if (dir)
        closedir(dir);
}

/* Whether the directory may hold the entry h (as last read, at most a
 * second ago). */
static int may_have(struct vj_disk *d, XXH128_hash_t h)
{
    pthread_mutex_lock(&d->lock);
    if (!d->known_at || vj_now_seconds() - d->known_at > 1.0)
        known_read(d);
    int has = known_has(d, h);
    pthread_mutex_unlock(&d->lock);
    return has;
}

int vj_disk_load(vj_context *ctx, struct vj_block *b, const uint8_t *code, size_t len)
{
    struct vj_disk *d = ctx->disk;
    if (!d)
        return 0;
    if (!b->code && (b->code = malloc(len ? len : 1))) { /* the key of a later store */
        memcpy(b->code, code, len);
        b->code_len = len;
    }
    size_t mlen;
    uint8_t *mat = material(ctx, b, code, len, &mlen);
    if (!mat)
        return 0;
    XXH128_hash_t h = XXH3_128bits(mat, mlen);
    if (!may_have(d, h)) {
        count(ctx, &ctx->stats.disk_misses);
        free(mat);
        return 0;
    }
    char path[PATH_MAX + 64];
    entry_path(d, h, path, sizeof path);
    int fd = open(path, O_RDONLY | O_NOFOLLOW | O_CLOEXEC);
    if (fd < 0) {
        if (errno == ELOOP)
            reject(ctx, VJ_DISK_UNSAFE);
        else
            count(ctx, &ctx->stats.disk_misses);
        free(mat);
        return 0;
    }
    struct stat st;
    char name[64];
    int bad = fstat(fd, &st) != 0 || !safe_file(&st) ? (int)VJ_DISK_UNSAFE
              : check_entry(fd, (uint64_t)st.st_size, mat, mlen, name, sizeof name);
    free(mat);
    vj_jit_out o;
    if (bad < 0 && vj_jit_load_named(ctx->jit, path, name, &o) != VJ_OK)
        bad = VJ_DISK_UNLOADABLE;
    if (bad >= 0) {
        close(fd);
        reject(ctx, (vj_disk_reject)bad);
        if (bad != VJ_DISK_UNSAFE)
            unlink(path); /* ours and useless: recompiled and stored again */
        return 0;
    }
    futimens(fd, NULL); /* most recently used, for eviction */
    close(fd);
    b->jit_code = o.code;
    b->jit_failure[0] = '\0';
    __atomic_store_n(&b->jit_fn, o.fn, __ATOMIC_RELEASE);
    __atomic_store_n(&b->jit_state, VJ_BLOCK_JIT_DONE, __ATOMIC_RELEASE);
    count(ctx, &ctx->stats.disk_hits);
    return 1;
}

/* ------------------------------------------------------------ size bound */

struct aged {
    struct timespec mtime;
    uint64_t size;
    char name[48];
};

static int older_first(const void *a, const void *b)
{
    const struct aged *x = a, *y = b;
    if (x->mtime.tv_sec != y->mtime.tv_sec)
        return x->mtime.tv_sec < y->mtime.tv_sec ? -1 : 1;
    return (x->mtime.tv_nsec > y->mtime.tv_nsec) - (x->mtime.tv_nsec < y->mtime.tv_nsec);
}


/* Scan the directory: the total size of its entries; with limit, remove
 * the least recently used until they fit in it. Lock held. */
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
        if (!is_entry_name(e->d_name) || fstatat(dirfd(dir), e->d_name, &st,
                                                 AT_SYMLINK_NOFOLLOW) != 0 ||
            !S_ISREG(st.st_mode))
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
        memcpy(all[n].name, e->d_name, 32 + strlen(SUFFIX) + 1); /* is_entry_name: 36 */
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

/* Read the whole shared object at path (at most MAX_ENTRY bytes). */
static uint8_t *slurp(const char *path, size_t *len)
{
    int fd = open(path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW);
    struct stat st;
    uint8_t *p = NULL;
    if (fd >= 0 && fstat(fd, &st) == 0 && S_ISREG(st.st_mode) && st.st_size > 0 &&
        st.st_size < MAX_ENTRY && (p = malloc((size_t)st.st_size)) &&
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

/* Write one entry: a temporary file in the directory, renamed into place
 * (readers see the old entry, none, or the whole new one). */
static int store_one(vj_context *ctx, struct vj_disk *d, const struct vj_block *b,
                     const uint8_t *so, size_t so_len, const char *name, uint64_t *size)
{
    size_t mlen;
    uint8_t *mat = b->code ? material(ctx, b, b->code, b->code_len, &mlen) : NULL;
    if (!mat)
        return -1;
    XXH128_hash_t h = XXH3_128bits(mat, mlen);
    char path[PATH_MAX + 64], tmp[PATH_MAX + 64];
    entry_path(d, h, path, sizeof path);
    pthread_mutex_lock(&d->lock);
    unsigned seq = d->seq++;
    pthread_mutex_unlock(&d->lock);
    snprintf(tmp, sizeof tmp, "%s/.tmp-%ld-%u" SUFFIX, d->dir, (long)getpid(), seq);
    struct footer f = {DISK_MAGIC, DISK_VERSION, so_len, (uint32_t)mlen, (uint32_t)strlen(name),
                       XXH3_64bits(so, so_len), 0, 0};
    uint8_t *meta = malloc(mlen + f.name_len);
    int rc = -1;
    if (meta) {
        memcpy(meta, mat, mlen);
        memcpy(meta + mlen, name, f.name_len);
        f.meta_sum = XXH3_64bits(meta, mlen + f.name_len);
        int fd = open(tmp, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW, 0600);
        if (fd >= 0) {
            rc = write_all(fd, so, so_len) || write_all(fd, meta, mlen + f.name_len) ||
                         write_all(fd, &f, sizeof f)
                     ? -1
                     : 0;
            if (close(fd) != 0)
                rc = -1;
            if (rc == 0 && rename(tmp, path) != 0)
                rc = -1;
            if (rc == 0) {
                pthread_mutex_lock(&d->lock);
                known_add(d, h);
                pthread_mutex_unlock(&d->lock);
            }
            if (rc != 0)
                unlink(tmp); /* a full disk: no half entry is left behind */
        }
    }
    *size = so_len + mlen + f.name_len + FOOTER;
    free(meta);
    free(mat);
    return rc;
}

void vj_disk_store(vj_context *ctx, struct vj_block *const *blocks, const char *path,
                   const size_t *which, size_t m)
{
    struct vj_disk *d = ctx->disk;
    if (!d || m == 0)
        return;
    size_t so_len;
    uint8_t *so = slurp(path, &so_len);
    if (!so) {
        count(ctx, &ctx->stats.disk_write_failures);
        return;
    }
    uint64_t added = 0;
    for (size_t j = 0; j < m; j++) {
        char name[32];
        uint64_t size;
        snprintf(name, sizeof name, "vj_block_%zu", j);
        if (store_one(ctx, d, blocks[which[j]], so, so_len, name, &size) == 0) {
            added += size;
            count(ctx, &ctx->stats.disk_stores);
        } else {
            count(ctx, &ctx->stats.disk_write_failures);
        }
    }
    free(so);
    pthread_mutex_lock(&d->lock);
    if (d->bytes < 0)
        d->bytes = scan(ctx, d, 0);
    else
        d->bytes += (int64_t)added;
    if ((uint64_t)d->bytes > d->max_bytes)
        d->bytes = scan(ctx, d, d->max_bytes);
    pthread_mutex_unlock(&d->lock);
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
        char name[64];
        int bad = op != VJ_DISK_STATS && !tmp &&
                  (!safe_file(&st) ||
                   check_entry(fd, (uint64_t)st.st_size, NULL, 0, name, sizeof name) >= 0);
        close(fd);
        out->bad += (uint64_t)bad;
        if ((op == VJ_DISK_CLEAR || bad) && unlinkat(dirfd(dir), e->d_name, 0) == 0 && !tmp)
            out->removed++;
    }
    closedir(dir);
    pthread_mutex_lock(&d->lock);
    d->bytes = -1;   /* rescanned at the next store */
    d->known_at = 0; /* and the names at the next lookup */
    pthread_mutex_unlock(&d->lock);
    return VJ_OK;
}
