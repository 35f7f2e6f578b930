/* The compiled core of checker/matching/weighted.py: the same primal-dual blossom algorithm (Galil
 * 1986, doubled duals), step for step, on exact multi-limb integers.
 *
 * Every number (edge weights, duals, slacks) is a fixed-width two's complement integer of L 64-bit
 * limbs; the caller picks L wide enough for the weights plus a few bits of headroom (the duals stay
 * within a small multiple of the largest weight), so nothing is ever rounded: the packed criteria
 * of the pairing systems (several hundred bits) compare exactly as Python ints do. Every addition
 * of duals and slacks checks for a signed overflow; one stops the run with an OverflowError, and
 * the caller solves again with more limbs.
 *
 * The control flow mirrors weighted.py line by line (same loop orders, same strict comparisons,
 * same leaf and queue orders), so both return the same matching, ties included; the tests compare
 * them on random graphs with huge weights and on the corpus.
 *
 * solve(nvertex, endpoints, weights, limbs, maxcardinality, support[, start_mate, start_dual, shape])
 *   -> (mates, levels[, forms])
 *   mates:     list, the remote vertex of each vertex (-1: unmatched)
 *   levels:    bytes, with support one native int32 per edge: -1 where its reduced cost under the
 *              final duals is positive, else its level (support_levels); without support, empty
 *   endpoints: bytes, 2*nedge native ints (edge k joins endpoints[2k] and endpoints[2k+1])
 *   weights:   list of nedge Python ints, each read as `limbs` 64-bit limbs (two's complement) and
 *              doubled; an int too wide for them is an OverflowError
 *   start_mate, start_dual: None, or a warm start (issue 34, weighted.solve_shaped): a partner per
 *              vertex (-1) and a doubled dual per vertex (even, feasible); the run starts from those
 *              duals and the start's pairs tight under them. Its roots are the free vertices of
 *              positive dual; delta 1 is the least dual of an S-vertex; an S-vertex reaching dual 0
 *              under a root of positive dual frees itself and matches the root (flip_to_root); a free
 *              vertex of dual 0 reached by a tight edge ends an augmenting path. Cold runs take none
 *              of these branches (same steps as before).
 *   forms:     with shape, bytes, one native int32 per vertex: 2 if its final dual is positive plus
 *              the number of blossoms of positive dual holding it (weighted._forms)
 */
#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

typedef uint64_t limb;

/* ---- fixed-width two's complement arithmetic on L limbs, least significant first ---- */

/* The four operations below are written once for any L (the *_n bodies) and dispatched by L: the
 * common widths (1-3 limbs) get a copy with L a constant, unrolled by the compiler (issue 34: the
 * scan of run() spends most of its time here); the arithmetic is the same for every width. */
#define BY_WIDTH(call_1, call_2, call_3, call_n) \
    switch (L) { case 1: return call_1; case 2: return call_2; case 3: return call_3; default: return call_n; }

/* r = a + b; returns 1 on a signed overflow (the sum does not fit in L limbs) */
static inline __attribute__((always_inline)) int l_add_n(limb *r, const limb *a, const limb *b, int L) {
    limb carry = 0;
    limb ta = a[L - 1], tb = b[L - 1];
    for (int i = 0; i < L; i++) {
        limb x = a[i] + carry;
        limb c1 = x < carry;
        limb y = x + b[i];
        limb c2 = y < x;
        r[i] = y;
        carry = c1 | c2;
    }
    return (int)((~(ta ^ tb) & (ta ^ r[L - 1])) >> 63);
}

static inline int l_add(limb *r, const limb *a, const limb *b, int L) {
    BY_WIDTH(l_add_n(r, a, b, 1), l_add_n(r, a, b, 2), l_add_n(r, a, b, 3), l_add_n(r, a, b, L))
}

/* r = a - b; returns 1 on a signed overflow */
static inline __attribute__((always_inline)) int l_sub_n(limb *r, const limb *a, const limb *b, int L) {
    limb borrow = 0;
    limb ta = a[L - 1], tb = b[L - 1];
    for (int i = 0; i < L; i++) {
        limb x = a[i] - b[i];
        limb b1 = a[i] < b[i];
        limb y = x - borrow;
        limb b2 = x < borrow;
        r[i] = y;
        borrow = b1 | b2;
    }
    return (int)(((ta ^ tb) & (ta ^ r[L - 1])) >> 63);
}

static inline int l_sub(limb *r, const limb *a, const limb *b, int L) {
    BY_WIDTH(l_sub_n(r, a, b, 1), l_sub_n(r, a, b, 2), l_sub_n(r, a, b, 3), l_sub_n(r, a, b, L))
}

static inline __attribute__((always_inline)) int l_cmp_n(const limb *a, const limb *b, int L) {
    int64_t ta = (int64_t)a[L - 1], tb = (int64_t)b[L - 1];
    if (ta != tb) return ta < tb ? -1 : 1;
    for (int i = L - 2; i >= 0; i--)
        if (a[i] != b[i]) return a[i] < b[i] ? -1 : 1;
    return 0;
}

static inline int l_cmp(const limb *a, const limb *b, int L) {
    BY_WIDTH(l_cmp_n(a, b, 1), l_cmp_n(a, b, 2), l_cmp_n(a, b, 3), l_cmp_n(a, b, L))
}

static inline __attribute__((always_inline)) int l_sign_n(const limb *a, int L) {
    if ((int64_t)a[L - 1] < 0) return -1;
    for (int i = 0; i < L; i++)
        if (a[i]) return 1;
    return 0;
}

static inline int l_sign(const limb *a, int L) {
    BY_WIDTH(l_sign_n(a, 1), l_sign_n(a, 2), l_sign_n(a, 3), l_sign_n(a, L))
}

/* floor(a / 2): an arithmetic shift right by one bit */
static inline void l_half(limb *r, const limb *a, int L) {
    for (int i = 0; i < L - 1; i++) r[i] = (a[i] >> 1) | (a[i + 1] << 63);
    limb top = a[L - 1];
    r[L - 1] = (top >> 1) | (top & ((limb)1 << 63));
}

/* The sign of (pos[0] + ... ) - (neg[0] + ...), read from the most significant limb down and
 * stopping as soon as the lower limbs can no longer change it: the slack tests and comparisons of
 * the algorithm are decided by the top limbs but for near-ties, so most cost one or two limbs.
 * After limb k the value is D * 2^(64k) + R with -nneg * 2^(64k) < R < npos * 2^(64k). */
