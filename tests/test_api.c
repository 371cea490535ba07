/* test_api: the public API's small pieces: version, targets and their
 * aliases, status and engine names. */
#include "config.h"

#include <string.h>

#include "testutil.h"
#include "vop3jit.h"

START_TEST(version_matches_the_header)
{
    ck_assert_str_eq(vj_version(), VJ_VERSION_STRING);
    ck_assert_str_eq(vj_version(), PACKAGE_VERSION);
}
END_TEST

/* Every LLVM -mcpu name and its marketing alias parse to the same target. */
START_TEST(targets_parse_by_name_and_alias)
{
    static const struct {
        const char *name, *alias;
        vj_target t;
        unsigned wave;
    } cases[] = {
        {"gfx908", "cdna1", VJ_GFX908, 64},   {"gfx90a", "cdna2", VJ_GFX90A, 64},
        {"gfx942", "cdna3", VJ_GFX942, 64},   {"gfx950", "cdna4", VJ_GFX950, 64},
        {"gfx1010", "rdna1", VJ_GFX1010, 32}, {"gfx1030", "rdna2", VJ_GFX1030, 32},
        {"gfx1100", "rdna3", VJ_GFX1100, 32}, {"gfx1150", "rdna3.5", VJ_GFX1150, 32},
        {"gfx1200", "rdna4", VJ_GFX1200, 32}, {"gfx1250", "cdna5", VJ_GFX1250, 32},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        vj_target t = VJ_TARGET_COUNT;
        ck_assert_int_eq(vj_target_parse(cases[i].name, &t), VJ_OK);
        ck_assert_int_eq(t, cases[i].t);
        t = VJ_TARGET_COUNT;
        ck_assert_int_eq(vj_target_parse(cases[i].alias, &t), VJ_OK);
        ck_assert_int_eq(t, cases[i].t);
        ck_assert_str_eq(vj_target_name(cases[i].t), cases[i].name);
        ck_assert_uint_eq(vj_target_default_wave(cases[i].t), cases[i].wave);
    }
}
END_TEST

START_TEST(unknown_targets_are_rejected)
{
    vj_target t = VJ_GFX908;
    ck_assert_int_eq(vj_target_parse("gfx1101x", &t), VJ_ERR_TARGET);
    ck_assert_int_eq(vj_target_parse("", &t), VJ_ERR_TARGET);
    ck_assert_int_eq(t, VJ_GFX908); /* untouched on failure */
    ck_assert_int_eq(vj_target_parse(NULL, &t), VJ_ERR_ARG);
    ck_assert_ptr_null(vj_target_name(VJ_TARGET_COUNT));
}
END_TEST

START_TEST(every_status_has_a_distinct_name)
{
    for (int i = 0; i < VJ_STATUS_COUNT; i++) {
        ck_assert_ptr_nonnull(vj_status_string((vj_status)i));
        for (int j = 0; j < i; j++)
            ck_assert_str_ne(vj_status_string((vj_status)i), vj_status_string((vj_status)j));
    }
    ck_assert_str_eq(vj_status_string(VJ_STATUS_COUNT), "unknown status");
}
END_TEST

START_TEST(engines_round_trip_through_their_names)
{
    for (int i = 0; i < VJ_ENGINE_COUNT; i++) {
        vj_engine e;
        ck_assert_int_eq(vj_engine_parse(vj_engine_name((vj_engine)i), &e), VJ_OK);
        ck_assert_int_eq(e, i);
    }
    vj_engine e;
    ck_assert_int_eq(vj_engine_parse("fast", &e), VJ_ERR_ARG);
}
END_TEST

Suite *vj_test_suite(void)
{
    Suite *s = suite_create("api");
    TCase *tc = tcase_create("basics");
    tcase_add_test(tc, version_matches_the_header);
    tcase_add_test(tc, targets_parse_by_name_and_alias);
    tcase_add_test(tc, unknown_targets_are_rejected);
    tcase_add_test(tc, every_status_has_a_distinct_name);
    tcase_add_test(tc, engines_round_trip_through_their_names);
    suite_add_tcase(s, tc);
    return s;
}
