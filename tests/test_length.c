/* test_length: vj_inst_describe on hand-worked instructions of every
 * family, each with the bytes llvm-mc-19 -show-encoding gives for the text
 * in its comment, and the errors a caller meets (what and where). The
 * random-word and kernel-corpus differential is test_length_diff. */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "testutil.h"
#include "vop3jit.h"

enum { ANY = -1 };

typedef struct {
    vj_target target;
    const char *bytes; /* llvm-mc's encoding, as it prints it */
    size_t give;       /* bytes passed (0: all of them) */
    vj_status status;
    size_t length;
    vj_inst_class cls;
    vj_inst_flow flow;
    int64_t branch;   /* the target offset, or INT64_MIN when it has none */
    int translatable; /* or ANY */
    const char *text; /* what llvm-mc prints */
} case_row;

#define NONE INT64_MIN
static const case_row cases[] = {
    /* a scalar op with a literal is 8 bytes, without 4 */
    {VJ_GFX1100, "0xff,0x00,0x80,0xbe,0x44,0x33,0x22,0x11", 0, VJ_OK, 8, VJ_CLASS_SOP1,
     VJ_FLOW_NONE, NONE, 0, "s_mov_b32 s0, 0x11223344"},
    {VJ_GFX1100, "0x01,0x00,0x80,0xbe", 0, VJ_OK, 4, VJ_CLASS_SOP1, VJ_FLOW_NONE, NONE, 0,
     "s_mov_b32 s0, s1"},
    /* the same with its literal cut off */
    {VJ_GFX1100, "0xff,0x00,0x80,0xbe,0x44,0x33,0x22,0x11", 4, VJ_ERR_TRUNCATED, 0, VJ_CLASS_SOP1,
     VJ_FLOW_NONE, NONE, 0, "s_mov_b32 s0, 0x11223344"},
    {VJ_GFX1100, "0x01,0xf8,0x80,0xb9,0x01,0x00,0x00,0x00", 0, VJ_OK, 8, VJ_CLASS_SOPK,
     VJ_FLOW_NONE, NONE, 0, "s_setreg_imm32_b32 hwreg(HW_REG_MODE), 1"},
    {VJ_GFX1200, "0x01,0x02,0x80,0xa2,0x34,0x12,0x00,0x00", 0, VJ_OK, 8, VJ_CLASS_SOP2,
     VJ_FLOW_NONE, NONE, 0, "s_fmaak_f32 s0, s1, s2, 0x1234"},
    /* control flow: s_endpgm's opcode moved on GFX11 */
    {VJ_GFX1100, "0x00,0x00,0xb0,0xbf", 0, VJ_OK, 4, VJ_CLASS_SOPP, VJ_FLOW_END, NONE, 0,
     "s_endpgm"},
    {VJ_GFX90A, "0x00,0x00,0x81,0xbf", 0, VJ_OK, 4, VJ_CLASS_SOPP, VJ_FLOW_END, NONE, 0,
     "s_endpgm"},
    /* 0x20 + 4 + 769 * 4 = 0xc28 in md5.gfx1100.o: 4 + 3076 from the branch */
    {VJ_GFX1100, "0x01,0x03,0xa5,0xbf", 0, VJ_OK, 4, VJ_CLASS_SOPP, VJ_FLOW_BRANCH, 3080, 0,
     "s_cbranch_execz 769"},
    {VJ_GFX1100, "0xfe,0xff,0xa0,0xbf", 0, VJ_OK, 4, VJ_CLASS_SOPP, VJ_FLOW_JUMP, -4, 0,
     "s_branch -2"},
    {VJ_GFX1100, "0x00,0x47,0x80,0xbe", 0, VJ_OK, 4, VJ_CLASS_SOP1, VJ_FLOW_NONE, NONE, 0,
     "s_getpc_b64 s[0:1]"},
    {VJ_GFX1100, "0x04,0x49,0x9e,0xbe", 0, VJ_OK, 4, VJ_CLASS_SOP1, VJ_FLOW_CALL, NONE, 0,
     "s_swappc_b64 s[30:31], s[4:5]"},
    {VJ_GFX90A, "0x00,0x2e,0x80,0xbe", 0, VJ_OK, 4, VJ_CLASS_SOP1, VJ_FLOW_INDIRECT, NONE, 0,
     "s_cbranch_join s0"},
    /* vector ALU: translatable is the decoder's verdict */
    {VJ_GFX1100, "0x00,0x00,0x44,0xd6,0x01,0x05,0x0e,0x04", 0, VJ_OK, 8, VJ_CLASS_VOP3,
     VJ_FLOW_NONE, NONE, 1, "v_perm_b32 v0, v1, v2, v3"},
    {VJ_GFX1100, "0x00,0x00,0x44,0xd6,0x01,0x05,0xfe,0x03,0x03,0x02,0x01,0x00", 0, VJ_OK, 12,
     VJ_CLASS_VOP3, VJ_FLOW_NONE, NONE, 1, "v_perm_b32 v0, v1, v2, 0x10203"},
    {VJ_GFX1100, "0x00,0x00,0x44,0xd6,0x01,0x05,0xfe,0x03,0x03,0x02,0x01,0x00", 8,
     VJ_ERR_TRUNCATED, 0, VJ_CLASS_VOP3, VJ_FLOW_NONE, NONE, 0, "v_perm_b32 v0, v1, v2, 0x10203"},
    /* GFX9 VOP3 has no literal: a source field 255 adds nothing */
    {VJ_GFX90A, "0x00,0x00,0xed,0xd1,0x01,0x05,0x0e,0x00", 0, VJ_OK, 8, VJ_CLASS_VOP3,
     VJ_FLOW_NONE, NONE, 1, "v_perm_b32 v0, v1, v2, s3"},
    /* (room fdpp: the f32 DPP forms translate; issue 29: an f16 arithmetic
     * one too, and an f16 transcendental's) */
    {VJ_GFX1100, "0xfa,0x04,0x00,0x06,0x01,0xe4,0x00,0xff", 0, VJ_OK, 8, VJ_CLASS_VOP2,
     VJ_FLOW_NONE, NONE, 1, "v_add_f32_dpp v0, v1, v2 quad_perm:[0,1,2,3] row_mask:0xf"},
    {VJ_GFX1100, "0x00,0x00,0x03,0xd5,0xe9,0x04,0x02,0x00,0x01,0x88,0xc6,0xfa", 0, VJ_OK, 12,
     VJ_CLASS_VOP3, VJ_FLOW_NONE, NONE, 1, "v_add_f32_e64_dpp v0, v1, v2 dpp8:[0,1,2,3,4,5,6,7]"},
    {VJ_GFX1100, "0xfa,0x04,0x00,0x64,0x01,0xe4,0x00,0xff", 0, VJ_OK, 8, VJ_CLASS_VOP2,
     VJ_FLOW_NONE, NONE, 1, "v_add_f16_dpp v0, v1, v2 quad_perm:[0,1,2,3] row_mask:0xf"},
    {VJ_GFX1100, "0xfa,0xaa,0x00,0x7e,0x01,0xe4,0x00,0xff", 0, VJ_OK, 8, VJ_CLASS_VOP1,
     VJ_FLOW_NONE, NONE, 1, "v_sqrt_f16_dpp v0, v1 quad_perm:[0,1,2,3] row_mask:0xf"},
    /* VOP3-DPP and a literal from another source: 16 bytes */
    {VJ_GFX1200, "0xff,0x00,0x67,0xd6,0xfa,0xfe,0xbd,0x04,0x01,0xe4,0x00,0xff,0x5b,0x7e,0x80,0xbf",
     0, VJ_OK, 16, VJ_CLASS_VOP3, VJ_FLOW_NONE, NONE, 0,
     "v_dot2_bf16_bf16_e64_dpp v255, v1, 0xbf807e5b, v47 quad_perm:[0,1,2,3] row_mask:0xf"},
    {VJ_GFX90A, "0xf9,0x04,0x00,0x68,0x01,0x00,0x06,0x06", 0, VJ_OK, 8, VJ_CLASS_VOP2,
     VJ_FLOW_NONE, NONE, ANY, "v_add_u32_sdwa v0, v1, v2 dst_sel:BYTE_0 ..."},
    {VJ_GFX90A, "0x01,0x05,0x00,0x30,0x34,0x12,0x00,0x00", 0, VJ_OK, 8, VJ_CLASS_VOP2,
     VJ_FLOW_NONE, NONE, ANY, "v_madak_f32 v0, v1, v2, 0x1234 (the K is always there)"},
    {VJ_GFX1100, "0x01,0x05,0x50,0xc8,0x04,0x01,0x02,0x00,0x34,0x12,0x00,0x00", 0, VJ_OK, 12,
     VJ_CLASS_VOPD, VJ_FLOW_NONE, NONE, ANY,
     "v_dual_fmaak_f32 v0, v1, v2, 0x1234 :: v_dual_mov_b32 v3, v4"},
    /* where llvm-mc-19 reads fields otherwise than the hardware: a VOPC-like
     * VDST of 255 takes a literal (printed "Invalid immediate"); GFX10's
     * VOP3 interpolation has an attribute, not a source, in SRC0 */
    {VJ_GFX1030, "0xff,0x00,0x60,0xd7,0x51,0x64,0x01,0x00,0x5b,0x7e,0x80,0xbf", 0, VJ_OK, 12,
     VJ_CLASS_VOP3, VJ_FLOW_NONE, NONE, ANY,
     "v_readlane_b32 0xbf807e5b/*Invalid immediate*/, s81/*Invalid register...*/, 50"},
    {VJ_GFX1010, "0x34,0x00,0x43,0xd7,0xff,0x9c,0xb6,0x01,0x5b,0x7e,0x80,0xbf", 0, VJ_OK, 8,
     VJ_CLASS_VOP3, VJ_FLOW_NONE, NONE, ANY,
     "v_interp_p1lv_f16 v52, v78, attr63.w, ttmp1/*Invalid register...*/ (then s_nop)"},
    {VJ_GFX1100, "0x00,0x00,0x50,0xe0,0x00,0x00,0x00,0xff,0x5b,0x7e,0x80,0xbf", 0, VJ_OK, 12,
     VJ_CLASS_MUBUF, VJ_FLOW_NONE, NONE, 0, "buffer_load_b32 v0, off, s[0:3], 0xbf807e5b"},
    /* memory: MIMG NSA dwords, GFX12's 12-byte forms */
    {VJ_GFX1030,
     "0x16,0x01,0xe8,0xf0,0x00,0x00,0x40,0x00,0x01,0x02,0x03,0x04,0x05,0x06,0x07,0x08,0x09,0x0a,"
     "0x00,0x00",
     0, VJ_OK, 20, VJ_CLASS_MIMG, VJ_FLOW_NONE, NONE, 0,
     "image_sample_c_d_o v0, [v0, v1, ..., v10], s[0:7], s[8:11] dmask:0x1 dim:SQ_RSRC_IMG_3D"},
    {VJ_GFX1100, "0x81,0x8f,0x64,0xf0,0x09,0x04,0x01,0x00,0x0a,0x0b,0x0e,0x11", 0, VJ_OK, 12,
     VJ_CLASS_MIMG, VJ_FLOW_NONE, NONE, 0,
     "image_bvh_intersect_ray v[4:7], [v9, v10, v[11:13], v[14:16], v[17:19]], s[4:7]"},
    {VJ_GFX1100, "0x00,0x00,0x52,0xdc,0x00,0x00,0x7c,0x00", 0, VJ_OK, 8, VJ_CLASS_GLOBAL,
     VJ_FLOW_NONE, NONE, 0, "global_load_b32 v0, v[0:1], off"},
    {VJ_GFX1200, "0x7c,0x00,0x05,0xee,0x00,0x00,0x00,0x00,0x00,0x00,0x00,0x00", 0, VJ_OK, 12,
     VJ_CLASS_GLOBAL, VJ_FLOW_NONE, NONE, 0, "global_load_b32 v0, v[0:1], off"},
    {VJ_GFX1200, "0x7c,0x00,0x05,0xc4,0x00,0x00,0x80,0x00,0x00,0x00,0x00,0x00", 0, VJ_OK, 12,
     VJ_CLASS_VBUFFER, VJ_FLOW_NONE, NONE, 0, "buffer_load_b32 v0, off, s[0:3], null"},
    {VJ_GFX1100, "0x00,0x00,0xd8,0xd8,0x01,0x00,0x00,0x00", 0, VJ_OK, 8, VJ_CLASS_DS, VJ_FLOW_NONE,
     NONE, 0, "ds_load_b32 v0, v1"},
    /* 111111 is no class on any family; nor is GFX9's 110010 */
    {VJ_GFX1100, "0x00,0x00,0x00,0xfc", 0, VJ_ERR_DECODE, 0, VJ_CLASS_INVALID, VJ_FLOW_NONE, NONE,
     0, "(invalid instruction encoding)"},
    {VJ_GFX908, "0x00,0x00,0x00,0xc8", 0, VJ_ERR_DECODE, 0, VJ_CLASS_INVALID, VJ_FLOW_NONE, NONE,
     0, "(invalid instruction encoding)"},
    /* fewer than 4 bytes */
    {VJ_GFX1100, "0x00,0x00,0xb0,0xbf", 3, VJ_ERR_TRUNCATED, 0, VJ_CLASS_INVALID, VJ_FLOW_NONE,
     NONE, 0, "s_endpgm"},
};

