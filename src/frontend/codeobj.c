/* codeobj: reads an AMDGPU ELF code object (clang -c's ET_REL, ld.lld's
 * ET_DYN .hsaco) through elfutils' libelf into its target and a table of
 * kernels. Nothing in the file is trusted: every offset, size and index is
 * checked before use, and every refusal says what and where. It decodes no
 * instruction and keeps no state between calls. */
#include "config.h"

#include <gelf.h>
#include <libelf.h>
#include <limits.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "frontend/frontend.h"

#ifndef EM_AMDGPU
#define EM_AMDGPU 224
#endif

/* AMDGPUUsage ("ELF Code Object"): the HSA OS/ABI, its ABI versions 2..4
 * (code object v4..v6), the e_flags fields and the one relocation a kernel
 * descriptor carries in a relocatable object (S + A - P). */
enum {
    OSABI_AMDGPU_HSA = 64,
    ABI_VERSION_MIN = 2, /* v4: the first with the 2-bit xnack/sramecc fields */
    ABI_VERSION_MAX = 4, /* v6 */
    EF_MACH_MASK = 0xff,
    EF_XNACK_SHIFT = 8,
    EF_SRAMECC_SHIFT = 10,
    R_AMDGPU_REL64 = 5,
};

/* The kernel descriptor (AMDGPUUsage, "Kernel Descriptor", v3 and later):
 * 64 bytes, 64-byte aligned; the fields this reader uses. */
enum {
    KD_SIZE = 64,
    KD_ALIGN = 64,
    KD_ENTRY_OFFSET = 16,     /* kernel_code_entry_byte_offset, int64, from the descriptor */
    KD_PGM_RSRC1 = 48,        /* compute_pgm_rsrc1, uint32 */
    KD_CODE_PROPERTIES = 56,  /* kernel_code_properties, uint16 */
    KD_WAVE32_BIT = 1u << 10, /* ENABLE_WAVEFRONT_SIZE32 (GFX10+; reserved, 0, on GFX9) */
};

struct vj_codeobj {
    vj_codeobj_info info;
    vj_kernel_info *kernels;
    uint8_t *bytes; /* our copy of the file: libelf reads it, kernels' code points into it */
    char *names;    /* the kernels' names, NUL-terminated one after another */
};

/* What a reading needs at hand; fail() fills diag. */
typedef struct reader {
    const uint8_t *bytes;
    size_t len;
    Elf *elf;
    vj_diag *diag;
    int linked;
    vj_family family;
    uint64_t shoff; /* e_shoff: where the section headers start */
    size_t shnum, shstrndx;
    size_t symtab;  /* section index of the symbol table used */
    Elf_Data *syms; /* its data */
    size_t nsyms;
    size_t strtab; /* its string table's section index */
} reader;

__attribute__((format(printf, 3, 4))) static vj_status fail_st(reader *r, vj_status st,
                                                               const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(r->diag->msg, sizeof r->diag->msg, fmt, ap);
    va_end(ap);
    return st;
}
#define fail(r, ...) fail_st((r), VJ_ERR_CODEOBJ, __VA_ARGS__)

static uint16_t le16(const uint8_t *p)
{
    return (uint16_t)(p[0] | p[1] << 8);
}

static uint32_t le32(const uint8_t *p)
{
    return (uint32_t)le16(p) | (uint32_t)le16(p + 2) << 16;
}

static uint64_t le64(const uint8_t *p)
{
    return (uint64_t)le32(p) | (uint64_t)le32(p + 4) << 32;
}

/* A name from the file, fit for a one-line message: bytes outside printable
 * ASCII as \xNN, cut at 48 characters. */
typedef struct quoted {
    char s[64];
} quoted;

static quoted quote(const char *name)
{
    quoted q;
    size_t o = 0;
    for (const unsigned char *p = (const unsigned char *)name; *p; p++) {
        if (o >= 48) {
            memcpy(q.s + o, "...", 4);
            return q;
        }
        if (*p >= 0x20 && *p < 0x7f && *p != '\'')
            q.s[o++] = (char)*p;
        else
            o += (size_t)snprintf(q.s + o, sizeof q.s - o, "\\x%02x", *p);
    }
    q.s[o] = '\0';
    return q;
}

/* "section 2 (.text)", or without a name when it has none we can read. */
typedef struct label {
    char s[96];
} label;