static inline __attribute__((always_inline)) int sign_of_n(const limb *const *pos, int npos, const limb *const *neg,
                                                            int nneg, int L) {
    __int128 d = 0;
    for (int k = L - 1; k >= 0; k--) {
        __int128 part = 0;
        if (k == L - 1) {
            for (int i = 0; i < npos; i++) part += (int64_t)pos[i][k];
            for (int i = 0; i < nneg; i++) part -= (int64_t)neg[i][k];
        } else {
            for (int i = 0; i < npos; i++) part += (__int128)pos[i][k];
            for (int i = 0; i < nneg; i++) part -= (__int128)neg[i][k];
        }
        d = d * ((__int128)1 << 64) + part;  /* |d| < 6 * 2^64 + 2^66: no overflow */
        if (d >= nneg) return 1;
        if (d <= -npos) return -1;
    }
    return d > 0 ? 1 : (d < 0 ? -1 : 0);
}

static inline int sign_of(const limb *const *pos, int npos, const limb *const *neg, int nneg, int L) {
    BY_WIDTH(sign_of_n(pos, npos, neg, nneg, 1), sign_of_n(pos, npos, neg, nneg, 2),
             sign_of_n(pos, npos, neg, nneg, 3), sign_of_n(pos, npos, neg, nneg, L))
}

/* ---- the algorithm's state ---- */

typedef struct {
    int n, m, L;
    const int *endpoint;          /* 2m */
    const limb *w2;               /* m * L */
    int *nbstart, *nb;            /* per vertex: remote endpoints p of its edges (CSR) */
    int *nbv;                     /* 2m: the remote vertex of each CSR entry (endpoint[nb[q]]) */
    limb *nbw2;                   /* 2m * L: the doubled weight of each CSR entry's edge, so that the
                                   * scan of a vertex's edges reads memory in order (issue 34) */
    int *mate;                    /* n: remote endpoint of the matched edge, -1 */
    int *label, *labelend;        /* 2n */
    int *inblossom;               /* n */
    int *blossomparent;           /* 2n */
    int **childs, **endps;        /* 2n: sub-blossoms and the endpoints joining them */
    int *nchilds;                 /* 2n */
    int *blossombase;             /* 2n */
    int *bestedge;                /* 2n */
    int **bbe;                    /* 2n: least-slack edges to other S-blossoms (NULL: none kept) */
    int *nbbe;                    /* 2n */
    int *unused; int nunused;     /* free blossom numbers (a stack, as weighted.py's list) */
    limb *dual;                   /* 2n * L */
    char *allowedge;              /* 2m, by CSR entry: an edge is allowed at both of its entries */
    int *entry;                   /* 2m: the CSR entry q with nb[q] == p, for each endpoint p */
    int *queue; int nq, capq;
    int *leafbuf, *leafstack;     /* scratch for leaves() */
    int *pathbuf, *endpbuf;       /* scratch for scan_blossom / add_blossom */
    int *bestto, *besttokeys;     /* scratch for add_blossom: best edge to each S-blossom */
    int failed;                   /* out of memory */
    int overflow;                 /* a dual or a slack outgrew the L limbs: the caller retries wider */
    limb *bestslack;              /* 2n * L: the slack of bestedge[b], as computed at dual update `beststamp` */
    int *bestkey, *beststamp;     /* 2n: the edge and the dual update that bestslack[b] belongs to */
    int epoch;                    /* dual updates so far: vertex duals change only there */
    int warm;                     /* started from a given matching and vertex duals (start_from) */
    limb *scratch;                /* L: the slack of the edge being scanned */
} M;

#define DUAL(M_, i) ((M_)->dual + (size_t)(i) * (M_)->L)
#define W2(M_, k) ((M_)->w2 + (size_t)(k) * (M_)->L)
#define BESTSLACK(M_, b) ((M_)->bestslack + (size_t)(b) * (M_)->L)

static void *xmalloc(M *g, size_t size) {
    void *p = malloc(size ? size : 1);
    if (!p) g->failed = 1;
    return p;
}

/* out = doubled slack of edge k */
static inline void slack(M *g, int k, limb *out) {
    g->overflow |= l_add(out, DUAL(g, g->endpoint[2 * k]), DUAL(g, g->endpoint[2 * k + 1]), g->L);
    g->overflow |= l_sub(out, out, W2(g, k), g->L);
}

/* out = doubled slack of the edge of CSR entry q of a vertex whose dual is dv (the scan of run()):
 * the same sum as slack(), read from the entry's copies; one limb as plain int64 arithmetic */
static inline void scan_slack(M *g, const limb *dv, int q, limb *out) {
    int L = g->L;
    const limb *dw = DUAL(g, g->nbv[q]);
    if (L == 1) {
        int64_t sum, r;
        g->overflow |= __builtin_add_overflow((int64_t)dv[0], (int64_t)dw[0], &sum);
        g->overflow |= __builtin_sub_overflow(sum, (int64_t)g->nbw2[q], &r);
        out[0] = (limb)r;
        return;
    }
    g->overflow |= l_add(out, dv, dw, L);
    g->overflow |= l_sub(out, out, g->nbw2 + (size_t)q * (size_t)L, L);
}

/* allowedge of edge k, read by the scan at either CSR entry (memory in order there) */
static inline void allow(M *g, int k) {
    g->allowedge[g->entry[2 * k]] = 1;
    g->allowedge[g->entry[2 * k + 1]] = 1;
}

/* The slack of bestedge[b] (not -1), computed once per dual update: a scan compares many edges with it. */
static inline const limb *best_slack(M *g, int b) {
    limb *cached = BESTSLACK(g, b);
    if (g->beststamp[b] != g->epoch || g->bestkey[b] != g->bestedge[b]) {
        slack(g, g->bestedge[b], cached);
        g->bestkey[b] = g->bestedge[b];
        g->beststamp[b] = g->epoch;
    }
    return cached;
}

/* bestedge[b] = k, whose slack `sk` is known */
static inline void set_best(M *g, int b, int k, const limb *sk) {
    g->bestedge[b] = k;
    memcpy(BESTSLACK(g, b), sk, sizeof(limb) * (size_t)g->L);
    g->bestkey[b] = k;
    g->beststamp[b] = g->epoch;
}

/* slack(a) < slack(b), without computing either */
static inline int slack_less(M *g, int a, int b) {
    const limb *pos[3] = {DUAL(g, g->endpoint[2 * a]), DUAL(g, g->endpoint[2 * a + 1]), W2(g, b)};
    const limb *neg[3] = {W2(g, a), DUAL(g, g->endpoint[2 * b]), DUAL(g, g->endpoint[2 * b + 1])};
    return sign_of(pos, 3, neg, 3, g->L) < 0;
}

/* slack(edge of CSR entry q of vertex x) < slack(b): slack_less read from the entry's copies */
static inline int entry_slack_less(M *g, int x, int q, int b) {
    const limb *pos[3] = {DUAL(g, x), DUAL(g, g->nbv[q]), W2(g, b)};
    const limb *neg[3] = {g->nbw2 + (size_t)q * (size_t)g->L, DUAL(g, g->endpoint[2 * b]),
                          DUAL(g, g->endpoint[2 * b + 1])};
    return sign_of(pos, 3, neg, 3, g->L) < 0;
}

