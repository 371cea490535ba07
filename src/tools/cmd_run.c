/* cmd_run: the 'run' subcommand (a thin wrapper over the public API). */
#include "config.h"

#include "tools/cli.h"

int vj_cmd_run(int argc, char **argv)
{
    (void)argc;
    (void)argv;
    vj_cli_error("run", "not implemented yet");
    return 2;
}