static label section_label(const reader *r, size_t index)
{
    label l;
    Elf_Scn *scn = elf_getscn(r->elf, index);
    Elf64_Shdr *sh = scn ? elf64_getshdr(scn) : NULL;
    const char *name = sh && r->shstrndx ? elf_strptr(r->elf, r->shstrndx, sh->sh_name) : NULL;
    if (name && name[0])
        snprintf(l.s, sizeof l.s, "section %zu (%s)", index, quote(name).s);
    else
        snprintf(l.s, sizeof l.s, "section %zu", index);
    return l;
}

static const char *machine_name(unsigned machine)
{
    static const struct {
        unsigned machine;
        const char *name;
    } names[] = {
        {3, "x86"},     {8, "MIPS"},      {20, "PowerPC"}, {21, "PowerPC64"}, {40, "ARM"},
        {62, "x86-64"}, {183, "AArch64"}, {190, "CUDA"},   {243, "RISC-V"},   {247, "BPF"},
    };
    for (size_t i = 0; i < sizeof names / sizeof names[0]; i++)
        if (names[i].machine == machine)
            return names[i].name;
    return "unknown";
}

/* ------------------------------------------------------------ the header */

/* The ELF header's fields, read from the bytes themselves before libelf
 * sees them, so that a foreign or truncated file is named as such (libelf
 * says only "invalid ELF file"), and the section header table is known to
 * lie inside the file. */
static vj_status check_header(reader *r, vj_codeobj_info *info)
{
    const uint8_t *b = r->bytes;
    size_t len = r->len;
    if (len == 0)
        return fail(r, "empty file (0 bytes): not an ELF code object");
    if (len < SELFMAG || memcmp(b, ELFMAG, SELFMAG) != 0)
        return fail(r, "not an ELF file: byte offset 0 does not hold the magic \\x7fELF");
    if (len < EI_NIDENT)
        return fail(r, "truncated: %zu bytes, less than the ELF identification (16 bytes)", len);
    if (b[EI_CLASS] != ELFCLASS64)
        return fail(r,
                    "ELF class %u at byte offset %d is not ELFCLASS64 (2): AMDGPU code "
                    "objects are 64-bit",
                    b[EI_CLASS], EI_CLASS);
    if (b[EI_DATA] != ELFDATA2LSB)
        return fail(r, "data encoding %u at byte offset %d is not little-endian (1)", b[EI_DATA],
                    EI_DATA);
    if (b[EI_VERSION] != EV_CURRENT)
        return fail(r, "ELF version %u at byte offset %d is not 1", b[EI_VERSION], EI_VERSION);
    if (len < sizeof(Elf64_Ehdr))
        return fail(r, "truncated: %zu bytes, less than the 64-byte ELF header", len);
    unsigned machine = le16(b + offsetof(Elf64_Ehdr, e_machine));
    if (machine != EM_AMDGPU)
        return fail(r,
                    "not an AMDGPU code object: e_machine at byte offset %zu is %u (%s), not "
                    "EM_AMDGPU (224)",
                    offsetof(Elf64_Ehdr, e_machine), machine, machine_name(machine));
    if (b[EI_OSABI] != OSABI_AMDGPU_HSA)
        return fail(r,
                    "OS/ABI %u at byte offset %d is not AMDGPU HSA (64): only HSA code objects "
                    "have kernel descriptors",
                    b[EI_OSABI], EI_OSABI);
    unsigned abi = b[EI_ABIVERSION];
    if (abi < ABI_VERSION_MIN || abi > ABI_VERSION_MAX)
        return fail(r,
                    "ABI version %u at byte offset %d: this reader knows code object v4 to v6 "
                    "(ABI versions %d to %d)",
                    abi, EI_ABIVERSION, ABI_VERSION_MIN, ABI_VERSION_MAX);
    info->version = abi + 2;
    unsigned type = le16(b + offsetof(Elf64_Ehdr, e_type));
    if (type != ET_REL && type != ET_DYN)
        return fail(r,
                    "ELF type %u at byte offset %zu is neither ET_REL (1, clang -c) nor ET_DYN "
                    "(3, a linked .hsaco)",
                    type, offsetof(Elf64_Ehdr, e_type));
    r->linked = info->linked = type == ET_DYN;

    uint32_t flags = le32(b + offsetof(Elf64_Ehdr, e_flags));
    if (!vj_target_by_elf_mach(flags & EF_MACH_MASK, &info->target))
        return fail_st(r, VJ_ERR_TARGET,
                       "e_flags 0x%x at byte offset %zu: unknown machine 0x%02x (not one of "
                       "vop3jit's targets)",
                       flags, offsetof(Elf64_Ehdr, e_flags), flags & EF_MACH_MASK);
    r->family = vj_target_family(info->target);
    /* v4+ fields: 0 unsupported, 1 any, 2 off, 3 on: the enum's order. */
    info->xnack = (vj_feature_mode)(flags >> EF_XNACK_SHIFT & 3);
    info->sramecc = (vj_feature_mode)(flags >> EF_SRAMECC_SHIFT & 3);
    snprintf(info->target_id, sizeof info->target_id, "%s%s%s", vj_target_name(info->target),
             info->sramecc == VJ_FEATURE_ON    ? ":sramecc+"
             : info->sramecc == VJ_FEATURE_OFF ? ":sramecc-"
                                               : "",
             info->xnack == VJ_FEATURE_ON    ? ":xnack+"
             : info->xnack == VJ_FEATURE_OFF ? ":xnack-"
                                             : "");

    uint64_t shoff = le64(b + offsetof(Elf64_Ehdr, e_shoff));
    uint64_t shnum = le16(b + offsetof(Elf64_Ehdr, e_shnum));
    unsigned shentsize = le16(b + offsetof(Elf64_Ehdr, e_shentsize));
    r->shoff = shoff;
    if (shoff == 0)
        return fail(r, "no section header table (e_shoff at byte offset %zu is 0)",
                    offsetof(Elf64_Ehdr, e_shoff));
    if (shentsize != sizeof(Elf64_Shdr))
        return fail(r, "e_shentsize at byte offset %zu is %u, not %zu",
                    offsetof(Elf64_Ehdr, e_shentsize), shentsize, sizeof(Elf64_Shdr));
    /* libelf hands out section headers in place: they must be aligned. */
    if (shoff % _Alignof(Elf64_Shdr) != 0)
        return fail(r, "the section header table at byte offset %llu is not %zu-byte aligned",
                    (unsigned long long)shoff, _Alignof(Elf64_Shdr));
    if (shoff > len || len - shoff < sizeof(Elf64_Shdr))
        return fail(r,
                    "truncated: the section header table at byte offset %llu lies past the end "
                    "of the file (%zu bytes)",
                    (unsigned long long)shoff, len);
    if (shnum == 0) /* more than 0xff00 sections: the count is section 0's sh_size */
        shnum = le64(b + shoff + offsetof(Elf64_Shdr, sh_size));
    if (shnum == 0 || shnum > (len - shoff) / sizeof(Elf64_Shdr))
        return fail(r,
                    "truncated: %llu section headers at byte offset %llu run past the end of "
                    "the file (%zu bytes)",
                    (unsigned long long)shnum, (unsigned long long)shoff, len);
    return VJ_OK;
}

