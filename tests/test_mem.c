/* test_mem: the memory encodings (mem.c, mem_asm.c) against what llvm-mc-19 printed and
 * encoded for every row of the sweep on every target (tests/data/frontend/mem_roundtrip.txt,
 * made by tests/gen_mem_data.sh), plus the hooks: vj_decode refuses by name, listings. */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "frontend/frontend.h"
#include "testutil.h"

static size_t parse_bytes(const char *s, uint8_t *out, size_t cap)
{
    size_t n = 0;
    while (*s && n < cap) {
        char *end;
        unsigned long v = strtoul(s, &end, 0);
        if (end == s)
            break;
        out[n++] = (uint8_t)v;
        s = *end == ',' ? end + 1 : end;
    }
    return n;
}

static uint32_t le32(const uint8_t *b)
{
    return b[0] | b[1] << 8 | b[2] << 16 | (uint32_t)b[3] << 24;
}

/* Every line: the bytes decode and print as llvm-mc-19's text, and the
 * text assembles to exactly the bytes. Every row of the sweep on every
 * target llvm-mc-19 knows has a line. */
START_TEST(every_row_round_trips_as_llvm_mc_19)
{
    char path[512];
    snprintf(path, sizeof path, "%s/frontend/mem_roundtrip.txt", vj_test_datadir());
    FILE *f = fopen(path, "r");
    ck_assert_msg(f != NULL, "cannot open %s", path);
    static unsigned char seen[4096][VJ_TARGET_COUNT];
    memset(seen, 0, sizeof seen);
    ck_assert_uint_le(vj_mem_count, 4096);
    char line[512];
    unsigned lines = 0, bad = 0;
    while (fgets(line, sizeof line, f)) {
        if (line[0] == '#')
            continue;
        line[strcspn(line, "\n")] = '\0';
        char *tname = line, *bytes = strchr(line, '\t');
        ck_assert_ptr_nonnull(bytes);
        *bytes++ = '\0';
        char *text = strchr(bytes, '\t');
        ck_assert_ptr_nonnull(text);
        *text++ = '\0';
        vj_target t;
        ck_assert_int_eq(vj_target_parse(tname, &t), VJ_OK);
        uint8_t want[12], got[12];
        size_t n = parse_bytes(bytes, want, sizeof want);
        lines++;
        vj_minst m;
        vj_report r;
        char printed[200];
        if (vj_mem_decode(t, want, n, 0, &m, &r) != VJ_OK || m.len != n) {
            bad++;
            fprintf(stderr, "%s: %s: decode: %s\n", tname, text, r.text.msg);
            continue;
        }
        seen[m.row - vj_mem_table][t] = 1;
        vj_mem_print(&m, printed, sizeof printed);
        if (strcmp(printed, text) != 0) {
            bad++;
            fprintf(stderr, "%s: printed '%s', llvm-mc '%s'\n", tname, printed, text);
        }
        vj_minst a;
        vj_status st;
        vj_diag d = {.msg = ""};
        if (!vj_mem_asm_line(t, text, "t.s", 1, &a, &st, &d) || st != VJ_OK) {
            bad++;
            fprintf(stderr, "%s: '%s' not assembled: %s\n", tname, text, d.msg);
            continue;
        }
        size_t k = vj_mem_encode(&a, got);
        if (k != n || memcmp(got, want, n) != 0) {
            bad++;
            fprintf(stderr, "%s: '%s' assembled to %zu bytes, not %s\n", tname, text, k, bytes);
        }
    }
    fclose(f);
    ck_assert_uint_gt(lines, 1000);
    unsigned missing = 0;
    for (size_t i = 0; i < vj_mem_count; i++)
        for (unsigned t = 0; t < VJ_TARGET_COUNT; t++)
            if (t != VJ_GFX950 && t != VJ_GFX1250 && (vj_mem_table[i].targets >> t & 1u) &&
                vj_mem_table[i].fam == vj_target_family((vj_target)t) && !seen[i][t]) {
                missing++;
                fprintf(stderr, "%s on %s: no line\n", vj_mem_table[i].name,
                        vj_target_name((vj_target)t));
            }
    ck_assert_uint_eq(bad, 0);
    ck_assert_uint_eq(missing, 0);
}
END_TEST

