#!/usr/bin/env python3
"""gen.py - writes the launch scripts and data files of conformance/cases/checks: kernels with a planted
bug (NAME.ll) and their clean twins (NAME_clean.ll), run under `nvvm-sim run --check all`.

  python3 conformance/cases/checks/gen.py          (build.sh runs it after compiling the .cu files)

Each case below launches its kernel on inputs made here, expects the outputs a correct run gives
(computed here from the program, never by running nvvm-sim) and, for the planted bug, lists the
findings a correct checker reports: checker, kind, the source line of the access and, for a race,
of the other access (found by their `@name` markers in the source, so that editing a .cu keeps
them right), and the number of occurrences folded into the finding where the program fixes it.
Outputs a bug makes undefined (racy values, uninitialised reads, lanes of a misused collective)
are left out of the expectations. The script framework is genlib.py; the cases added for issue 17
(realistic bug shapes, helpers inlined from cuda.h) are in gen_more.py.
"""


import os

import gen_more
from genlib import HERE, i32, i64, null, ptr, struct_bytes, twins

# ---- memcheck -------------------------------------------------------------------------------------

def oob_last_block():
    n = 100
    xs = [(7 * i) % 50 - 20 for i in range(n)]

    def build(s):
        s.input("in", xs)
        s.alloc("out", 4 * n)
        s.launch("scale", 4, 32, ptr("in"), ptr("out"), i32(n))
        s.expect("out", [3 * x + 1 for x in xs])
        if not s.clean:
            s.finding("memcheck", "out-of-bounds", "read", space="global", count=1)
            s.finding("memcheck", "out-of-bounds", "write", space="global", count=1)
    twins("oob_last_block", "i <= n with n = 100 and 128 threads: thread 100 reads in[100] and writes out[100]",
          "i < n: threads 100..127 do nothing", build)


def misaligned_float4():
    xs = [0.5 * i - 3 for i in range(40)]

    def build(s):
        offset = 4 if s.clean else 1
        s.input("in", xs, "f32")
        s.alloc("out", 128, fill=0xFF)
        s.launch("copy4", 1, 8, ptr("in"), ptr("out"), i32(offset))
        if s.clean:
            s.expect("out", [2 * x for x in xs[offset:offset + 32]], "f32")
        else:
            s.expect("out", [0.0] * 32, "f32")  # every load skipped: zeros, doubled
            s.finding("memcheck", "misaligned", "load", space="global", count=8)
    twins("misaligned_float4", "float4 loads at in + 1 (4 mod 16): every 16-byte load is misaligned",
          "float4 loads at in + 4, 16-byte aligned", build)


def shared_oob():
    xs = [11 * i % 37 - 9 for i in range(64)]
    lo, hi = xs[:32], xs[32:]

    def build(s):
        s.input("in", xs)
        s.alloc("out", 128)
        s.launch("pair_sums", 1, 32, ptr("in"), ptr("out"))
        last = hi[0] if s.clean else 0  # the skipped out-of-bounds read gives 0
        s.expect("out", [lo[t] + (lo[t + 1] if t < 31 else last) for t in range(32)])
        if not s.clean:
            s.finding("memcheck", "out-of-bounds", "read", space="shared", count=1)
    twins("shared_oob", "lane 31 reads lo[32], past the __shared__ array lo (the next one, hi, follows it)",
          "lane 31 reads hi[0]", build)


def local_oob():
    xs = [5 * i % 23 for i in range(256)]
    pick = [(3 * t + 1) % 8 for t in range(32)]
    pick[5] = 8

    def build(s):
        s.input("in", xs)
        s.input("pick", pick)
        s.alloc("out", 128)
        s.launch("pick_one", 1, 32, ptr("in"), ptr("pick"), ptr("out"))
        if s.clean:
            s.expect("out", [xs[8 * t + (pick[t] & 7)] for t in range(32)])
        else:
            s.expect("out", [xs[8 * t + pick[t]] if pick[t] < 8 else 0 for t in range(32)])
            s.finding("memcheck", "out-of-bounds", "read", space="local", count=1)
    twins("local_oob", "thread 5 reads window[8], one past its local array of 8", "the index is masked to 0..7",
          build)


