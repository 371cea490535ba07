/* test_disk: the disk cache of compiled code through the public API. A
 * second process finds the code and compiles nothing, a whole batch from
 * one pack file; every pack that must not run is refused (corrupt,
 * truncated, a wrong key for one block, another version, a foreign owner,
 * writable by others, a symlink; a directory writable by group or others
 * is not used at all); the size bound evicts the least recently used pack;
 * two processes storing the same keys at once leave only good packs. Each
 * refusal is checked by what the code then does: it is compiled again and
 * runs as the reference evaluator says. An object the loader refuses
 * (another ELF type, an unknown relocation, an undefined symbol), its
 * checksum made right, is refused as unloadable. The pack layout the tests
 * edit (docs/design.md, "The disk cache"): the ELF relocatable object, the
 * index (32-byte
 * rows: key high and low, material offset and length, name offset and
 * length; then the strings), a 48-byte footer: magic, version, object
 * length, index length, rows, 0, XXH3-64 of the object, of the index. */
#include "config.h"

#include <dirent.h>
#include <elf.h>
#include <pthread.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#define XXH_INLINE_ALL
#include <xxhash.h>

#include "vop3jit.h"
#include "testutil.h"

static const char *const progs[] = {
    "v_xor3_b32 v1, v2, v3, v4\nv_perm_b32 v5, v1, v2, 0x00010203\n",
    "v_alignbit_b32 v1, v2, v3, 8\nv_add3_u32 v4, v1, v2, 9\n",
    "v_bfe_u32 v1, v2, 3, 9\nv_lshl_or_b32 v4, v1, 4, v3\n",
    "v_mul_hi_u32 v1, v2, v3\nv_or3_b32 v4, v1, v2, v3\n",
    "v_not_b32_e64 v1, v2\nv_bfrev_b32_e64 v4, v1\n",
    "v_med3_u32 v1, v2, v3, v4\nv_xad_u32 v5, v1, v2, v3\n",
    "v_bcnt_u32_b32 v1, v2, v3\nv_and_or_b32 v4, v1, v2, v3\n",
    "v_mad_u32_u24 v1, v2, v3, v4\nv_sub_nc_u32_e64 v5, v1, v2\n",
};
#define NPROGS (sizeof progs / sizeof progs[0])

static char dir[64];
#define PATHLEN 512

static void make_dir(void)
{
    snprintf(dir, sizeof dir, "/tmp/vj-test-disk-XXXXXX");
    ck_assert_ptr_nonnull(mkdtemp(dir));
}

static vj_context *context(uint64_t max_bytes)
{
    vj_options o;
    vj_options_init(&o);
    o.jit = VJ_JIT_EAGER;
    o.jit_opt_level = 0;
    o.cache_dir = dir;
    o.cache_max_bytes = max_bytes;
    vj_context *ctx = vj_context_new(&o, NULL);
    ck_assert_ptr_nonnull(ctx);
    return ctx;
}

/* Translate progs[i], check it has code that gives the reference's result. */
static void translate_and_check(vj_context *ctx, size_t i)
{
    vj_block *b = NULL;
    ck_assert_msg(vj_translate_asm(ctx, progs[i], "t", &b) == VJ_OK, "%s", vj_last_error(ctx));
    ck_assert_msg(!vj_block_jit_failure(b), "%s", vj_block_jit_failure(b));
    vj_wave *w = vj_wave_new(32), *r = vj_wave_new(32);
    vj_wave_randomize(w, i + 11);
    vj_wave_copy(r, w);
    ck_assert_int_eq(vj_run(ctx, b, w, VJ_ENGINE_JIT), VJ_OK);
    ck_assert_int_eq(vj_run(ctx, b, r, VJ_ENGINE_REF), VJ_OK);
    ck_assert(!vj_wave_first_difference(w, r, NULL));
    vj_wave_free(w);
    vj_wave_free(r);
    vj_block_free(b);
}

static vj_stats stats_of(vj_context *ctx)
{
    vj_stats s;
    vj_get_stats(ctx, &s);
    return s;
}

/* The one entry in the directory (the test stores one block first). */
static void only_entry(char *path, size_t size)
{
    DIR *d = opendir(dir);
    ck_assert_ptr_nonnull(d);
    struct dirent *e;
    int found = 0;
    while ((e = readdir(d)))
        if (strstr(e->d_name, ".vjp") && e->d_name[0] != '.') {
            snprintf(path, size, "%s/%s", dir, e->d_name);
            found++;
        }
    closedir(d);
    ck_assert_int_eq(found, 1);
}