/* Examples worked from the ISA's field layouts (Vega and RDNA ISA guides:
 * SMEM SBASE 5:0 (a pair's index), SDATA 12:6, OP 25:18, ENCODING 31:26;
 * OFFSET 52:32, SOFFSET 63:57), not from llvm-mc's output. */
START_TEST(fields_are_where_the_isa_puts_them)
{
    vj_minst m;
    vj_status st;
    vj_diag d = {.msg = ""};
    uint8_t b[12];
    /* GFX9 s_load_dword (opcode 0) s5, s[2:3], 0x10: 110000, IMM (17) set */
    ck_assert(vj_mem_asm_line(VJ_GFX908, "s_load_dword s5, s[2:3], 0x10", "t.s", 1, &m, &st, &d));
    ck_assert_int_eq(st, VJ_OK);
    ck_assert_uint_eq(vj_mem_encode(&m, b), 8);
    ck_assert_uint_eq(le32(b), 0xc0000000u | 1u << 17 | 5u << 6 | 1u);
    ck_assert_uint_eq(le32(b + 4), 0x10u);
    /* GFX10 the same: 111101, SOFFSET null (125) when only an offset is given */
    ck_assert(vj_mem_asm_line(VJ_GFX1030, "s_load_dword s5, s[2:3], 0x10", "t.s", 1, &m, &st, &d));
    ck_assert_int_eq(st, VJ_OK);
    vj_mem_encode(&m, b);
    ck_assert_uint_eq(le32(b), 0xf4000000u | 5u << 6 | 1u);
    ck_assert_uint_eq(le32(b + 4), 0x10u | 125u << 25);
    /* GFX11: null is 124 */
    ck_assert(vj_mem_asm_line(VJ_GFX1100, "s_load_b32 s5, s[2:3], -0x10", "t.s", 1, &m, &st, &d));
    ck_assert_int_eq(st, VJ_OK);
    vj_mem_encode(&m, b);
    ck_assert_uint_eq(le32(b + 4), 0x1ffff0u | 124u << 25);
    /* RDNA3 FLAT: OFFSET 12:0, GLC 14, SEG 17:16 (2 global), OP 24:18 (global_load_b32
     * 20), ENCODING 110111; VADDR 39:32, SADDR 54:48 (off: null, 124), VDST 63:56 */
    ck_assert(vj_mem_asm_line(VJ_GFX1100, "global_load_b32 v5, v[2:3], off offset:-16 glc", "t.s",
                              1, &m, &st, &d));
    ck_assert_int_eq(st, VJ_OK);
    ck_assert_uint_eq(vj_mem_encode(&m, b), 8);
    ck_assert_uint_eq(le32(b), 0xdc000000u | 20u << 18 | 2u << 16 | 1u << 14 | 0x1ff0u);
    ck_assert_uint_eq(le32(b + 4), 2u | 124u << 16 | 5u << 24);
    /* Vega DS: OFFSET0 7:0, OFFSET1 15:8, GDS 16, OP 24:17 (ds_write_b32 13), 110110;
     * ADDR 39:32, DATA0 47:40 */
    ck_assert(vj_mem_asm_line(VJ_GFX908, "ds_write_b32 v2, v5 offset:16", "t.s", 1, &m, &st, &d));
    ck_assert_int_eq(st, VJ_OK);
    vj_mem_encode(&m, b);
    ck_assert_uint_eq(le32(b), 0xd8000000u | 13u << 17 | 16u);
    ck_assert_uint_eq(le32(b + 4), 2u | 5u << 8);
}
END_TEST

/* Buffer words worked from the ISA guides' field tables (Vega MUBUF: OFFSET 11:0, OFFEN 12,
 * IDXEN 13, GLC 14, LDS 16, SLC 17, OP 24:18, ENCODING 31:26 111000; VADDR 39:32, VDATA
 * 47:40, SRSRC 52:48 (a quad's index), TFE 55, SOFFSET 63:56. RDNA3 MTBUF: SLC 12, DLC 13,
 * GLC 14, OP 18:15, FORMAT 25:19, 111010; TFE 53, OFFEN 54, IDXEN 55. RDNA4 VBUFFER:
 * SOFFSET 6:0, OP 21:14, TFE 22, 110001; VDATA 39:32, RSRC 49:41, SCOPE 51:50, TH 54:52,
 * FORMAT 61:55, OFFEN 62, IDXEN 63; VADDR 71:64, OFFSET 95:72), each assembled and then
 * decoded and printed back. */
