#ifndef TESSERA_CMALLOC_SHIM_H
#define TESSERA_CMALLOC_SHIM_H

#if defined(__linux__)
#include <malloc.h>
#endif

/// Hands the allocator's free memory back to the system: glibc keeps what a thread freed in that thread's
/// arena (and large blocks below its moving mmap threshold) resident until `malloc_trim` releases it. Returns 1
/// when memory was released, 0 when none was or the C library has no such call.
static inline int tessera_malloc_trim(void) {
#if defined(__GLIBC__)
    return malloc_trim(0);
#else
    return 0;
#endif
}

#endif