static void store_first(void)
{
    vj_context *ctx = context(0);
    translate_and_check(ctx, 0);
    vj_stats s = stats_of(ctx);
    ck_assert_uint_eq(s.disk_stores, 1);
    ck_assert_uint_eq(s.disk_hits, 0);
    vj_context_free(ctx);
}

START_TEST(a_second_process_finds_the_code_and_compiles_nothing)
{
    if (!vj_jit_available())
        return;
    make_dir();
    store_first();
    pid_t pid = fork();
    if (pid == 0) {
        vj_context *ctx = context(0);
        vj_block *b = NULL;
        int bad = vj_translate_asm(ctx, progs[0], "t", &b) != VJ_OK;
        vj_stats s = stats_of(ctx);
        bad |= s.disk_hits != 1 || s.compiles != 0 || s.queued != 0;
        vj_wave *w = vj_wave_new(32), *r = vj_wave_new(32);
        vj_wave_randomize(w, 5);
        vj_wave_copy(r, w);
        bad |= vj_run(ctx, b, w, VJ_ENGINE_AUTO) != VJ_OK || vj_block_last_engine(b) !=
                                                                   VJ_ENGINE_JIT;
        vj_run(ctx, b, r, VJ_ENGINE_REF);
        bad |= vj_wave_first_difference(w, r, NULL);
        _exit(bad);
    }
    int status;
    ck_assert_int_eq(waitpid(pid, &status, 0), pid);
    ck_assert_msg(WIFEXITED(status) && WEXITSTATUS(status) == 0, "the second process failed");
}
END_TEST

/* Change the one entry so that it must be refused, then translate again:
 * refused for the reason given, compiled again, right. */
enum { C_FLIP, C_TRUNCATE, C_WRONG_KEY, C_VERSION, C_FOREIGN, C_OTHERS_WRITE, C_SYMLINK,
       C_OBJECT_TYPE, C_OBJECT_RELOCATION, C_OBJECT_UNDEFINED, C_NCASES };
static const struct {
    const char *name;
    vj_disk_reject reason;
} cases[C_NCASES] = {
    [C_FLIP] = {"a flipped byte", VJ_DISK_CORRUPT},
    [C_TRUNCATE] = {"truncated", VJ_DISK_CORRUPT},
    [C_WRONG_KEY] = {"a wrong key for one block", VJ_DISK_KEY},
    [C_VERSION] = {"another version", VJ_DISK_VERSION},
    [C_FOREIGN] = {"another owner", VJ_DISK_UNSAFE},
    [C_OTHERS_WRITE] = {"writable by others", VJ_DISK_UNSAFE},
    [C_SYMLINK] = {"a symlink", VJ_DISK_UNSAFE},
    [C_OBJECT_TYPE] = {"a shared object's ELF type", VJ_DISK_UNLOADABLE},
    [C_OBJECT_RELOCATION] = {"an unknown relocation type", VJ_DISK_UNLOADABLE},
    [C_OBJECT_UNDEFINED] = {"an undefined symbol", VJ_DISK_UNLOADABLE},
};

/* A relocation of the object made the only one of its code: the first
 * entry of a RELA section (the code's, or the unwind tables' that the
 * loader otherwise skips) pointed at offset 0 of the executable section,
 * the section cut to that entry. NULL when the object has no relocation. */
static Elf64_Rela *a_code_relocation(uint8_t *o, size_t len, Elf64_Sym **syms)
{
    Elf64_Ehdr *eh = (Elf64_Ehdr *)o;
    ck_assert(eh->e_shoff + (size_t)eh->e_shnum * sizeof(Elf64_Shdr) <= len);
    Elf64_Shdr *sh = (Elf64_Shdr *)(o + eh->e_shoff);
    unsigned text = 0;
    for (unsigned i = 1; i < eh->e_shnum && !text; i++)
        if (sh[i].sh_flags & SHF_EXECINSTR)
            text = i;
    for (unsigned i = 0; text && i < eh->e_shnum; i++)
        if (sh[i].sh_type == SHT_RELA && sh[i].sh_size) {
            *syms = (Elf64_Sym *)(o + sh[sh[i].sh_link].sh_offset);
            Elf64_Rela *r = (Elf64_Rela *)(o + sh[i].sh_offset);
            sh[i].sh_info = text;
            sh[i].sh_size = sizeof *r;
            r->r_offset = 0;
            return r;
        }
    return NULL;
}

/* Break the pack's object as case c says, then make the object's checksum
 * right again (footer: object length 40 bytes from the end, its XXH3-64
 * 16), so that only the loader can refuse it. */