/* ---------------------------------------------------------------- sections */

/* Every section's bytes lie inside the file, and there is a section name
 * table: after this, libelf reads nothing from outside the file. */
static vj_status check_sections(reader *r)
{
    if (elf_getshdrnum(r->elf, &r->shnum) != 0)
        return fail(r, "libelf cannot count the sections: %s", elf_errmsg(-1));
    if (elf_getshdrstrndx(r->elf, &r->shstrndx) != 0 || r->shstrndx >= r->shnum)
        return fail(r, "the section name table index (e_shstrndx) is not a section");
    size_t strndx = r->shstrndx;
    r->shstrndx = 0; /* names are not trusted until their table is checked below */
    for (size_t i = 1; i < r->shnum; i++) {
        Elf_Scn *scn = elf_getscn(r->elf, i);
        Elf64_Shdr *sh = scn ? elf64_getshdr(scn) : NULL;
        if (!sh)
            return fail(r, "section %zu (header at byte offset %llu): libelf cannot read it: %s",
                        i, (unsigned long long)(r->shoff + i * sizeof(Elf64_Shdr)),
                        elf_errmsg(-1));
        if (sh->sh_type != SHT_NOBITS &&
            (sh->sh_offset > r->len || sh->sh_size > r->len - sh->sh_offset))
            return fail(r,
                        "section %zu (header at byte offset %llu): its %llu bytes at byte "
                        "offset %llu run past the end of the file (%zu bytes)",
                        i, (unsigned long long)(r->shoff + i * sizeof(Elf64_Shdr)),
                        (unsigned long long)sh->sh_size, (unsigned long long)sh->sh_offset,
                        r->len);
    }
    Elf64_Shdr *sh = elf64_getshdr(elf_getscn(r->elf, strndx));
    if (strndx == 0 || !sh || sh->sh_type != SHT_STRTAB)
        return fail(r,
                    "section %zu, named by e_shstrndx as the section name table, is not a "
                    "string table",
                    strndx);
    r->shstrndx = strndx;
    return VJ_OK;
}

