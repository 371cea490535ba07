/* test_objload: the loader of relocatable objects (src/jit/objload.c) on an
 * object built here byte by byte (so that every field can be broken): a good
 * one loads, relocates (PC32, PLT32 through a stub to memset, REX_GOTPCRELX
 * to a common pointer, 64) and runs, with text read+execute and never
 * writable; each broken one is refused with its reason, and no prefix or
 * flipped byte of it crashes the loader. Objects libgccjit 12 wrote for real
 * blocks (tests/data/objects: one block through the GOT, one with
 * .rodata.cst*, a batch of 32 trace blocks) load and export their functions
 * and the helper pointer. No libgccjit needed. */
#include "config.h"

#include <elf.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "jit/objload.h"
#include "testutil.h"

/* Section indices of the object, and its symbols. */
enum { S_NULL, S_TEXT, S_RODATA, S_DATA, S_BSS, S_RELA_TEXT, S_RELA_DATA, S_SYMTAB, S_STRTAB,
       S_SHSTRTAB, S_COUNT };
enum { Y_NULL, Y_TEXT, Y_RODATA, Y_ANSWER, Y_FILL, Y_TABLE, Y_PTR, Y_MEMSET, Y_COUNTER, Y_COUNT };

/* int answer(void): *(int *)rodata + **(int **)vj_ptr, through the GOT. */
static const uint8_t answer_code[] = {
    0x8b, 0x05, 0, 0, 0, 0,       /* mov eax, [rip + .rodata]     PC32 at 2 */
    0x48, 0x8b, 0x0d, 0, 0, 0, 0, /* mov rcx, [rip + vj_ptr@GOT]  REX_GOTPCRELX at 9 */
    0x48, 0x8b, 0x09,             /* mov rcx, [rcx] */
    0x03, 0x01,                   /* add eax, [rcx] */
    0xc3,                         /* ret */
};
/* void fill(void *d): memset(d, 0x5a, 16), a tail call through the PLT. */
#define FILL_AT 32
static const uint8_t fill_code[] = {
    0xbe, 0x5a, 0, 0, 0, /* mov esi, 0x5a */
    0xba, 0x10, 0, 0, 0, /* mov edx, 16 */
    0xe9, 0, 0, 0, 0,    /* jmp memset    PLT32 at FILL_AT + 11 */
};

static const char strtab[] = "\0answer\0fill\0table\0vj_ptr\0memset\0counter";
enum { N_ANSWER = 1, N_FILL = 8, N_TABLE = 13, N_PTR = 19, N_MEMSET = 26, N_COUNTER = 33 };
static const char shstrtab[] =
    "\0.text\0.rodata\0.data\0.bss\0.rela.text\0.rela.data\0.symtab\0.strtab\0.shstrtab";
static const uint32_t sh_names[S_COUNT] = {0, 1, 7, 15, 21, 26, 37, 48, 56, 64};

/* The object, and where its parts are, so that a test can break one. */
typedef struct obj {
    uint8_t b[4096];
    size_t len;
    size_t shoff, rela_text, symtab, strtab;
} obj;

static size_t put(obj *o, const void *p, size_t n, size_t align)
{
    o->len = (o->len + align - 1) & ~(align - 1);
    size_t at = o->len;
    memcpy(o->b + at, p, n);
    o->len += n;
    return at;
}

