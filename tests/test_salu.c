/* test_salu: the scalar encodings (salu.c, salu_asm.c) against what llvm-mc-19 printed and
 * encoded for every row of the sweep on every target (tests/data/frontend/salu_roundtrip.txt,
 * made by tests/gen_salu_data.sh), plus the hooks: vj_decode refuses by name, listings. */
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

/* Every line: the bytes decode and print as llvm-mc-19's text (where its
 * assembler prints what its disassembler does), and the text assembles to
 * exactly the bytes. Every row of the sweep on every target has a line. */
START_TEST(every_row_round_trips_as_llvm_mc_19)
{
    char path[512];
    snprintf(path, sizeof path, "%s/frontend/salu_roundtrip.txt", vj_test_datadir());
    FILE *f = fopen(path, "r");
    ck_assert_msg(f != NULL, "cannot open %s", path);
    static unsigned char seen[2048][VJ_TARGET_COUNT];
    memset(seen, 0, sizeof seen);
    ck_assert_uint_le(vj_salu_count, 2048);
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
        uint8_t want[8], got[8];
        size_t n = parse_bytes(bytes, want, sizeof want);
        lines++;
        vj_sinst s;
        vj_report r;
        char printed[160];
        if (vj_salu_decode(t, want, n, 0, &s, &r) != VJ_OK || s.len != n) {
            bad++;
            fprintf(stderr, "%s: %s: decode: %s\n", tname, text, r.text.msg);
            continue;
        }
        seen[s.row - vj_salu_table][t] = 1;
        vj_salu_print(&s, printed, sizeof printed);
        /* llvm-mc's assembler prints s_version's flag expressions folded */
        if (strcmp(printed, text) != 0 && strncmp(text, "s_version ", 10) != 0) {
            bad++;
            fprintf(stderr, "%s: printed '%s', llvm-mc '%s'\n", tname, printed, text);
        }
        vj_sinst a;
        vj_status st;
        vj_diag d = {.msg = ""};
        if (!vj_salu_asm_line(t, text, "t.s", 1, &a, &st, &d) || st != VJ_OK) {
            bad++;
            fprintf(stderr, "%s: '%s' not assembled: %s\n", tname, text, d.msg);
            continue;
        }
        size_t m = vj_salu_encode(&a, got);
        if (m != n || memcmp(got, want, n) != 0) {
            bad++;
            fprintf(stderr, "%s: '%s' assembled to %zu bytes, not %s\n", tname, text, m, bytes);
        }
    }
    fclose(f);
    ck_assert_uint_gt(lines, 4000);
    unsigned missing = 0;
    for (size_t i = 0; i < vj_salu_count; i++)
        for (unsigned t = 0; t < VJ_TARGET_COUNT; t++)
            if (t != VJ_GFX950 && t != VJ_GFX1250 && (vj_salu_table[i].targets >> t & 1u) &&
                vj_salu_table[i].fam == vj_target_family((vj_target)t) && !seen[i][t]) {
                missing++;
                fprintf(stderr, "%s on %s: no line\n", vj_salu_table[i].name,
                        vj_target_name((vj_target)t));
            }
    ck_assert_uint_eq(bad, 0);
    ck_assert_uint_eq(missing, 0);
}
END_TEST

/* Examples worked from the ISA's field layouts, not from llvm-mc's output. */
START_TEST(fields_are_where_the_isa_puts_them)
{
    /* SOP2 s_add_u32 (opcode 0) s5, s6, s7: 10 0000000 0000101 00000111 00000110 */
    vj_sinst s;
    vj_status st;
    vj_diag d = {.msg = ""};
    uint8_t b[8];
    ck_assert(vj_salu_asm_line(VJ_GFX908, "s_add_u32 s5, s6, s7", "t.s", 1, &s, &st, &d));
    ck_assert_int_eq(st, VJ_OK);
    ck_assert_uint_eq(vj_salu_encode(&s, b), 4);
    ck_assert_uint_eq(b[0] | b[1] << 8 | b[2] << 16 | (uint32_t)b[3] << 24, 0x80050706u);
    /* SOPP s_branch (opcode 2 on GFX9) -1: 101111111 0000010 + simm16 0xffff */
    ck_assert(vj_salu_asm_line(VJ_GFX908, "s_branch -1", "t.s", 1, &s, &st, &d));
    ck_assert_int_eq(st, VJ_OK);
    vj_salu_encode(&s, b);
    ck_assert_uint_eq(b[0] | b[1] << 8 | b[2] << 16 | (uint32_t)b[3] << 24, 0xbf82ffffu);
    /* GFX11 s_waitcnt: vmcnt 15:10, expcnt 2:0, lgkmcnt 9:4; lgkmcnt(0) alone
     * leaves the others at their maximum: 0xfc07 */
    ck_assert(vj_salu_asm_line(VJ_GFX1100, "s_waitcnt lgkmcnt(0)", "t.s", 1, &s, &st, &d));
    ck_assert_int_eq(st, VJ_OK);
    ck_assert_uint_eq(s.simm16, 0xfc07);
    /* a literal after the word: s_mov_b32 s0, 0x12345678 */
    ck_assert(vj_salu_asm_line(VJ_GFX1030, "s_mov_b32 s0, 0x12345678", "t.s", 1, &s, &st, &d));
    ck_assert_int_eq(st, VJ_OK);
    ck_assert_uint_eq(vj_salu_encode(&s, b), 8);
    ck_assert_uint_eq(s.ssrc0, 255);
    ck_assert_uint_eq(s.literal, 0x12345678u);
}
END_TEST