static void push_queue(M *g, int v) {
    if (g->nq == g->capq) {
        int cap = g->capq * 2 + 16;
        int *q = realloc(g->queue, sizeof(int) * (size_t)cap);
        if (!q) { g->failed = 1; return; }
        g->queue = q;
        g->capq = cap;
    }
    g->queue[g->nq++] = v;
}

/* The vertices inside blossom b into g->leafbuf, in weighted.py's order; returns their number. */
static int leaves(M *g, int b) {
    if (b < g->n) {
        g->leafbuf[0] = b;
        return 1;
    }
    int cnt = 0, top = 0;
    g->leafstack[top++] = b;
    while (top) {
        int t = g->leafstack[--top];
        if (t < g->n) {
            g->leafbuf[cnt++] = t;
        } else {
            for (int i = 0; i < g->nchilds[t]; i++) g->leafstack[top++] = g->childs[t][i];
        }
    }
    return cnt;
}

static void assign_label(M *g, int w, int t, int p) {
    for (;;) {
        int b = g->inblossom[w];
        g->label[w] = g->label[b] = t;
        g->labelend[w] = g->labelend[b] = p;
        g->bestedge[w] = g->bestedge[b] = -1;
        if (t == 1) {
            int cnt = leaves(g, b);
            for (int i = 0; i < cnt; i++) push_queue(g, g->leafbuf[i]);
            return;
        }
        int base = g->blossombase[b];
        int mb = g->mate[base];
        w = g->endpoint[mb];
        t = 1;
        p = mb ^ 1;
    }
}

static int scan_blossom(M *g, int v, int w) {
    int npath = 0, base = -1;
    while (v != -1 || w != -1) {
        int b = g->inblossom[v];
        if (g->label[b] & 4) {
            base = g->blossombase[b];
            break;
        }
        g->pathbuf[npath++] = b;
        g->label[b] = 5;
        if (g->labelend[b] == -1) {
            v = -1;
        } else {
            v = g->endpoint[g->labelend[b]];
            b = g->inblossom[v];
            v = g->endpoint[g->labelend[b]];
        }
        if (w != -1) {
            int x = v; v = w; w = x;
        }
    }
    for (int i = 0; i < npath; i++) g->label[g->pathbuf[i]] = 1;
    return base;
}

static void add_blossom(M *g, int base, int k) {
    int n = g->n;
    int v = g->endpoint[2 * k], w = g->endpoint[2 * k + 1];
    int bb = g->inblossom[base], bv = g->inblossom[v], bw = g->inblossom[w];
    int b = g->unused[--g->nunused];
    g->blossombase[b] = base;
    g->blossomparent[b] = -1;
    g->blossomparent[bb] = b;
    int *path = g->pathbuf, *ep = g->endpbuf;
    int np = 0, ne = 0;
    while (bv != bb) {
        g->blossomparent[bv] = b;
        path[np++] = bv;
        ep[ne++] = g->labelend[bv];
        v = g->endpoint[g->labelend[bv]];
        bv = g->inblossom[v];
    }
    path[np++] = bb;
    for (int i = 0, j = np - 1; i < j; i++, j--) { int x = path[i]; path[i] = path[j]; path[j] = x; }
    for (int i = 0, j = ne - 1; i < j; i++, j--) { int x = ep[i]; ep[i] = ep[j]; ep[j] = x; }
    ep[ne++] = 2 * k;
    while (bw != bb) {
        g->blossomparent[bw] = b;
        path[np++] = bw;
        ep[ne++] = g->labelend[bw] ^ 1;
        w = g->endpoint[g->labelend[bw]];
        bw = g->inblossom[w];
    }
    int *ch = xmalloc(g, sizeof(int) * (size_t)np), *en = xmalloc(g, sizeof(int) * (size_t)ne);
    if (g->failed) { free(ch); free(en); return; }
    memcpy(ch, path, sizeof(int) * (size_t)np);
    memcpy(en, ep, sizeof(int) * (size_t)ne);
    g->childs[b] = ch;
    g->endps[b] = en;
    g->nchilds[b] = np;
    g->label[b] = 1;
    g->labelend[b] = g->labelend[bb];
    memset(DUAL(g, b), 0, sizeof(limb) * (size_t)g->L);
    int cnt = leaves(g, b);
    for (int i = 0; i < cnt; i++) {
        int x = g->leafbuf[i];
        if (g->label[g->inblossom[x]] == 2) push_queue(g, x);
        g->inblossom[x] = b;
    }
    int nkeys = 0;
    for (int c = 0; c < np; c++) {
        int sub = ch[c];
        if (g->bbe[sub] == NULL) {
            /* every edge of every vertex inside the sub-blossom, in weighted.py's order, read at
             * the vertex's CSR entries: the far end is the entry's remote vertex */
            int lc = leaves(g, sub);
            for (int i = 0; i < lc; i++) {
                int x = g->leafbuf[i];
                for (int q = g->nbstart[x]; q < g->nbstart[x + 1]; q++) {
                    int bj = g->inblossom[g->nbv[q]];
                    if (bj != b && g->label[bj] == 1) {
                        int kk = g->nb[q] >> 1;
                        int cur = g->bestto[bj];
                        if (cur == -1 || entry_slack_less(g, x, q, cur)) {
                            if (cur == -1) g->besttokeys[nkeys++] = bj;
                            g->bestto[bj] = kk;
                        }
                    }
                }
            }
        } else {
            int *list = g->bbe[sub];
            for (int q = 0; q < g->nbbe[sub]; q++) {
                int kk = list[q];
                int i = g->endpoint[2 * kk], j = g->endpoint[2 * kk + 1];
                if (g->inblossom[j] == b) { int x = i; i = j; j = x; }
                (void)i;
                int bj = g->inblossom[j];
                if (bj != b && g->label[bj] == 1) {
                    int cur = g->bestto[bj];
                    if (cur == -1 || slack_less(g, kk, cur)) {
                        if (cur == -1) g->besttokeys[nkeys++] = bj;
                        g->bestto[bj] = kk;
                    }
                }
            }
            free(g->bbe[sub]);
            g->bbe[sub] = NULL;
        }
        g->bestedge[sub] = -1;
    }
    int *kept = xmalloc(g, sizeof(int) * (size_t)nkeys);
    if (g->failed) { free(kept); return; }
    for (int i = 0; i < nkeys; i++) {
        kept[i] = g->bestto[g->besttokeys[i]];
        g->bestto[g->besttokeys[i]] = -1;
    }
    free(g->bbe[b]);
    g->bbe[b] = kept;
    g->nbbe[b] = nkeys;
    int best = -1;
    for (int i = 0; i < nkeys; i++)
        if (best == -1 || slack_less(g, kept[i], best)) best = kept[i];
    g->bestedge[b] = best;
    (void)n;
}

#define IDX(j, len) ((j) < 0 ? (j) + (len) : (j))