static size_t parse_bytes(const char *s, uint8_t *b, size_t max)
{
    size_t n = 0;
    while (*s && n < max) {
        char *end;
        unsigned long v = strtoul(s, &end, 16);
        if (end == s)
            break;
        b[n++] = (uint8_t)v;
        s = *end == ',' ? end + 1 : end;
    }
    return n;
}

START_TEST(lengths_classes_and_flow_are_llvm_mcs)
{
    const case_row *c = &cases[_i];
    vj_options o;
    vj_options_init(&o);
    o.target = c->target;
    vj_context *ctx = vj_context_new(&o, NULL);
    ck_assert_ptr_nonnull(ctx);
    uint8_t b[32];
    size_t n = parse_bytes(c->bytes, b, sizeof b);
    vj_inst_desc d;
    vj_status st = vj_inst_describe(ctx, b, c->give ? c->give : n, 0, &d);
    ck_assert_msg(st == c->status, "%s: status %s, want %s (%s)", c->text, vj_status_string(st),
                  vj_status_string(c->status), vj_last_error(ctx));
    ck_assert_msg(d.length == c->length, "%s: %zu bytes, want %zu", c->text, d.length, c->length);
    ck_assert_msg(d.cls == c->cls, "%s: class %s, want %s", c->text, vj_inst_class_name(d.cls),
                  vj_inst_class_name(c->cls));
    if (st != VJ_OK) {
        ck_assert_str_ne(vj_last_error(ctx), "");
        vj_context_free(ctx);
        return;
    }
    ck_assert_msg(d.flow == c->flow, "%s: flow %d, want %d", c->text, d.flow, c->flow);
    ck_assert_int_eq(d.ends_block, c->flow != VJ_FLOW_NONE);
    ck_assert_int_eq(d.has_target, c->branch != NONE);
    if (c->branch != NONE)
        ck_assert_msg(d.target == c->branch, "%s: target %lld, want %lld", c->text,
                      (long long)d.target, (long long)c->branch);
    if (c->translatable != ANY)
        ck_assert_msg(!d.translatable == !c->translatable, "%s: translatable %d", c->text,
                      d.translatable);
    vj_context_free(ctx);
}
END_TEST

