#!/usr/bin/env python3
"""barriers.py - block barrier conformance cases (conformance/cases/barriers/): barrier0 with shared
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

from common import HEADER, Case, annotations, clean, mask, pack

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


VARIANTS = [("bar.sync", "i32 {id}", 0), ("barrier", "i32 {id}, i32 128", 1), ("barrier.n", "i32 {id}", 2),
            ("barrier.cta.sync.aligned.all", "i32 {id}", 3), ("barrier.cta.sync.all", "i32 {id}", 4),
            ("barrier.cta.sync.aligned", "i32 {id}, i32 128", 5), ("barrier.cta.sync", "i32 {id}, i32 128", 6)]


def barrier_variants():
    """Each barrier intrinsic separates the phases of a shared-memory exchange among 4 warps."""
    n = 128
    body = ["""  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %ti = zext i32 %t to i64
  %ps = getelementptr inbounds [128 x i32], ptr addrspace(3) @s, i64 0, i64 %ti
  %v0 = mul i32 %t, 11
  store i32 %v0, ptr addrspace(3) %ps, align 4
  call void @llvm.nvvm.barrier0()
"""]
    decls = set()
    s = [t * 11 for t in range(n)]
    for k, (name, args, bid) in enumerate(VARIANTS):
        a = args.format(id=bid + 1 if bid < 6 else 15)
        decls.add(f"declare void @llvm.nvvm.{name}(" + ", ".join("i32" for _ in a.split(",")) + ")")
        step = 7 * k + 1
        body.append(f"""  %src{k} = add i32 %t, {step}
  %m{k} = and i32 %src{k}, 127
  %mi{k} = zext i32 %m{k} to i64
  %pq{k} = getelementptr inbounds [128 x i32], ptr addrspace(3) @s, i64 0, i64 %mi{k}
  %r{k} = load i32, ptr addrspace(3) %pq{k}, align 4
  call void @llvm.nvvm.{name}({a})
  %x{k} = mul i32 %r{k}, 3
  %y{k} = add i32 %x{k}, {k}
  store i32 %y{k}, ptr addrspace(3) %ps, align 4
  call void @llvm.nvvm.{name}({a})
""")
        s = [(s[(t + step) % n] * 3 + k) & mask(32) for t in range(n)]
    body.append("""  %fin = load i32, ptr addrspace(3) %ps, align 4
  %c = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %cb = shl i32 %c, 7
  %g = add i32 %cb, %t
  %gi = zext i32 %g to i64
  %po = getelementptr inbounds i32, ptr %out, i64 %gi
  store i32 %fin, ptr %po, align 4
""")
    ir = ("; GENERATED by conformance/gen/barriers.py: the barrier intrinsics other than barrier0/barrier.sync, each\n"
          "; separating the read and the write phase of a rotation through shared memory among the 4 warps of a\n"
          "; 128-thread block (ids 1..6 and 15, counted forms with 128 threads); out[block * 128 + t] = final s[t].\n"
          + HEADER + "\n@s = internal addrspace(3) global [128 x i32] undef, align 4\n\n"
          "define void @barrier_variants(ptr %out) {\nentry:\n" + "".join(body) + "  ret void\n}\n\n"
          "declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()\ndeclare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()\n"
          "declare void @llvm.nvvm.barrier0()\n" + "\n".join(sorted(decls)) + "\n\n" + annotations("barrier_variants"))
    c = Case(AREA, "barrier_variants", note="bar.sync, barrier(id, n), barrier.n, barrier.cta.sync(.aligned)(.all) "
             "each order a shared-memory exchange across warps")
    c.buffer("out", nbytes=4 * n * 2)
    c.launch("barrier_variants", 2, n, ["out"])
    c.expect("out", pack("u32", s * 2), "u32")
    c.ir = ir
    c.write()


def main():
    clean(AREA)
    barrier_variants()
    shared_reverse()
    tree_reduce()
    barrier_reductions()
    barrier_sync_2d()
    exited_threads()
    print(f"barriers: {len(Case.written)} cases")


if __name__ == "__main__":
    main()