def constant_oob():
    taps = [1, -2, 3, 5]
    xs = [(13 * i) % 17 - 8 for i in range(20)]

    def build(s):
        s.input("in", xs)
        s.alloc("out", 64)
        s.launch("filter", 1, 16, ptr("in"), ptr("out"), i32(4))
        # the bug's extra tap reads 0 (skipped), so both give the 4-tap sums
        s.expect("out", [sum(taps[k] * xs[t + k] for k in range(4)) for t in range(16)])
        if not s.clean:
            s.finding("memcheck", "out-of-bounds", "read", space="constant", count=16)
    twins("constant_oob", "k <= ntaps: every thread reads taps[4], past the __constant__ array of 4",
          "k < ntaps", build)


def null_pointer():
    xs = [i * i - 40 for i in range(32)]

    def build(s):
        s.input("in", xs)
        s.alloc("out", 128)
        s.launch("negate", 1, 32, ptr("in"), ptr("out"), null())
        s.expect("out", [-x for x in xs])
        if not s.clean:
            s.finding("memcheck", "null-pointer", "write", count=1)
    twins("null_pointer", "thread 0 writes the count through a null pointer",
          "the kernel checks the optional pointer first", build)


def read_only_write():
    table = [3, -1, 4, 1, -5, 9, 2, -6]

    def build(s):
        s.alloc("out", 32)
        s.launch("double_table", 1, 8, ptr("out"))
        if s.clean:
            s.expect("out", [2 * v for v in table])
        else:
            s.expect("out", table)  # the skipped stores leave the table as it was
            s.finding("memcheck", "read-only-write", "store", space="constant", count=8)
            s.extra["verify"] = ["store writes to the constant address space (4), which is read-only"]
    twins("read_only_write", "every thread stores to the __constant__ table (addrspace(4))",
          "the doubled values go to global memory", build, source="read_only_write.ll")


def param_write():
    xs = [3 * i - 7 for i in range(16)]
    scale, bias = 3, -4

    def build(s):
        s.input("in", xs)
        s.alloc("out", 64)
        s.launch("affine", 1, 16, ptr("in"), ptr("out"), struct_bytes(scale, bias))
        s.expect("out", [scale * x + bias for x in xs])
        if not s.clean:
            s.finding("memcheck", "read-only-write", "store", space="param", count=16)
    twins("param_write", "every thread stores to its by-value parameter through the param space (addrspace(101))",
          "the parameter is only read", build, source="param_write.ll")


def wrong_space():
    xs = [9 - 2 * i for i in range(32)]

    def build(s):
        s.input("in", xs)
        s.alloc("out", 128, fill=0xFF)
        s.launch("reverse", 1, 32, ptr("in"), ptr("out"))
        s.expect("out", xs[::-1] if s.clean else [0] * 32)
        if not s.clean:
            s.finding("memcheck", "wrong-space", "load", count=32)
    twins("wrong_space", "a generic pointer to shared memory, cast to addrspace(1) and loaded from",
          "the generic pointer cast back to addrspace(3)", build, source="wrong_space.ll")


def no_space():
    xs = [4 * i + 1 for i in range(32)]

    def build(s):
        s.input("in", xs)
        s.alloc("out", 128)
        s.launch("gather", 1, 32, ptr("in"), ptr("out"), i64(0 if s.clean else 1 << 44))
        s.expect("out", [x + 1 for x in xs] if s.clean else [1] * 32)  # skipped loads give 0
        if not s.clean:
            s.finding("memcheck", "no-space", "read", count=32)
    twins("no_space", "in + 2^44 elements: an address in no allocation and no window", "offset 0", build)


def stack_overflow():
    weight = [i + 1 for i in range(8)]

    def total(node, nxt):
        return 0 if node < 0 else weight[node] + 2 * total(nxt[node], nxt)

    def build(s):
        nxt = [i + 1 for i in range(7)] + [-1 if s.clean else 0]
        s.input("next", nxt, tag="next_clean" if s.clean else "next")
        s.input("weight", weight)
        s.alloc("out", 32, fill=0xFF)
        s.launch("list_weight", 1, 8, ptr("next"), ptr("weight"), ptr("out"))
        if s.clean:
            s.expect("out", [total(t, nxt) for t in range(8)])
        else:
            s.expect("out", [-1] * 8)  # the launch stopped before any store
            s.finding("memcheck", "stack-overflow", "call")
            # -O0: the frame that does not fit is made by the callee's entry allocas, which have no
            # !dbg; the finding is located at the call that made the frame (the same line).
    twins("stack_overflow", "a recursive walk of a list whose last node points back to the first",
          "the list ends (-1)", build)


