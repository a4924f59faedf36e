#ifndef TESSERA_CSQLITE_SHIM_H
#define TESSERA_CSQLITE_SHIM_H

#include <sqlite3.h>

/// Binds text that SQLite copies at once (SQLITE_TRANSIENT is a macro Swift cannot import).
static inline int tessera_sqlite3_bind_text_transient(sqlite3_stmt *statement, int index, const char *text, int length) {
    return sqlite3_bind_text(statement, index, text, length, SQLITE_TRANSIENT);
}

/// Binds a blob that SQLite copies at once.
static inline int tessera_sqlite3_bind_blob_transient(sqlite3_stmt *statement, int index, const void *bytes, int length) {
    return sqlite3_bind_blob(statement, index, bytes, length, SQLITE_TRANSIENT);
}

#endif
