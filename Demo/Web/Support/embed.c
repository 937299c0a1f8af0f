/*
 * embed: writes its standard input (the page's wasm module) to standard
 * output as the body of a JavaScript string literal of one character per
 * byte, so that the page compiles the module synchronously (ready by its
 * load event, with no base64 to decode or stream to inflate) and gzip
 * still compresses it nearly as well as the module itself:
 *
 *   embed < page.wasm > page.string
 *
 * A byte b is the character U+00XX with XX = (b + 48) mod 256, so that the
 * module's most common byte, 0, is the digit "0" (the page subtracts 48).
 * Characters U+0080 to U+00FF are written as UTF-8. Escaped as \xNN: NUL
 * (the HTML parser would replace it), LF and CR (line terminators), the
 * quote, the backslash, and "<" (no "</script" can appear). The other
 * control characters stand as they are: HTML keeps them in a script and
 * JavaScript allows them in a string. Built for the host by Demo/Web/build.
 */
#include <stdio.h>

int main(void) {
    static const char hex[] = "0123456789abcdef";
    int byte;
    while ((byte = getchar()) != EOF) {
        int c = (byte + 48) & 0xff;
        if (c == 0 || c == '\n' || c == '\r' || c == '"' || c == '\\' || c == '<') {
            putchar('\\'); putchar('x'); putchar(hex[c >> 4]); putchar(hex[c & 15]);
        } else if (c < 0x80) {
            putchar(c);
        } else {
            putchar(0xc0 | (c >> 6)); putchar(0x80 | (c & 0x3f));
        }
    }
    return ferror(stdin) || fflush(stdout) != 0 || ferror(stdout) ? 1 : 0;
}
