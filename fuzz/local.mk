# fuzz: libFuzzer harnesses (make fuzz).