/* The section header of index, or NULL for 0 or an index past the last. */
static Elf64_Shdr *section(const reader *r, size_t index)
{
    if (index == SHN_UNDEF || index >= r->shnum)
        return NULL;
    return elf64_getshdr(elf_getscn(r->elf, index));
}

/* .symtab, or .dynsym in a stripped .hsaco (where kernels stay exported). */
static vj_status find_symbols(reader *r)
{
    size_t dynsym = 0;
    r->symtab = 0;
    for (size_t i = 1; i < r->shnum && !r->symtab; i++) {
        Elf64_Shdr *sh = section(r, i);
        if (sh->sh_type == SHT_SYMTAB)
            r->symtab = i;
        else if (sh->sh_type == SHT_DYNSYM && !dynsym)
            dynsym = i;
    }
    if (!r->symtab)
        r->symtab = dynsym;
    if (!r->symtab)
        return fail(r, "no symbol table (.symtab or .dynsym): kernels are found by their symbols");
    Elf64_Shdr *sh = section(r, r->symtab);
    if (sh->sh_entsize != sizeof(Elf64_Sym) || sh->sh_size % sizeof(Elf64_Sym) != 0)
        return fail(r, "%s: a symbol table of %llu bytes with entries of %llu bytes, not %zu",
                    section_label(r, r->symtab).s, (unsigned long long)sh->sh_size,
                    (unsigned long long)sh->sh_entsize, sizeof(Elf64_Sym));
    Elf64_Shdr *str = section(r, sh->sh_link);
    if (!str || str->sh_type != SHT_STRTAB)
        return fail(r, "%s: its string table (sh_link %u) is not a string table section",
                    section_label(r, r->symtab).s, sh->sh_link);
    r->strtab = sh->sh_link;
    r->syms = elf_getdata(elf_getscn(r->elf, r->symtab), NULL);
    if (!r->syms || r->syms->d_size != sh->sh_size)
        return fail(r, "%s: libelf cannot read the symbols: %s", section_label(r, r->symtab).s,
                    elf_errmsg(-1));
    r->nsyms = sh->sh_size / sizeof(Elf64_Sym);
    if (r->nsyms > INT_MAX) /* libelf counts entries in an int */
        return fail(r, "%s: %zu symbols, more than this reader takes",
                    section_label(r, r->symtab).s, r->nsyms);
    return VJ_OK;
}

static vj_status symbol(reader *r, size_t i, GElf_Sym *sym, const char **name)
{
    if (!gelf_getsym(r->syms, (int)i, sym))
        return fail(r, "symbol %zu: libelf cannot read it: %s", i, elf_errmsg(-1));
    *name = elf_strptr(r->elf, r->strtab, sym->st_name);
    if (!*name)
        return fail(r, "symbol %zu: its name (byte %u of %s) is not a string in that table", i,
                    sym->st_name, section_label(r, r->strtab).s);
    return VJ_OK;
}

/* Where symbol sym's size bytes lie in the file: its section (of the given
 * kind) holds them all. In a relocatable object a value is an offset in the
 * section; in a linked one an address, the section's at sh_addr. */
static vj_status place(reader *r, const GElf_Sym *sym, const char *name, const char *what,
                       int executable, uint64_t *file_offset)
{
    /* 0xff00 and up are not sections (SHN_ABS, SHN_COMMON, SHN_XINDEX...). */
    Elf64_Shdr *sh = sym->st_shndx < SHN_LORESERVE ? section(r, sym->st_shndx) : NULL;
    if (!sh)
        return fail(r, "%s '%s': its section index %u is not a section of the file", what,
                    quote(name).s, sym->st_shndx);
    label sec = section_label(r, sym->st_shndx);
    if (sh->sh_type != SHT_PROGBITS)
        return fail(r, "%s '%s': %s holds no bytes in the file (type %u, not PROGBITS)", what,
                    quote(name).s, sec.s, sh->sh_type);
    if (executable && !(sh->sh_flags & SHF_EXECINSTR))
        return fail(r, "%s '%s': %s is not executable", what, quote(name).s, sec.s);
    uint64_t base = r->linked ? sh->sh_addr : 0;
    if (sym->st_value < base || sym->st_value - base > sh->sh_size ||
        sym->st_size > sh->sh_size - (sym->st_value - base))
        return fail(r, "%s '%s': %llu bytes at 0x%llx run outside %s (0x%llx, %llu bytes)", what,
                    quote(name).s, (unsigned long long)sym->st_size,
                    (unsigned long long)sym->st_value, sec.s, (unsigned long long)base,
                    (unsigned long long)sh->sh_size);
    *file_offset = sh->sh_offset + (sym->st_value - base);
    return VJ_OK;
}

