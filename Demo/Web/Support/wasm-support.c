/*
 * What a freestanding wasm32 program of Embedded Swift and MiniPicker needs
 * from C, with no libc: an allocator that frees, mem*, round and fmod,
 * arc4random_buf, putchar through WASI fd_write, the stack protector's
 * guard, and the 128-bit product (__multi3) that LLVM asks for when it
 * checks a 64-bit product for overflow on a 32-bit target (Calendars' far
 * years). Used by the web page (Demo/Web/build) and by .ci/embedded.
 *
 *   clang --target=wasm32-unknown-none -O2 -ffreestanding -nostdlib -mbulk-memory -c wasm-support.c
 *
 * The allocator: memory comes in 64 KiB spans (wasm pages). A span holds
 * blocks of one power-of-two size from 16 bytes to 32 KiB, each aligned to
 * its size, so no block needs a header; a table gives each span's block size.
 * A freed block goes on its size's free list and is the next one handed out.
 * A larger request takes a run of whole spans, and a freed run goes back to
 * a list of free runs, merged with free neighbours. Memory grows, never
 * shrinks: a long-running page keeps the memory of its busiest moment.
 */
typedef __SIZE_TYPE__ size_t;
typedef unsigned int uint32_t;

enum { SPAN_SHIFT = 16, SPAN = 1 << SPAN_SHIFT, MIN_SHIFT = 4, MAX_SHIFT = 15,
       CLASSES = MAX_SHIFT - MIN_SHIFT + 1, MAX_SPANS = 1 << 16, MAX_RUNS = 256,
       ENOMEM = 12, EINVAL = 22 };

/* Per span: 0 not ours or free, 1...CLASSES small blocks of class k-1,
   LARGE the first span of a large run (its length in run_length). */
enum { LARGE = 0xff };
static unsigned char span_kind[MAX_SPANS];
static unsigned short run_length[MAX_SPANS];

struct free_block { struct free_block *next; };
static struct free_block *free_blocks[CLASSES];
static struct { uint32_t start, count; } free_runs[MAX_RUNS];
static int free_run_count;
static size_t bytes_in_use, blocks_in_use;

extern unsigned char __heap_base;
static uint32_t next_span;   /* the first span never handed out */

/* A run of `count` fresh or freed spans, or 0 when memory is exhausted. */
static uint32_t take_spans(uint32_t count) {
    for (int i = 0; i < free_run_count; i++) {
        if (free_runs[i].count < count) continue;
        uint32_t start = free_runs[i].start;
        free_runs[i].start += count;
        free_runs[i].count -= count;
        if (free_runs[i].count == 0) free_runs[i] = free_runs[--free_run_count];
        return start;
    }
    if (next_span == 0) next_span = ((size_t)&__heap_base + SPAN - 1) >> SPAN_SHIFT;
    uint32_t end = next_span + count;
    if (end > MAX_SPANS || end < next_span) return 0;
    size_t pages = __builtin_wasm_memory_size(0);
    if (end > pages && __builtin_wasm_memory_grow(0, end - pages) == (size_t)-1) return 0;
    uint32_t start = next_span;
    next_span = end;
    return start;
}

/* Gives a run back, merged with the free runs it touches. */
static void give_spans(uint32_t start, uint32_t count) {
    for (int i = 0; i < free_run_count; ) {
        if (free_runs[i].start + free_runs[i].count == start) {
            start = free_runs[i].start; count += free_runs[i].count;
        } else if (start + count == free_runs[i].start) {
            count += free_runs[i].count;
        } else { i++; continue; }
        free_runs[i] = free_runs[--free_run_count];
        i = 0;
    }
    if (free_run_count < MAX_RUNS) {
        free_runs[free_run_count].start = start;
        free_runs[free_run_count].count = count;
        free_run_count++;
    } /* else the run is lost: 256 separate free runs do not happen to a page */
}

int posix_memalign(void **result, size_t alignment, size_t size) {
    if (alignment == 0 || (alignment & (alignment - 1)) != 0 || alignment > SPAN) return EINVAL;
    size_t need = size > alignment ? size : alignment;
    if (need == 0) need = 1;
    if (need <= ((size_t)1 << MAX_SHIFT)) {
        int shift = MIN_SHIFT;
        while (((size_t)1 << shift) < need) shift++;
        int k = shift - MIN_SHIFT;
        if (free_blocks[k] == 0) {
            uint32_t span = take_spans(1);
            if (span == 0) return ENOMEM;
            span_kind[span] = (unsigned char)(k + 1);
            /* Thread the span's blocks onto the free list, lowest first. */
            size_t block = (size_t)1 << shift;
            char *base = (char *)((size_t)span << SPAN_SHIFT);
            for (size_t offset = SPAN; offset >= block; offset -= block) {
                struct free_block *b = (struct free_block *)(base + offset - block);
                b->next = free_blocks[k];
                free_blocks[k] = b;
            }
        }
        struct free_block *b = free_blocks[k];
        free_blocks[k] = b->next;
        bytes_in_use += (size_t)1 << shift;
        blocks_in_use++;
        *result = b;
        return 0;
    }
    size_t count = (need + SPAN - 1) >> SPAN_SHIFT;
    if (count >= 0xffff) return ENOMEM;
    uint32_t span = take_spans((uint32_t)count);
    if (span == 0) return ENOMEM;
    span_kind[span] = LARGE;
    run_length[span] = (unsigned short)count;
    bytes_in_use += count << SPAN_SHIFT;
    blocks_in_use++;
    *result = (void *)((size_t)span << SPAN_SHIFT);
    return 0;
}

