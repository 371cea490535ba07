# bench: benchmarks (make bench).