static void build(obj *o)
{
    memset(o, 0, sizeof *o);
    Elf64_Shdr sh[S_COUNT] = {{0}};
    o->len = sizeof(Elf64_Ehdr);
    uint8_t text[48];
    memset(text, 0xcc, sizeof text);
    memcpy(text, answer_code, sizeof answer_code);
    memcpy(text + FILL_AT, fill_code, sizeof fill_code);
    sh[S_TEXT] = (Elf64_Shdr){.sh_type = SHT_PROGBITS, .sh_flags = SHF_ALLOC | SHF_EXECINSTR,
                              .sh_offset = put(o, text, sizeof text, 16),
                              .sh_size = sizeof text, .sh_addralign = 16};
    uint32_t forty_two[2] = {42, 0};
    sh[S_RODATA] = (Elf64_Shdr){.sh_type = SHT_PROGBITS, .sh_flags = SHF_ALLOC,
                                .sh_offset = put(o, forty_two, 8, 8), .sh_size = 8,
                                .sh_addralign = 8};
    uint64_t zero = 0;
    sh[S_DATA] = (Elf64_Shdr){.sh_type = SHT_PROGBITS, .sh_flags = SHF_ALLOC | SHF_WRITE,
                              .sh_offset = put(o, &zero, 8, 8), .sh_size = 8, .sh_addralign = 8};
    sh[S_BSS] = (Elf64_Shdr){.sh_type = SHT_NOBITS, .sh_flags = SHF_ALLOC | SHF_WRITE,
                             .sh_offset = o->len, .sh_size = 4, .sh_addralign = 4};
    Elf64_Rela rt[3] = {
        {2, ELF64_R_INFO(Y_RODATA, R_X86_64_PC32), -4},
        {9, ELF64_R_INFO(Y_PTR, R_X86_64_REX_GOTPCRELX), -4},
        {FILL_AT + 11, ELF64_R_INFO(Y_MEMSET, R_X86_64_PLT32), -4},
    };
    o->rela_text = put(o, rt, sizeof rt, 8);
    sh[S_RELA_TEXT] = (Elf64_Shdr){.sh_type = SHT_RELA, .sh_offset = o->rela_text,
                                   .sh_size = sizeof rt, .sh_link = S_SYMTAB, .sh_info = S_TEXT,
                                   .sh_addralign = 8, .sh_entsize = sizeof(Elf64_Rela)};
    Elf64_Rela rd[1] = {{0, ELF64_R_INFO(Y_ANSWER, R_X86_64_64), 0}};
    sh[S_RELA_DATA] = (Elf64_Shdr){.sh_type = SHT_RELA, .sh_offset = put(o, rd, sizeof rd, 8),
                                   .sh_size = sizeof rd, .sh_link = S_SYMTAB, .sh_info = S_DATA,
                                   .sh_addralign = 8, .sh_entsize = sizeof(Elf64_Rela)};
    Elf64_Sym sy[Y_COUNT] = {
        [Y_TEXT] = {.st_info = ELF64_ST_INFO(STB_LOCAL, STT_SECTION), .st_shndx = S_TEXT},
        [Y_RODATA] = {.st_info = ELF64_ST_INFO(STB_LOCAL, STT_SECTION), .st_shndx = S_RODATA},
        [Y_ANSWER] = {N_ANSWER, ELF64_ST_INFO(STB_GLOBAL, STT_FUNC), 0, S_TEXT, 0, 19},
        [Y_FILL] = {N_FILL, ELF64_ST_INFO(STB_GLOBAL, STT_FUNC), 0, S_TEXT, FILL_AT, 15},
        [Y_TABLE] = {N_TABLE, ELF64_ST_INFO(STB_GLOBAL, STT_OBJECT), 0, S_DATA, 0, 8},
        [Y_PTR] = {N_PTR, ELF64_ST_INFO(STB_GLOBAL, STT_OBJECT), 0, SHN_COMMON, 8, 8},
        [Y_MEMSET] = {N_MEMSET, ELF64_ST_INFO(STB_GLOBAL, STT_NOTYPE), 0, SHN_UNDEF, 0, 0},
        [Y_COUNTER] = {N_COUNTER, ELF64_ST_INFO(STB_GLOBAL, STT_OBJECT), 0, S_BSS, 0, 4},
    };
    o->symtab = put(o, sy, sizeof sy, 8);
    sh[S_SYMTAB] = (Elf64_Shdr){.sh_type = SHT_SYMTAB, .sh_offset = o->symtab,
                                .sh_size = sizeof sy, .sh_link = S_STRTAB, .sh_info = Y_ANSWER,
                                .sh_addralign = 8, .sh_entsize = sizeof(Elf64_Sym)};
    o->strtab = put(o, strtab, sizeof strtab, 1);
    sh[S_STRTAB] = (Elf64_Shdr){.sh_type = SHT_STRTAB, .sh_offset = o->strtab,
                                .sh_size = sizeof strtab, .sh_addralign = 1};
    sh[S_SHSTRTAB] = (Elf64_Shdr){.sh_type = SHT_STRTAB,
                                  .sh_offset = put(o, shstrtab, sizeof shstrtab, 1),
                                  .sh_size = sizeof shstrtab, .sh_addralign = 1};
    for (int i = 0; i < S_COUNT; i++)
        sh[i].sh_name = sh_names[i];
    o->shoff = put(o, sh, sizeof sh, 8);
    Elf64_Ehdr eh = {.e_type = ET_REL, .e_machine = EM_X86_64, .e_version = EV_CURRENT,
                     .e_shoff = o->shoff, .e_ehsize = sizeof eh,
                     .e_shentsize = sizeof(Elf64_Shdr), .e_shnum = S_COUNT,
                     .e_shstrndx = S_SHSTRTAB};
    memcpy(eh.e_ident, ELFMAG, SELFMAG);
    eh.e_ident[EI_CLASS] = ELFCLASS64;
    eh.e_ident[EI_DATA] = ELFDATA2LSB;
    eh.e_ident[EI_VERSION] = EV_CURRENT;
    memcpy(o->b, &eh, sizeof eh);
}

