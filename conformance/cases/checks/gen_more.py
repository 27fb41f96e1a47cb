#!/usr/bin/env python3
"""gen_more.py - the planted-bug cases of issue 17: bug shapes met in real CUDA code (a grid-stride
loop, a pitched 2D index, a tiled transpose and matmul, histograms, reductions, message passing,
warp collectives in divergent code), some through cuda.h's inlined helpers (atomicAdd,
__ballot_sync, __syncwarp, __shfl_xor_sync), where the expected location is the user's line that
called the helper. gen.py writes them with its own (see there for the rules of the expectations).

Each case's expectations come from its source: the checker and kind (docs/checkers.md), the
marked lines, and the count of occurrences folded into one finding per source location pair
where it follows from the program (lanes that make the bad access, executions of a collective);
left out where it depends on which accesses a racecheck record keeps. Where a case waits for a
fix the script says so ("pending", see run.py): PENDING names them.
"""

from genlib import i32, ptr, twins

PENDING = {}  # none at present (run.py: a case waiting for a fix says so)

def f32(value):
    return {"type": "f32", "value": value}


# ---- memcheck -------------------------------------------------------------------------------------

def grid_stride_oob():
    n, a = 100, 2.0
    xs = [float(i % 7 - 3) for i in range(n)]

    def build(s):
        s.input("in", xs, "f32")
        s.alloc("out", 4 * n)
        s.launch("saxpy_strided", 2, 32, ptr("in"), ptr("out"), f32(a), i32(n))
        s.expect("out", [a * x + 1 for x in xs], "f32")
        if not s.clean:
            # 64 threads: i = 36 + 64 = 100 == n is thread 36's second iteration, the only one past.
            s.finding("memcheck", "out-of-bounds", "read", space="global", count=1)
            s.finding("memcheck", "out-of-bounds", "write", space="global", count=1)
    twins("grid_stride_oob", "a grid-stride loop to i <= n: thread 36 reads in[n] and writes out[n]",
          "i < n", build)


