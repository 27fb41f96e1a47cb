#!/usr/bin/env python3
"""barriers.py - block barrier conformance cases (conformance/barriers/): barrier0 with shared
memory across the warps of a block, barrier0.popc/and/or reductions over a block with a partial
warp, barrier.sync and barrier.sync.cnt in a 3-D block, a tree reduction with barriers in a loop
and divergent work between them, and threads that exit before a barrier (they count as arrived).

The .ll kernels are hand-written; this writes their launch scripts and expected outputs, computed
here from the GPU semantics (NVVM IR spec 13.2, PTX bar/barrier): every live thread of the block
waits, popc counts the threads whose predicate is non-zero, and/or give 1 or 0 (NVPTX selects
1/0 from the bar.red predicate), an exited thread no longer takes part. Regenerate with
  python3 conformance/gen/barriers.py
"""
import random

from common import Case, clean, mask, pack

AREA = "barriers"


def shared_reverse():
    grid, block = 3, 256
    rng = random.Random(21)
    vals = [rng.getrandbits(32) for _ in range(grid * block)]
    out = [vals[b * block + (block - 1 - t)] for b in range(grid) for t in range(block)]
    c = Case(AREA, "shared_reverse", note="barrier0 across the 8 warps of a 256-thread block: each thread "
             "reads the shared slot written by the mirror thread (another warp)")
    c.buffer("in", pack("u32", vals))
    c.buffer("out", nbytes=4 * len(vals))
    c.launch("shared_reverse", grid, block, ["in", "out"])
    c.expect("out", pack("u32", out), "u32")
    c.write()


def tree_reduce():
    grid, block = 4, 128
    rng = random.Random(22)
    vals = [rng.randrange(-(1 << 31), 1 << 31) for _ in range(grid * block)]
    out = [sum(vals[b * block:(b + 1) * block]) & mask(32) for b in range(grid)]
    c = Case(AREA, "tree_reduce", note="a shared-memory tree sum with barrier0 in the loop and divergent adds "
             "(t < stride) between barriers; i32 wrapping sums, one per block")
    c.buffer("in", pack("i32", vals))
    c.buffer("out", nbytes=4 * grid)
    c.launch("tree_reduce", grid, block, ["in", "out"])
    c.expect("out", pack("u32", out), "u32")
    c.write()


def barrier_reductions():
    grid, block = 2, 80  # the third warp has 16 threads
    preds = [lambda t: t % 3 == 0, lambda t: t < 70, lambda t: t == 77, lambda t: 5, lambda t: -1, lambda t: 2]
    out = []
    for _ in range(grid):
        for _t in range(block):
            row = []
            for k in range(3):
                ps = [1 if preds[k](t) else 0 for t in range(block)]
                row += [sum(ps), int(all(ps)), int(any(ps))]
            row += [block, 1, 1]  # popc(5), and(-1), or(2): every thread's predicate is non-zero
            out += row
    c = Case(AREA, "barrier_reductions", note="barrier0.popc/and/or over an 80-thread block (partial third warp), "
             "two blocks, on predicates t%3==0, t<70, t==77 and constants; and/or give 1 or 0")
    c.buffer("out", nbytes=4 * len(out))
    c.launch("barrier_reductions", grid, block, ["out"])
    c.expect("out", pack("u32", out), "u32")
    c.write()


def barrier_sync_2d():
    grid, n = 2, 128
    s = [t * t for t in range(n)]
    s = [s[n - 1 - t] + 1 for t in range(n)]  # after the first two barriers
    out = [s[(t + 64) % n] & mask(32) for _ in range(grid) for t in range(n)]
    c = Case(AREA, "barrier_sync_2d", note="barrier.sync(0) and barrier.sync.cnt(1, 128) in a (16, 4, 2) block: "
             "linear thread ids x + 16 y + 64 z exchange through shared memory")
    c.buffer("out", nbytes=4 * len(out))
    c.launch("barrier_sync_2d", grid, (16, 4, 2), ["out"])
    c.expect("out", pack("u32", out), "u32")
    c.write()


def exited_threads():
    block = 96
    alive = [t % 4 != 3 and t // 32 != 1 for t in range(block)]
    survivors = sum(alive)
    out = []
    for t in range(block):
        if alive[t]:
            src = t ^ 68
            assert alive[src]
            out += [10 * src, survivors]
        else:
            out += [mask(32), mask(32)]
    c = Case(AREA, "exited_threads", note="threads that returned (a whole warp and every fourth thread) count as "
             "arrived: barrier0 and barrier0.popc complete among the 48 survivors")
    c.buffer("out", nbytes=8 * block)
    c.memset("out", 0xFF)
    c.launch("exited_threads", 1, block, ["out"])
    c.expect("out", pack("u32", out), "u32")
    c.write()


def main():
    clean(AREA)
    shared_reverse()
    tree_reduce()
    barrier_reductions()
    barrier_sync_2d()
    exited_threads()
    print(f"barriers: {len(Case.written)} cases")


if __name__ == "__main__":
    main()