static Elf64_Shdr *shdr(obj *o, int i)
{
    return (Elf64_Shdr *)(o->b + o->shoff) + i; /* put() aligned it */
}

static Elf64_Rela *rela(obj *o, int k)
{
    return (Elf64_Rela *)(o->b + o->rela_text) + k;
}

static Elf64_Sym *sym(obj *o, int k)
{
    return (Elf64_Sym *)(o->b + o->symtab) + k;
}

/* The permissions /proc/self/maps gives the page holding p ("r-xp"...). */
static void perms_of(const void *p, char out[5])
{
    FILE *f = fopen("/proc/self/maps", "r");
    ck_assert_ptr_nonnull(f);
    char line[512];
    strcpy(out, "?");
    while (fgets(line, sizeof line, f)) {
        unsigned long lo, hi;
        char perm[5];
        if (sscanf(line, "%lx-%lx %4s", &lo, &hi, perm) == 3 && (uintptr_t)p >= lo &&
            (uintptr_t)p < hi)
            strcpy(out, perm);
    }
    fclose(f);
}

START_TEST(a_good_object_loads_relocates_and_runs)
{
    obj o;
    build(&o);
    char why[200] = "";
    struct vj_obj *lo = vj_obj_load(o.b, o.len, why, sizeof why);
    ck_assert_msg(lo != NULL, "refused: %s", why);
    void *answer = vj_obj_symbol(lo, "answer", VJ_OBJ_CODE);
    void *fill = vj_obj_symbol(lo, "fill", VJ_OBJ_CODE);
    int **ptr = vj_obj_symbol(lo, "vj_ptr", VJ_OBJ_DATA);
    void **table = vj_obj_symbol(lo, "table", VJ_OBJ_DATA);
    int *counter = vj_obj_symbol(lo, "counter", VJ_OBJ_DATA);
    ck_assert(answer && fill && ptr && table && counter);
    /* A name of the other kind is not found. */
    ck_assert_ptr_null(vj_obj_symbol(lo, "answer", VJ_OBJ_DATA));
    ck_assert_ptr_null(vj_obj_symbol(lo, "vj_ptr", VJ_OBJ_CODE));
    ck_assert_ptr_null(vj_obj_symbol(lo, "memset", VJ_OBJ_CODE));
    static int hundred = 100;
    *ptr = &hundred; /* bound as the JIT binds its imports */
    ck_assert_int_eq(((int (*)(void))answer)(), 142);
    uint8_t buf[20];
    memset(buf, 0, sizeof buf);
    ((void (*)(void *))fill)(buf);
    for (int i = 0; i < 16; i++)
        ck_assert_uint_eq(buf[i], 0x5a);
    ck_assert_uint_eq(buf[16], 0);
    ck_assert_ptr_eq(*table, answer);
    ck_assert_int_eq(*counter, 0);
    char perm[5];
    perms_of(answer, perm);
    ck_assert_str_eq(perm, "r-xp");
    perms_of(table, perm);
    ck_assert_str_eq(perm, "rw-p");
    vj_obj_free(lo);
    vj_obj_free(NULL);
}
END_TEST

/* A data symbol is handed out only as a whole, aligned pointer slot inside
 * the writable bytes (the JIT writes an address there): at the end of its
 * section (with no common symbol after it) or misaligned, it is not. */
START_TEST(a_pointer_slot_must_lie_whole_in_data)
{
    obj o;
    for (int k = 0; k < 2; k++) {
        build(&o);
        sym(&o, Y_PTR)->st_shndx = SHN_UNDEF; /* no common after .data */
        sym(&o, Y_PTR)->st_value = 0;
        memcpy(o.b + o.strtab + N_PTR, "memcpy", 6); /* an allowed name */
        sym(&o, Y_TABLE)->st_value = k == 0 ? 8 : 4;
        char why[200] = "";
        struct vj_obj *lo = vj_obj_load(o.b, o.len, why, sizeof why);
        ck_assert_msg(lo != NULL, "refused: %s", why);
        ck_assert_ptr_null(vj_obj_symbol(lo, "table", VJ_OBJ_DATA));
        ck_assert_ptr_nonnull(vj_obj_symbol(lo, "answer", VJ_OBJ_CODE));
        vj_obj_free(lo);
    }
}
END_TEST