static void expand_blossom(M *g, int b, int endstage) {
    int n = g->n;
    int *childs = g->childs[b];
    int len = g->nchilds[b];
    for (int c = 0; c < len; c++) {
        int s = childs[c];
        g->blossomparent[s] = -1;
        if (s < n) {
            g->inblossom[s] = s;
        } else if (endstage && l_sign(DUAL(g, s), g->L) == 0) {
            expand_blossom(g, s, endstage);
        } else {
            int cnt = leaves(g, s);
            for (int i = 0; i < cnt; i++) g->inblossom[g->leafbuf[i]] = s;
        }
    }
    if (!endstage && g->label[b] == 2) {
        int *endps = g->endps[b];
        int entrychild = g->inblossom[g->endpoint[g->labelend[b] ^ 1]];
        int j = 0;
        while (childs[j] != entrychild) j++;
        int jstep, endptrick;
        if (j & 1) { j -= len; jstep = 1; endptrick = 0; }
        else { jstep = -1; endptrick = 1; }
        int p = g->labelend[b];
        while (j != 0) {
            g->label[g->endpoint[p ^ 1]] = 0;
            g->label[g->endpoint[endps[IDX(j - endptrick, len)] ^ endptrick ^ 1]] = 0;
            assign_label(g, g->endpoint[p ^ 1], 2, p);
            allow(g, endps[IDX(j - endptrick, len)] >> 1);
            j += jstep;
            p = endps[IDX(j - endptrick, len)] ^ endptrick;
            allow(g, p >> 1);
            j += jstep;
        }
        int bv = childs[IDX(j, len)];
        g->label[g->endpoint[p ^ 1]] = g->label[bv] = 2;
        g->labelend[g->endpoint[p ^ 1]] = g->labelend[bv] = p;
        g->bestedge[bv] = -1;
        j += jstep;
        while (childs[IDX(j, len)] != entrychild) {
            bv = childs[IDX(j, len)];
            if (g->label[bv] == 1) { j += jstep; continue; }
            int reached = -1;
            int cnt = leaves(g, bv);
            for (int i = 0; i < cnt; i++)
                if (g->label[g->leafbuf[i]] != 0) { reached = g->leafbuf[i]; break; }
            if (reached != -1) {
                g->label[reached] = 0;
                g->label[g->endpoint[g->mate[g->blossombase[bv]]]] = 0;
                assign_label(g, reached, 2, g->labelend[reached]);
            }
            j += jstep;
        }
    }
    g->label[b] = g->labelend[b] = -1;
    free(g->childs[b]); free(g->endps[b]);
    g->childs[b] = g->endps[b] = NULL;
    g->nchilds[b] = 0;
    g->blossombase[b] = -1;
    free(g->bbe[b]);
    g->bbe[b] = NULL;
    g->bestedge[b] = -1;
    g->unused[g->nunused++] = b;
}

static void augment_blossom(M *g, int b, int v) {
    int n = g->n;
    int t = v;
    while (g->blossomparent[t] != b) t = g->blossomparent[t];
    if (t >= n) augment_blossom(g, t, v);
    int *childs = g->childs[b], *endps = g->endps[b];
    int len = g->nchilds[b];
    int i = 0;
    while (childs[i] != t) i++;
    int j = i, jstep, endptrick;
    if (j & 1) { j -= len; jstep = 1; endptrick = 0; }
    else { jstep = -1; endptrick = 1; }
    while (j != 0) {
        j += jstep;
        t = childs[IDX(j, len)];
        int p = endps[IDX(j - endptrick, len)] ^ endptrick;
        if (t >= n) augment_blossom(g, t, g->endpoint[p]);
        j += jstep;
        t = childs[IDX(j, len)];
        if (t >= n) augment_blossom(g, t, g->endpoint[p ^ 1]);
        g->mate[g->endpoint[p]] = p ^ 1;
        g->mate[g->endpoint[p ^ 1]] = p;
    }
    /* rotate both lists so that child i comes first */
    int *rc = xmalloc(g, sizeof(int) * (size_t)len), *re = xmalloc(g, sizeof(int) * (size_t)len);
    if (g->failed) { free(rc); free(re); return; }
    for (int q = 0; q < len; q++) {
        rc[q] = childs[(i + q) % len];
        re[q] = endps[(i + q) % len];
    }
    free(childs); free(endps);
    g->childs[b] = rc;
    g->endps[b] = re;
    g->blossombase[b] = g->blossombase[rc[0]];
}

/* Swap the matched and unmatched edges of the alternating path from S-vertex s up to the root of its
 * tree, s taking endpoint p as its mate (-1: s becomes free). One side of an augmenting path. */
static void swap_path(M *g, int s, int p) {
    int n = g->n;
    for (;;) {
        int bs = g->inblossom[s];
        if (bs >= n) augment_blossom(g, bs, s);
        g->mate[s] = p;
        if (g->labelend[bs] == -1) break;
        int t = g->endpoint[g->labelend[bs]];
        int bt = g->inblossom[t];
        s = g->endpoint[g->labelend[bt]];
        int j = g->endpoint[g->labelend[bt] ^ 1];
        if (bt >= n) augment_blossom(g, bt, j);
        g->mate[j] = g->labelend[bt];
        p = g->labelend[bt] ^ 1;
    }
}

/* Augment along the path through edge k between two S-vertices of different trees. */
static void augment_matching(M *g, int k) {
    swap_path(g, g->endpoint[2 * k], 2 * k + 1);
    swap_path(g, g->endpoint[2 * k + 1], 2 * k);
}

/* Warm start only: the free vertex at the root of S-vertex v's alternating tree. */
static int root_of(M *g, int s) {
    for (;;) {
        int bs = g->inblossom[s];
        if (g->labelend[bs] == -1) return g->blossombase[bs];
        int bt = g->inblossom[g->endpoint[g->labelend[bs]]];
        s = g->endpoint[g->labelend[bt]];
    }
}

/* Warm start only: S-vertex s (matched, its dual 0) becomes free and the root of its tree matched, by
 * swapping the even alternating path between them. */
static void flip_to_root(M *g, int s) {
    swap_path(g, s, -1);
}