START_TEST(errors_say_what_and_where)
{
    vj_context *ctx = vj_context_new(NULL, NULL);
    ck_assert_ptr_nonnull(ctx);
    /* s_endpgm, then s_mov_b32 s0, <literal> without its literal */
    const uint8_t code[] = {0x00, 0x00, 0xb0, 0xbf, 0xff, 0x00, 0x80, 0xbe};
    vj_inst_desc d;
    ck_assert_int_eq(vj_inst_describe(ctx, code, sizeof code, 4, &d), VJ_ERR_TRUNCATED);
    ck_assert_str_eq(vj_last_error(ctx),
                     "byte offset 4: truncated instruction (this sop1 needs 8 bytes, 4 remain)");
    const uint8_t bad[] = {0x00, 0x00, 0xb0, 0xbf, 0x00, 0x00, 0x00, 0xfc};
    ck_assert_int_eq(vj_inst_describe(ctx, bad, sizeof bad, 4, &d), VJ_ERR_DECODE);
    ck_assert_str_eq(vj_last_error(ctx), "byte offset 4: invalid instruction encoding "
                                         "(0xfc000000 is in no encoding class of gfx1100)");
    /* a VOP3 whose literal depends on its second dword, of which 4 bytes are given */
    const uint8_t half[] = {0x00, 0x00, 0x44, 0xd6};
    ck_assert_int_eq(vj_inst_describe(ctx, half, sizeof half, 0, &d), VJ_ERR_TRUNCATED);
    ck_assert_str_eq(vj_last_error(ctx), "byte offset 0: truncated instruction (this vop3 needs "
                                         "at least 8 bytes, 4 remain)");
    ck_assert_int_eq(vj_inst_describe(ctx, NULL, 4, 0, &d), VJ_ERR_ARG);
    ck_assert_int_eq(vj_inst_describe(ctx, code, sizeof code, 9, &d), VJ_ERR_ARG);
    ck_assert_int_eq(vj_inst_describe(ctx, code, sizeof code, 0, NULL), VJ_ERR_ARG);
    ck_assert_int_eq(vj_inst_describe(NULL, code, sizeof code, 0, &d), VJ_ERR_ARG);
    ck_assert_int_eq(vj_inst_describe(ctx, code, sizeof code, 0, &d), VJ_OK);
    ck_assert_str_eq(vj_last_error(ctx), "");
    vj_context_free(ctx);
}
END_TEST