static void break_object(const char *path, int c)
{
    struct stat st;
    ck_assert_int_eq(stat(path, &st), 0);
    int fd = open(path, O_RDWR);
    uint64_t len;
    ck_assert_int_eq(pread(fd, &len, 8, st.st_size - 40), 8);
    uint8_t *o = malloc(len);
    ck_assert_int_eq(pread(fd, o, len, 0), (ssize_t)len);
    Elf64_Sym *syms = NULL;
    Elf64_Rela *r = c == C_OBJECT_TYPE ? NULL : a_code_relocation(o, len, &syms);
    if (c == C_OBJECT_TYPE)
        ((Elf64_Ehdr *)o)->e_type = ET_DYN;
    else
        ck_assert_ptr_nonnull(r);
    if (c == C_OBJECT_RELOCATION)
        r->r_info = ELF64_R_INFO(ELF64_R_SYM(r->r_info), 99);
    if (c == C_OBJECT_UNDEFINED)
        syms[ELF64_R_SYM(r->r_info)].st_shndx = SHN_UNDEF;
    uint64_t sum = XXH3_64bits(o, len);
    ck_assert_int_eq(pwrite(fd, o, len, 0), (ssize_t)len);
    ck_assert_int_eq(pwrite(fd, &sum, 8, st.st_size - 16), 8);
    close(fd);
    free(o);
}

START_TEST(every_bad_entry_is_refused)
{
    if (!vj_jit_available())
        return;
    if (_i == C_FOREIGN && geteuid() != 0) {
        printf("# SKIP: chown needs root\n");
        return;
    }
    make_dir();
    char path[PATHLEN], other[PATHLEN + 8];
    struct stat st;
    int fd;
    if (_i == C_WRONG_KEY) {
        /* One pack of blocks 0 and 1 (one batch, one compile); then row 1
         * claims block 0's key, the index's checksum made right again, so
         * that only the key is wrong. */
        vj_context *ctx = context(0);
        uint8_t *code[2];
        size_t len[2];
        vj_block *b[2];
        for (int k = 0; k < 2; k++)
            ck_assert_int_eq(vj_assemble(ctx, progs[k], "t", &code[k], &len[k]), VJ_OK);
        ck_assert_int_eq(vj_translate_batch(ctx, (const uint8_t *const *)code, len, 2, b), VJ_OK);
        ck_assert_uint_eq(stats_of(ctx).disk_stores, 2);
        for (int k = 0; k < 2; k++) {
            vj_block_free(b[k]);
            vj_free(code[k]);
        }
        vj_context_free(ctx);
        only_entry(path, sizeof path);
        ck_assert_int_eq(stat(path, &st), 0);
        fd = open(path, O_RDWR);
        uint64_t meta_len, meta_sum;
        uint32_t rows;
        ck_assert_int_eq(pread(fd, &meta_len, 8, st.st_size - 32), 8);
        ck_assert_int_eq(pread(fd, &rows, 4, st.st_size - 24), 4);
        ck_assert_uint_eq(rows, 2);
        uint8_t *meta = malloc(meta_len);
        off_t at = st.st_size - 48 - (off_t)meta_len;
        ck_assert_int_eq(pread(fd, meta, meta_len, at), (ssize_t)meta_len);
        ck_assert(memcmp(meta, meta + 32, 16) != 0);
        memcpy(meta + 32, meta, 16); /* row 1's key := row 0's */
        meta_sum = XXH3_64bits(meta, meta_len);
        ck_assert_int_eq(pwrite(fd, meta, meta_len, at), (ssize_t)meta_len);
        ck_assert_int_eq(pwrite(fd, &meta_sum, 8, st.st_size - 8), 8);
        close(fd);
        free(meta);
    } else {
        store_first();
        only_entry(path, sizeof path);
    }
    ck_assert_int_eq(stat(path, &st), 0);
    switch (_i) {
    case C_FLIP: /* one byte in the middle of the code */
        fd = open(path, O_RDWR);
        uint8_t byte;
        ck_assert_int_eq(pread(fd, &byte, 1, st.st_size / 3), 1);
        byte ^= 0x40;
        ck_assert_int_eq(pwrite(fd, &byte, 1, st.st_size / 3), 1);
        close(fd);
        break;
    case C_TRUNCATE:
        ck_assert_int_eq(truncate(path, st.st_size / 2), 0);
        break;
    case C_VERSION: /* the footer's version word: 44 bytes from the end */
        fd = open(path, O_RDWR);
        uint32_t v = 99;
        ck_assert_int_eq(pwrite(fd, &v, 4, st.st_size - 44), 4);
        close(fd);
        break;
    case C_FOREIGN:
        ck_assert_int_eq(chown(path, 65534, 65534), 0);
        break;
    case C_OTHERS_WRITE:
        ck_assert_int_eq(chmod(path, 0666), 0);
        break;
    case C_SYMLINK: /* the real entry elsewhere, a link in its place */
        snprintf(other, sizeof other, "%s.real", path);
        ck_assert_int_eq(rename(path, other), 0);
        ck_assert_int_eq(symlink(other, path), 0);
        break;
    case C_OBJECT_TYPE:
    case C_OBJECT_RELOCATION:
    case C_OBJECT_UNDEFINED:
        break_object(path, _i);
        break;
    }
    vj_context *ctx = context(0);
    translate_and_check(ctx, 0);
    vj_stats s = stats_of(ctx);
    ck_assert_msg(s.disk_rejected[cases[_i].reason] == 1, "%s: rejected[%d] = %llu",
                  cases[_i].name, cases[_i].reason,
                  (unsigned long long)s.disk_rejected[cases[_i].reason]);
    ck_assert_uint_eq(s.disk_hits, 0);
    ck_assert_uint_eq(s.compiles, 1); /* compiled again */
    vj_context_free(ctx);
    /* The recompiled block's pack took the bad one's place (a rename
     * replaces the name, never follows or opens what was there), and loads.
     * The pack that lied about a key is gone, and the new one (of block 0
     * alone) has another name. */
    struct stat after;
    if (_i == C_WRONG_KEY) {
        ck_assert_int_ne(access(path, F_OK), 0);
        only_entry(path, sizeof path);
    }
    ck_assert_int_eq(lstat(path, &after), 0);
    ck_assert(S_ISREG(after.st_mode) && after.st_uid == geteuid() && !(after.st_mode & 022));
    if (_i == C_SYMLINK)
        ck_assert_int_eq(access(other, F_OK), 0); /* its target untouched */
    ctx = context(0);
    translate_and_check(ctx, 0);
    ck_assert_uint_eq(stats_of(ctx).disk_hits, 1);
    vj_context_free(ctx);
}
END_TEST