static void run(M *g, int maxcardinality) {
    int n = g->n, L = g->L;
    limb *delta = malloc(sizeof(limb) * (size_t)L), *d = malloc(sizeof(limb) * (size_t)L);
    limb *zero = calloc((size_t)L, sizeof(limb));
    if (!delta || !d || !zero) { g->failed = 1; goto done; }
    for (int stage = 0; stage < n + g->warm; stage++) {
        for (int i = 0; i < 2 * n; i++) { g->label[i] = 0; g->bestedge[i] = -1; }
        if (g->warm) for (int i = 0; i < 2 * n; i++) g->labelend[i] = -1;
        for (int b = n; b < 2 * n; b++) { free(g->bbe[b]); g->bbe[b] = NULL; }
        memset(g->allowedge, 0, 2 * (size_t)g->m);
        g->nq = 0;
        for (int v = 0; v < n; v++)
            if (g->mate[v] == -1 && g->label[g->inblossom[v]] == 0 && (!g->warm || l_sign(DUAL(g, v), L) > 0))
                assign_label(g, v, 1, -1);
        /* warm: the roots are the free vertices of positive dual; none left, the matching is optimal */
        if (g->warm && g->nq == 0) break;
        int augmented = 0, event = 0;
        for (;;) {
            while (g->nq > 0 && !augmented) {
                if (g->failed) goto done;
                int v = g->queue[--g->nq];
                int bv_ = g->inblossom[v];
                const limb *dv = DUAL(g, v);
                for (int q = g->nbstart[v]; q < g->nbstart[v + 1]; q++) {
                    int w = g->nbv[q];
                    int bw_ = g->inblossom[w];
                    if (bv_ == bw_) continue;
                    int p = g->nb[q];
                    int k = p >> 1;
                    if (!g->allowedge[q]) {
                        /* its slack, kept in scratch for the least-slack test below */
                        scan_slack(g, dv, q, g->scratch);
                        if (l_sign(g->scratch, L) <= 0) allow(g, k);
                    }
                    if (g->allowedge[q]) {
                        int lw = g->label[bw_];
                        if (lw == 0) {
                            if (g->warm && g->mate[g->blossombase[bw_]] == -1) {
                                /* warm: a free vertex of dual 0 reached: an augmenting path */
                                augment_matching(g, k);
                                augmented = 1;
                                break;
                            }
                            assign_label(g, w, 2, p ^ 1);
                        } else if (lw == 1) {
                            int base = scan_blossom(g, v, w);
                            if (base >= 0) {
                                add_blossom(g, base, k);
                                if (g->failed) goto done;
                                bv_ = g->inblossom[v];
                            } else {
                                augment_matching(g, k);
                                augmented = 1;
                                break;
                            }
                        } else if (g->label[w] == 0) {
                            g->label[w] = 2;
                            g->labelend[w] = p ^ 1;
                        }
                    } else {
                        int b;
                        if (g->label[bw_] == 1) b = g->inblossom[v];
                        else if (g->label[w] == 0) b = w;
                        else continue;
                        if (g->bestedge[b] == -1 || l_cmp(g->scratch, best_slack(g, b), L) < 0)
                            set_best(g, b, k, g->scratch);
                    }
                }
            }
            if (g->failed) goto done;
            if (augmented) break;
            int deltatype = -1, deltaedge = -1, deltablossom = -1;
            if (!maxcardinality && !g->warm) {
                deltatype = 1;
                memcpy(delta, DUAL(g, 0), sizeof(limb) * (size_t)L);
                for (int v = 1; v < n; v++)
                    if (l_cmp(DUAL(g, v), delta, L) < 0) memcpy(delta, DUAL(g, v), sizeof(limb) * (size_t)L);
            } else if (!maxcardinality) {
                /* warm: the least dual of an S-vertex (cold, the free vertices hold the least of all) */
                for (int v = 0; v < n; v++)
                    if (g->label[g->inblossom[v]] == 1 && (deltatype == -1 || l_cmp(DUAL(g, v), delta, L) < 0)) {
                        memcpy(delta, DUAL(g, v), sizeof(limb) * (size_t)L);
                        deltatype = 1;
                    }
            }
            for (int v = 0; v < n; v++) {
                if (g->label[g->inblossom[v]] == 0 && g->bestedge[v] != -1) {
                    const limb *sv = best_slack(g, v);
                    if (deltatype == -1 || l_cmp(sv, delta, L) < 0) {
                        memcpy(delta, sv, sizeof(limb) * (size_t)L);
                        deltatype = 2;
                        deltaedge = g->bestedge[v];
                    }
                }
            }
            for (int b = 0; b < 2 * n; b++) {
                if (g->blossomparent[b] == -1 && g->label[b] == 1 && g->bestedge[b] != -1) {
                    /* slack < 2 delta exactly when floor(slack / 2) < delta */
                    l_half(d, best_slack(g, b), L);
                    if (deltatype == -1 || l_cmp(d, delta, L) < 0) {
                        memcpy(delta, d, sizeof(limb) * (size_t)L);
                        deltatype = 3;
                        deltaedge = g->bestedge[b];
                    }
                }
            }
            for (int b = n; b < 2 * n; b++) {
                if (g->blossombase[b] >= 0 && g->blossomparent[b] == -1 && g->label[b] == 2 &&
                    (deltatype == -1 || l_cmp(DUAL(g, b), delta, L) < 0)) {
                    memcpy(delta, DUAL(g, b), sizeof(limb) * (size_t)L);
                    deltatype = 4;
                    deltablossom = b;
                }
            }
            if (deltatype == -1) {
                deltatype = 1;
                memcpy(delta, DUAL(g, 0), sizeof(limb) * (size_t)L);
                for (int v = 1; v < n; v++)
                    if (l_cmp(DUAL(g, v), delta, L) < 0) memcpy(delta, DUAL(g, v), sizeof(limb) * (size_t)L);
                if (l_sign(delta, L) < 0) memcpy(delta, zero, sizeof(limb) * (size_t)L);
            }
            if (g->overflow) goto done;
            g->epoch++;
            for (int v = 0; v < n; v++) {
                int lb = g->label[g->inblossom[v]];
                if (lb == 1) g->overflow |= l_sub(DUAL(g, v), DUAL(g, v), delta, L);
                else if (lb == 2) g->overflow |= l_add(DUAL(g, v), DUAL(g, v), delta, L);
            }
            for (int b = n; b < 2 * n; b++) {
                if (g->blossombase[b] >= 0 && g->blossomparent[b] == -1) {
                    if (g->label[b] == 1) g->overflow |= l_add(DUAL(g, b), DUAL(g, b), delta, L);
                    else if (g->label[b] == 2) g->overflow |= l_sub(DUAL(g, b), DUAL(g, b), delta, L);
                }
            }
            if (g->overflow) goto done;
            if (deltatype == 1) {
                if (g->warm) {
                    /* an S-vertex reached dual 0: if matched under a root of positive dual, it frees
                     * itself and matches the root; the stage ends while a free vertex has a positive dual */
                    for (int v = 0; v < n; v++)
                        if (g->label[g->inblossom[v]] == 1 && l_sign(DUAL(g, v), L) == 0 && g->mate[v] != -1) {
                            int r = root_of(g, v);
                            if (l_sign(DUAL(g, r), L) > 0) { flip_to_root(g, v); break; }
                        }
                    for (int v = 0; v < n && !event; v++)
                        if (g->mate[v] == -1 && l_sign(DUAL(g, v), L) > 0) event = 1;
                }
                break;
            }
            if (deltatype == 2) {
                allow(g, deltaedge);
                int i = g->endpoint[2 * deltaedge], j = g->endpoint[2 * deltaedge + 1];
                if (g->label[g->inblossom[i]] == 0) { int x = i; i = j; j = x; }
                push_queue(g, i);
            } else if (deltatype == 3) {
                allow(g, deltaedge);
                push_queue(g, g->endpoint[2 * deltaedge]);
            } else {
                expand_blossom(g, deltablossom, 0);
            }
        }
        if (!augmented && !event) break;
        for (int b = n; b < 2 * n; b++)
            if (g->blossomparent[b] == -1 && g->blossombase[b] >= 0 && g->label[b] == 1 &&
                l_sign(DUAL(g, b), L) == 0)
                expand_blossom(g, b, 1);
    }
done:
    free(delta); free(d); free(zero);
}

