/* cmd_fold: the 'fold' subcommand (a thin wrapper over the public API). */
#include "config.h"

#include "tools/cli.h"

int vj_cmd_fold(int argc, char **argv)
{
    (void)argc;
    (void)argv;
    vj_cli_error("fold", "not implemented yet");
    return 2;
}