START_TEST(buffer_fields_are_where_the_isa_puts_them)
{
    vj_minst m;
    vj_status st;
    vj_diag d = {.msg = ""};
    uint8_t b[12];
    char text[200];
    /* Vega buffer_load_dword (opcode 20) v5, v1, s[8:11] (index 2), s3, offen, offset 16, glc */
    const char *l1 = "buffer_load_dword v5, v1, s[8:11], s3 offen offset:16 glc";
    ck_assert(vj_mem_asm_line(VJ_GFX908, l1, "t.s", 1, &m, &st, &d));
    ck_assert_int_eq(st, VJ_OK);
    ck_assert_uint_eq(vj_mem_encode(&m, b), 8);
    ck_assert_uint_eq(le32(b), 0xe0000000u | 20u << 18 | 1u << 14 | 1u << 12 | 16u);
    ck_assert_uint_eq(le32(b + 4), 1u | 5u << 8 | 2u << 16 | 3u << 24);
    /* TFE (55) adds a dword to VDATA */
    static const uint8_t tfe[] = {0x00, 0x00, 0x50, 0xe0, 0x00, 0x05, 0x82, 0x03};
    vj_report r;
    ck_assert_int_eq(vj_mem_decode(VJ_GFX908, tfe, sizeof tfe, 0, &m, &r), VJ_OK);
    vj_mem_print(&m, text, sizeof text);
    ck_assert_str_eq(text, "buffer_load_dword v[5:6], off, s[8:11], s3 tfe");
    /* Vega MTBUF: DFMT 22:19 (4: 32), NFMT 25:23 (7: float), OP 18:15 (tbuffer_load_format_x
     * 0), IDXEN; named as llvm-mc-19 names them */
    static const uint8_t mt9[] = {0x04, 0x20, 0xa0, 0xeb, 0x01, 0x05, 0x02, 0x03};
    ck_assert_uint_eq(le32(mt9), 0xe8000000u | 7u << 23 | 4u << 19 | 1u << 13 | 4u);
    ck_assert_int_eq(vj_mem_decode(VJ_GFX908, mt9, sizeof mt9, 0, &m, &r), VJ_OK);
    vj_mem_print(&m, text, sizeof text);
    ck_assert_str_eq(text, "tbuffer_load_format_x v5, v1, s[8:11], s3 "
                           "format:[BUF_DATA_FORMAT_32,BUF_NUM_FORMAT_FLOAT] idxen offset:4");
    /* RDNA3 tbuffer_load_format_x v5, off, s[8:11], s3, FORMAT 22 (BUF_FMT_32_FLOAT), offset 4 */
    const char *l2 =
        "tbuffer_load_format_x v5, off, s[8:11], s3 format:[BUF_FMT_32_FLOAT] offset:4";
    ck_assert(vj_mem_asm_line(VJ_GFX1100, l2, "t.s", 1, &m, &st, &d));
    ck_assert_int_eq(st, VJ_OK);
    vj_mem_encode(&m, b);
    ck_assert_uint_eq(le32(b), 0xe8000000u | 22u << 19 | 4u);
    ck_assert_uint_eq(le32(b + 4), 5u << 8 | 2u << 16 | 3u << 24);
    /* RDNA1's MUBUF opcode bit 7 is bit 25: buffer_load_format_d16_x is 128 */
    ck_assert(vj_mem_asm_line(VJ_GFX1030, "buffer_load_format_d16_x v5, off, s[8:11], s3", "t.s",
                              1, &m, &st, &d));
    ck_assert_int_eq(st, VJ_OK);
    vj_mem_encode(&m, b);
    ck_assert_uint_eq(le32(b), 0xe0000000u | 1u << 25);
    /* RDNA4 buffer_load_b32 (20) v5, v1, s[8:11] (RSRC the SGPR's code, 8), s3, offen,
     * offset -4 (24 bits), TH 1, SCOPE 3; FORMAT is 1, as llvm-mc-19 writes it */
    const char *l3 =
        "buffer_load_b32 v5, v1, s[8:11], s3 offen offset:-4 th:TH_LOAD_NT scope:SCOPE_SYS";
    ck_assert(vj_mem_asm_line(VJ_GFX1200, l3, "t.s", 1, &m, &st, &d));
    ck_assert_int_eq(st, VJ_OK);
    ck_assert_uint_eq(vj_mem_encode(&m, b), 12);
    ck_assert_uint_eq(le32(b), 0xc4000000u | 20u << 14 | 3u);
    ck_assert_uint_eq(le32(b + 4), 5u | 8u << 9 | 3u << 18 | 1u << 20 | 1u << 23 | 1u << 30);
    ck_assert_uint_eq(le32(b + 8), 1u | 0xfffffcu << 8);
    ck_assert_int_eq(vj_mem_decode(VJ_GFX1200, b, 12, 0, &m, &r), VJ_OK);
    vj_mem_print(&m, text, sizeof text);
    ck_assert_str_eq(text, l3);
    /* GFX10/11: SOFFSET 255 reads a literal dword after the word; llvm-mc-19 prints one an
     * inline constant has as that constant (its output for these words: 0.5, -1, 0x1234) */
    static const uint8_t lit[] = {0xf0, 0x10, 0x6b, 0xe0, 0x96, 0xfc, 0x01, 0xff,
                                  0x00, 0x00, 0x00, 0x3f, 0xff, 0xff, 0xff, 0xff};
    ck_assert_int_eq(vj_mem_decode(VJ_GFX1100, lit, 12, 0, &m, &r), VJ_OK);
    ck_assert_uint_eq(m.len, 12);
    vj_mem_print(&m, text, sizeof text);
    ck_assert_str_eq(text, "buffer_store_b32 v252, off, s[4:7], 0.5 offset:240 slc");
    uint8_t lit2[12];
    memcpy(lit2, lit, 8);
    memcpy(lit2 + 8, lit + 12, 4);
    ck_assert_int_eq(vj_mem_decode(VJ_GFX1100, lit2, 12, 0, &m, &r), VJ_OK);
    vj_mem_print(&m, text, sizeof text);
    ck_assert_str_eq(text, "buffer_store_b32 v252, off, s[4:7], -1 offset:240 slc");
    lit2[8] = 0x34, lit2[9] = 0x12, lit2[10] = 0, lit2[11] = 0;
    ck_assert_int_eq(vj_mem_decode(VJ_GFX1100, lit2, 12, 0, &m, &r), VJ_OK);
    vj_mem_print(&m, text, sizeof text);
    ck_assert_str_eq(text, "buffer_store_b32 v252, off, s[4:7], 0x1234 offset:240 slc");
    ck_assert_int_eq(vj_mem_decode(VJ_GFX1100, lit, 10, 0, &m, &r), VJ_ERR_TRUNCATED);
    /* vj_decode refuses a buffer word by name */
    vj_inst in;
    ck_assert_int_eq(vj_decode(VJ_GFX908, 64, mt9, sizeof mt9, 0, &in, &d), VJ_ERR_UNSUPPORTED);
    ck_assert_ptr_nonnull(strstr(d.msg, "tbuffer_load_format_x is valid on gfx908 but not"));
}
END_TEST