/* ------------------------------------------------- function symbol lookup */

typedef struct func_ref {
    const char *name;
    size_t index;
    size_t kd; /* the descriptor symbol already found for it, or 0 */
} func_ref;

static int func_cmp(const void *a, const void *b)
{
    return strcmp(((const func_ref *)a)->name, ((const func_ref *)b)->name);
}

/* A kernel descriptor's name without its ".kd", against a function's. */
typedef struct base_key {
    const char *s;
    size_t n;
} base_key;

static int base_cmp(const void *key, const void *elem)
{
    const base_key *k = key;
    const char *name = ((const func_ref *)elem)->name;
    int c = strncmp(k->s, name, k->n);
    return c ? c : name[k->n] ? -1 : 0;
}

/* ------------------------------------------------------------ relocations */

typedef struct rel_ref {
    uint64_t offset; /* r_offset: in the section it applies to */
    uint64_t info;
    int64_t addend;
    size_t section; /* the section it applies to (sh_info) */
} rel_ref;

static int rel_cmp(const void *a, const void *b)
{
    const rel_ref *x = a, *y = b;
    if (x->section != y->section)
        return x->section < y->section ? -1 : 1;
    return x->offset < y->offset ? -1 : x->offset > y->offset;
}

/* The RELA entries that use our symbol table, sorted by place. */
static vj_status collect_relocations(reader *r, rel_ref **out, size_t *count)
{
    size_t n = 0, cap = 0;
    rel_ref *rels = NULL;
    *out = NULL;
    *count = 0;
    for (size_t i = 1; i < r->shnum; i++) {
        Elf64_Shdr *sh = section(r, i);
        if (sh->sh_type != SHT_RELA || sh->sh_link != r->symtab)
            continue;
        if (sh->sh_entsize != sizeof(Elf64_Rela) || sh->sh_size % sizeof(Elf64_Rela) != 0) {
            free(rels);
            return fail(r, "%s: relocations of %llu bytes each, not %zu", section_label(r, i).s,
                        (unsigned long long)sh->sh_entsize, sizeof(Elf64_Rela));
        }
        Elf_Data *d = elf_getdata(elf_getscn(r->elf, i), NULL);
        size_t k = sh->sh_size / sizeof(Elf64_Rela);
        if (k > INT_MAX) {
            free(rels);
            return fail(r, "%s: %zu relocations, more than this reader takes",
                        section_label(r, i).s, k);
        }
        if (!d || d->d_size != sh->sh_size) {
            free(rels);
            return fail(r, "%s: libelf cannot read the relocations: %s", section_label(r, i).s,
                        elf_errmsg(-1));
        }
        if (k > cap - n) {
            size_t ncap = n + k;
            rel_ref *nr = realloc(rels, ncap * sizeof *nr);
            if (!nr) {
                free(rels);
                return fail_st(r, VJ_ERR_NOMEM, "out of memory reading %s", section_label(r, i).s);
            }
            rels = nr;
            cap = ncap;
        }
        for (size_t j = 0; j < k; j++) {
            GElf_Rela rela;
            if (!gelf_getrela(d, (int)j, &rela)) {
                free(rels);
                return fail(r, "%s: relocation %zu: libelf cannot read it: %s",
                            section_label(r, i).s, j, elf_errmsg(-1));
            }
            rels[n++] = (rel_ref){rela.r_offset, rela.r_info, rela.r_addend, sh->sh_info};
        }
    }
    if (n)
        qsort(rels, n, sizeof *rels, rel_cmp);
    *out = rels;
    *count = n;
    return VJ_OK;
}

/* --------------------------------------------------------------- kernels */

typedef struct found {
    vj_kernel_info k;
    size_t name_len;
} found;

