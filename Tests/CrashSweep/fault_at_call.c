/*
 * LD_PRELOAD shim for the wallet sweeps: counts the process's calls of one function over all its threads and
 * at the N-th either kills the process (as a power cut or `kill -9` there) or fails that call with ENOSPC.
 *
 * FAULT_CALL=fdatasync|pwrite64  FAULT_AT=N  FAULT_ACTION=kill|enospc  FAULT_MARK=file (created when it faults)
 * strace's inject counts per thread; this counts per process, so N = 1, 2, ... is every call in order.
 * Build: cc -shared -fPIC -O2 -o fault_at_call.so fault_at_call.c -ldl
 */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>
#include <sys/types.h>
#include <unistd.h>

static atomic_long calls;

/* Whether this call of `name` is the one to fault: then it kills the process or returns true (fail it). */
static int fault(const char *name) {
    const char *call = getenv("FAULT_CALL");
    const char *at = getenv("FAULT_AT");
    if (call == NULL || at == NULL || strcmp(call, name) != 0) return 0;
    if (atomic_fetch_add(&calls, 1) + 1 != atol(at)) return 0;
    const char *mark = getenv("FAULT_MARK");
    if (mark != NULL) close(open(mark, O_CREAT | O_WRONLY | O_CLOEXEC, 0600));
    const char *action = getenv("FAULT_ACTION");
    if (action != NULL && strcmp(action, "enospc") == 0) return 1;
    raise(SIGKILL);
    return 0;
}

int fdatasync(int descriptor) {
    static int (*real)(int);
    if (real == NULL) real = (int (*)(int))dlsym(RTLD_NEXT, "fdatasync");
    if (fault("fdatasync")) {
        errno = ENOSPC;
        return -1;
    }
    return real(descriptor);
}

ssize_t pwrite64(int descriptor, const void *buffer, size_t count, off_t offset) {
    static ssize_t (*real)(int, const void *, size_t, off_t);
    if (real == NULL) real = (ssize_t (*)(int, const void *, size_t, off_t))dlsym(RTLD_NEXT, "pwrite64");
    if (fault("pwrite64")) {
        errno = ENOSPC;
        return -1;
    }
    return real(descriptor, buffer, count, offset);
}