START_TEST(class_names_are_the_manuals)
{
    ck_assert_str_eq(vj_inst_class_name(VJ_CLASS_INVALID), "invalid");
    ck_assert_str_eq(vj_inst_class_name(VJ_CLASS_SOPP), "sopp");
    ck_assert_str_eq(vj_inst_class_name(VJ_CLASS_VOP3P), "vop3p");
    ck_assert_str_eq(vj_inst_class_name(VJ_CLASS_VSAMPLE), "vsample");
    for (int c = 0; c < VJ_CLASS_COUNT; c++)
        ck_assert_ptr_nonnull(vj_inst_class_name((vj_inst_class)c));
    ck_assert_ptr_null(vj_inst_class_name(VJ_CLASS_COUNT));
    ck_assert(vj_inst_class_is_valu(VJ_CLASS_VOPD));
    ck_assert(vj_inst_class_is_valu(VJ_CLASS_VOP3P));
    ck_assert(!vj_inst_class_is_valu(VJ_CLASS_VINTERP));
    ck_assert(!vj_inst_class_is_valu(VJ_CLASS_SOP1));
    ck_assert(!vj_inst_class_is_valu(VJ_CLASS_COUNT));
}
END_TEST

/* The scheduling hints (llvm-mc-19 bytes): s_nop 0 [00 00 80 bf] on every
 * family; s_delay_alu instid0(VALU_DEP_1) [01 00 87 bf] on gfx1100 and
 * gfx1200. On gfx90a SOPP opcode 7 is s_cbranch_vccnz (a branch), and
 * s_endpgm or s_waitcnt is no hint anywhere. */