/* levels[k]: -1 where edge k has a positive reduced cost (doubled vertex duals minus the doubled
 * weight, plus twice the dual of every blossom holding both ends), else its level: the number of
 * its ends with a positive dual plus the number of blossoms with a positive dual holding both ends
 * (weighted.py's _support). */
static int support_levels(M *g, int32_t *levels) {
    int n = g->n, L = g->L;
    size_t n2 = 2 * (size_t)n;
    limb *s = malloc(sizeof(limb) * (size_t)L);
    /* per blossom b: its depth below its top-level blossom, and over b and every blossom above it the
     * sum of the doubled duals (up) and the number of positive duals (ups): the blossoms holding both
     * ends of an edge are the deepest one holding both (found by depth) and those above it */
    int *depth = malloc(sizeof(int) * n2 + sizeof(int)), *ups = malloc(sizeof(int) * n2 + sizeof(int));
    int *stack = malloc(sizeof(int) * n2 + sizeof(int));
    limb *up = malloc(sizeof(limb) * (n2 * (size_t)L + 1));
    if (!s || !depth || !ups || !stack || !up) { free(s); free(depth); free(ups); free(stack); free(up); return 0; }
    for (size_t b = 0; b < n2; b++) depth[b] = -1;
    for (int v = 0; v < n; v++) {
        int top = 0;
        for (int b = g->blossomparent[v]; b != -1 && depth[b] == -1; b = g->blossomparent[b]) stack[top++] = b;
        while (top) {
            int b = stack[--top], parent = g->blossomparent[b];
            limb *ub = up + (size_t)b * (size_t)L;
            g->overflow |= l_add(ub, DUAL(g, b), DUAL(g, b), L);
            ups[b] = l_sign(DUAL(g, b), L) > 0;
            depth[b] = 0;
            if (parent != -1) {
                g->overflow |= l_add(ub, ub, up + (size_t)parent * (size_t)L, L);
                ups[b] += ups[parent];
                depth[b] = depth[parent] + 1;
            }
        }
    }
    for (int k = 0; k < g->m; k++) {
        int i = g->endpoint[2 * k], j = g->endpoint[2 * k + 1];
        int32_t level = (l_sign(DUAL(g, i), L) > 0) + (l_sign(DUAL(g, j), L) > 0);
        slack(g, k, s);
        if (g->inblossom[i] == g->inblossom[j] && g->inblossom[i] >= n) {
            int x = g->blossomparent[i], y = g->blossomparent[j];
            while (depth[x] > depth[y]) x = g->blossomparent[x];
            while (depth[y] > depth[x]) y = g->blossomparent[y];
            while (x != y) { x = g->blossomparent[x]; y = g->blossomparent[y]; }
            g->overflow |= l_add(s, s, up + (size_t)x * (size_t)L, L);
            level += ups[x];
        }
        levels[k] = l_sign(s, L) == 0 ? level : -1;
    }
    free(s); free(depth); free(ups); free(stack); free(up);
    return 1;
}

/* v (a Python int) as L limbs of two's complement, least significant first; 0 with an exception set
 * when it does not fit (or is not an int). */
static int int_to_limbs(PyObject *v, limb *out, int L, unsigned char *bytes) {
    if (!PyLong_Check(v)) {
        PyErr_Format(PyExc_TypeError, "_blossom.solve: a weight must be an int, got %.100s", Py_TYPE(v)->tp_name);
        return 0;
    }
    size_t size = 8 * (size_t)L;
#if PY_VERSION_HEX >= 0x030D0000
    Py_ssize_t need = PyLong_AsNativeBytes(v, bytes, (Py_ssize_t)size, Py_ASNATIVEBYTES_LITTLE_ENDIAN);
    if (need < 0) return 0;
    if ((size_t)need > size) {
        PyErr_SetString(PyExc_OverflowError, "_blossom.solve: a weight is wider than the limbs given");
        return 0;
    }
#else
    if (_PyLong_AsByteArray((PyLongObject *)v, bytes, size, 1, 1) < 0) return 0;
#endif
    for (int i = 0; i < L; i++) {
        limb x = 0;
        for (int byte = 7; byte >= 0; byte--) x = (x << 8) | bytes[8 * (size_t)i + (size_t)byte];
        out[i] = x;
    }
    return 1;
}