# ---- racecheck ------------------------------------------------------------------------------------

def race_shared_raw():
    table = [(17 * i) % 29 - 14 for i in range(32)]
    keys = [(7 * t + 3) % 32 for t in range(64)]

    def build(s):
        s.input("table", table)
        s.input("keys", keys)
        s.alloc("out", 256)
        s.launch("lookup", 1, 64, ptr("table"), ptr("keys"), ptr("out"))
        if s.clean:
            s.expect("out", [table[k] for k in keys])
        else:
            s.expect("out", [table[k] for k in keys[:32]])  # the first warp reads its own stores
            s.finding("racecheck", "read-after-write", "read", "write", space="shared", count=32)
    twins("race_shared_raw", "warp 1 reads the lookup table warp 0 stores, with no barrier between "
          "(within warp 0, __syncwarp() orders the lanes)",
          "__syncthreads() between the stores and the lookups", build)


def warp_reduce_race():
    xs = [(13 * i) % 37 - 18 for i in range(64)]
    steps = [32, 16, 8, 4, 2, 1]

    def build(s):
        s.args += ["--threads", "1"]
        s.input("in", xs)
        s.alloc("out", 4)
        s.launch("reduce64", 1, 64, ptr("in"), ptr("out"))
        if s.clean:
            s.expect("out", [sum(xs)])
            return
        # Warp 0's lanes t < 32 run each step k as: load s[t + k], load s[t], store s[t] (volatile,
        # in this order). From the second step on, lane t's first load reads s[t + k], which lane
        # t + k stored in the step before (read after write, lanes t + k < 32), and lane t's store
        # overwrites s[t], which lane t - k loaded in this step (write after read, lanes t >= k).
        # Nothing orders any of them (no __syncwarp); the first step reads warp 1's words, stored
        # before the barrier.
        for before, k in zip(steps, steps[1:]):
            s.finding("racecheck", "read-after-write", f"step{k}", f"step{before}", space="shared",
                      count=32 - k)
        for k in steps[1:]:
            s.finding("racecheck", "write-after-read", f"step{k}", f"step{k}", space="shared", count=32 - k)
    twins("warp_reduce_race", "the warp-synchronous tail of a reduction (volatile, no __syncwarp): each step "
          "races with the step before and within itself",
          "__syncwarp() between each step's load and its store, and after the store", build)


def warp_reduce_plain():
    xs = [(13 * i) % 37 - 18 for i in range(64)]
    steps = [32, 16, 8, 4, 2, 1]

    def build(s):
        s.args += ["--threads", "1"]
        s.input("in", xs)
        s.alloc("out", 4)
        s.launch("reduce64", 1, 64, ptr("in"), ptr("out"))
        if s.clean:
            s.expect("out", [sum(xs)])
            return
        # -O2: the loads of s[t + k] all come first, then lane t's one store of s[t] (on the line
        # of step1), which lanes t - k loaded: a write after read for every lane t >= 1, against
        # the first of those loads, lane t - k's for the largest k <= t (step k's line). One
        # finding per pair of lines: step k's has the k lanes k..2k-1 (lane k shown, against
        # lane 0's load of s[0 + k]).
        for k in steps[1:]:
            s.finding("racecheck", "write-after-read", "step1", f"step{k}", space="shared", count=k)
        # -O0, as written, as warp_reduce_race (which see): each step's first load races with the
        # step before's store of another lane, each store with another lane's load of this step.
        for before, k in zip(steps, steps[1:]):
            s.finding("racecheck", "read-after-write", f"step{k}", f"step{before}", space="shared",
                      count=32 - k, variant="o0")
        for k in steps[1:]:
            s.finding("racecheck", "write-after-read", f"step{k}", f"step{k}", space="shared",
                      count=32 - k, variant="o0")
    twins("warp_reduce_plain", "the warp-synchronous reduction tail with plain accesses and no __syncwarp(); "
          "-O2 merges the stores into one after all the loads (-O0: each step as written)",
          "__syncwarp() between each step's load and its store, and after the store", build)