START_TEST(a_directory_others_can_write_is_not_used)
{
    if (!vj_jit_available())
        return;
    make_dir();
    store_first();
    ck_assert_int_eq(chmod(dir, 0777), 0);
    vj_context *ctx = context(0);
    const char *why = vj_disk_cache_problem(ctx);
    ck_assert_ptr_nonnull(why);
    ck_assert_msg(strstr(why, "writable by group or others") != NULL, "%s", why);
    translate_and_check(ctx, 0);
    vj_stats s = stats_of(ctx);
    ck_assert_uint_eq(s.disk_hits + s.disk_misses + s.disk_stores, 0);
    ck_assert_uint_eq(s.compiles, 1);
    vj_disk_cache_info info;
    ck_assert_int_eq(vj_disk_cache_walk(ctx, VJ_DISK_STATS, &info), VJ_ERR_ARG);
    vj_context_free(ctx);
    chmod(dir, 0700);
}
END_TEST

static uint64_t dir_bytes(unsigned *n)
{
    DIR *d = opendir(dir);
    struct dirent *e;
    uint64_t total = 0;
    *n = 0;
    while ((e = readdir(d))) {
        struct stat st;
        char p[PATHLEN];
        snprintf(p, sizeof p, "%s/%s", dir, e->d_name);
        if (strstr(e->d_name, ".vjp") && e->d_name[0] != '.' && stat(p, &st) == 0) {
            total += (uint64_t)st.st_size;
            (*n)++;
        }
    }
    closedir(d);
    return total;
}

/* A bound of about three entries: storing eight evicts the oldest, and the
 * directory stays under the bound; the newest is still there. */
START_TEST(the_size_bound_evicts_the_least_recently_used)
{
    if (!vj_jit_available())
        return;
    make_dir();
    store_first();
    unsigned n;
    uint64_t one = dir_bytes(&n);
    uint64_t bound = one * 3 + one / 2;
    vj_context *ctx = context(bound);
    for (size_t i = 1; i < NPROGS; i++)
        translate_and_check(ctx, i);
    vj_stats s = stats_of(ctx);
    ck_assert_uint_eq(s.disk_stores, NPROGS - 1);
    ck_assert_uint_ge(s.disk_evictions, 4);
    vj_context_free(ctx);
    uint64_t total = dir_bytes(&n);
    ck_assert_msg(total <= bound, "%llu bytes in %u entries over the bound %llu",
                  (unsigned long long)total, n, (unsigned long long)bound);
    ctx = context(bound);
    translate_and_check(ctx, NPROGS - 1); /* the newest survived */
    ck_assert_uint_eq(stats_of(ctx).disk_hits, 1);
    translate_and_check(ctx, 0); /* the oldest did not */
    ck_assert_uint_eq(stats_of(ctx).disk_hits, 1);
    vj_context_free(ctx);
}
END_TEST