static PyObject *solve(PyObject *self, PyObject *args) {
    int n, L, maxcardinality, support = 0, shape = 0;
    Py_buffer ends;
    PyObject *weights, *start_mate = Py_None, *start_dual = Py_None;
    (void)self;
    if (!PyArg_ParseTuple(args, "iy*O!ip|pOOp", &n, &ends, &PyList_Type, &weights, &L, &maxcardinality, &support,
                          &start_mate, &start_dual, &shape))
        return NULL;
    PyObject *result = NULL;
    M g;
    memset(&g, 0, sizeof g);
    limb *w2 = NULL;
    if (L < 1 || ends.len % (Py_ssize_t)(2 * sizeof(int)) != 0) {
        PyErr_SetString(PyExc_ValueError, "_blossom.solve: inconsistent buffers");
        goto release;
    }
    g.n = n;
    g.m = (int)(ends.len / (Py_ssize_t)(2 * sizeof(int)));
    g.L = L;
    if (PyList_GET_SIZE(weights) != (Py_ssize_t)g.m) {
        PyErr_SetString(PyExc_ValueError, "_blossom.solve: weights do not match the edges");
        goto release;
    }
    g.endpoint = (const int *)ends.buf;
    for (int p = 0; p < 2 * g.m; p++)
        if (g.endpoint[p] < 0 || g.endpoint[p] >= n) {
            PyErr_SetString(PyExc_ValueError, "_blossom.solve: vertex out of range");
            goto release;
        }
    w2 = malloc(sizeof(limb) * (size_t)g.m * (size_t)L + sizeof(limb));
    g.w2 = w2;
    size_t n2 = 2 * (size_t)n;
    g.nbstart = calloc((size_t)n + 1, sizeof(int));
    g.nb = malloc(sizeof(int) * (2 * (size_t)g.m + 1));
    g.nbv = malloc(sizeof(int) * (2 * (size_t)g.m + 1));
    g.nbw2 = malloc(sizeof(limb) * (2 * (size_t)g.m * (size_t)L + 1));
    g.mate = malloc(sizeof(int) * ((size_t)n + 1));
    g.label = malloc(sizeof(int) * n2 + 1);
    g.labelend = malloc(sizeof(int) * n2 + 1);
    g.inblossom = malloc(sizeof(int) * ((size_t)n + 1));
    g.blossomparent = malloc(sizeof(int) * n2 + 1);
    g.childs = calloc(n2 + 1, sizeof(int *));
    g.endps = calloc(n2 + 1, sizeof(int *));
    g.nchilds = calloc(n2 + 1, sizeof(int));
    g.blossombase = malloc(sizeof(int) * n2 + 1);
    g.bestedge = malloc(sizeof(int) * n2 + 1);
    g.bbe = calloc(n2 + 1, sizeof(int *));
    g.nbbe = calloc(n2 + 1, sizeof(int));
    g.unused = malloc(sizeof(int) * ((size_t)n + 1));
    g.dual = calloc(n2 * (size_t)L + 1, sizeof(limb));
    g.allowedge = calloc(2 * (size_t)g.m + 1, 1);
    g.entry = malloc(sizeof(int) * (2 * (size_t)g.m + 1));
    g.leafbuf = malloc(sizeof(int) * ((size_t)n + 1));
    g.leafstack = malloc(sizeof(int) * n2 + 1);
    g.pathbuf = malloc(sizeof(int) * n2 + 1);
    g.endpbuf = malloc(sizeof(int) * n2 + 1);
    g.bestto = malloc(sizeof(int) * n2 + 1);
    g.besttokeys = malloc(sizeof(int) * n2 + 1);
    g.bestslack = malloc(sizeof(limb) * (n2 * (size_t)L + 1));
    g.bestkey = malloc(sizeof(int) * n2 + 1);
    g.beststamp = malloc(sizeof(int) * n2 + 1);
    g.scratch = malloc(sizeof(limb) * (size_t)L);
    if (!w2 || !g.nbstart || !g.nb || !g.nbv || !g.nbw2 || !g.mate || !g.label || !g.labelend || !g.inblossom || !g.blossomparent ||
        !g.childs || !g.endps || !g.nchilds || !g.blossombase || !g.bestedge || !g.bbe || !g.nbbe || !g.unused ||
        !g.dual || !g.allowedge || !g.entry || !g.leafbuf || !g.leafstack || !g.pathbuf || !g.endpbuf || !g.bestto ||
        !g.besttokeys || !g.bestslack || !g.bestkey || !g.beststamp || !g.scratch) {
        PyErr_NoMemory();
        goto cleanup;
    }
    {
        /* the weights, then doubled in place (the duals are kept doubled); the initial vertex dual is
         * the largest weight, or 0 */
        unsigned char *bytes = malloc(8 * (size_t)L);
        limb *maxweight = calloc((size_t)L, sizeof(limb));
        if (!bytes || !maxweight) { free(bytes); free(maxweight); PyErr_NoMemory(); goto cleanup; }
        for (int k = 0; k < g.m; k++) {
            limb *wk = w2 + (size_t)k * (size_t)L;
            if (!int_to_limbs(PyList_GET_ITEM(weights, k), wk, L, bytes)) {
                free(bytes); free(maxweight);
                goto cleanup;
            }
            if (l_cmp(wk, maxweight, L) > 0) memcpy(maxweight, wk, sizeof(limb) * (size_t)L);
            g.overflow |= l_add(wk, wk, wk, L);
        }
        for (int v = 0; v < n; v++) memcpy(DUAL(&g, v), maxweight, sizeof(limb) * (size_t)L);
        free(bytes); free(maxweight);
    }
    /* neighbour lists: vertex v's remote endpoints, in edge order (as weighted.py appends them) */
    for (int k = 0; k < g.m; k++) {
        g.nbstart[g.endpoint[2 * k] + 1]++;
        g.nbstart[g.endpoint[2 * k + 1] + 1]++;
    }
    for (int v = 0; v < n; v++) g.nbstart[v + 1] += g.nbstart[v];
    {
        int *fill = malloc(sizeof(int) * ((size_t)n + 1));
        if (!fill) { PyErr_NoMemory(); goto cleanup; }
        memcpy(fill, g.nbstart, sizeof(int) * (size_t)n);
        for (int k = 0; k < g.m; k++) {
            g.nb[fill[g.endpoint[2 * k]]++] = 2 * k + 1;
            g.nb[fill[g.endpoint[2 * k + 1]]++] = 2 * k;
        }
        free(fill);
        for (int q = 0; q < 2 * g.m; q++) {
            g.entry[g.nb[q]] = q;
            g.nbv[q] = g.endpoint[g.nb[q]];
            memcpy(g.nbw2 + (size_t)q * (size_t)L, W2(&g, g.nb[q] >> 1), sizeof(limb) * (size_t)L);
        }
    }
    for (int v = 0; v < n; v++) { g.mate[v] = -1; g.inblossom[v] = v; }
    for (size_t i = 0; i < n2; i++) {
        g.labelend[i] = -1;
        g.blossomparent[i] = -1;
        g.blossombase[i] = i < (size_t)n ? (int)i : -1;
        g.bestedge[i] = -1;
        g.bestto[i] = -1;
        g.bestkey[i] = -1;
        g.beststamp[i] = -1;
    }
    /* weighted.py pops unused blossoms from the end of range(n, 2n) */
    g.nunused = n;
    for (int i = 0; i < n; i++) g.unused[i] = n + i;
    if (start_dual != Py_None) {
        /* a warm start: the given vertex duals (doubled, as the core keeps them) and, of the given
         * matching (a partner per vertex, -1), the edges tight under them, in edge order */
        if (!PyList_Check(start_dual) || PyList_GET_SIZE(start_dual) != n || !PyList_Check(start_mate) ||
            PyList_GET_SIZE(start_mate) != n) {
            PyErr_SetString(PyExc_ValueError, "_blossom.solve: a warm start needs a partner and a dual per vertex");
            goto cleanup;
        }
        unsigned char *bytes = malloc(8 * (size_t)L);
        if (!bytes) { PyErr_NoMemory(); goto cleanup; }
        for (int v = 0; v < n; v++)
            if (!int_to_limbs(PyList_GET_ITEM(start_dual, v), DUAL(&g, v), L, bytes)) { free(bytes); goto cleanup; }
        free(bytes);
        for (int k = 0; k < g.m; k++) {
            int i = g.endpoint[2 * k], j = g.endpoint[2 * k + 1];
            if (g.mate[i] != -1 || g.mate[j] != -1 || PyLong_AsLong(PyList_GET_ITEM(start_mate, i)) != j) continue;
            slack(&g, k, g.scratch);
            if (l_sign(g.scratch, L) != 0) continue;
            g.mate[i] = 2 * k + 1;
            g.mate[j] = 2 * k;
        }
        if (PyErr_Occurred()) goto cleanup;
        g.warm = !maxcardinality;
    }
    if (g.m > 0) run(&g, maxcardinality);
    if (g.failed) {
        PyErr_NoMemory();
        goto cleanup;
    }
    if (g.overflow) {
        PyErr_SetString(PyExc_OverflowError, "_blossom.solve: the duals outgrew the limbs given");
        goto cleanup;
    }
    {
        PyObject *mates = PyList_New(n);
        if (!mates) goto cleanup;
        for (int v = 0; v < n; v++) {
            int mv = g.m > 0 && g.mate[v] >= 0 ? g.endpoint[g.mate[v]] : -1;
            PyObject *x = PyLong_FromLong(mv);
            if (!x) { Py_DECREF(mates); goto cleanup; }
            PyList_SET_ITEM(mates, v, x);
        }
        PyObject *tight = PyBytes_FromStringAndSize(NULL, support ? (Py_ssize_t)g.m * 4 : 0);
        if (!tight) { Py_DECREF(mates); goto cleanup; }
        if (support && !support_levels(&g, (int32_t *)PyBytes_AS_STRING(tight))) {
            Py_DECREF(mates); Py_DECREF(tight);
            PyErr_NoMemory();
            goto cleanup;
        }
        if (g.overflow) {
            Py_DECREF(mates); Py_DECREF(tight);
            PyErr_SetString(PyExc_OverflowError, "_blossom.solve: the duals outgrew the limbs given");
            goto cleanup;
        }
        if (!shape) {
            result = PyTuple_Pack(2, mates, tight);
        } else {
            /* per vertex: 2 if its dual is positive, plus the number of blossoms of positive dual
             * holding it: its doubled dual for the support's levels, each blossom's spread over its
             * vertices (the start of a later warm solve, weighted.solve_shaped) */
            PyObject *form = PyBytes_FromStringAndSize(NULL, (Py_ssize_t)n * 4);
            if (form) {
                int32_t *out = (int32_t *)PyBytes_AS_STRING(form);
                for (int v = 0; v < n; v++) {
                    int32_t c = 0;
                    for (int b = g.blossomparent[v]; b != -1; b = g.blossomparent[b]) c += l_sign(DUAL(&g, b), L) > 0;
                    out[v] = 2 * (l_sign(DUAL(&g, v), L) > 0) + c;
                }
                result = PyTuple_Pack(3, mates, tight, form);
                Py_DECREF(form);
            }
        }
        Py_DECREF(mates); Py_DECREF(tight);
    }
cleanup:
    for (size_t i = 0; g.childs && i < n2; i++) free(g.childs[i]);
    for (size_t i = 0; g.endps && i < n2; i++) free(g.endps[i]);
    for (size_t i = 0; g.bbe && i < n2; i++) free(g.bbe[i]);
    free(w2); free(g.nbstart); free(g.nb); free(g.nbv); free(g.nbw2); free(g.mate); free(g.label); free(g.labelend); free(g.inblossom);
    free(g.blossomparent); free(g.childs); free(g.endps); free(g.nchilds); free(g.blossombase); free(g.bestedge);
    free(g.bbe); free(g.nbbe); free(g.unused); free(g.dual); free(g.allowedge); free(g.entry); free(g.queue); free(g.leafbuf);
    free(g.leafstack); free(g.pathbuf); free(g.endpbuf); free(g.bestto); free(g.besttokeys);
    free(g.bestslack); free(g.bestkey); free(g.beststamp); free(g.scratch);
release:
    PyBuffer_Release(&ends);
    return result;
}

