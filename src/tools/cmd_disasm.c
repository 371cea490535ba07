/* cmd_disasm: the 'disasm' subcommand (a thin wrapper over the public API). */
#include "config.h"

#include "tools/cli.h"

int vj_cmd_disasm(int argc, char **argv)
{
    (void)argc;
    (void)argv;
    vj_cli_error("disasm", "not implemented yet");
    return 2;
}
