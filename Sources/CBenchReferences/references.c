// Reference implementations for tessera-bench; see include/CBenchReferences.h.
#include "CBenchReferences.h"

#include <stdio.h>

int tref_luhn(const uint8_t *digits, size_t count) {
    static const int doubled[10] = {0, 2, 4, 6, 8, 1, 3, 5, 7, 9};
    int sum = 0, twice = 0;
    for (size_t i = count; i-- > 0;) {
        unsigned value = (unsigned)digits[i] - '0';
        if (value > 9) return 0;
        sum += twice ? doubled[value] : (int)value;
        twice = !twice;
    }
    return count > 0 && sum % 10 == 0;
}

struct tref_range {
    uint32_t low, high;
    uint8_t digits;
    int8_t brand;
};

// Longest prefixes first, so the first match is the most specific one.
static const struct tref_range ranges[] = {
    {2221, 2720, 4, 1}, {3528, 3589, 4, 5}, {6011, 6011, 4, 4}, {2200, 2204, 4, 8}, {300, 305, 3, 3},
    {644, 649, 3, 4},   {51, 55, 2, 1},     {34, 34, 2, 2},     {37, 37, 2, 2},     {36, 36, 2, 3},
    {38, 39, 2, 3},     {65, 65, 2, 4},     {62, 62, 2, 6},     {50, 50, 2, 7},     {56, 59, 2, 7},
    {4, 4, 1, 0},
};

int tref_brand(const uint8_t *digits, size_t count) {
    uint32_t prefix[5] = {0};
    for (size_t i = 0; i < 4 && i < count; i++) prefix[i + 1] = prefix[i] * 10 + (uint32_t)(digits[i] - '0');
    for (size_t r = 0; r < sizeof ranges / sizeof ranges[0]; r++) {
        const struct tref_range *range = &ranges[r];
        if (range->digits > count) continue;
        uint32_t value = prefix[range->digits];
        if (value >= range->low && value <= range->high) return range->brand;
    }
    return -1;
}

size_t tref_keystroke(const char *text, size_t length, size_t caret, char typed, char *out, size_t *outCaret,
                      int *valid) {
    uint8_t digits[24];
    size_t count = 0, caretDigit = 0;
    for (size_t i = 0; i < length; i++) {
        char c = text[i];
        if (c >= '0' && c <= '9') {
            if (i < caret) caretDigit++;
            if (count < 20) digits[count++] = (uint8_t)c;
        }
    }
    if (typed) {
        for (size_t i = count; i > caretDigit; i--) digits[i] = digits[i - 1];
        digits[caretDigit++] = (uint8_t)typed;
        count++;
    } else if (caretDigit > 0) {
        for (size_t i = caretDigit - 1; i + 1 < count; i++) digits[i] = digits[i + 1];
        caretDigit--;
        count--;
    }
    int brand = tref_brand(digits, count);
    size_t limit = brand == 2 ? 15 : 19;
    const size_t *gaps = brand == 2 ? (const size_t[]){4, 10, 99} : (const size_t[]){4, 8, 12, 16, 99};
    if (count > limit) count = limit;
    if (caretDigit > count) caretDigit = count;
    *valid = tref_luhn(digits, count);
    size_t written = 0, gap = 0;
    *outCaret = caretDigit;
    for (size_t i = 0; i < count; i++) {
        if (i == gaps[gap]) {
            out[written++] = ' ';
            if (gaps[gap] < caretDigit) (*outCaret)++;
            gap++;
        }
        out[written++] = (char)digits[i];
    }
    return written;
}

#define TREF_PUT(...)                                                                     \
    do {                                                                                  \
        int n = snprintf(buffer + (used < capacity ? used : capacity),                    \
                         used < capacity ? capacity - used : 0, __VA_ARGS__);             \
        if (n > 0) used += (size_t)n;                                                     \
    } while (0)