/* A hit makes its pack the most recently used: of three packs under a
 * bound of about 2.8, the oldest one not used since is evicted, and the
 * older one that was hit stays. */
START_TEST(a_hit_keeps_its_pack_from_eviction)
{
    if (!vj_jit_available())
        return;
    make_dir();
    store_first(); /* block 0's pack, the oldest */
    vj_context *ctx = context(0);
    translate_and_check(ctx, 1);
    vj_context_free(ctx);
    unsigned n;
    uint64_t two = dir_bytes(&n);
    ck_assert_uint_eq(n, 2);
    ctx = context(0);
    translate_and_check(ctx, 0); /* a hit: block 0's pack is now the newest */
    ck_assert_uint_eq(stats_of(ctx).disk_hits, 1);
    vj_context_free(ctx);
    ctx = context(two / 10 * 14);
    translate_and_check(ctx, 2); /* three packs: over the bound */
    ck_assert_uint_eq(stats_of(ctx).disk_evictions, 1);
    vj_context_free(ctx);
    dir_bytes(&n);
    ck_assert_uint_eq(n, 2);
    ctx = context(0);
    translate_and_check(ctx, 0);
    ck_assert_uint_eq(stats_of(ctx).disk_hits, 1); /* kept */
    translate_and_check(ctx, 1);
    ck_assert_uint_eq(stats_of(ctx).disk_hits, 1); /* evicted: compiled again */
    ck_assert_uint_eq(stats_of(ctx).compiles, 1);
    vj_context_free(ctx);
}
END_TEST

/* A batch compiled together is one pack; another process translating its
 * blocks one at a time finds every one there and compiles nothing. */
START_TEST(one_pack_serves_a_whole_batch_in_a_second_process)
{
    if (!vj_jit_available())
        return;
    make_dir();
    vj_context *ctx = context(0);
    uint8_t *code[NPROGS];
    size_t len[NPROGS];
    vj_block *b[NPROGS];
    for (size_t k = 0; k < NPROGS; k++)
        ck_assert_int_eq(vj_assemble(ctx, progs[k], "t", &code[k], &len[k]), VJ_OK);
    ck_assert_int_eq(vj_translate_batch(ctx, (const uint8_t *const *)code, len, NPROGS, b),
                     VJ_OK);
    vj_stats s = stats_of(ctx);
    ck_assert_uint_eq(s.compiles, 1);
    ck_assert_uint_eq(s.disk_stores, NPROGS);
    for (size_t k = 0; k < NPROGS; k++) {
        vj_block_free(b[k]);
        vj_free(code[k]);
    }
    vj_context_free(ctx);
    char path[PATHLEN];
    only_entry(path, sizeof path); /* one file for the batch */
    pid_t pid = fork();
    if (pid == 0) {
        ctx = context(0);
        int bad = 0;
        for (size_t k = 0; k < NPROGS; k++) {
            vj_block *blk = NULL;
            bad |= vj_translate_asm(ctx, progs[k], "t", &blk) != VJ_OK;
            vj_wave *w = vj_wave_new(32), *r = vj_wave_new(32);
            vj_wave_randomize(w, k + 3);
            vj_wave_copy(r, w);
            bad |= vj_run(ctx, blk, w, VJ_ENGINE_AUTO) != VJ_OK ||
                   vj_block_last_engine(blk) != VJ_ENGINE_JIT;
            vj_run(ctx, blk, r, VJ_ENGINE_REF);
            bad |= vj_wave_first_difference(w, r, NULL);
            vj_wave_free(w);
            vj_wave_free(r);
            vj_block_free(blk);
        }
        s = stats_of(ctx);
        bad |= s.disk_hits != NPROGS || s.compiles != 0 || s.queued != 0;
        vj_context_free(ctx);
        _exit(bad);
    }
    int status;
    ck_assert_int_eq(waitpid(pid, &status, 0), pid);
    ck_assert_msg(WIFEXITED(status) && WEXITSTATUS(status) == 0, "the second process failed");
}
END_TEST

/* Translate all the programs in one batch in ctx; every block has code
 * that gives the reference's result. */