/* The descriptor's entry points at the kernel's code: in a linked object
 * kernel_code_entry_byte_offset holds it; in a relocatable one it is 0 and
 * an R_AMDGPU_REL64 relocation (S + A - P, P the field) fills it in. */
static vj_status check_entry(reader *r, const GElf_Sym *kd, const GElf_Sym *fn, const char *name,
                             uint64_t kd_offset, const rel_ref *rels, size_t nrels)
{
    uint64_t field = kd->st_value + KD_ENTRY_OFFSET;
    if (r->linked) {
        uint64_t entry = le64(r->bytes + kd_offset + KD_ENTRY_OFFSET);
        if (kd->st_value + entry != fn->st_value)
            return fail(r,
                        "kernel '%s': its descriptor (byte offset %llu) gives an entry at "
                        "0x%llx, not the kernel's code at 0x%llx",
                        quote(name).s, (unsigned long long)kd_offset,
                        (unsigned long long)(kd->st_value + entry),
                        (unsigned long long)fn->st_value);
        return VJ_OK;
    }
    rel_ref key = {.offset = field, .section = kd->st_shndx};
    const rel_ref *rel = nrels ? bsearch(&key, rels, nrels, sizeof *rels, rel_cmp) : NULL;
    if (!rel)
        return fail(r,
                    "kernel '%s': no relocation gives its descriptor's entry offset "
                    "(byte %llu of %s)",
                    quote(name).s, (unsigned long long)field, section_label(r, kd->st_shndx).s);
    if (GELF_R_TYPE(rel->info) != R_AMDGPU_REL64)
        return fail(r,
                    "kernel '%s': the relocation of its descriptor's entry offset has type %llu, "
                    "not R_AMDGPU_REL64 (5)",
                    quote(name).s, (unsigned long long)GELF_R_TYPE(rel->info));
    size_t si = GELF_R_SYM(rel->info);
    GElf_Sym target;
    const char *tname;
    if (si == 0 || si >= r->nsyms)
        return fail(r,
                    "kernel '%s': the relocation of its descriptor's entry offset names "
                    "symbol %zu, which %s does not have",
                    quote(name).s, si, section_label(r, r->symtab).s);
    vj_status st = symbol(r, si, &target, &tname);
    if (st != VJ_OK)
        return st;
    /* The entry is S + A - P; the code it reaches is P + entry = S + A. */
    uint64_t reached = target.st_value + (uint64_t)rel->addend - KD_ENTRY_OFFSET;
    if (target.st_shndx != fn->st_shndx || reached != fn->st_value)
        return fail(r,
                    "kernel '%s': its descriptor's entry relocation reaches 0x%llx in section "
                    "%u ('%s' + %lld), not the kernel's code at 0x%llx in section %u",
                    quote(name).s, (unsigned long long)reached, target.st_shndx, quote(tname).s,
                    (long long)rel->addend, (unsigned long long)fn->st_value, fn->st_shndx);
    return VJ_OK;
}