def race_global_lanes():
    def build(s):
        s.args += ["--threads", "1"]
        s.input("in", [7])
        s.alloc("buf", 4, fill=0)
        s.alloc("out", 4, fill=0)
        s.launch("pass_on", 1, 32, ptr("in"), ptr("buf"), ptr("out"))
        if s.clean:
            s.expect("out", [3 * 7 + 1])
            return
        # -O2 makes the ifs one switch on the lane; a warp runs its earliest group in reverse
        # post-order, lane 1's (the switch's last successor) before lane 0's: the store comes
        # second and races with the load.
        s.finding("racecheck", "write-after-read", "write", "read", space="global", count=1)
        # -O0 keeps the two ifs in order: lane 0's store runs first, lane 1's load races with it.
        s.finding("racecheck", "read-after-write", "read", "write", space="global", count=1, variant="o0")
    twins("race_global_lanes", "lane 0 stores a global word that lane 1 loads, with no __syncwarp() between "
          "(-O0: the store runs first)", "__syncwarp() between the store and the load", build)


def race_volatile_flag():
    def build(s):
        s.args += ["--threads", "1"]
        s.input("in", [37])
        s.alloc("out", 4, fill=0)
        s.launch("handoff", 1, 32, ptr("in"), ptr("out"))
        if s.clean:
            s.expect("out", [37 + 5])
        else:
            # The wait loop's load runs once: lane 0's group runs first and the flag is raised.
            s.finding("racecheck", "read-after-write", "flag_read", "flag_write", space="shared", count=1)
            s.finding("racecheck", "read-after-write", "data_read", "data_write", space="shared", count=1)
    twins("race_volatile_flag", "lane 0 hands data to lane 1 behind a volatile flag, with no __syncwarp(): "
          "the data and the flag race",
          "__syncwarp() between the hand-over and the wait", build)


def race_cross_warp():
    xs = [(5 * i) % 19 for i in range(64)]

    def build(s):
        s.input("in", xs)
        s.alloc("out", 256)
        s.launch("add_right", 1, 64, ptr("in"), ptr("out"))
        if s.clean:
            s.expect("out", [xs[t] + (xs[t + 1] if t % 32 < 31 else 0) for t in range(64)])
        else:
            s.finding("racecheck", "write-after-read", "write", "read", space="shared", count=1)
    twins("race_cross_warp", "lane 31 reads s[32], which warp 1 overwrites; __syncwarp() orders one warp only",
          "exchanges within each warp only, ordered by __syncwarp()", build)


def race_loop_barrier():
    n = 192
    xs = [(3 * i) % 41 - 20 for i in range(n)]

    def build(s):
        s.input("in", xs)
        s.alloc("out", 256)
        s.launch("tile_sums", 1, 64, ptr("in"), ptr("out"), i32(n))
        if s.clean:
            s.expect("out", [sum(xs[b + 63 - t] for b in range(0, n, 64)) for t in range(64)])
        else:
            # 3 tiles: in the first 2 iterations, warp 1 reads the tile warp 0 already replaced
            # (32 lanes each) and overwrites entries warp 0 read (32 lanes each).
            s.finding("racecheck", "read-after-write", "read", "write", space="shared", count=64)
            s.finding("racecheck", "write-after-read", "write", "read", space="shared", count=64)
    twins("race_loop_barrier", "a tiled loop without the barrier at the end of its body",
          "__syncthreads() at the end of the loop body", build)


def race_generic_pointer():
    xs = [(9 * i) % 31 - 15 for i in range(64)]

    def build(s):
        s.input("in", xs)
        s.alloc("out", 256)
        s.launch("reverse", 1, 64, ptr("in"), ptr("out"))
        if s.clean:
            s.expect("out", xs[::-1])
        else:
            s.finding("racecheck", "read-after-write", "load", "store", space="shared", count=32)
            s.finding("racecheck", "write-after-read", "store", "load", space="shared", count=32)
    twins("race_generic_pointer", "in-place reversal through generic-pointer helpers, no barrier between "
          "the reads and the writes", "__syncthreads() between the reads and the writes", build)