size_t tref_card_front_svg(char *buffer, size_t capacity, const char *title, const char *brand,
                           const char *numberLabel, const char *number) {
    static const char *sans = "DejaVu Sans, Helvetica, Arial, sans-serif";
    static const char *mono = "DejaVu Sans Mono, Menlo, Consolas, monospace";
    size_t used = 0;
    TREF_PUT("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");
    TREF_PUT("<svg xmlns=\"http://www.w3.org/2000/svg\" xmlns:xlink=\"http://www.w3.org/1999/xlink\" "
             "version=\"1.1\" width=\"%d\" height=\"%d\" viewBox=\"0 0 %d %d\" role=\"img\" aria-label=\"%s\">\n",
             428, 270, 428, 270, title);
    TREF_PUT("  <title>%s</title>\n", title);
    TREF_PUT("  <defs>\n    <clipPath id=\"clip-%d\">\n", 1);
    TREF_PUT("      <rect x=\"%d\" y=\"%d\" width=\"%d\" height=\"%d\" rx=\"%d\" ry=\"%d\"/>\n", 0, 0, 428, 270, 16, 16);
    TREF_PUT("    </clipPath>\n  </defs>\n");
    TREF_PUT("  <g id=\"card-front\" clip-path=\"url(#clip-%d)\">\n", 1);
    TREF_PUT("    <defs>\n      <linearGradient id=\"gradient-%d\" x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\">\n", 1, 0, 0, 1, 1);
    TREF_PUT("        <stop offset=\"%d\" stop-color=\"#%06x\"/>\n", 0, 0x1a1f71);
    TREF_PUT("        <stop offset=\"%d\" stop-color=\"#%06x\"/>\n", 1, 0x3556b8);
    TREF_PUT("      </linearGradient>\n    </defs>\n");
    TREF_PUT("    <rect x=\"%d\" y=\"%d\" width=\"%d\" height=\"%d\" rx=\"%d\" ry=\"%d\" fill=\"url(#gradient-%d)\"/>\n",
             0, 0, 428, 270, 16, 16, 1);
    TREF_PUT("    <g id=\"chip\">\n");
    TREF_PUT("      <defs>\n        <linearGradient id=\"gradient-%d\" x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\">\n", 2, 0, 0, 1, 1);
    TREF_PUT("          <stop offset=\"%d\" stop-color=\"#%06x\"/>\n", 0, 0xf0d48a);
    TREF_PUT("          <stop offset=\"%d\" stop-color=\"#%06x\"/>\n", 1, 0xb8902e);
    TREF_PUT("        </linearGradient>\n      </defs>\n");
    TREF_PUT("      <rect x=\"%d\" y=\"%d\" width=\"%d\" height=\"%d\" rx=\"%d\" ry=\"%d\" fill=\"url(#gradient-%d)\" "
             "stroke=\"#%06x\" stroke-opacity=\"%.1f\" stroke-width=\"%d\"/>\n",
             30, 78, 50, 38, 7, 7, 2, 0x8a6a1f, 0.6, 1);
    TREF_PUT("    </g>\n");
    TREF_PUT("    <g id=\"brand\" role=\"img\" aria-label=\"%s\">\n      <title>%s</title>\n", brand, brand);
    TREF_PUT("      <text x=\"%d\" y=\"%d\" font-family=\"%s\" font-size=\"%d\" font-weight=\"%d\" fill=\"#%06x\" "
             "text-anchor=\"end\" xml:space=\"preserve\">VISA</text>\n",
             400, 46, sans, 20, 700, 0xffffff);
    TREF_PUT("    </g>\n");
    TREF_PUT("    <g id=\"card-number\" role=\"img\" aria-label=\"%s\">\n      <title>%s</title>\n", numberLabel,
             numberLabel);
    TREF_PUT("      <rect x=\"%d\" y=\"%d\" width=\"%d\" height=\"%d\" rx=\"%d\" ry=\"%d\" fill=\"#%06x\" fill-opacity=\"%.2f\" "
             "stroke=\"#%06x\" stroke-opacity=\"%.2f\" stroke-width=\"%.1f\"/>\n",
             16, 140, 396, 44, 8, 8, 0xffffff, 0.16, 0xffffff, 0.85, 1.5);
    TREF_PUT("      <text x=\"%d\" y=\"%d\" font-family=\"%s\" font-size=\"%d\" font-weight=\"%d\" fill=\"#%06x\" "
             "letter-spacing=\"%.1f\" xml:space=\"preserve\">%s</text>\n",
             28, 171, mono, 24, 500, 0xffffff, 0.5, number);
    TREF_PUT("    </g>\n");
    TREF_PUT("    <g id=\"cardholder-name\" role=\"img\" aria-label=\"Cardholder name, empty\">\n");
    TREF_PUT("      <title>Cardholder name, empty</title>\n");
    TREF_PUT("      <text x=\"%d\" y=\"%d\" font-family=\"%s\" font-size=\"%d\" font-weight=\"%d\" fill=\"#%06x\" "
             "fill-opacity=\"%.1f\" xml:space=\"preserve\">CARDHOLDER NAME</text>\n",
             28, 235, sans, 16, 500, 0xffffff, 0.7);
    TREF_PUT("    </g>\n");
    TREF_PUT("    <g id=\"expiry-date\" role=\"img\" aria-label=\"Expiry date, empty\">\n");
    TREF_PUT("      <title>Expiry date, empty</title>\n");
    TREF_PUT("      <text x=\"%d\" y=\"%d\" font-family=\"%s\" font-size=\"%d\" font-weight=\"%d\" fill=\"#%06x\" "
             "fill-opacity=\"%.2f\" xml:space=\"preserve\">VALID THRU</text>\n",
             262, 217, sans, 9, 600, 0xffffff, 0.75);
    TREF_PUT("      <text x=\"%d\" y=\"%d\" font-family=\"%s\" font-size=\"%d\" font-weight=\"%d\" fill=\"#%06x\" "
             "fill-opacity=\"%.1f\" xml:space=\"preserve\">MM/YY</text>\n",
             262, 238, mono, 18, 500, 0xffffff, 0.7);
    TREF_PUT("    </g>\n  </g>\n</svg>\n");
    return used;
}