/* Each breakage of the good object, and what the refusal says. */
enum { B_NOT_ELF, B_NOT_REL, B_SHOFF, B_SECTION_RANGE, B_SECTION_SIZE, B_UNKNOWN_RELOC,
       B_UNDEFINED, B_PC32_REACH, B_RELOC_OFFSET, B_SYMBOL_INDEX, B_WRITABLE_TEXT,
       B_ALIGNMENT, B_SYMBOL_SECTION, B_STRTAB_UNTERMINATED, B_COUNT };
static const struct {
    const char *name, *says;
} broken[B_COUNT] = {
    [B_NOT_ELF] = {"not ELF", "not an ELF file"},
    [B_NOT_REL] = {"a shared object", "not an x86-64 relocatable object"},
    [B_SHOFF] = {"section headers past the end", "section headers end past the file"},
    [B_SECTION_RANGE] = {"a section past the end", "lies outside the file"},
    [B_SECTION_SIZE] = {"a section too long", "lies outside the file"},
    [B_UNKNOWN_RELOC] = {"an unknown relocation type", "unknown relocation type 99"},
    [B_UNDEFINED] = {"an undefined symbol not allowed", "undefined symbol execve is not allowed"},
    [B_PC32_REACH] = {"a PC32 out of reach", "out of reach"},
    [B_RELOC_OFFSET] = {"a relocation past its section", "outside its section"},
    [B_SYMBOL_INDEX] = {"a relocation's symbol past the table", "past the table"},
    [B_WRITABLE_TEXT] = {"writable text", "writable and executable"},
    [B_ALIGNMENT] = {"an alignment not a power of two", "bad alignment"},
    [B_SYMBOL_SECTION] = {"a symbol in a section that does not exist", "section index"},
    [B_STRTAB_UNTERMINATED] = {"a string table without its NUL", "bad symbol table"},
};

START_TEST(every_broken_object_is_refused_with_its_reason)
{
    obj o;
    build(&o);
    switch (_i) {
    case B_NOT_ELF:
        o.b[1] = 'X';
        break;
    case B_NOT_REL:
        ((Elf64_Ehdr *)o.b)->e_type = ET_DYN;
        break;
    case B_SHOFF:
        ((Elf64_Ehdr *)o.b)->e_shoff = o.len - 8;
        break;
    case B_SECTION_RANGE:
        shdr(&o, S_RODATA)->sh_offset = UINT64_MAX - 4;
        break;
    case B_SECTION_SIZE:
        shdr(&o, S_TEXT)->sh_size = o.len;
        break;
    case B_UNKNOWN_RELOC:
        rela(&o, 0)->r_info = ELF64_R_INFO(Y_RODATA, 99);
        break;
    case B_UNDEFINED:
        memcpy(o.b + o.strtab + N_MEMSET, "execve", 6);
        break;
    case B_PC32_REACH:
        rela(&o, 0)->r_addend = (int64_t)1 << 40;
        break;
    case B_RELOC_OFFSET:
        rela(&o, 1)->r_offset = 46; /* 4 bytes from 46 end past .text's 48 */
        break;
    case B_SYMBOL_INDEX:
        rela(&o, 2)->r_info = ELF64_R_INFO(Y_COUNT, R_X86_64_PLT32);
        break;
    case B_WRITABLE_TEXT:
        shdr(&o, S_TEXT)->sh_flags |= SHF_WRITE;
        break;
    case B_ALIGNMENT:
        shdr(&o, S_RODATA)->sh_addralign = 24;
        break;
    case B_SYMBOL_SECTION:
        sym(&o, Y_RODATA)->st_shndx = S_COUNT + 3;
        break;
    case B_STRTAB_UNTERMINATED:
        o.b[o.strtab + sizeof strtab - 1] = 'x';
        break;
    }
    char why[200] = "";
    struct vj_obj *lo = vj_obj_load(o.b, o.len, why, sizeof why);
    ck_assert_msg(lo == NULL, "%s: loaded", broken[_i].name);
    ck_assert_msg(strstr(why, broken[_i].says) != NULL, "%s: says '%s', not '%s'",
                  broken[_i].name, why, broken[_i].says);
}
END_TEST

START_TEST(every_truncation_is_refused)
{
    obj o;
    build(&o);
    for (size_t n = 0; n < o.len; n++) {
        char why[200] = "";
        uint8_t *copy = malloc(n ? n : 1); /* exactly n bytes: ASan sees an overrun */
        memcpy(copy, o.b, n);
        struct vj_obj *lo = vj_obj_load(copy, n, why, sizeof why);
        ck_assert_msg(lo == NULL, "%zu of %zu bytes loaded", n, o.len);
        ck_assert_msg(why[0] != '\0', "%zu bytes: no reason", n);
        free(copy);
    }
}
END_TEST