def race_global_blocks():
    xs = [(11 * i) % 13 - 6 for i in range(128)]

    def build(s):
        s.args += ["--threads", "1"]
        s.input("in", xs)
        s.alloc("total", 4, fill=0)
        s.launch("block_sums", 4, 32, ptr("in"), ptr("total"))
        if s.clean:
            s.expect("total", [sum(xs)])
        else:
            s.finding("racecheck", "write-after-write", "store", space="global", count=3)
    twins("race_global_blocks", "each of 4 blocks stores its sum to *total with a plain store (one host "
          "thread, so blocks 1..3 each find the previous block's store)", "atomicAdd(total, sum)", build)


def race_atomic_plain():
    xs = [(-1) ** i * (i % 5) for i in range(32)]
    positives = sum(1 for x in xs if x > 0)

    def build(s):
        s.args += ["--threads", "1"]
        s.input("in", xs)
        s.alloc("count", 4, fill=0)
        s.alloc("report", 4, fill=0)
        s.launch("count_and_report", 2, 32, ptr("in"), ptr("count"), ptr("report"))
        s.expect("count", [positives])  # report: whatever block 1 saw, in any order
        if not s.clean:
            s.finding("racecheck", "read-after-write", "read", "atomic", space="global", count=1)
    twins("race_atomic_plain", "block 1 reads plainly the counter block 0 increments with atomicAdd "
          "(one host thread: block 0 runs first)", "block 1 reads the counter with atomicAdd(count, 0)", build)


def race_atomic_helper():
    xs = [(-1) ** i * (i % 7) for i in range(32)]
    positives = sum(1 for x in xs if x > 0)

    def build(s):
        s.args += ["--threads", "1"]
        s.input("in", xs)
        s.alloc("count", 4, fill=0)
        s.alloc("report", 4, fill=0)
        s.launch("count_and_report", 2, 32, ptr("in"), ptr("count"), ptr("report"))
        s.expect("count", [positives])  # report: whatever block 1 saw, in any order
        if not s.clean:
            # At this file's line, not at cuda.h's atomicAdd that the atomic was inlined from.
            s.finding("racecheck", "read-after-write", "read", "atomic", space="global", count=1)
    twins("race_atomic_helper", "block 1 reads plainly the counter block 0 increments with cuda.h's atomicAdd, "
          "inlined (one host thread: block 0 runs first)", "block 1 reads the counter with atomicAdd(count, 0)",
          build)


def race_unrolled():
    xs = [(5 * i) % 17 - 8 for i in range(64)]

    def build(s):
        s.input("in", xs)
        s.alloc("scratch", 4 * 256, fill=0)
        s.alloc("out", 4 * 64)
        s.launch("spread", 1, 64, ptr("in"), ptr("scratch"), ptr("out"))
        if s.clean:
            s.expect("out", [sum(xs[(t + 32) % 64] + k for k in range(4)) for t in range(64)])
        else:
            # Warp 0 runs first: it writes the 128 words of threads 0..31 that warp 1 reads later
            # (read after write), and reads the 128 words of threads 32..63 before warp 1 writes
            # them (write after read); four unrolled copies of each line, one finding each.
            s.finding("racecheck", "read-after-write", "read", "write", space="global", count=128)
            s.finding("racecheck", "write-after-read", "write", "read", space="global", count=128)
    twins("race_unrolled", "four unrolled writes and four unrolled reads of words of the other warp, no barrier",
          "__syncthreads() between the writes and the reads", build)


def race_global_warps():
    xs = [(7 * i) % 23 - 11 for i in range(64)]

    def build(s):
        s.input("in", xs)
        s.alloc("scratch", 256, fill=0)
        s.alloc("out", 256)
        s.launch("swap_halves", 1, 64, ptr("in"), ptr("scratch"), ptr("out"))
        if s.clean:
            s.expect("out", [2 * xs[(t + 32) % 64] for t in range(64)])
        else:
            s.finding("racecheck", "write-after-read", "write", "read", space="global", count=32)
            s.finding("racecheck", "read-after-write", "read", "write", space="global", count=32)
    twins("race_global_warps", "each warp reads the global slots the other warp writes, with no barrier",
          "__syncthreads() between the writes and the reads", build)



