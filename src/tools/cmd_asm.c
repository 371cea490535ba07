/* cmd_asm: the 'asm' subcommand (a thin wrapper over the public API). */
#include "config.h"

#include "tools/cli.h"

int vj_cmd_asm(int argc, char **argv)
{
    (void)argc;
    (void)argv;
    vj_cli_error("asm", "not implemented yet");
    return 2;
}