/* Random bytes flipped, thousands of times: refused or loaded, never a
 * crash (the sanitizer builds watch every read). Nothing loaded is run. */
START_TEST(flipped_bytes_never_crash_the_loader)
{
    obj o;
    uint64_t st = 0x9e3779b97f4a7c15ull;
    unsigned loaded = 0;
    for (int round = 0; round < 4000; round++) {
        build(&o);
        for (int f = 0; f < 1 + round % 4; f++) {
            st = st * 6364136223846793005ull + 1442695040888963407ull;
            o.b[(st >> 33) % o.len] ^= (uint8_t)(1u << ((st >> 20) & 7));
        }
        char why[200] = "";
        struct vj_obj *lo = vj_obj_load(o.b, o.len, why, sizeof why);
        loaded += lo != NULL;
        ck_assert_msg(lo || why[0], "refused without a reason");
        vj_obj_free(lo);
    }
    printf("# %u of 4000 flipped objects still loaded\n", loaded);
}
END_TEST

static uint8_t *read_data(const char *name, size_t *len)
{
    char path[512];
    snprintf(path, sizeof path, "%s/objects/%s", vj_test_datadir(), name);
    FILE *f = fopen(path, "rb");
    ck_assert_msg(f != NULL, "%s: %s", path, strerror(errno));
    ck_assert_int_eq(fseek(f, 0, SEEK_END), 0);
    long n = ftell(f);
    ck_assert(n > 0);
    rewind(f);
    uint8_t *b = malloc((size_t)n);
    ck_assert_uint_eq(fread(b, 1, (size_t)n, f), (size_t)n);
    fclose(f);
    *len = (size_t)n;
    return b;
}

static const struct {
    const char *file;
    unsigned blocks;
} real[] = {
    {"one-block-gotpcrelx.o", 1},
    {"one-block-rodata-cst.o", 1},
    {"trace-32-blocks.o", 32},
};

START_TEST(objects_libgccjit_wrote_load_with_their_symbols)
{
    size_t len;
    uint8_t *b = read_data(real[_i].file, &len);
    char why[200] = "";
    struct vj_obj *lo = vj_obj_load(b, len, why, sizeof why);
    ck_assert_msg(lo != NULL, "%s refused: %s", real[_i].file, why);
    void **helper = vj_obj_symbol(lo, "vj_perm_helper", VJ_OBJ_DATA);
    ck_assert_ptr_nonnull(helper);
    ck_assert_ptr_null(*helper); /* common: zero until bound */
    char perm[5];
    for (unsigned k = 0; k < real[_i].blocks; k++) {
        char name[32];
        snprintf(name, sizeof name, "vj_block_%u", k);
        void *fn = vj_obj_symbol(lo, name, VJ_OBJ_CODE);
        ck_assert_msg(fn != NULL, "%s: no %s", real[_i].file, name);
        perms_of(fn, perm);
        ck_assert_str_eq(perm, "r-xp");
    }
    perms_of(helper, perm);
    ck_assert_str_eq(perm, "rw-p");
    vj_obj_free(lo);
    /* Cut anywhere (every 61st length of the large one): refused. */
    for (size_t n = 0; n < len; n += len > 4096 ? 61 : 1) {
        uint8_t *copy = malloc(n ? n : 1);
        memcpy(copy, b, n);
        lo = vj_obj_load(copy, n, why, sizeof why);
        ck_assert_msg(lo == NULL, "%s: %zu of %zu bytes loaded", real[_i].file, n, len);
        free(copy);
    }
    free(b);
}
END_TEST

Suite *vj_test_suite(void)
{
    Suite *s = suite_create("objload");
    TCase *tc = tcase_create("objload");
    tcase_set_timeout(tc, 60);
    tcase_add_test(tc, a_good_object_loads_relocates_and_runs);
    tcase_add_test(tc, a_pointer_slot_must_lie_whole_in_data);
    tcase_add_loop_test(tc, every_broken_object_is_refused_with_its_reason, 0, B_COUNT);
    tcase_add_test(tc, every_truncation_is_refused);
    tcase_add_test(tc, flipped_bytes_never_crash_the_loader);
    tcase_add_loop_test(tc, objects_libgccjit_wrote_load_with_their_symbols, 0,
                        (int)(sizeof real / sizeof real[0]));
    suite_add_tcase(s, tc);
    return s;
}