def race_atomic_reset():
    xs = [(5 * i) % 11 - 5 for i in range(128)]

    def build(s):
        s.input("in", xs)
        s.alloc("out", 8, fill=0xFF)
        s.launch("count_positive", 2, 64, ptr("in"), ptr("out"))
        if s.clean:
            s.expect("out", [sum(1 for x in xs[64 * b:64 * b + 64] if x > 0) for b in range(2)])
        else:  # the count is racy; lanes 1-31 of warp 0 race with lane 0's reset (each lane), and so
            # does warp 1's first atomic (after it the word's record is warp 1's atomic): per block
            first_warp = [t for t in range(1, 32)]
            count = sum(sum(1 for t in first_warp if xs[64 * b + t] > 0) +
                        int(any(xs[64 * b + t] > 0 for t in range(32, 64))) for b in range(2))
            s.finding("racecheck", "write-after-write", "atomic", "reset", space="shared", count=count)
    twins("race_atomic_reset", "thread 0 resets the shared counter with a plain store while the other threads "
          "already atomicAdd to it", "__syncthreads() between the reset and the atomics", build)


def race_atomic_blocks():
    xs = [(3 * i) % 7 - 2 for i in range(64)]

    def build(s):
        s.args += ["--threads", "1"]
        s.input("in", xs)
        s.alloc("total", 4, fill=0)
        s.alloc("seen", 4, fill=0)
        s.launch("sum_all", 2, 32, ptr("in"), ptr("total"), ptr("seen"))
        if s.clean:
            s.expect("total", [sum(xs)])
            s.expect("seen", [0])
        else:  # one host thread: block 0 runs first. Its lanes 1-31's atomics race with lane 0's
            # clear; block 1's first atomic does too (then the word's record is block 1's atomic,
            # of its highest lane, which block 1's thread 0 then reads plainly).
            s.expect("total", [sum(xs)])
            s.finding("racecheck", "write-after-write", "atomic", "clear", space="global", count=32)
            s.finding("racecheck", "read-after-write", "read", "atomic", space="global", count=1)
    twins("race_atomic_blocks", "block 0's thread 0 clears the global total with a plain store and block 1's "
          "thread 0 reads it plainly, while every block adds to it with atomicAdd",
          "the host clears the total and nothing reads it plainly", build)

# ---- initcheck ------------------------------------------------------------------------------------

def init_shared_reduction():
    xs = [(13 * i) % 29 - 10 for i in range(96)]

    def build(s):
        s.input("in", xs)
        s.alloc("out", 8)
        s.launch("block_sum", 2, 48, ptr("in"), ptr("out"))
        if s.clean:
            s.expect("out", [sum(xs[:48]), sum(xs[48:])])
        else:
            # lanes 16..31 of the first warp read s[48..63] at stride 32, in each of the 2 blocks;
            # the undefined values reach s[0], stored to global memory by thread 0 of each block
            s.finding("initcheck", "uninitialized-value", "use", count=2)
    twins("init_shared_reduction", "a 64-entry tree reduction run by blocks of 48: s[48..63] is never written",
          "each step adds s[t + stride] only when t + stride < blockDim.x", build)


def init_global():
    xs = [(3 * i) % 11 - 5 for i in range(64)]

    def build(s):
        if s.clean:
            s.input("in", xs)
        else:
            s.alloc("in", 256)  # allocated, never copied to
        s.alloc("out", 256)
        s.launch("affine", 2, 32, ptr("in"), ptr("out"))
        s.expect("out", [3 * x + 1 for x in xs] if s.clean else [1] * 64)  # an alloc reads as zeros
        if not s.clean:
            s.finding("initcheck", "uninitialized-value", "read", space="global", count=64)
    twins("init_global", "the input buffer is allocated but never copied to (no h2d)",
          "the script copies the input before the launch", build)