START_TEST(bad_memory_lines_are_errors_that_say_where)
{
    vj_minst m;
    vj_status st;
    vj_diag d = {.msg = ""};
    ck_assert(vj_mem_asm_line(VJ_GFX1100, "s_load_b32 s1, v[2:3], 0", "t.s", 4, &m, &st, &d));
    ck_assert_int_eq(st, VJ_ERR_ASM);
    ck_assert_str_eq(d.msg, "t.s:4:16: error: invalid operand for instruction");
    ck_assert(vj_mem_asm_line(VJ_GFX1100, "s_load_b32 s1", "t.s", 1, &m, &st, &d));
    ck_assert_int_eq(st, VJ_ERR_ASM);
    /* a name another family has: refused for this target */
    ck_assert(vj_mem_asm_line(VJ_GFX908, "s_load_b32 s1, s[2:3], 0", "t.s", 1, &m, &st, &d));
    ck_assert_int_eq(st, VJ_ERR_TARGET);
    ck_assert(!vj_mem_asm_line(VJ_GFX908, "v_add_u32 v1, v2, v3", "t.s", 1, &m, &st, &d));
    /* buffer lines llvm-mc-19 refuses, with its messages and columns */
    ck_assert(vj_mem_asm_line(VJ_GFX908, "buffer_store_dword v[5:6], off, s[8:11], s3 tfe", "t.s",
                              1, &m, &st, &d));
    ck_assert_int_eq(st, VJ_ERR_ASM);
    ck_assert_str_eq(d.msg, "t.s:1:45: error: TFE modifier has no meaning for store instructions");
    ck_assert(vj_mem_asm_line(
        VJ_GFX908, "tbuffer_load_format_x v5, off, s[8:11], s3 format:[BUF_FMT_32_FLOAT]", "t.s",
        1, &m, &st, &d));
    ck_assert_str_eq(d.msg, "t.s:1:52: error: unified format is not supported on this GPU");
    ck_assert(vj_mem_asm_line(VJ_GFX908, "buffer_load_dword v5, v1, s[8:11], s3", "t.s", 1, &m,
                              &st, &d));
    ck_assert_str_eq(d.msg, "t.s:1:1: error: too few operands for instruction");
    /* llvm-mc-19 assembles GFX10's atomics with DLC and its disassembler refuses them: we
     * refuse them (design.md) */
    ck_assert(vj_mem_asm_line(VJ_GFX1030, "buffer_atomic_add v5, off, s[8:11], s3 glc dlc", "t.s",
                              1, &m, &st, &d));
    ck_assert_int_eq(st, VJ_ERR_ASM);
    /* a truncated word; an opcode no target has (GFX10 SMEM 0xff) */
    static const uint8_t cut[] = {0x41, 0x01, 0x00, 0xf4, 0x10};
    vj_report r;
    ck_assert_int_eq(vj_mem_decode(VJ_GFX1030, cut, sizeof cut, 0, &m, &r), VJ_ERR_TRUNCATED);
    static const uint8_t none[] = {0x41, 0x01, 0xfc, 0xf7, 0x10, 0x00, 0x00, 0xfa};
    ck_assert_int_eq(vj_mem_decode(VJ_GFX1030, none, sizeof none, 0, &m, &r), VJ_ERR_DECODE);
}
END_TEST