static void translate_batch_and_check(vj_context *ctx)
{
    uint8_t *code[NPROGS];
    size_t len[NPROGS];
    vj_block *b[NPROGS];
    for (size_t k = 0; k < NPROGS; k++)
        ck_assert_int_eq(vj_assemble(ctx, progs[k], "t", &code[k], &len[k]), VJ_OK);
    ck_assert_int_eq(vj_translate_batch(ctx, (const uint8_t *const *)code, len, NPROGS, b),
                     VJ_OK);
    for (size_t k = 0; k < NPROGS; k++) {
        ck_assert_msg(!vj_block_jit_failure(b[k]), "%s", vj_block_jit_failure(b[k]));
        vj_wave *w = vj_wave_new(32), *r = vj_wave_new(32);
        vj_wave_randomize(w, k + 21);
        vj_wave_copy(r, w);
        ck_assert_int_eq(vj_run(ctx, b[k], w, VJ_ENGINE_AUTO), VJ_OK);
        ck_assert_int_eq(vj_block_last_engine(b[k]), VJ_ENGINE_JIT);
        ck_assert_int_eq(vj_run(ctx, b[k], r, VJ_ENGINE_REF), VJ_OK);
        ck_assert(!vj_wave_first_difference(w, r, NULL));
        vj_wave_free(w);
        vj_wave_free(r);
        vj_block_free(b[k]);
        vj_free(code[k]);
    }
}

/* A batch's packs load on another thread while its blocks are built: all
 * eight from the four packs of earlier batches of two, nothing compiled;
 * and a corrupt pack met there is refused once, removed, and its blocks
 * (and only those) compiled again. */
START_TEST(a_batch_loads_its_packs_while_it_builds)
{
    if (!vj_jit_available())
        return;
    make_dir();
    vj_context *ctx = context(0);
    for (size_t i = 0; i < NPROGS; i += 2) { /* four packs of two */
        uint8_t *code[2];
        size_t len[2];
        vj_block *b[2];
        for (int k = 0; k < 2; k++)
            ck_assert_int_eq(vj_assemble(ctx, progs[i + k], "t", &code[k], &len[k]), VJ_OK);
        ck_assert_int_eq(vj_translate_batch(ctx, (const uint8_t *const *)code, len, 2, b), VJ_OK);
        for (int k = 0; k < 2; k++) {
            vj_block_free(b[k]);
            vj_free(code[k]);
        }
    }
    ck_assert_uint_eq(stats_of(ctx).disk_stores, NPROGS);
    vj_context_free(ctx);
    unsigned n;
    dir_bytes(&n);
    ck_assert_uint_eq(n, NPROGS / 2);
    ctx = context(0);
    translate_batch_and_check(ctx);
    vj_stats s = stats_of(ctx);
    ck_assert_uint_eq(s.disk_hits, NPROGS);
    ck_assert_uint_eq(s.compiles + s.queued, 0);
    vj_context_free(ctx);
    /* One pack's code corrupted: a byte a third of the way in. */
    char path[PATHLEN];
    DIR *d = opendir(dir);
    struct dirent *e;
    while ((e = readdir(d)))
        if (strstr(e->d_name, ".vjp") && e->d_name[0] != '.')
            snprintf(path, sizeof path, "%s/%s", dir, e->d_name);
    closedir(d);
    struct stat st;
    ck_assert_int_eq(stat(path, &st), 0);
    int fd = open(path, O_RDWR);
    uint8_t byte;
    ck_assert_int_eq(pread(fd, &byte, 1, st.st_size / 3), 1);
    byte ^= 0x40;
    ck_assert_int_eq(pwrite(fd, &byte, 1, st.st_size / 3), 1);
    close(fd);
    ctx = context(0);
    translate_batch_and_check(ctx);
    s = stats_of(ctx);
    ck_assert_uint_eq(s.disk_rejected[VJ_DISK_CORRUPT], 1);
    ck_assert_uint_eq(s.disk_hits, NPROGS - 2);
    ck_assert_uint_eq(s.compiles, 1);
    ck_assert_uint_eq(s.compiled_blocks, 2);
    /* The two were one batch again: the same index, so the same name, and
     * the pack there now is good. */
    vj_disk_cache_info info;
    ck_assert_int_eq(vj_disk_cache_walk(ctx, VJ_DISK_VERIFY, &info), VJ_OK);
    ck_assert_uint_eq(info.entries, NPROGS / 2);
    ck_assert_uint_eq(info.bad, 0);
    vj_context_free(ctx);
    ck_assert_int_eq(access(path, F_OK), 0);
}
END_TEST

/* A block whose code is on disk is translated without its IR, which is
 * built the first time something needs it: the interpreter (here from two
 * threads at once, on one block), the IR's text. What the caller sees is
 * what a context without a disk cache gives for the same bytes: the same
 * instruction count, written registers and IR text, and the reference's
 * results under the interpreter and the JIT alike. */
struct interp_job {
    vj_context *ctx;
    vj_block *b;
    uint64_t seed;
    int bad;
};