def init_local():
    xs = [(7 * i) % 53 for i in range(256)]
    pick = [t % 7 for t in range(31)] + [7]

    def build(s):
        s.input("in", xs)
        s.input("pick", pick)
        s.alloc("out", 128)
        s.launch("pick_one", 1, 32, ptr("in"), ptr("pick"), ptr("out"))
        lanes = 32 if s.clean else 31  # the last lane's value is undefined in the bug
        s.expect("out", [xs[8 * t + pick[t]] for t in range(lanes)])
        if not s.clean:
            s.finding("initcheck", "uninitialized-value", "read", space="global", count=1)
    twins("init_local", "the last thread reads window[7], which the 7-iteration loop never wrote",
          "the loop writes all 8 entries", build)


# ---- synccheck ------------------------------------------------------------------------------------

def divergent_barrier():
    xs = [(5 * i) % 17 - 3 for i in range(32)]

    def build(s):
        s.input("in", xs)
        s.alloc("out", 128)
        s.launch("mirror", 1, 32, ptr("in"), ptr("out"))
        s.expect("out", xs[::-1])  # one warp: the mirror is right either way
        if not s.clean:
            s.finding("synccheck", "divergent-barrier", "barrier", count=1)
            # lanes 16..31 go on and read s[15..0], stored by lanes 0..15 with no sync between
            s.finding("racecheck", "read-after-write", "read", "write", space="shared", count=16)
    twins("divergent_barrier", "__syncthreads() inside if (threadIdx.x < 16), with code after the if",
          "the barrier outside the if", build)


def shfl_exited_lane():
    xs = [3 * i + 2 for i in range(32)]

    def build(s):
        s.input("in", xs)
        s.alloc("out", 128, fill=0xFF)
        s.launch("minus_first", 1, 32, ptr("in"), ptr("out"))
        s.expect("out", [xs[t] - xs[0] for t in range(16)] + [-1] * 16)
        if not s.clean:
            s.finding("synccheck", "sync-mask-exited-lane", "shfl", count=1)
    twins("shfl_exited_lane", "a full-mask shuffle after lanes 16..31 returned",
          "the shuffle's mask names lanes 0..15", build)


def shfl_helper_exited_lane():
    xs = [5 * i - 40 for i in range(32)]

    def build(s):
        s.input("in", xs)
        s.alloc("out", 4, fill=0)
        s.launch("half_sum", 1, 32, ptr("in"), ptr("out"))
        s.expect("out", [sum(xs[:16])])
        if not s.clean:
            # At this file's line, not at cuda.h's __shfl_down_sync; the four unrolled shuffles,
            # each run once by the warp's lanes 0..15, are one finding.
            s.finding("synccheck", "sync-mask-exited-lane", "shfl", count=4)
    twins("shfl_helper_exited_lane", "full-mask __shfl_down_sync (cuda.h's, inlined) after lanes 16..31 returned",
          "the shuffles' mask names lanes 0..15", build)


def shfl_never_arrives():
    xs = [7 * i - 50 for i in range(32)]

    def build(s):
        s.input("in", xs)
        s.alloc("out", 128)
        s.launch("broadcast_low", 1, 32, ptr("in"), ptr("out"))
        s.expect("out", [xs[0]] * 16 + xs[16:])
        if not s.clean:
            s.finding("synccheck", "sync-mask-never-arrives", "shfl", count=1)
    twins("shfl_never_arrives", "a full-mask shuffle inside if (threadIdx.x < 16) while lanes 16..31 wait at "
          "the barrier after the if", "the shuffle's mask names lanes 0..15", build)


