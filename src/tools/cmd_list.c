/* cmd_list: the 'list' subcommand: the instructions vop3jit translates for
 * a target (insts.def), or with --all every vector ALU instruction llvm-mc-19
 * knows there (the sweep, valu.def), or --markdown the table of
 * docs/instructions.md. It prints the frontend's tables, which is why it
 * reads frontend.h; it decides nothing about an instruction itself. */
#include "config.h"

#include <getopt.h>
#include <string.h>

#include "frontend/frontend.h"
#include "tools/cli.h"

static void usage(FILE *out)
{
    fprintf(out,
            "Usage: %s list [OPTION]...\n"
            "List the vector ALU instructions vop3jit translates for a target, one a\n"
            "line: the name, its encoding class, its fidelity (exact: the bits hardware\n"
            "gives; model: a hardware model checked against captures on the target;\n"
            "approx: the correctly rounded or pseudocode value, from which hardware's may\n"
            "differ, refused by run --strict) and the forms we take (e32: the 32-bit form, e64:\n"
            "the VOP3 one, sdwa, dpp and dpp8: the 32-bit form's DPP16 and DPP8,\n"
            "e64-dpp and e64-dpp8: the VOP3 form's, vopd-x/vopd-y: a VOPD half).\n\n"
            "  -a, --arch=TARGET  target (-mcpu name or alias; default gfx1100)\n"
            "      --all          every vector ALU opcode llvm-mc-19 knows on the target:\n"
            "                     mnemonic, encoding, opcode, class (int, float, matrix,\n"
            "                     interp), supported or unsupported, a supported one's\n"
            "                     fidelity (exact, model or approx), the other forms\n"
            "                     llvm-mc decodes (sdwa, dpp, dpp8)\n"
            "      --markdown     the generated docs/instructions.md: for every target,\n"
            "                     the counts and the integer instructions (--arch ignored)\n"
            "  -h, --help         display this help and exit\n",
            vj_prog);
}

/* The forms of an instruction we take on a target, as text. */
static void forms(vj_inst_id id, vj_target t, char *buf, size_t size)
{
    vj_family fam = vj_target_family(t);
    int n = 0;
    buf[0] = '\0';
    if (vj_inst_has_e32(id, fam))
        n += snprintf(buf + n, size - (size_t)n, "e32 ");
    /* (a VJ_IF_NOE64 instruction has its 32-bit form only) */
    if (vj_inst_enc(id, fam) != VJ_ENC_VOP3P && !(vj_inst_flags(id) & VJ_IF_NOE64))
        n += snprintf(buf + n, size - (size_t)n, "e64 ");
    if (vj_sdwa_has_form(id, fam))
        n += snprintf(buf + n, size - (size_t)n, "sdwa ");
    if (vj_inst_has_dpp16(id, t))
        n += snprintf(buf + n, size - (size_t)n, "dpp ");
    if (vj_inst_has_dpp8(id, t))
        n += snprintf(buf + n, size - (size_t)n, "dpp8 ");
    if (vj_inst_has_vop3_dpp(id, t, 16))
        n += snprintf(buf + n, size - (size_t)n, "e64-dpp ");
    if (vj_inst_has_vop3_dpp(id, t, 8))
        n += snprintf(buf + n, size - (size_t)n, "e64-dpp8 ");
    for (int y = 0; y < 2 && fam >= VJ_FAM_GFX11; y++)
        for (unsigned op = 0; op < (y ? 32u : 16u); op++) {
            int r = vj_vopd_row(fam, op, y);
            if (r >= 0 && vj_vopd_row_id(r) == id && (y || !strstr(buf, "vopd-x"))) {
                n += snprintf(buf + n, size - (size_t)n, "%s ", y ? "vopd-y" : "vopd-x");
                break;
            }
        }
    if (n > 0)
        buf[n - 1] = '\0';
}

static void list_supported(vj_target t)
{
    vj_family fam = vj_target_family(t);
    for (unsigned i = 0; i < VJ_I_COUNT; i++) {
        vj_inst_id id = (vj_inst_id)i;
        if (id == VJ_I_V_DUAL_F32 || !vj_inst_on_target(id, t))
            continue;
        const char *name = vj_inst_name(id, fam);
        size_t nl = strlen(name);
        if (vj_inst_has_e32(id, fam))
            nl -= 4; /* the base name, without "_e64" */
        static const char *const encs[VJ_ENC_COUNT] = {"VOP1",  "VOP2",  "VOPC", "VOP3",
                                                       "VOP3b", "VOP3P", "VOPD", "SDWA"};
        vj_enc enc = vj_inst_enc(id, fam);
        if (enc == VJ_ENC_VOP3 && vj_shape_has_sdst(vj_inst_table[id].shape))
            enc = VJ_ENC_VOP3_SDST;
        char f[64];
        forms(id, t, f, sizeof f);
        printf("%-24.*s %-6s %-6s %s\n", (int)nl, name, encs[enc],
               vj_fidelity_name(vj_inst_fidelity(id, t)), f);
    }
}

