// Reference implementations in plain C for tessera-bench: the limit each Tessera hot path is set beside.
// Only tessera-bench links this target; no library of Tessera depends on it.
#ifndef TESSERA_BENCH_REFERENCES_H
#define TESSERA_BENCH_REFERENCES_H

#include <stddef.h>
#include <stdint.h>

/// Whether the `count` ASCII digits at `digits` pass the Luhn check (0 or 1; 0 for a non-digit or none).
int tref_luhn(const uint8_t *digits, size_t count);

/// The index of the brand whose prefix range the ASCII digits start with, or -1 (a linear scan of a
/// range table: Visa, Mastercard, Amex, Diners, Discover, JCB, UnionPay, Maestro, Mir).
int tref_brand(const uint8_t *digits, size_t count);

/// One number-field keystroke: the digits of `text` (separators stripped), `typed` inserted before
/// the digit under `caret` (or the digit before the caret removed when `typed` is 0), the brand from
/// the prefix, the length limit, Luhn, and the digits regrouped into `out` (at least 24 bytes).
/// Returns the output length; `*outCaret` is the caret after the edit and `*valid` the Luhn result.
size_t tref_keystroke(const char *text, size_t length, size_t caret, char typed, char *out, size_t *outCaret,
                      int *valid);

/// The card-front SVG of tessera-bench's checkout suite, written with snprintf into `buffer`; the
/// texts are the only parts that change between keystrokes. Returns the length written (or needed).
size_t tref_card_front_svg(char *buffer, size_t capacity, const char *title, const char *brand,
                           const char *numberLabel, const char *number);

#endif