START_TEST(scheduling_hints_are_marked)
{
    static const struct {
        vj_target t;
        uint8_t b[4];
        int hint;
    } rows[] = {
        {VJ_GFX1100, {0x00, 0x00, 0x80, 0xbf}, 1}, {VJ_GFX1100, {0x01, 0x00, 0x87, 0xbf}, 1},
        {VJ_GFX1200, {0x01, 0x00, 0x87, 0xbf}, 1}, {VJ_GFX90A, {0x00, 0x00, 0x80, 0xbf}, 1},
        {VJ_GFX1030, {0x07, 0x00, 0x80, 0xbf}, 1}, {VJ_GFX90A, {0x01, 0x00, 0x87, 0xbf}, 0},
        {VJ_GFX1100, {0x00, 0x00, 0xb0, 0xbf}, 0}, {VJ_GFX1100, {0x07, 0xfc, 0x89, 0xbf}, 0},
    };
    for (size_t i = 0; i < sizeof rows / sizeof rows[0]; i++) {
        vj_options o;
        vj_options_init(&o);
        o.target = rows[i].t;
        vj_context *ctx = vj_context_new(&o, NULL);
        vj_inst_desc d;
        ck_assert_int_eq(vj_inst_describe(ctx, rows[i].b, 4, 0, &d), VJ_OK);
        ck_assert_msg(d.hint == rows[i].hint, "row %zu: hint %d", i, d.hint);
        vj_context_free(ctx);
    }
}
END_TEST

Suite *vj_test_suite(void)
{
    Suite *s = suite_create("length");
    TCase *tc = tcase_create("length");
    tcase_add_loop_test(tc, lengths_classes_and_flow_are_llvm_mcs, 0,
                        (int)(sizeof cases / sizeof cases[0]));
    tcase_add_test(tc, errors_say_what_and_where);
    tcase_add_test(tc, class_names_are_the_manuals);
    tcase_add_test(tc, scheduling_hints_are_marked);
    suite_add_tcase(s, tc);
    return s;
}