void free(void *pointer) {
    if (pointer == 0) return;
    uint32_t span = (uint32_t)((size_t)pointer >> SPAN_SHIFT);
    unsigned char kind = span_kind[span];
    if (kind == LARGE) {
        uint32_t count = run_length[span];
        span_kind[span] = 0;
        bytes_in_use -= (size_t)count << SPAN_SHIFT;
        blocks_in_use--;
        give_spans(span, count);
    } else if (kind != 0) {
        int k = kind - 1;
        struct free_block *b = pointer;
        b->next = free_blocks[k];
        free_blocks[k] = b;
        bytes_in_use -= (size_t)1 << (k + MIN_SHIFT);
        blocks_in_use--;
    } else {
        __builtin_trap();   /* not a block of this allocator */
    }
}

void *malloc(size_t size) {
    void *result;
    return posix_memalign(&result, 16, size) == 0 ? result : 0;
}

/* The bytes and blocks handed out and not yet freed, and the memory's size. */
size_t wasm_heap_bytes_in_use(void) { return bytes_in_use; }
size_t wasm_heap_blocks_in_use(void) { return blocks_in_use; }
size_t wasm_memory_bytes(void) { return __builtin_wasm_memory_size(0) * (size_t)SPAN; }

/* With -mbulk-memory these are memory.copy and memory.fill, not calls. */
void *memcpy(void *to, const void *from, size_t n) { __builtin_memcpy(to, from, n); return to; }
void *memmove(void *to, const void *from, size_t n) { __builtin_memmove(to, from, n); return to; }
void *memset(void *to, int c, size_t n) { __builtin_memset(to, c, n); return to; }
int memcmp(const void *a, const void *b, size_t n) {
    const unsigned char *x = a, *y = b;
    for (size_t i = 0; i < n; i++) if (x[i] != y[i]) return x[i] < y[i] ? -1 : 1;
    return 0;
}

void arc4random_buf(void *buffer, size_t n) {  /* hash seeds: fixed, for a reproducible run */
    unsigned char *bytes = buffer;
    for (size_t i = 0; i < n; i++) bytes[i] = (unsigned char)(i * 131 + 17);
}

/* Halfway cases away from zero; x - trunc(x) is exact. */
double round(double x) {
    double t = __builtin_trunc(x);
    if (__builtin_fabs(x - t) >= 0.5) t += __builtin_copysign(1.0, x);
    return t;
}

/* Exact: each step subtracts a d with d <= ax < 2d (Sterbenz). */
double fmod(double x, double y) {
    if (x != x || y != y || __builtin_isinf(x) || y == 0) return __builtin_nan("");
    if (__builtin_isinf(y)) return x;
    double ax = __builtin_fabs(x), ay = __builtin_fabs(y);
    while (ax >= ay) {
        double d = ay;
        while (d * 2 <= ax) d *= 2;
        ax -= d;
    }
    return __builtin_copysign(ax, x);
}

__attribute__((import_module("wasi_snapshot_preview1"), import_name("fd_write")))
int fd_write(int fd, const void *iovs, size_t count, size_t *written);

int putchar(int c) {
    unsigned char byte = (unsigned char)c;
    struct { const void *buffer; size_t length; } iov = { &byte, 1 };
    size_t written;
    fd_write(1, &iov, 1, &written);
    return c;
}

unsigned long __stack_chk_guard = 0x5f3759dful;
void __stack_chk_fail(void) { __builtin_trap(); }

/* The low 128 bits of a 128-bit product, from 32-bit halves so that it asks
   nothing of a runtime: a*b = (ah*2^64 + al)(bh*2^64 + bl) keeps al*bl in
   full and the low words of ah*bl and al*bh. */
typedef unsigned long long uint64_t;
typedef union { __int128 all; struct { uint64_t low, high; } words; } int128_words;

static int128_words full_product(uint64_t a, uint64_t b) {
    uint64_t a0 = a & 0xffffffffu, a1 = a >> 32, b0 = b & 0xffffffffu, b1 = b >> 32;
    uint64_t p00 = a0 * b0, p01 = a0 * b1, p10 = a1 * b0, p11 = a1 * b1;
    uint64_t middle = (p00 >> 32) + (p01 & 0xffffffffu) + (p10 & 0xffffffffu);
    int128_words r;
    r.words.low = (p00 & 0xffffffffu) | (middle << 32);
    r.words.high = p11 + (p01 >> 32) + (p10 >> 32) + (middle >> 32);
    return r;
}

__int128 __multi3(__int128 a, __int128 b) {
    int128_words x = { .all = a }, y = { .all = b };
    int128_words r = full_product(x.words.low, y.words.low);
    r.words.high += x.words.low * y.words.high + x.words.high * y.words.low;
    return r.all;
}
