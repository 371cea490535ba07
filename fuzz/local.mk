# fuzz: libFuzzer harnesses (make fuzz), built with clang whatever CC is: the
# library's sources are compiled again into fuzz/obj with coverage and
# sanitizers. Nothing here is part of `make all` or `make check`.
FUZZ_CC = clang
FUZZ_SAN = -fsanitize=address,undefined -fno-sanitize-recover=undefined \
	-fno-omit-frame-pointer
FUZZ_COMPILE = -g -O1 $(FUZZ_SAN) $(filter-out -Werror,$(VJ_CFLAGS)) -Wno-unknown-warning-option
# GCC's include directory holds libgccjit.h but also GCC's own stddef.h and
# stdatomic.h, which clang must not see: link libgccjit.h alone into fuzz/include.
FUZZ_GCCJIT_H = $(addsuffix /libgccjit.h,$(patsubst -I%,%,$(filter -I%,$(GCCJIT_CFLAGS))))
FUZZ_PREPROCESS = $(DEFS) $(AM_CPPFLAGS) $(XXHASH_CFLAGS) $(LIBELF_CFLAGS) -Ifuzz/include
FUZZ_LINK = $(XXHASH_LIBS) $(LIBELF_LIBS) $(GCCJIT_LIBS) $(MPFR_LIBS) $(PTHREAD_LIBS) $(LIBS)

FUZZ_HARNESSES = fuzz/fuzz_disasm fuzz/fuzz_asm fuzz/fuzz_statefile fuzz/fuzz_pipeline \
	fuzz/fuzz_codeobj fuzz/fuzz_objload fuzz/fuzz_region
FUZZ_OBJECTS = $(patsubst %.c,fuzz/obj/%.o,$(libvop3jit_core_la_SOURCES))
# Any header change rebuilds everything: simple, and the library is small.
FUZZ_DEPS = fuzz/include/.stamp $(addprefix $(top_srcdir)/,$(filter %.h %.def,$(noinst_HEADERS))) \
	$(top_srcdir)/include/vop3jit.h

EXTRA_DIST += fuzz/fuzz.h fuzz/fuzz_disasm.c fuzz/fuzz_asm.c fuzz/fuzz_statefile.c \
	fuzz/fuzz_pipeline.c fuzz/fuzz_codeobj.c fuzz/fuzz_objload.c fuzz/fuzz_region.c \
	fuzz/seedgen.c \
	fuzz/run-bounded.sh

.PHONY: fuzz fuzz-seeds fuzz-clean
fuzz: $(FUZZ_HARNESSES) fuzz-seeds

fuzz/include/.stamp: config.h
	@$(MKDIR_P) fuzz/include
	$(AM_V_GEN)for h in $(FUZZ_GCCJIT_H); do ln -sf "$$h" fuzz/include/ || exit 1; done; \
	touch $@

# A file clang cannot compile (GCC-only builtins) is compiled by $(CC) without
# instrumentation, and the build says so.
fuzz/obj/%.o: $(top_srcdir)/%.c $(FUZZ_DEPS) config.h
	@$(MKDIR_P) $(@D)
	$(AM_V_CC)$(FUZZ_CC) $(FUZZ_PREPROCESS) $(FUZZ_COMPILE) -fsanitize=fuzzer-no-link \
	    -c -o $@ $< 2>$@.log || { \
	  echo "fuzz: $< does not build with $(FUZZ_CC) (see $@.log): $(CC), not instrumented"; \
	  $(CC) $(DEFS) $(AM_CPPFLAGS) $(XXHASH_CFLAGS) $(GCCJIT_CFLAGS) -g -O1 -c -o $@ $<; }

fuzz/libvj-fuzz.a: $(FUZZ_OBJECTS)
	$(AM_V_AR)rm -f $@ && $(AR) cr $@ $(FUZZ_OBJECTS)

fuzz/fuzz_%: $(top_srcdir)/fuzz/fuzz_%.c fuzz/libvj-fuzz.a $(FUZZ_DEPS) $(top_srcdir)/fuzz/fuzz.h
	$(AM_V_CCLD)$(FUZZ_CC) $(FUZZ_PREPROCESS) -I$(top_srcdir)/fuzz $(FUZZ_COMPILE) \
	    -fsanitize=fuzzer -o $@ $< fuzz/libvj-fuzz.a $(FUZZ_LINK)

# Seed corpora in fuzz/corpus/<harness>/, made from tests/data and examples;
# fuzz_codeobj's are the kernel corpus's code objects as they are.
fuzz/seedgen: $(top_srcdir)/fuzz/seedgen.c fuzz/libvj-fuzz.a $(FUZZ_DEPS)
	$(AM_V_CCLD)$(FUZZ_CC) $(FUZZ_PREPROCESS) $(FUZZ_COMPILE) -fsanitize=fuzzer-no-link \
	    -o $@ $< fuzz/libvj-fuzz.a $(FUZZ_LINK)

fuzz-seeds: fuzz/seedgen
	$(AM_V_GEN)rm -rf fuzz/corpus && \
	for h in $(notdir $(FUZZ_HARNESSES)); do $(MKDIR_P) fuzz/corpus/$$h || exit 1; done && \
	ASAN_OPTIONS=detect_leaks=0 fuzz/seedgen fuzz/corpus \
	    `find $(top_srcdir)/tests/data $(top_srcdir)/examples -type f \
	          \( -name '*.s' -o -name '*.state' \) | sort` && \
	cp $(top_srcdir)/tests/data/kernels/*.o $(top_srcdir)/tests/data/kernels/*.hsaco \
	    fuzz/corpus/fuzz_codeobj/ && \
	cp $(top_srcdir)/tests/data/objects/*.o fuzz/corpus/fuzz_objload/

# Not hooked into `make clean`: the fuzzers' objects are rebuilt only on demand.
fuzz-clean:
	rm -rf fuzz/obj fuzz/include fuzz/libvj-fuzz.a $(FUZZ_HARNESSES) fuzz/seedgen fuzz/corpus

# Long-run memory check (make stability): 100,000 distinct blocks through a
# 64-block cache, JIT code compiled 256 blocks a batch. Not part of make check.
EXTRA_PROGRAMS = fuzz/stability
fuzz_stability_SOURCES = fuzz/stability.c
fuzz_stability_LDADD = libvop3jit-core.la
.PHONY: stability
stability: fuzz/stability$(EXEEXT)
	fuzz/stability$(EXEEXT) -n 100000 -b 256 -c 64
