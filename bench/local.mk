# bench: benchmarks. 'vop3jit bench' runs them (the driver is compiled into the
# vop3jit program); 'make bench' runs the full benchmark and writes
# bench/results.csv, bench/results.json and, with gnuplot, bench/results.svg.

# The baselines are built -O3 whatever CFLAGS says: GNU make's target-specific
# CFLAGS puts -O3 after the user's -O level, and the last -O wins. (Targets
# named through variables, so that automake keeps its own rules for them.)
noinst_LTLIBRARIES += bench/libvjbench-baselines.la
bench_libvjbench_baselines_la_SOURCES = bench/baselines.c bench/baselines.h
# The float baseline (W5) with the library's float flags (Makefile.am): no
# multiply and add fused that the ISA keeps apart, no folding as if RNE.
bench_libvjbench_baselines_la_CFLAGS = $(AM_CFLAGS) -ffp-contract=off -frounding-math
VJB_O3_OBJECTS = bench/libvjbench_baselines_la-baselines.lo
$(VJB_O3_OBJECTS): CFLAGS += -O3

vop3jit_SOURCES += bench/bench.c bench/runs.c bench/latency.c bench/figures.c \
	bench/compile.c bench/workloads.c bench/trace.c bench/flow.c bench/dispatch.c bench/bench.h bench/driver.h
vop3jit_LDADD += bench/libvjbench-baselines.la

# The W4 workloads are examples/<name>.s, built into the program as C strings.
VJB_EXAMPLES = \
	examples/bswap64x8.s \
	examples/rgba8_premul.s \
	examples/hash_mix.s
nodist_vop3jit_SOURCES = bench/examples.h
VJB_USES_EXAMPLES = bench/workloads.$(OBJEXT) bench/tests_test_bench-workloads.$(OBJEXT)
$(VJB_USES_EXAMPLES): bench/examples.h
bench/examples.h: $(addprefix $(top_srcdir)/,$(VJB_EXAMPLES)) $(top_srcdir)/bench/local.mk
	$(AM_V_GEN)$(MKDIR_P) bench && { \
	  echo "/* Generated from examples/<name>.s by bench/local.mk: do not edit. */"; \
	  for f in $(addprefix $(top_srcdir)/,$(VJB_EXAMPLES)); do \
	    n=`basename $$f .s`; \
	    echo "static const char vjb_text_$$n[] ="; \
	    sed -e 's/\\/\\\\/g' -e 's/"/\\"/g' -e 's/^/    "/' -e 's/$$/\\n"/' $$f; \
	    echo ";"; \
	  done; } > $@-t && mv $@-t $@
# The real compiled blocks `bench --compile` measures (tests/gen_real_blocks.sh
# cuts them from the kernel corpus), built in the same way as vjb_text_real_blocks.
VJB_REAL_BLOCKS = tests/data/blocks/real_gfx1100.s
nodist_vop3jit_SOURCES += bench/real_blocks.h
bench/compile.$(OBJEXT): bench/real_blocks.h
bench/real_blocks.h: $(top_srcdir)/$(VJB_REAL_BLOCKS) $(top_srcdir)/bench/local.mk
	$(AM_V_GEN)$(MKDIR_P) bench && { \
	  echo "/* Generated from $(VJB_REAL_BLOCKS) by bench/local.mk: do not edit. */"; \
	  echo "static const char vjb_text_real_blocks[] ="; \
	  sed -e 's/\\/\\\\/g' -e 's/"/\\"/g' -e 's/^/    "/' -e 's/$$/\\n"/' \
	    $(top_srcdir)/$(VJB_REAL_BLOCKS); \
	  echo ";"; } > $@-t && mv $@-t $@
CLEANFILES += bench/real_blocks.h bench/examples.h bench/results.csv bench/results.json bench/results.dat \
	bench/results.svg bench/results.txt
EXTRA_DIST += bench/chart.gp

# make bench: the full benchmark (about 2 minutes), results in bench/.
.PHONY: bench
bench: vop3jit$(EXEEXT)
	$(MKDIR_P) bench
	./vop3jit$(EXEEXT) bench --csv bench/results.csv --json bench/results.json \
	  --plot-data bench/results.dat $(BENCH_FLAGS) > bench/results.txt
	@cat bench/results.txt
	@if test -n "$(GNUPLOT)"; then \
	  echo "  GNUPLOT  bench/results.svg"; \
	  $(GNUPLOT) -e "datafile='bench/results.dat'; outfile='bench/results.svg'" \
	    $(top_srcdir)/bench/chart.gp; \
	else \
	  echo "gnuplot not found (configure sets GNUPLOT): no bench/results.svg"; \
	fi

# The baselines compute what the reference evaluator computes (no timing).
if HAVE_CHECK
check_PROGRAMS += tests/test_bench
tests_test_bench_SOURCES = tests/test_bench.c tests/testmain.c bench/workloads.c
nodist_tests_test_bench_SOURCES = bench/examples.h
tests_test_bench_CPPFLAGS = $(TEST_CPPFLAGS)
tests_test_bench_CFLAGS = $(TEST_CFLAGS)
tests_test_bench_LDADD = bench/libvjbench-baselines.la $(TEST_LDADD)
TESTS += tests/test_bench
endif