def pitch_2d():
    width, rows, pitch = 8, 4, 40  # rows 40 bytes apart: 10 floats, 8 used
    xs = [float(10 * y + x) for y in range(rows) for x in range(pitch // 4)]

    def build(s):
        s.input("in", xs, "f32")
        s.alloc("out", 4 * width * rows)
        s.launch("copy_rows", 1, 32, ptr("in"), ptr("out"), i32(width), i32(pitch))
        if s.clean:
            s.expect("out", [xs[y * pitch // 4 + x] for y in range(rows) for x in range(width)], "f32")
        else:
            # rows 1..3 read in[40 * y + x], past the 40 floats: 24 lanes, their reads skipped (0)
            s.expect("out", xs[:width] + [0.0] * (width * (rows - 1)), "f32")
            s.finding("memcheck", "out-of-bounds", "read", space="global", count=width * (rows - 1))
    twins("pitch_2d", "a pitch in bytes used as an element stride: rows 1..3 read past the buffer",
          "the row is found in bytes, then indexed in elements", build)


def negative_index():
    n = 32
    xs = [(5 * i) % 11 - 4 for i in range(n)]

    def build(s):
        s.input("in", xs)
        s.alloc("out", 4 * n)
        s.launch("blur3", 1, n, ptr("in"), ptr("out"), i32(n))
        s.expect("out", [xs[i - 1] + 2 * xs[i] + xs[i + 1] for i in range(1, n - 1)], first=1)
        if not s.clean:
            s.finding("memcheck", "out-of-bounds", "read", space="global", count=1)  # thread 0's in[-1]
    twins("negative_index", "a stencil without its left guard: thread 0 reads in[-1]", "0 < i < n - 1", build)


def transpose_tile_oob():
    xs = [(3 * i) % 17 for i in range(64)]

    def out(clean):
        res = []
        for t in range(64):
            tx, ty = t % 8, t // 8
            res.append(xs[tx * 8 + ty] if clean or tx * 9 + ty < 64 else 0)
        return res

    def build(s):
        s.input("in", xs)
        s.alloc("out", 256)
        s.launch("transpose8", 1, 64, ptr("in"), ptr("out"))
        s.expect("out", out(s.clean))
        if not s.clean:
            # tile[9 * ty + tx] >= 64: ty = 7, tx = 1..7 (7 writes); tile[9 * tx + ty]: tx = 7, ty = 1..7
            s.finding("memcheck", "out-of-bounds", "write", space="shared", count=7)
            s.finding("memcheck", "out-of-bounds", "read", space="shared", count=7)
    twins("transpose_tile_oob", "a transpose tile indexed with padded rows (9) but declared 8x8: the last row "
          "writes and reads past it", "the tile declared with its padding", build)


def misaligned_int2():
    xs = [(7 * i) % 19 - 9 for i in range(66)]

    def build(s):
        s.input("in", xs)
        s.alloc("out", 256)
        s.launch("odd_pairs", 1, 32, ptr("in"), ptr("out"))
        s.expect("out", xs[1:65] if s.clean else [0] * 64)  # skipped loads read zeros
        if not s.clean:
            s.finding("memcheck", "misaligned", "load", space="shared", count=32)
    twins("misaligned_int2", "int2 loads through reinterpret_cast at s + 1 (4 mod 8) in shared memory",
          "the pair copied as two ints", build)


def null_struct_field():
    xs = [3 * i - 20 for i in range(32)]

    def build(s):
        s.input("in", xs)
        s.alloc("out", 128)
        s.launch("apply", 1, 32, ptr("in"), ptr("out"), {"type": "ptr", "null": True})
        s.expect("out", xs if s.clean else [0] * 32)  # the skipped read gives scale 0
        if not s.clean:
            s.finding("memcheck", "null-pointer", "read", count=32)
    twins("null_struct_field", "cfg->scale through a null struct pointer (address 4)",
          "a null config means scale 1", build)


def local_hist_oob():
    xs = [(5 * i + 2) % 32 for i in range(128)]
    xs[4 * 9 + 2] = 33  # thread 9's third value: bucket 8

    def seen(t, clean):
        return len({min(v // 4, 7) if clean else v // 4 for v in xs[4 * t:4 * t + 4]} - (set() if clean else {8}))

    def build(s):
        s.input("in", xs)
        s.alloc("out", 128)
        s.launch("buckets_seen", 1, 32, ptr("in"), ptr("out"))
        s.expect("out", [seen(t, s.clean) for t in range(32)])  # the skipped write marks nothing
        if not s.clean:
            s.finding("memcheck", "out-of-bounds", "write", space="local", count=1)
    twins("local_hist_oob", "thread 9 writes seen[8], one past its local array of 8", "the bucket is clamped to 7",
          build)


def constant_lut_oob():
    lut = [0, 1, 3, 6, 10, 15, 21, 28, 36, 45, 55, 66, 78, 91, 105, 120]
    xs = [2 * t for t in range(32)]

    def build(s):
        s.input("in", xs)
        s.alloc("out", 128)
        s.launch("tone_map", 1, 32, ptr("in"), ptr("out"))
        if s.clean:
            s.expect("out", [lut[x >> 2] for x in xs])
        else:
            s.expect("out", [lut[x >> 1] if x >> 1 < 16 else 0 for x in xs])
            s.finding("memcheck", "out-of-bounds", "read", space="constant", count=16)  # lanes 16..31
    twins("constant_lut_oob", "a 16-entry __constant__ table indexed by v >> 1 for v up to 62",
          "indexed by v >> 2", build)


# ---- racecheck ------------------------------------------------------------------------------------

def matmul_missing_sync():
    a = [(i * 5) % 7 - 3 for i in range(32)]
    b = [(i * 3) % 5 - 2 for i in range(64)]

    def build(s):
        s.input("a", a)
        s.input("b", b)
        s.alloc("c", 128)
        s.launch("matmul4x8", 1, 32, ptr("a"), ptr("b"), ptr("c"))
        if s.clean:
            s.expect("c", [sum(a[r * 8 + k] * b[k * 8 + c] for k in range(8)) for r in range(4) for c in range(8)])
            return
        # The warp stores both tiles, then each lane reads row `row` of as and column `col` of bs,
        # stored by other lanes, with no __syncwarp() or barrier between: reads after writes, one
        # finding per pair of source locations: the use against the store of as, and against each
        # of the two stores of bs on the store_b line (-O2's 8 unrolled loads of each tile fold).
        s.finding("racecheck", "read-after-write", "use", "store_a", space="shared")
        s.finding("racecheck", "read-after-write", "use", "store_b", space="shared")
        s.finding("racecheck", "read-after-write", "use", "store_b", space="shared")
    twins("matmul_missing_sync", "a tiled matmul without __syncthreads() between loading the tiles and using them",
          "__syncthreads() after the tile loads", build)


def reduce_missing_sync():
    xs = [(11 * i) % 23 - 11 for i in range(128)]

    def build(s):
        s.args += ["--threads", "1"]
        s.input("in", xs)
        s.alloc("out", 4)
        s.launch("block_sum128", 1, 128, ptr("in"), ptr("out"))
        if s.clean:
            s.expect("out", [sum(xs)])
            return
        # Warp 0 runs to the barrier after step32 first: its lanes read s[32..63] before warp 1's
        # step64 stores them; each of warp 1's 32 stores comes after a read by warp 0.
        s.finding("racecheck", "write-after-read", "step64", "step32", space="shared", count=32)
    twins("reduce_missing_sync", "a hand-unrolled tree reduction missing the barrier after the 64-stride step",
          "a barrier after every step", build)


def hist_shared_plain():
    xs = [(t * t + 3) % 11 for t in range(64)]

    def build(s):
        s.args += ["--threads", "1"]
        s.input("in", xs)
        s.alloc("out", 32)
        s.launch("histogram8", 1, 64, ptr("in"), ptr("out"))
        if s.clean:
            s.expect("out", [sum(1 for x in xs if x & 7 == b) for b in range(8)])
            return
        # Lanes of one warp with the same bin: one's store after another's load (no __syncwarp());
        # warp 1's loads after warp 0's stores, its stores after warp 0's stores (no barrier).
        s.finding("racecheck", "write-after-read", "inc", "inc", space="shared")
        s.finding("racecheck", "read-after-write", "inc", "inc", space="shared")
        s.finding("racecheck", "write-after-write", "inc", "inc", space="shared")
    twins("hist_shared_plain", "a shared histogram incremented with a plain ++",
          "atomicAdd (cuda.h's wrapper)", build)


def hist_global_plain():
    xs = [(7 * i + 3) % 32 for i in range(32)] + [(5 * i + 1) % 32 for i in range(32)]

    def build(s):
        s.args += ["--threads", "1"]
        s.input("in", xs)
        s.alloc("hist", 128, fill=0)
        s.launch("histogram32", 2, 32, ptr("in"), ptr("hist"))
        if s.clean:
            s.expect("hist", [2] * 32)  # each block's 32 values are a permutation of the bins
            return
        # block 1 (after block 0, one host thread) loads and stores each of the 32 bins block 0 updated
        s.finding("racecheck", "read-after-write", "inc", "inc", space="global", count=32)
        s.finding("racecheck", "write-after-write", "inc", "inc", space="global", count=32)
    twins("hist_global_plain", "2 blocks update one global histogram with a plain ++",
          "atomicAdd (cuda.h's wrapper)", build)


def forgot_block_offset():
    xs = [(9 * i) % 31 - 15 for i in range(64)]

    def build(s):
        s.args += ["--threads", "1"]
        s.input("in", xs)
        s.alloc("out", 256)
        s.launch("doubled", 2, 32, ptr("in"), ptr("out"))
        if s.clean:
            s.expect("out", [2 * x for x in xs])
        else:
            s.finding("racecheck", "write-after-write", "write", "write", space="global", count=32)
    twins("forgot_block_offset", "out[threadIdx.x]: both blocks write out[0..31]", "out[i]", build)


def warp_broadcast_nosync():
    xs = [(13 * i) % 29 for i in range(64)]

    def build(s):
        s.args += ["--threads", "1"]
        s.input("in", xs)
        s.alloc("out", 256)
        s.launch("add_warp_base", 1, 64, ptr("in"), ptr("out"))
        if s.clean:
            s.expect("out", [xs[t] - xs[t // 32 * 32] for t in range(64)])
            return
        # -O2 moves the load into the else side of the if (lane 0 keeps the value it stored), and
        # the warp runs that side (lanes 1..31) first: lane 0's store comes after the 31 reads, one
        # write after read per warp, and the reads found base[w] never written in this block.
        s.finding("racecheck", "write-after-read", "write", "read", space="shared", count=2)
        s.finding("initcheck", "uninitialized-value", "read", space="global", count=62)
        # -O0, as written: lane 0's store first, then the 31 other lanes' loads of each warp.
        s.finding("racecheck", "read-after-write", "read", "write", space="shared", count=62, variant="o0")
    twins("warp_broadcast_nosync", "lane 0 publishes a value in shared memory that the other lanes read without "
          "__syncwarp()", "__syncwarp() between the store and the loads", build)


def flag_no_fence():
    def build(s):
        s.args += ["--threads", "1"]
        s.input("in", [14])
        s.alloc("data", 4)
        s.alloc("flag", 4, fill=0)
        s.alloc("out", 4)
        s.launch("publish", 2, 32, ptr("in"), ptr("data"), ptr("flag"), ptr("out"))
        if s.clean:
            s.expect("out", [3 * 14 + 1])
        else:
            s.finding("racecheck", "read-after-write", "read", "write", space="global", count=1)
    twins("flag_no_fence", "block 0 hands a result to block 1 behind a volatile flag, with no fences",
          "__threadfence() after the write and after the wait", build)


def atomic_after_reset():
    xs = [(-1) ** i * (i % 7) for i in range(64)]

    def build(s):
        s.args += ["--threads", "1"]
        s.input("in", xs)
        s.alloc("out", 4)
        s.launch("count_positive", 1, 64, ptr("in"), ptr("out"))
        if s.clean:
            s.expect("out", [sum(1 for x in xs if x > 0)])
            return
        # the lanes of warp 0 other than lane 0 increment right after lane 0's plain reset, with no
        # __syncwarp() or barrier between (and warp 1's, with no barrier)
        s.finding("racecheck", "write-after-write", "atomic", "reset", space="shared")
    twins("atomic_after_reset", "thread 0 resets a shared counter that the others atomicAdd to, with no barrier "
          "between", "__syncthreads() after the reset", build)



def readonly_alias():
    xs = [(5 * i) % 17 - 8 for i in range(64)]

    def build(s):
        s.args += ["--threads", "1"]
        s.input("buf", xs)
        s.launch("swap_halves", 2, 32, ptr("buf"), ptr("buf"))
        if s.clean:
            s.expect("buf", [x + 1 for x in xs])
            return
        # one host thread, blocks in order: block 1 reads the 32 words block 0 wrote, and writes the
        # 32 words block 0 read
        s.finding("racecheck", "read-after-write", "read", "write", space="global", count=32)
        s.finding("racecheck", "write-after-read", "write", "read", space="global", count=32)
    twins("readonly_alias", "one buffer as the readonly `in` and the written `out`: each block reads the words "
          "the other writes", "each thread reads the word it writes", build)

# ---- initcheck ------------------------------------------------------------------------------------

def partial_tile():
    xs = [(17 * i) % 41 - 20 for i in range(64)]

    def build(s):
        s.input("in", xs)
        s.alloc("out", 192)
        s.launch("mirror_sum", 1, 48, ptr("in"), ptr("out"))
        first = 0 if s.clean else 16  # threads 0..15 add an undefined tile[63 - t]
        s.expect("out", [xs[t] + xs[63 - t] for t in range(first, 48)], first=first)
        if not s.clean:
            s.finding("initcheck", "uninitialized-value", "read", space="global", count=16)
    twins("partial_tile", "a 64-entry tile loaded one entry per thread by 48 threads", "a block-stride loop loads it",
          build)


def uninit_max():
    xs = [(7 * i) % 45 - 22 for i in range(256)]

    def updates(vals):
        best, n = [-2 ** 31] * 4, 0
        for v in vals:
            if v > best[v & 3]:
                best[v & 3], n = v, n + 1
        return n

    def build(s):
        s.input("in", xs)
        s.alloc("out", 128)
        s.launch("max_updates", 1, 32, ptr("in"), ptr("out"))
        if s.clean:
            s.expect("out", [updates(xs[8 * t:8 * t + 8]) for t in range(32)])
        else:
            # -O2: the branch is gone (smax, and `updates += v > best[b]`), and the first bucket's
            # first maximum is a constant (clang folds the comparison with the undefined value):
            # `updates` is undefined, and stored to global memory, in every lane whose 8 values
            # fall in 2 buckets or more.
            lanes = sum(1 for t in range(32) if len({v & 3 for v in xs[8 * t:8 * t + 8]}) > 1)
            s.finding("initcheck", "uninitialized-value", "out", count=lanes)
            # -O0, as written: the first comparison with each bucket decides a branch on an
            # undefined best (how many later ones do depends on the value the undefined read
            # gives: no count); `updates` only depends on the branches.
            s.finding("initcheck", "uninitialized-value", "use", variant="o0")
    twins("uninit_max", "a running maximum that starts undefined, compared in a branch", "it starts at the first value",
          build)


def uninit_accumulator():
    xs = [(3 * i) % 13 - 6 for i in range(256)]

    def total(vals):
        sums = [0] * 4
        for v in vals:
            sums[v & 3] += v
        return sums[0] - sums[1] + sums[2] - sums[3]

    def build(s):
        s.input("in", xs)
        s.alloc("out", 128)
        s.launch("bucket_sums", 1, 32, ptr("in"), ptr("out"))
        if s.clean:
            s.expect("out", [total(xs[8 * t:8 * t + 8]) for t in range(32)])
        else:
            # the undefined buckets reach global memory in every lane's store
            s.finding("initcheck", "uninitialized-value", "use", count=32)
    twins("uninit_accumulator", "a local accumulator never initialised, written out", "acc = 0", build)


def read_before_write():
    xs = [(9 * i) % 17 - 8 for i in range(64)]

    def build(s):
        s.input("in", xs)
        s.alloc("out", 256)
        s.launch("scale_into", 2, 32, ptr("in"), ptr("out"))
        if s.clean:
            s.expect("out", [5 * x for x in xs])
        else:
            s.finding("initcheck", "uninitialized-value", "read", space="global", count=64)
    twins("read_before_write", "out[i] += ... on an output buffer the host only allocated",
          "the kernel stores its result", build)


def struct_field_unset():
    xs = [(5 * i) % 21 - 10 for i in range(64)]

    def build(s):
        s.input("in", xs)
        s.alloc("particles", 16 * 64)
        s.alloc("out", 256)
        s.launch("init_particles", 2, 32, ptr("particles"), ptr("in"))
        s.launch("momentum", 2, 32, ptr("particles"), ptr("out"))
        if s.clean:
            s.expect("out", [2 * 1 + x + 1 for x in xs])
        else:
            # every particle's mass reaches the store to global memory
            s.finding("initcheck", "uninitialized-value", "read", count=64)
        # -O0 copies the particle with a memcpy: its unwritten padding (and, in the bug, mass) bytes
        # stay unwritten in the copy, and only the mass is used (the clean twin is clean)
    twins("struct_field_unset", "a first kernel fills the particles but not their mass, which the second reads",
          "the mass set too", build)


# ---- synccheck ------------------------------------------------------------------------------------

def if_else_barriers():
    xs = [(7 * i) % 15 - 7 for i in range(32)]

    def build(s):
        s.input("in", xs)
        s.alloc("out", 128)
        s.launch("produce_consume", 1, 64, ptr("in"), ptr("out"))
        s.expect("out", [2 * x + 1 for x in xs])  # bar.sync 0 counts arrivals: both complete it
        if not s.clean:
            # reported at the barrier of the first warp to wait (warp 0, the if's); the kind is the
            # one the synccheck change of issue 17 proposes for barriers of one id met at different
            # instructions
            s.finding("synccheck", "mismatched-barrier", "then", count=1)
    twins("if_else_barriers", "warp 0 waits at the if's __syncthreads(), warp 1 at the else's",
          "one barrier after the if", build)


def vote_divergent():
    xs = [(11 * i) % 9 - 4 for i in range(32)]
    negatives = sum(1 for x in xs[:20] if x < 0)

    def build(s):
        s.input("in", xs)
        s.alloc("out", 128)
        s.launch("count_negatives", 1, 32, ptr("in"), ptr("out"))
        if s.clean:
            s.expect("out", [negatives] * 20 + [0] * 12)
        else:
            s.expect("out", [0] * 12, first=20)  # lanes 0..19's ballot ran without the named lanes
            s.finding("synccheck", "sync-mask-never-arrives", "vote", count=1)
    twins("vote_divergent", "a full-mask __ballot_sync inside if (t < 20), lanes 20..31 waiting at __syncwarp()",
          "the ballot's mask is the lanes that take the branch", build)


def syncwarp_wrong_mask():
    xs = [(3 * i) % 10 - 5 for i in range(32)]

    def build(s):
        s.input("in", xs)
        s.alloc("out", 128)
        s.launch("swap_low", 1, 32, ptr("in"), ptr("out"))
        if s.clean:
            s.expect("out", [xs[t ^ 1] if t < 16 else xs[t] for t in range(32)])
        else:
            s.expect("out", [xs[t ^ 1] for t in range(16)])
            s.finding("synccheck", "sync-mask-excludes-lane", "syncwarp", count=1)
    twins("syncwarp_wrong_mask", "the whole warp runs __syncwarp(0x0000ffff)", "the full mask", build)


def shfl_xor_exited():
    n = 24
    xs = [(5 * i) % 13 - 6 for i in range(32)]

    def build(s):
        s.input("in", xs)
        s.alloc("out", 128)
        s.launch("warp_total", 1, 32, ptr("in"), ptr("out"), i32(n))
        if s.clean:
            s.expect("out", [sum(xs[:n])] * n)
        else:
            s.finding("synccheck", "sync-mask-exited-lane", "shfl", count=5)  # each of the 5 shuffles
    twins("shfl_xor_exited", "a full-mask __shfl_xor_sync reduction after lanes 24..31 returned",
          "the lanes past the end take part with 0", build)


def vector_by_element():
    def build(s):
        s.input("in", [10, 20, 30, 40], elem="u32")
        s.alloc("out", 128)
        s.launch("vector_by_element", 1, 32, ptr("in"), ptr("out"))
        if s.clean:
            s.expect("out", [100] * 32, elem="u32")
            return
        # Lanes 0-15 wrote every element: 10 + 20 + 30 + 40.
        s.expect("out", [100] * 16, elem="u32")
        # -O0: lanes 16-31 store a sum of the undefined r.w to global memory; its bytes were first
        # read by the load of the whole vector that `r.x = ...` makes. -O2: clang builds the vector
        # in registers from the constant `undef` (a constant is defined to initcheck): no finding.
        s.finding("initcheck", "uninitialized-value", "use", "first", count=16, variant="o0")
    twins("vector_by_element", "a vector built element by element, one element written by half of the warp, then summed",
          "every element written before the sum", build)


CASES = [grid_stride_oob, pitch_2d, negative_index, transpose_tile_oob, misaligned_int2, null_struct_field,
         local_hist_oob, constant_lut_oob,
         matmul_missing_sync, reduce_missing_sync, hist_shared_plain, hist_global_plain, forgot_block_offset,
         warp_broadcast_nosync, flag_no_fence, atomic_after_reset,
         partial_tile, uninit_max, uninit_accumulator, read_before_write, struct_field_unset,
         if_else_barriers, vote_divergent, syncwarp_wrong_mask, shfl_xor_exited, vector_by_element,
         readonly_alias]
