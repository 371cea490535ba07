/* testmain: runs the program's suite; output format comes from the
 * environment (make check asks Check for TAP on stdout). */
#include "config.h"

#include <stdlib.h>

#include "testutil.h"

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