/* One descriptor symbol NAME.kd (index kd_index) and its function NAME. */
static vj_status read_kernel(reader *r, size_t kd_index, const GElf_Sym *kd, const char *kd_name,
                             func_ref *funcs, size_t nfuncs, const rel_ref *rels, size_t nrels,
                             found *out)
{
    size_t n = strlen(kd_name) - 3;
    base_key key = {kd_name, n};
    func_ref *f = nfuncs ? bsearch(&key, funcs, nfuncs, sizeof *funcs, base_cmp) : NULL;
    if (!f)
        return fail(r,
                    "symbol %zu '%s': a kernel descriptor without its kernel (no function "
                    "symbol of that name without '.kd')",
                    kd_index, quote(kd_name).s);
    if ((f > funcs && base_cmp(&key, f - 1) == 0) ||
        (f + 1 < funcs + nfuncs && base_cmp(&key, f + 1) == 0))
        return fail(r, "symbol %zu '%s': more than one function symbol is named for it", kd_index,
                    quote(kd_name).s);
    if (f->kd)
        return fail(r, "symbols %zu and %zu: two kernel descriptors named '%s'", f->kd, kd_index,
                    quote(kd_name).s);
    f->kd = kd_index;
    GElf_Sym fn;
    const char *name;
    vj_status st = symbol(r, f->index, &fn, &name);
    if (st != VJ_OK)
        return st;

    if (kd->st_size != KD_SIZE)
        return fail(r, "kernel descriptor '%s' (symbol %zu): %llu bytes, not %d", quote(kd_name).s,
                    kd_index, (unsigned long long)kd->st_size, KD_SIZE);
    if (kd->st_value % KD_ALIGN != 0)
        return fail(r, "kernel descriptor '%s' (symbol %zu): at 0x%llx, not %d-byte aligned",
                    quote(kd_name).s, kd_index, (unsigned long long)kd->st_value, KD_ALIGN);
    uint64_t kd_offset, code_offset;
    if ((st = place(r, kd, kd_name, "kernel descriptor", 0, &kd_offset)) != VJ_OK ||
        (st = place(r, &fn, name, "kernel", 1, &code_offset)) != VJ_OK)
        return st;
    if (fn.st_size == 0)
        return fail(r, "kernel '%s' (symbol %zu): its function symbol has size 0", quote(name).s,
                    f->index);
    if ((st = check_entry(r, kd, &fn, name, kd_offset, rels, nrels)) != VJ_OK)
        return st;

    unsigned props = le16(r->bytes + kd_offset + KD_CODE_PROPERTIES);
    unsigned wave = props & KD_WAVE32_BIT ? 32 : 64;
    if (wave == 32 && r->family == VJ_FAM_GFX9)
        return fail(r,
                    "kernel descriptor '%s' (byte offset %llu): kernel_code_properties 0x%04x "
                    "asks for wave32 (bit 10), which GFX9 does not have",
                    quote(kd_name).s, (unsigned long long)kd_offset, props);
    /* compute_pgm_rsrc1 (AMDGPUUsage): FLOAT_ROUND_MODE_32/16_64 in 15:12 and
     * FLOAT_DENORM_MODE_32/16_64 in 19:16 are MODE's bits 7:0 in order;
     * ENABLE_DX10_CLAMP 21 and ENABLE_IEEE_MODE 23 (GFX6-GFX11: GFX12 uses
     * the bits for other things and has neither, which our MODE reads as
     * both set); FP16_OVFL 26 (GFX9+). */
    uint32_t rsrc1 = le32(r->bytes + kd_offset + KD_PGM_RSRC1);
    uint32_t mode = (rsrc1 >> 12) & 0xffu;
    if (r->family >= VJ_FAM_GFX12)
        mode |= VJ_MODE_DX10_CLAMP | VJ_MODE_IEEE;
    else
        mode |= (rsrc1 >> 21 & 1u ? VJ_MODE_DX10_CLAMP : 0) |
                (rsrc1 >> 23 & 1u ? VJ_MODE_IEEE : 0);
    if (rsrc1 >> 26 & 1u)
        mode |= VJ_MODE_FP16_OVFL;
    out->k = (vj_kernel_info){
        .name = name, /* libelf's, until copied into the object */
        .code = r->bytes + code_offset,
        .code_offset = code_offset,
        .code_size = fn.st_size,
        .descriptor_offset = kd_offset,
        .wave_size = wave,
        .address = fn.st_value,
        .mode = mode,
        .descriptor = r->bytes + kd_offset,
    };
    out->name_len = n;
    return VJ_OK;
}

static int is_descriptor(const GElf_Sym *sym, const char *name)
{
    size_t n = strlen(name);
    return GELF_ST_TYPE(sym->st_info) == STT_OBJECT && n > 3 && strcmp(name + n - 3, ".kd") == 0;
}

/* Every kernel, in the symbol table's order of their descriptors. */
static vj_status read_kernels(reader *r, found **out, size_t *count)
{
    func_ref *funcs = malloc((r->nsyms ? r->nsyms : 1) * sizeof *funcs);
    found *ks = NULL;
    rel_ref *rels = NULL;
    size_t nfuncs = 0, nks = 0, nrels = 0, ndesc = 0;
    vj_status st = funcs ? VJ_OK : fail_st(r, VJ_ERR_NOMEM, "out of memory");
    for (size_t i = 1; st == VJ_OK && i < r->nsyms; i++) {
        GElf_Sym sym;
        const char *name;
        if ((st = symbol(r, i, &sym, &name)) != VJ_OK)
            break;
        if (GELF_ST_TYPE(sym.st_info) == STT_FUNC)
            funcs[nfuncs++] = (func_ref){name, i, 0};
        else if (is_descriptor(&sym, name))
            ndesc++;
    }
    if (st == VJ_OK && nfuncs)
        qsort(funcs, nfuncs, sizeof *funcs, func_cmp);
    if (st == VJ_OK && !r->linked)
        st = collect_relocations(r, &rels, &nrels);
    if (st == VJ_OK && ndesc && !(ks = calloc(ndesc, sizeof *ks)))
        st = fail_st(r, VJ_ERR_NOMEM, "out of memory");
    for (size_t i = 1; st == VJ_OK && i < r->nsyms && nks < ndesc; i++) {
        GElf_Sym sym;
        const char *name;
        if ((st = symbol(r, i, &sym, &name)) == VJ_OK && is_descriptor(&sym, name))
            st = read_kernel(r, i, &sym, name, funcs, nfuncs, rels, nrels, &ks[nks++]);
    }
    free(funcs);
    free(rels);
    if (st != VJ_OK) {
        free(ks);
        return st;
    }
    *out = ks;
    *count = nks;
    return VJ_OK;
}