static void *interp_thread(void *arg)
{
    struct interp_job *j = arg;
    vj_wave *w = vj_wave_new(32), *r = vj_wave_new(32);
    vj_wave_randomize(w, j->seed);
    vj_wave_copy(r, w);
    j->bad = vj_run(j->ctx, j->b, w, VJ_ENGINE_INTERP) != VJ_OK ||
             vj_run(j->ctx, j->b, r, VJ_ENGINE_REF) != VJ_OK ||
             vj_wave_first_difference(w, r, NULL);
    vj_wave_free(w);
    vj_wave_free(r);
    return NULL;
}

START_TEST(a_block_from_disk_builds_its_ir_when_it_is_needed)
{
    if (!vj_jit_available())
        return;
    make_dir();
    vj_context *ctx = context(0);
    translate_batch_and_check(ctx); /* stores one pack */
    vj_context_free(ctx);
    vj_options o;
    vj_options_init(&o);
    o.jit = VJ_JIT_OFF;
    vj_context *plain = vj_context_new(&o, NULL);
    ctx = context(0);
    uint8_t *code[NPROGS];
    size_t len[NPROGS];
    vj_block *b[NPROGS], *p[NPROGS];
    for (size_t k = 0; k < NPROGS; k++) {
        ck_assert_int_eq(vj_assemble(ctx, progs[k], "t", &code[k], &len[k]), VJ_OK);
        ck_assert_int_eq(vj_translate(plain, code[k], len[k], &p[k]), VJ_OK);
    }
    ck_assert_int_eq(vj_translate_batch(ctx, (const uint8_t *const *)code, len, NPROGS, b),
                     VJ_OK);
    ck_assert_uint_eq(stats_of(ctx).disk_hits, NPROGS);
    for (size_t k = 0; k < NPROGS; k++) {
        ck_assert_uint_eq(vj_block_inst_count(b[k]), vj_block_inst_count(p[k]));
        unsigned rb[16], rp[16];
        size_t nb = vj_block_written_vgprs(b[k], rb, 16), np = vj_block_written_vgprs(p[k], rp, 16);
        ck_assert_uint_eq(nb, np);
        ck_assert(nb <= 16 && memcmp(rb, rp, nb * sizeof rb[0]) == 0);
        /* even blocks: the interpreter first, from two threads; odd: the text first */
        if (k % 2 == 0) {
            struct interp_job j[2] = {{ctx, b[k], 40 + k, 1}, {ctx, b[k], 60 + k, 1}};
            pthread_t t[2];
            for (int i = 0; i < 2; i++)
                ck_assert_int_eq(pthread_create(&t[i], NULL, interp_thread, &j[i]), 0);
            for (int i = 0; i < 2; i++) {
                pthread_join(t[i], NULL);
                ck_assert_msg(!j[i].bad, "block %zu: the interpreter is not the reference", k);
            }
        }
        char *tb = vj_block_ir_text(b[k]), *tp = vj_block_ir_text(p[k]);
        ck_assert_ptr_nonnull(tb);
        ck_assert_str_eq(tb, tp);
        vj_free(tb);
        vj_free(tp);
        struct interp_job j = {ctx, b[k], 80 + k, 1};
        interp_thread(&j);
        ck_assert(!j.bad);
        vj_wave *w = vj_wave_new(32), *r = vj_wave_new(32);
        vj_wave_randomize(w, 90 + k);
        vj_wave_copy(r, w);
        ck_assert_int_eq(vj_run(ctx, b[k], w, VJ_ENGINE_JIT), VJ_OK);
        ck_assert_int_eq(vj_run(ctx, b[k], r, VJ_ENGINE_REF), VJ_OK);
        ck_assert(!vj_wave_first_difference(w, r, NULL));
        vj_wave_free(w);
        vj_wave_free(r);
        vj_block_free(b[k]);
        vj_block_free(p[k]);
        vj_free(code[k]);
    }
    ck_assert_uint_eq(stats_of(ctx).compiles + stats_of(ctx).queued, 0);
    vj_context_free(ctx);
    vj_context_free(plain);
}
END_TEST

/* Two processes compile and store the same eight blocks at once; then a
 * third finds all eight, with nothing refused, and verify finds nothing bad. */
