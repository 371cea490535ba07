/* testmain: runs the program's suite; output format comes from the
 * environment (make check asks Check for TAP on stdout). */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "ir/state.h"
#include "testutil.h"

struct vj_wave *vj_test_wave_new(unsigned wave_size)
{
    struct vj_wave *w = aligned_alloc(64, sizeof *w);
    ck_assert_ptr_nonnull(w);
    memset(w, 0, sizeof *w);
    w->wave_size = wave_size;
    return w;
}

const char *vj_test_datadir(void)
{
    const char *d = getenv("VJ_TESTDATA");
    return d && *d ? d : "tests/data";
}

int main(void)
{
    SRunner *sr = srunner_create(vj_test_suite());
    srunner_run_all(sr, CK_ENV);
    int failed = srunner_ntests_failed(sr);
    srunner_free(sr);
    return failed == 0 ? EXIT_SUCCESS : EXIT_FAILURE;
}