START_TEST(bad_scalar_lines_are_errors_that_say_where)
{
    vj_sinst s;
    vj_status st;
    vj_diag d = {.msg = ""};
    ck_assert(vj_salu_asm_line(VJ_GFX1100, "s_add_u32 s1, v2, s3", "t.s", 4, &s, &st, &d));
    ck_assert_int_eq(st, VJ_ERR_ASM);
    ck_assert_str_eq(d.msg, "t.s:4:15: error: invalid operand for instruction");
    ck_assert(vj_salu_asm_line(VJ_GFX1100, "s_add_u32 s1", "t.s", 1, &s, &st, &d));
    ck_assert_int_eq(st, VJ_ERR_ASM);
    /* a name another family has: refused for this target */
    ck_assert(vj_salu_asm_line(VJ_GFX908, "s_delay_alu 0", "t.s", 1, &s, &st, &d));
    ck_assert_int_eq(st, VJ_ERR_TARGET);
    ck_assert(!vj_salu_asm_line(VJ_GFX908, "v_add_u32 v1, v2, v3", "t.s", 1, &s, &st, &d));
    /* a truncated literal, an opcode no target has */
    static const uint8_t cut[] = {0xff, 0x00, 0x80, 0xbe, 0x00};
    vj_report r;
    ck_assert_int_eq(vj_salu_decode(VJ_GFX1100, cut, sizeof cut, 0, &s, &r), VJ_ERR_TRUNCATED);
    static const uint8_t none[] = {0x00, 0x00, 0xff, 0xbf};
    ck_assert_int_eq(vj_salu_decode(VJ_GFX1100, none, sizeof none, 0, &s, &r), VJ_ERR_DECODE);
}
END_TEST

/* vj_decode (and so vj_translate) refuses a scalar word by its name. */
START_TEST(the_decoder_refuses_scalar_words_by_name)
{
    static const uint8_t w[] = {0x04, 0x08, 0x02, 0x81}; /* s_add_i32 s2, s4, s8 */
    vj_inst in;
    vj_diag d = {.msg = ""};
    ck_assert_int_eq(vj_decode(VJ_GFX908, 64, w, sizeof w, 0, &in, &d), VJ_ERR_UNSUPPORTED);
    ck_assert_ptr_nonnull(strstr(d.msg, "s_add_i32 is valid on gfx908 but not supported"));
}
END_TEST

/* A listing assembles scalar lines and keeps them out of every run. */
START_TEST(listings_keep_scalar_instructions_out_of_runs)
{
    vj_asm_result res;
    vj_diag d = {.msg = ""};
    const char *text = "v_add_u32 v1, v2, v3\ns_add_u32 s0, s1, s2\nv_add_u32 v4, v5, v6\n";
    ck_assert_int_eq(vj_asm_text_all(VJ_GFX908, 64, text, "t.s", &res, &d), VJ_OK);
    ck_assert_uint_eq(res.nerrors, 0);
    ck_assert_uint_eq(res.len, 12);
    ck_assert_uint_eq(res.nruns, 2);
    ck_assert_uint_eq(res.nlocs, 3);
    ck_assert_uint_eq(res.locs[1].run, VJ_ASM_NO_RUN);
    vj_asm_result_free(&res);
    /* vj_asm_text (what vj_translate_asm reads) assembles them too: a block
     * runs the scalar rows lowering has (issue 30), test_salu_sem */
    ck_assert_int_eq(vj_asm_text(VJ_GFX908, 64, text, "t.s", &res, &d), VJ_OK);
    ck_assert_uint_eq(res.len, 12);
    vj_asm_result_free(&res);
}
END_TEST

Suite *vj_test_suite(void)
{
    Suite *s = suite_create("salu");
    TCase *tc = tcase_create("salu");
    tcase_set_timeout(tc, 60);
    tcase_add_test(tc, every_row_round_trips_as_llvm_mc_19);
    tcase_add_test(tc, fields_are_where_the_isa_puts_them);
    tcase_add_test(tc, bad_scalar_lines_are_errors_that_say_where);
    tcase_add_test(tc, the_decoder_refuses_scalar_words_by_name);
    tcase_add_test(tc, listings_keep_scalar_instructions_out_of_runs);
    suite_add_tcase(s, tc);
    return s;
}