static void variants(const vj_valu_row *r, char *buf, size_t size)
{
    snprintf(buf, size, "%s%s%s", r->variants & VJ_VV_SDWA ? " sdwa" : "",
             r->variants & VJ_VV_DPP ? " dpp" : "", r->variants & VJ_VV_DPP8 ? " dpp8" : "");
}

static void list_all(vj_target t)
{
    for (size_t i = 0; i < vj_valu_count; i++) {
        const vj_valu_row *r = &vj_valu_table[i];
        if (!vj_valu_on_target(r, t))
            continue;
        char mn[80], v[32];
        vj_valu_mnemonic(r, 0, 0, mn, sizeof mn);
        variants(r, v, sizeof v);
        int sup = vj_valu_supported(r, t);
        printf("%-32s %-9s 0x%03x %-6s %-11s %-6s%s\n", mn,
               vj_valu_enc_name((vj_valu_enc)r->enc), r->opcode,
               vj_valu_class_name((vj_valu_class)r->cls), sup ? "supported" : "unsupported",
               !sup ? "-" : vj_fidelity_name(vj_valu_fidelity(r, t)), v);
    }
}

/* The count columns: a row's encoding, the VOP3 form of a 32-bit opcode
 * (E64) apart from VOP3's own opcodes. */
enum { C_VOP1, C_VOP2, C_VOPC, C_VOP3, C_E64, C_VOP3B, C_VOP3P, C_VOPD, C_COUNT };
static const char *const col_names[C_COUNT] = {
    "VOP1", "VOP2", "VOPC", "VOP3", "VOP3 (e64 of a 32-bit op)", "VOP3b", "VOP3P", "VOPD"};

static unsigned column(const vj_valu_row *r)
{
    switch ((vj_valu_enc)r->enc) {
    case VJ_VE_VOP1:
        return C_VOP1;
    case VJ_VE_VOP2:
        return C_VOP2;
    case VJ_VE_VOPC:
        return C_VOPC;
    case VJ_VE_VOP3:
    case VJ_VE_VOP3_SDST:
        return r->form == VJ_VF_E64 ? C_E64 : r->enc == VJ_VE_VOP3 ? C_VOP3 : C_VOP3B;
    case VJ_VE_VOP3P:
        return C_VOP3P;
    default:
        return C_VOPD;
    }
}