def sync_mask_excludes_lane():
    xs = [(9 * i) % 40 for i in range(32)]

    def build(s):
        s.input("in", xs)
        s.alloc("out", 128)
        s.launch("segment_leader", 1, 32, ptr("in"), ptr("out"))
        lanes = 32 if s.clean else 16  # lanes outside the mask get an undefined value
        s.expect("out", [xs[t] - xs[t // 16 * 16] for t in range(lanes)])
        if not s.clean:
            s.finding("synccheck", "sync-mask-excludes-lane", "shfl", count=1)
    twins("sync_mask_excludes_lane", "the whole warp runs a shuffle whose mask is 0x0000ffff",
          "the full mask", build)


def invalid_warp_sync_mask():
    xs = [(6 * i) % 25 - 12 for i in range(40)]

    def build(s):
        s.input("in", xs)
        s.alloc("out", 160)
        s.launch("swap_pairs", 1, 40, ptr("in"), ptr("out"))
        lanes = 40 if s.clean else 32  # the second warp's __syncwarp is undefined
        s.expect("out", [xs[t ^ 1] for t in range(lanes)])
        if not s.clean:
            s.finding("synccheck", "invalid-warp-sync-mask", "syncwarp", count=1)
    twins("invalid_warp_sync_mask", "__syncwarp(0xffffffff) in a block of 40: the second warp has 8 lanes",
          "the mask of the lanes each warp has", build)


def different_barriers():
    xs = [i - 16 for i in range(32)]

    def build(s):
        s.input("in", xs)
        s.alloc("out", 128, fill=0xFF)
        s.launch("handoff", 1, 64, ptr("in"), ptr("out"))
        if s.clean:
            s.expect("out", [2 * x + 1 for x in xs])
        else:
            s.expect("out", [-1] * 32)  # the launch stopped at the deadlock
            s.finding("synccheck", "different-barriers", "producer", count=1)
    twins("different_barriers", "the producer warp waits at named barrier 1, the consumer warp at barrier 2",
          "both warps use barrier 1", build)



def sync_if_else():
    xs = [(9 * i) % 31 - 15 for i in range(64)]
    s_vals = [xs[t] + 1 if t < 32 else xs[t] - 1 for t in range(64)]

    def build(s):
        s.input("in", xs)
        s.alloc("out", 256, fill=0xFF)
        s.launch("halves", 1, 64, ptr("in"), ptr("out"))
        s.expect("out", [s_vals[63 - t] for t in range(64)])  # bar.sync 0 counts arrivals: right anyway
        if not s.clean:
            s.finding("synccheck", "mismatched-barrier", "then", count=1)
    twins("sync_if_else", "warp 0 meets the __syncthreads() of the if side, warp 1 the one of the else side",
          "one __syncthreads() after the if/else", build)


def sync_loop_branch():
    xs = [(7 * i) % 19 - 9 for i in range(64)]
    n = 3

    def build(s):
        s.input("in", xs)
        s.alloc("out", 256, fill=0xFF)
        s.launch("bump", 1, 64, ptr("in"), ptr("out"), i32(n))
        if s.clean:
            sv = [xs[t] + (sum(range(n)) if t < 16 else 0) for t in range(64)]
            s.expect("out", [sv[63 - t] + sv[t] for t in range(64)])
        else:  # the barriers pair the wrong arrivals: what the threads read is undefined, and
            # racecheck would report the reads the mispaired barriers leave unordered
            s.args = ["--check", "synccheck"]
            s.finding("synccheck", "divergent-barrier", "inbranch", count=1)
    twins("sync_loop_branch", "threads 0-15 meet a __syncthreads() in a branch inside the loop; the others skip it",
          "the loop's __syncthreads() outside the branch", build)

CASES = [oob_last_block, misaligned_float4, shared_oob, local_oob, constant_oob, null_pointer, read_only_write,
         param_write, wrong_space, no_space, stack_overflow,
         race_shared_raw, race_cross_warp, race_loop_barrier, race_generic_pointer, race_global_blocks,
         race_atomic_plain, race_atomic_reset, race_atomic_blocks, race_atomic_helper, race_unrolled,
         race_global_warps, warp_reduce_race, warp_reduce_plain, race_global_lanes, race_volatile_flag,
         init_shared_reduction, init_global, init_local,
         divergent_barrier, shfl_exited_lane, shfl_helper_exited_lane, shfl_never_arrives, sync_mask_excludes_lane,
         invalid_warp_sync_mask, different_barriers, sync_if_else, sync_loop_branch] + gen_more.CASES


def main():
    for old in os.listdir(HERE):
        if old.endswith(".bin") or (old.endswith(".json") and old != "coverage.json"):
            os.remove(os.path.join(HERE, old))
    for make in CASES:
        make()
    print(f"gen.py: {2 * len(CASES)} cases in {HERE}")


if __name__ == "__main__":
    main()