START_TEST(two_processes_storing_the_same_keys)
{
    if (!vj_jit_available())
        return;
    make_dir();
    pid_t pid[2];
    for (int k = 0; k < 2; k++) {
        pid[k] = fork();
        if (pid[k] == 0) {
            vj_context *ctx = context(0);
            for (size_t i = 0; i < NPROGS; i++) {
                vj_block *b = NULL;
                if (vj_translate_asm(ctx, progs[i], "t", &b) != VJ_OK ||
                    vj_block_jit_failure(b))
                    _exit(1);
                vj_block_free(b);
            }
            vj_context_free(ctx);
            _exit(0);
        }
    }
    for (int k = 0; k < 2; k++) {
        int status;
        ck_assert_int_eq(waitpid(pid[k], &status, 0), pid[k]);
        ck_assert(WIFEXITED(status) && WEXITSTATUS(status) == 0);
    }
    vj_context *ctx = context(0);
    for (size_t i = 0; i < NPROGS; i++)
        translate_and_check(ctx, i);
    vj_stats s = stats_of(ctx);
    ck_assert_uint_eq(s.disk_hits, NPROGS);
    ck_assert_uint_eq(s.compiles, 0);
    for (int r = 0; r < VJ_DISK_REJECT_COUNT; r++)
        ck_assert_uint_eq(s.disk_rejected[r], 0);
    vj_disk_cache_info info;
    ck_assert_int_eq(vj_disk_cache_walk(ctx, VJ_DISK_VERIFY, &info), VJ_OK);
    ck_assert_uint_eq(info.entries, NPROGS);
    ck_assert_uint_eq(info.bad, 0);
    ck_assert_int_eq(vj_disk_cache_walk(ctx, VJ_DISK_CLEAR, &info), VJ_OK);
    ck_assert_uint_eq(info.removed, NPROGS);
    ck_assert_int_eq(vj_disk_cache_walk(ctx, VJ_DISK_STATS, &info), VJ_OK);
    ck_assert_uint_eq(info.entries, 0);
    vj_context_free(ctx);
}
END_TEST

/* A compile in this process (jit_in_process) is stored as the helper's
 * are: one pack for the batch, which a context using the helper, and
 * another in process, then load with nothing compiled. */
START_TEST(an_in_process_compile_is_stored_too)
{
    if (!vj_jit_available())
        return;
    make_dir();
    vj_options o;
    vj_options_init(&o);
    o.jit = VJ_JIT_EAGER;
    o.jit_opt_level = 0;
    o.jit_in_process = 1;
    o.cache_dir = dir;
    vj_context *ctx = vj_context_new(&o, NULL);
    ck_assert_ptr_nonnull(ctx);
    translate_batch_and_check(ctx);
    vj_stats s = stats_of(ctx);
    ck_assert_uint_eq(s.compiles, 1);
    ck_assert_uint_eq(s.disk_stores, NPROGS);
    vj_context_free(ctx);
    unsigned n;
    dir_bytes(&n);
    ck_assert_uint_eq(n, 1);
    for (int in_process = 0; in_process < 2; in_process++) {
        o.jit_in_process = in_process;
        o.cache_dir = dir;
        ctx = vj_context_new(&o, NULL);
        translate_batch_and_check(ctx);
        s = stats_of(ctx);
        ck_assert_uint_eq(s.disk_hits, NPROGS);
        ck_assert_uint_eq(s.compiles, 0);
        vj_context_free(ctx);
    }
}
END_TEST

/* No directory named: nothing is written anywhere. */
START_TEST(without_a_directory_nothing_is_written)
{
    unsetenv("VOP3JIT_CACHE_DIR");
    vj_options o;
    vj_options_init(&o);
    o.jit = VJ_JIT_EAGER;
    o.jit_opt_level = 0;
    vj_context *ctx = vj_context_new(&o, NULL);
    vj_block *b = NULL;
    ck_assert_int_eq(vj_translate_asm(ctx, progs[0], "t", &b), VJ_OK);
    vj_stats s = stats_of(ctx);
    ck_assert_uint_eq(s.disk_stores + s.disk_misses + s.disk_hits, 0);
    ck_assert_ptr_null(vj_disk_cache_problem(ctx));
    vj_block_free(b);
    vj_context_free(ctx);
}
END_TEST

Suite *vj_test_suite(void)
{
    Suite *s = suite_create("disk");
    TCase *tc = tcase_create("disk");
    tcase_set_timeout(tc, 120);
    tcase_add_test(tc, a_second_process_finds_the_code_and_compiles_nothing);
    tcase_add_loop_test(tc, every_bad_entry_is_refused, 0, C_NCASES);
    tcase_add_test(tc, a_directory_others_can_write_is_not_used);
    tcase_add_test(tc, the_size_bound_evicts_the_least_recently_used);
    tcase_add_test(tc, a_hit_keeps_its_pack_from_eviction);
    tcase_add_test(tc, one_pack_serves_a_whole_batch_in_a_second_process);
    tcase_add_test(tc, a_batch_loads_its_packs_while_it_builds);
    tcase_add_test(tc, a_block_from_disk_builds_its_ir_when_it_is_needed);
    tcase_add_test(tc, two_processes_storing_the_same_keys);
    tcase_add_test(tc, an_in_process_compile_is_stored_too);
    tcase_add_test(tc, without_a_directory_nothing_is_written);
    suite_add_tcase(s, tc);
    return s;
}