/* vj_decode (and so vj_translate) refuses a memory word by its name. */
START_TEST(the_decoder_refuses_memory_words_by_name)
{
    static const uint8_t w[] = {0x41, 0x01, 0x00, 0xf4, 0x10, 0x00, 0x00, 0xf8};
    vj_inst in;
    vj_diag d = {.msg = ""};
    ck_assert_int_eq(vj_decode(VJ_GFX1100, 32, w, sizeof w, 0, &in, &d), VJ_ERR_UNSUPPORTED);
    ck_assert_ptr_nonnull(strstr(d.msg, "s_load_b32 is valid on gfx1100 but not supported"));
}
END_TEST

/* A listing assembles memory lines and keeps them out of every run. */
START_TEST(listings_keep_memory_instructions_out_of_runs)
{
    vj_asm_result res;
    vj_diag d = {.msg = ""};
    const char *text =
        "v_add_u32 v1, v2, v3\ns_load_dword s0, s[2:3], 0x10\nv_add_u32 v4, v5, v6\n";
    ck_assert_int_eq(vj_asm_text_all(VJ_GFX908, 64, text, "t.s", &res, &d), VJ_OK);
    ck_assert_uint_eq(res.nerrors, 0);
    ck_assert_uint_eq(res.len, 16);
    ck_assert_uint_eq(res.nruns, 2);
    ck_assert_uint_eq(res.nlocs, 3);
    ck_assert_uint_eq(res.locs[1].run, VJ_ASM_NO_RUN);
    vj_asm_result_free(&res);
}
END_TEST

Suite *vj_test_suite(void)
{
    Suite *s = suite_create("mem");
    TCase *tc = tcase_create("mem");
    tcase_set_timeout(tc, 60);
    tcase_add_test(tc, every_row_round_trips_as_llvm_mc_19);
    tcase_add_test(tc, fields_are_where_the_isa_puts_them);
    tcase_add_test(tc, buffer_fields_are_where_the_isa_puts_them);
    tcase_add_test(tc, bad_memory_lines_are_errors_that_say_where);
    tcase_add_test(tc, the_decoder_refuses_memory_words_by_name);
    tcase_add_test(tc, listings_keep_memory_instructions_out_of_runs);
    suite_add_tcase(s, tc);
    return s;
}