/* ------------------------------------------------------------ the object */

/* The kernels' names into one allocation of the object's. */
static vj_status keep_kernels(reader *r, vj_codeobj *obj, found *ks, size_t n)
{
    size_t total = 1;
    for (size_t i = 0; i < n; i++)
        total += ks[i].name_len + 1; /* each under the file's size: no overflow */
    obj->names = malloc(total);
    obj->kernels = malloc((n ? n : 1) * sizeof *obj->kernels);
    if (!obj->names || !obj->kernels)
        return fail_st(r, VJ_ERR_NOMEM, "out of memory");
    char *p = obj->names;
    for (size_t i = 0; i < n; i++) {
        memcpy(p, ks[i].k.name, ks[i].name_len);
        p[ks[i].name_len] = '\0';
        obj->kernels[i] = ks[i].k;
        obj->kernels[i].name = p;
        p += ks[i].name_len + 1;
    }
    obj->info.kernel_count = n;
    return VJ_OK;
}

vj_status vj_codeobj_read(const uint8_t *bytes, size_t len, vj_codeobj **out, vj_diag *diag)
{
    *out = NULL;
    reader r = {.bytes = bytes, .len = len, .diag = diag};
    vj_codeobj_info info = {0};
    vj_status st = check_header(&r, &info);
    if (st != VJ_OK)
        return st;
    vj_codeobj *obj = calloc(1, sizeof *obj);
    if (!obj || !(obj->bytes = malloc(len))) {
        free(obj);
        return fail_st(&r, VJ_ERR_NOMEM, "out of memory for a %zu-byte code object", len);
    }
    /* libelf reads our copy: the caller's bytes stay const, and the code
     * we hand out lives as long as the object. */
    memcpy(obj->bytes, bytes, len);
    obj->info = info;
    r.bytes = obj->bytes;
    /* libelf's one process-wide setting: the ELF version its caller speaks.
     * Setting it is idempotent, so every reading does, and there is no
     * "initialised" flag of ours. */
    if (elf_version(EV_CURRENT) == EV_NONE)
        st = fail(&r, "libelf does not speak ELF version %d", EV_CURRENT);
    else if (!(r.elf = elf_memory((char *)obj->bytes, len)))
        st = fail(&r, "libelf cannot read it: %s", elf_errmsg(-1));
    else if (elf_kind(r.elf) != ELF_K_ELF)
        st = fail(&r, "libelf does not read it as an ELF file");
    found *ks = NULL;
    size_t nks = 0;
    if (st == VJ_OK && (st = check_sections(&r)) == VJ_OK && (st = find_symbols(&r)) == VJ_OK &&
        (st = read_kernels(&r, &ks, &nks)) == VJ_OK)
        st = keep_kernels(&r, obj, ks, nks);
    free(ks);
    if (r.elf)
        elf_end(r.elf);
    if (st != VJ_OK) {
        vj_codeobj_free(obj);
        return st;
    }
    *out = obj;
    return VJ_OK;
}

void vj_codeobj_free(vj_codeobj *obj)
{
    if (!obj)
        return;
    free(obj->kernels);
    free(obj->names);
    free(obj->bytes);
    free(obj);
}

const vj_codeobj_info *vj_codeobj_get_info(const vj_codeobj *obj)
{
    return obj ? &obj->info : NULL;
}

const vj_kernel_info *vj_codeobj_kernel(const vj_codeobj *obj, size_t i)
{
    return obj && i < obj->info.kernel_count ? &obj->kernels[i] : NULL;
}
