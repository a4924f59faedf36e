#ifndef TESSERA_CLIBFUZZER_H
#define TESSERA_CLIBFUZZER_H

#include <stddef.h>
#include <stdint.h>

/// libFuzzer's driver (compiler-rt, built in with `-sanitize=fuzzer`): parses libFuzzer's flags from argv and
/// calls `callback` with each input it generates.
int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size));

/// Runs libFuzzer's driver over the process's own arguments.
int tessera_fuzz_main(int argc, char **argv, int (*callback)(const uint8_t *data, size_t size));

#endif