static void markdown(void)
{
    printf("# The vector ALU instructions, by target\n\n"
           "Generated by `vop3jit list --markdown` from the sweep "
           "(`src/frontend/valu.def`, made by\n`tests/gen_valu_sweep.sh` from "
           "llvm-mc-19) and the instruction table\n(`src/frontend/insts.def`); do "
           "not edit. Regenerate with\n`build/vop3jit list --markdown > "
           "docs/instructions.md`. gfx950 and gfx1250 are\nunknown to llvm-mc-19: "
           "they follow gfx942 and gfx1200.\n\n"
           "## Integer instructions: supported / total\n\n"
           "Opcodes of the sweep whose class is integer/bit, per target and encoding\n"
           "(a VOPD opcode counts once per half); float opcodes supported / total\n"
           "(issue 28: the float instructions below), and how many of those supported\n"
           "are approx (the correctly rounded value, from which hardware's may differ;\n"
           "`vop3jit run --strict` refuses them); matrix and interpolation opcodes "
           "are\nvalid and unsupported: `vop3jit list --all --arch T` lists them.\n\n"
           "| target |");
    for (unsigned c = 0; c < C_COUNT; c++)
        printf(" %s |", col_names[c]);
    printf(" all | float | float approx | matrix | interp |\n|---|");
    for (unsigned c = 0; c < C_COUNT + 5; c++)
        printf("---|");
    printf("\n");
    for (int ti = 0; ti < VJ_TARGET_COUNT; ti++) {
        vj_target t = (vj_target)ti;
        unsigned tot[C_COUNT] = {0}, sup[C_COUNT] = {0}, cls[VJ_VC_COUNT] = {0}, at = 0, as = 0;
        unsigned fsup = 0, fapx = 0;
        for (size_t i = 0; i < vj_valu_count; i++) {
            const vj_valu_row *r = &vj_valu_table[i];
            if (!vj_valu_on_target(r, t))
                continue;
            cls[r->cls]++;
            if (r->cls == VJ_VC_FLOAT) {
                fsup += (unsigned)vj_valu_supported(r, t);
                fapx += (unsigned)vj_valu_approx(r, t);
            }
            if (r->cls != VJ_VC_INT)
                continue;
            int s = vj_valu_supported(r, t);
            tot[column(r)]++;
            sup[column(r)] += (unsigned)s;
            at++;
            as += (unsigned)s;
        }
        printf("| %s |", vj_target_name(t));
        for (unsigned c = 0; c < C_COUNT; c++)
            printf(" %u / %u |", sup[c], tot[c]);
        printf(" %u / %u | %u / %u | %u | %u | %u |\n", as, at, fsup, cls[VJ_VC_FLOAT], fapx,
               cls[VJ_VC_MATRIX], cls[VJ_VC_INTERP]);
    }
    /* Per family: every integer mnemonic, a column per target; then the
     * float ones translated somewhere. */
    for (int k = 0; k < 2 * VJ_FAM_COUNT; k++) {
        int f = k % VJ_FAM_COUNT, fl = k >= VJ_FAM_COUNT;
        printf("\n## GFX%d %s instructions\n\n"
               "yes: vop3jit translates it; no: valid, not translated; -: not on the "
               "target.%s\n\n| mnemonic | encoding | opcode |",
               f + 9, fl ? "float" : "integer",
               fl ? " The float opcodes a target of the family translates; `vop3jit "
                    "list --all` lists the others. approx: translated, the result the "
                    "correctly rounded value (hardware's may differ)." : "");
        for (int ti = 0; ti < VJ_TARGET_COUNT; ti++)
            if ((int)vj_target_family((vj_target)ti) == f)
                printf(" %s |", vj_target_name((vj_target)ti));
        printf("\n|---|---|---|");
        for (int ti = 0; ti < VJ_TARGET_COUNT; ti++)
            if ((int)vj_target_family((vj_target)ti) == f)
                printf("---|");
        printf("\n");
        for (size_t i = 0; i < vj_valu_count; i++) {
            const vj_valu_row *r = &vj_valu_table[i];
            if (r->fam != f || r->cls != (fl ? VJ_VC_FLOAT : VJ_VC_INT))
                continue;
            int any = 0;
            for (int ti = 0; fl && ti < VJ_TARGET_COUNT; ti++)
                any |= (int)vj_target_family((vj_target)ti) == f &&
                       vj_valu_on_target(r, (vj_target)ti) &&
                       vj_valu_supported(r, (vj_target)ti);
            if (fl && !any)
                continue;
            char mn[80];
            vj_valu_mnemonic(r, 0, 0, mn, sizeof mn);
            printf("| %s | %s | 0x%03x |", mn, vj_valu_enc_name((vj_valu_enc)r->enc), r->opcode);
            for (int ti = 0; ti < VJ_TARGET_COUNT; ti++) {
                vj_target t = (vj_target)ti;
                if ((int)vj_target_family(t) != f)
                    continue;
                printf(" %s |", !vj_valu_on_target(r, t)  ? "-"
                                : vj_valu_approx(r, t)    ? "approx"
                                : vj_valu_fidelity(r, t) == VJ_FID_MODEL ? "model"
                                : vj_valu_supported(r, t) ? "yes"
                                                          : "no");
            }
            printf("\n");
        }
    }
}

int vj_cmd_list(int argc, char **argv)
{
    enum { OPT_ALL = 1001, OPT_MARKDOWN };
    static const struct option longopts[] = {
        {"arch", required_argument, NULL, 'a'},
        {"all", no_argument, NULL, OPT_ALL},
        {"markdown", no_argument, NULL, OPT_MARKDOWN},
        {"help", no_argument, NULL, 'h'},
        {NULL, 0, NULL, 0},
    };
    vj_options opts;
    vj_options_init(&opts);
    int all = 0, md = 0, c;
    while ((c = getopt_long(argc, argv, "a:h", longopts, NULL)) != -1) {
        switch (c) {
        case 'a':
            if (!vj_cli_target_option(c, optarg, &opts, "list"))
                return 2;
            break;
        case OPT_ALL:
            all = 1;
            break;
        case OPT_MARKDOWN:
            md = 1;
            break;
        case 'h':
            usage(stdout);
            return 0;
        default:
            fprintf(stderr, "Try '%s list --help' for more information.\n", vj_prog);
            return 2;
        }
    }
    if (argc > optind) {
        vj_cli_error("list", "too many arguments");
        return 2;
    }
    if (all && md) {
        vj_cli_error("list", "--all and --markdown do not go together");
        return 2;
    }
    if (md)
        markdown();
    else if (all)
        list_all(opts.target);
    else
        list_supported(opts.target);
    return 0;
}
