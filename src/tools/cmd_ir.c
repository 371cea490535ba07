/* cmd_ir: the 'ir' subcommand (a thin wrapper over the public API). */
#include "config.h"

#include "tools/cli.h"

int vj_cmd_ir(int argc, char **argv)
{
    (void)argc;
    (void)argv;
    vj_cli_error("ir", "not implemented yet");
    return 2;
}