/* relabel(pairs) -> (labels, endpoints): the vertices of a list of 2-tuples numbered 0.. in order of first
 * appearance (labels[i] is vertex i), and endpoints as native ints, two per pair, for solve: what
 * checker.matching.weighted does with a dict and an array, without the Python objects in between.
 * TypeError when an item is not a 2-tuple (the caller then relabels in Python). */
static PyObject *relabel(PyObject *self, PyObject *pairs) {
    (void)self;
    if (!PyList_Check(pairs)) {
        PyErr_SetString(PyExc_TypeError, "_blossom.relabel: a list of pairs is expected");
        return NULL;
    }
    Py_ssize_t m = PyList_GET_SIZE(pairs);
    PyObject *index = PyDict_New(), *labels = PyList_New(0), *result = NULL;
    PyObject *ends = PyBytes_FromStringAndSize(NULL, (Py_ssize_t)sizeof(int) * 2 * m);
    if (!index || !labels || !ends) goto done;
    int *out = (int *)PyBytes_AS_STRING(ends);
    for (Py_ssize_t k = 0; k < m; k++) {
        PyObject *pair = PyList_GET_ITEM(pairs, k);
        if (!PyTuple_Check(pair) || PyTuple_GET_SIZE(pair) != 2) {
            PyErr_SetString(PyExc_TypeError, "_blossom.relabel: every pair must be a 2-tuple");
            goto done;
        }
        for (int side = 0; side < 2; side++) {
            PyObject *vertex = PyTuple_GET_ITEM(pair, side);
            PyObject *known = PyDict_GetItemWithError(index, vertex); /* borrowed */
            if (known) {
                out[2 * k + side] = (int)PyLong_AsLong(known);
                continue;
            }
            if (PyErr_Occurred()) goto done;
            Py_ssize_t next = PyList_GET_SIZE(labels);
            if (next >= INT32_MAX) {
                PyErr_SetString(PyExc_OverflowError, "_blossom.relabel: too many vertices");
                goto done;
            }
            PyObject *number = PyLong_FromSsize_t(next);
            if (!number) goto done;
            int failed = PyDict_SetItem(index, vertex, number) < 0;
            Py_DECREF(number);
            if (failed || PyList_Append(labels, vertex) < 0) goto done;
            out[2 * k + side] = (int)next;
        }
    }
    result = PyTuple_Pack(2, labels, ends);
done:
    Py_XDECREF(index); Py_XDECREF(labels); Py_XDECREF(ends);
    return result;
}

static PyMethodDef methods[] = {
    {"solve", solve, METH_VARARGS,
     "solve(nvertex, endpoints, weights, limbs, maxcardinality, support=False) -> (mates, levels): the "
     "weighted blossom algorithm of checker.matching.weighted on exact multi-limb integers."},
    {"relabel", relabel, METH_O,
     "relabel(pairs) -> (labels, endpoints): the vertices of a list of 2-tuples numbered in order of first "
     "appearance, and the pairs' endpoints as native ints for solve."},
    {NULL, NULL, 0, NULL},
};

static struct PyModuleDef module = {
    PyModuleDef_HEAD_INIT, "_blossom",
    "Compiled core of checker.matching.weighted (exact multi-limb integers); optional, with the pure-Python "
    "matcher as the fallback.",
    -1, methods, NULL, NULL, NULL, NULL,
};

PyMODINIT_FUNC PyInit__blossom(void) { return PyModule_Create(&module); }
