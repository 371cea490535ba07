/* cmd_bench: the 'bench' subcommand (a thin wrapper over the public API). */
#include "config.h"

#include "tools/cli.h"

int vj_cmd_bench(int argc, char **argv)
{
    (void)argc;
    (void)argv;
    vj_cli_error("bench", "not implemented yet");
    return 2;
}
