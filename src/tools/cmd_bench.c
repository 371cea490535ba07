/* cmd_bench: the 'bench' subcommand. The benchmark itself lives in bench/
 * (compiled into this program); this file only hands it the arguments. */
#include "config.h"

#include "tools/cli.h"

#include "../../bench/bench.h"

int vj_cmd_bench(int argc, char **argv)
{
    return vjb_main(argc, argv);
}
