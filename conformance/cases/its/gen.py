#!/usr/bin/env python3
"""gen.py - writes the launch scripts and data files of conformance/cases/its ("independent thread
scheduling"): warp collectives reached from different instructions, call paths and recursion
depths, spin locks and flags between the lanes of a warp and between blocks.

  python3 conformance/cases/its/gen.py          (build.sh runs it after compiling the .cu files)

Every NAME.cu is compiled twice (NAME_O0.ll, NAME_O2.ll); both get the same launch script
(NAME_O0.json, NAME_O2.json) and share the data files NAME.*.bin. Inputs are made here and the
expected outputs computed here from the CUDA/PTX rules (a *.sync collective combines the values of
all the lanes of its member mask, whichever instruction each executed with the same qualifiers and
mask; a correct lock or flag protocol gives the sequential result), never by running nvvm-sim.

Every case runs under several schedules and must pass under each (run.py's "schedules" and
"random_seeds"): the converged and fair warp schedules, --threads 1 and 8, and 20 random warp and
block schedules.
"""

import json
import os
import struct

HERE = os.path.dirname(os.path.abspath(__file__))
FULL = 0xFFFFFFFF
SCHEDULES = [["--warp-schedule", "converged"], ["--warp-schedule", "fair"], ["--threads", "1"],
             ["--threads", "8"]]
RANDOM_SEEDS = 20
# nvvm-sim stops a launch after this long: a case that hangs fails in seconds, not minutes.
ARGS = ["--timeout", "10"]
FMT = {"i32": "i", "u32": "I"}


def i32(x):
    """x wrapped to a signed 32-bit integer (PTX integer arithmetic is modulo 2^32)."""
    x &= 0xFFFFFFFF
    return x - (1 << 32) if x & 0x80000000 else x


def c_mod(a, b):
    """C's % (truncating division)."""
    r = abs(a) % abs(b)
    return -r if a < 0 else r


def pack(elem, values):
    return struct.pack(f"<{len(values)}{FMT[elem]}", *values)


def write_data(name, data):
    with open(os.path.join(HERE, name), "wb") as f:
        f.write(data)


# ---- PTX collectives (the rules of the PTX ISA, over the values every member lane sent) ----------

def shfl(mode, sent, b, c=0x1F):
    """shfl.sync of a full warp: sent[j] is what lane j passed as a, b[j] its b operand; returns
    what each lane reads (PTX ISA, shfl.sync: the source lane j, and the lane's own value when j is
    out of range)."""
    out = []
    for lane in range(32):
        bval, cval, segmask = b[lane] & 31, c & 31, (c >> 8) & 31
        max_lane = (lane & segmask) | (cval & ~segmask & 31)
        min_lane = lane & segmask
        if mode == "up":
            j, ok = lane - bval, lane - bval >= max_lane
        elif mode == "down":
            j, ok = lane + bval, lane + bval <= max_lane
        elif mode == "bfly":
            j, ok = lane ^ bval, (lane ^ bval) <= max_lane
        else:  # idx
            j = min_lane | (bval & ~segmask & 31)
            ok = j <= max_lane
        out.append(sent[j] if ok else sent[lane])
    return out


def ballot(preds):
    return sum(1 << j for j, p in enumerate(preds) if p)


# ---- Scripts --------------------------------------------------------------------------------------

class Case:
    """The launch script shared by NAME_O0.ll and NAME_O2.ll, and its data files."""

    def __init__(self, name, note, args=()):
        self.name = name
        self.note = note
        self.steps = []
        self.args = list(args)  # the case's own nvvm-sim options, after ARGS

    def input(self, buffer, values, elem="i32"):
        data = pack(elem, values)
        fname = f"{self.name}.{buffer}.bin"
        write_data(fname, data)
        self.steps.append({"op": "alloc", "buffer": buffer, "bytes": len(data)})
        self.steps.append({"op": "h2d", "buffer": buffer, "offset": 0, "bytes": len(data), "file": fname})

    def zeros(self, buffer, nbytes):
        """A buffer the host sets to zero (memset, so initcheck counts it as written)."""
        self.steps.append({"op": "alloc", "buffer": buffer, "bytes": nbytes})
        self.steps.append({"op": "memset", "buffer": buffer, "offset": 0, "bytes": nbytes, "value": 0})

    def output(self, buffer, nbytes):
        """A buffer the kernel writes in full (left unwritten by the host)."""
        self.steps.append({"op": "alloc", "buffer": buffer, "bytes": nbytes})

    def launch(self, kernel, grid, block, *buffers):
        self.steps.append({"op": "launch", "kernel": kernel, "grid": [grid, 1, 1], "block": [block, 1, 1],
                           "args": [{"type": "ptr", "buffer": b, "offset": 0} for b in buffers]})

    def expect(self, buffer, values, elem="i32", first=0):
        data = pack(elem, values)
        fname = f"{self.name}.{buffer}.expected.bin"
        write_data(fname, data)
        self.steps.append({"op": "expect", "buffer": buffer, "offset": 4 * first, "bytes": len(data),
                           "elem": elem, "file": fname, "tolerance": {"kind": "exact"}})

    def write(self):
        conformance = {"args": ARGS + self.args, "schedules": SCHEDULES, "random_seeds": RANDOM_SEEDS}
        for opt in ("O0", "O2"):
            doc = {"note": f"{self.note} (clang-19 -{opt} of {self.name}.cu)", "conformance": conformance,
                   "steps": self.steps}
            with open(os.path.join(HERE, f"{self.name}_{opt}.json"), "w") as f:
                f.write(dump(doc))


def dump(doc):
    """JSON with one step per line."""
    conf = ",\n".join(f"  {json.dumps(k)}: {json.dumps(v)}" for k, v in doc["conformance"].items())
    steps = ",\n".join("  " + json.dumps(s) for s in doc["steps"])
    return (f'{{\n "note": {json.dumps(doc["note"])},\n "conformance": {{\n{conf}\n }},\n'
            f' "steps": [\n{steps}\n ]\n}}\n')


# ---- Collectives ----------------------------------------------------------------------------------

def shfl_in_callee():
    c = Case("shfl_in_callee", "full-mask shfl.sync.down in a noinline callee after a loop of 1 (even lanes) "
             "or 2 (odd lanes) trips")
    s = [(lane & 1) + 1 for lane in range(32)]
    got = shfl("down", s, [1] * 32)
    c.output("out", 128)
    c.launch("k", 1, 32, "out")
    expected = [s[lane] + got[lane] for lane in range(32)]
    assert expected == [3] * 31 + [4]
    c.expect("out", expected)
    c.write()


def vote_paths():
    c = Case("vote_paths", "vote.ballot.sync and vote.all.sync from two different noinline functions (odd and "
             "even lanes) combine all 32 lanes' predicates")
    blocks = [
        [(3 * j + 7 * (j % 5)) % 90 for j in range(32)],                   # all hold
        [150 if j == 7 else (11 * j) % 97 for j in range(32)],             # odd lane 7: not < 100
        [-5 if j == 20 else (50 - 3 * j) % 60 if j % 2 == 0 else j for j in range(32)],  # even lane 20: negative
    ]
    ballots, alls = [], []
    for vals in blocks:
        preds = [c_mod(v, 3) == 0 if j & 1 else v > 40 for j, v in enumerate(vals)]
        alls_pred = [v < 100 if j & 1 else v >= 0 for j, v in enumerate(vals)]
        ballots += [ballot(preds)] * 32
        alls += [int(all(alls_pred))] * 32
    assert alls == [1] * 32 + [0] * 64
    c.input("in", [v for vals in blocks for v in vals])
    c.output("ballots", 4 * 96)
    c.output("alls", 4 * 96)
    c.launch("vote_paths", 3, 32, "in", "ballots", "alls")
    c.expect("ballots", ballots, "u32")
    c.expect("alls", alls)
    c.write()


def shfl_paths():
    c = Case("shfl_paths", "shfl.sync.bfly and shfl.sync.idx, each from two noinline functions sending different "
             "values")
    vals = [(13 * j + 5) % 41 - 9 for j in range(32)]
    sent_x = [2 * v if j < 13 else v + 1000 for j, v in enumerate(vals)]
    xors = shfl("bfly", sent_x, [1] * 32)
    sent_y = [v if v & 1 else v - 7 for v in vals]
    src = [(5 * j + 3) & 31 if v & 1 else 31 - j for j, v in enumerate(vals)]
    idxs = shfl("idx", sent_y, src)
    c.input("in", vals)
    c.output("xors", 128)
    c.output("idxs", 128)
    c.launch("shfl_paths", 1, 32, "in", "xors", "idxs")
    c.expect("xors", xors)
    c.expect("idxs", idxs)
    c.write()


def match_any_paths():
    c = Case("match_any_paths", "match.any.sync from two noinline functions (lanes i % 3 == 0 send in[i], the "
             "others in[i] + 10)")
    vals = [(7 * j) % 5 * 10 + (0 if j % 3 == 0 else -10 if j % 2 else 0) for j in range(32)]
    sent = [v if j % 3 == 0 else v + 10 for j, v in enumerate(vals)]
    masks = [ballot([sent[k] == sent[j] for k in range(32)]) for j in range(32)]
    assert len(set(masks)) > 3 and any(bin(m).count("1") > 1 for m in masks)
    # some class holds lanes of both paths
    assert any({k % 3 == 0 for k in range(32) if m >> k & 1} == {True, False} for m in masks)
    c.input("in", vals)
    c.output("out", 128)
    c.launch("match_any_paths", 1, 32, "in", "out")
    c.expect("out", masks, "u32")
    c.write()


def syncwarp_paths():
    c = Case("syncwarp_paths", "bar.warp.sync from two noinline functions and from two branches orders the "
             "shared-memory slots the lanes exchange")
    vals = [(9 * j + 4) % 23 - 6 for j in range(32)]
    s0 = [3 * v if j & 1 else v + 5 for j, v in enumerate(vals)]
    s1 = [j * j if j < 20 else -j for j in range(32)]
    acc = [sum(vals[(j + i) & 31] for i in range(j % 4 + 1)) for j in range(32)]
    out = [s0[(j + 1) & 31] for j in range(32)] + [s1[31 - j] + acc[j] for j in range(32)]
    c.input("in", vals)
    c.output("out", 256)
    c.launch("syncwarp_paths", 1, 32, "in", "out")
    c.expect("out", out)
    c.write()


def shfl_recursive():
    c = Case("shfl_recursive", "shfl.sync.bfly at the bottom of a recursive noinline function, reached at "
             "recursion depths 0 to 5")
    depth = [(j * 7 + j // 8) % 6 for j in range(32)]
    sent = [10 * j + 3 * depth[j] for j in range(32)]
    got = shfl("bfly", sent, [16] * 32)
    out = []
    for j in range(32):
        r = got[j]
        for d in range(1, depth[j] + 1):
            r = i32(r * 2 - d)
        out.append(r)
    c.input("depth", depth)
    c.output("out", 128)
    c.launch("shfl_recursive", 1, 32, "depth", "out")
    c.expect("out", out)
    c.write()


def shfl_fnptr():
    c = Case("shfl_fnptr", "shfl.sync.idx inside four noinline functions called through a per-lane function "
             "pointer")
    sel = [(j * 5 + j // 4) % 4 for j in range(32)]
    vals = [(17 * j + 3) % 29 - 10 for j in range(32)]
    send = [lambda v: v + 1000, lambda v: 2 * v, lambda v: 3 * v, lambda v: v - 7]
    srcs = [lambda j: 0, lambda j: j ^ 1, lambda j: 31 - j, lambda j: (j + 5) & 31]
    sent = [send[sel[j]](vals[j]) for j in range(32)]
    got = shfl("idx", sent, [srcs[sel[j]](j) for j in range(32)])
    c.input("sel", sel)
    c.input("in", vals)
    c.output("out", 128)
    c.launch("shfl_fnptr", 1, 32, "sel", "in", "out")
    c.expect("out", got)
    c.write()


def shfl_after_loop():
    c = Case("shfl_after_loop", "shfl.sync.up and vote.ballot.sync after a loop the lanes leave at different "
             "trip counts (and at a break)")
    n = [(j * 3 + 1) % 7 for j in range(32)]
    stop = [j % 5 if j % 4 == 1 else 99 for j in range(32)]
    v = []
    for j in range(32):
        x = j
        for i in range(n[j]):
            if i == stop[j]:
                break
            x = i32(x * 3 + (i ^ j))
        v.append(x)
    ups = shfl("up", v, [3] * 32, c=0)
    ballots = [ballot([x & 1 for x in v])] * 32
    c.input("n", n)
    c.input("stop", stop)
    c.output("ups", 128)
    c.output("ballots", 128)
    c.launch("shfl_after_loop", 1, 32, "n", "stop", "ups", "ballots")
    c.expect("ups", ups)
    c.expect("ballots", ballots, "u32")
    c.write()


def redux_callee():
    c = Case("redux_callee", "redux.sync.add (sm_80) from two noinline callees: lanes with negative inputs send "
             "v, the others 10*v")
    vals = [(23 * j + 11) % 37 - 15 for j in range(64)]
    out = []
    for b in range(2):
        warp = vals[32 * b:32 * b + 32]
        total = i32(sum(v if v < 0 else 10 * v for v in warp))
        out += [total] * 32
    c.input("in", vals)
    c.output("out", 256)
    c.launch("redux_callee", 2, 32, "in", "out")
    c.expect("out", out)
    c.write()


def partial_masks():
    c = Case("partial_masks", "shfl.sync.idx with the half-warp masks and vote.ballot.sync with the even and odd "
             "lane masks, each from two noinline functions: a collective combines exactly its mask's lanes")
    vals = [(19 * j + 6) % 27 - 8 for j in range(32)]
    v = [x + (sum(range(j % 5)) if j >= 16 else 0) for j, x in enumerate(vals)]
    sent = [x if j & 1 else 10 * x for j, x in enumerate(v)]
    src = [15 - j if j < 16 else 16 + ((j + 3) & 15) for j in range(32)]
    shfls = [sent[src[j]] for j in range(32)]  # c = 0x1f, no segments: lane src of the same mask
    even = ballot([j % 2 == 0 and v[j] > 0 for j in range(32)])
    odd = ballot([j % 2 == 1 and v[j] > 5 for j in range(32)])
    assert even & 0xAAAAAAAA == 0 and odd & 0x55555555 == 0 and even and odd
    c.input("in", vals)
    c.output("shfls", 128)
    c.output("ballots", 128)
    c.launch("partial_masks", 1, 32, "in", "shfls", "ballots")
    c.expect("shfls", shfls)
    c.expect("ballots", [odd if j & 1 else even for j in range(32)], "u32")
    c.write()


# ---- Locks and flags ------------------------------------------------------------------------------

def spinlock(name, grid, block, note):
    c = Case(name, note)
    n = grid * block
    c.zeros("lock", 4)
    c.zeros("counter", 4)
    c.zeros("hits", 4 * n)
    c.launch(name, grid, block, "lock", "counter", "hits")
    c.expect("lock", [0])
    c.expect("counter", [n])
    c.expect("hits", [1] * n)
    c.write()


def lane_handoff(variant):
    name = f"lane_handoff_{variant}"
    # A volatile flag between lanes of one warp is a race for racecheck (volatile orders nothing
    # between the lanes, sm_70+; an atomic flag is not): the case is about termination and
    # values, so under conformance_checked it keeps the other checkers.
    own = ["--check", "memcheck,initcheck,synccheck"] if variant == "volatile" else []
    c = Case(name, f"lane 0 publishes data with __threadfence() and a {variant} flag; lanes 1..31 of the same "
             "warp spin on the flag, fence, then read it", own)
    vals = [(5 * j + 2) % 19 - 4 for j in range(32)]
    data = [7 * v + 1 for v in vals]
    out = [-1] + [data[j] ^ data[(j + 1) & 31] for j in range(1, 32)]
    c.input("in", vals)
    c.zeros("data", 128)
    c.zeros("flag", 4)
    c.output("out", 128)
    c.launch(name, 1, 32, "in", "data", "flag", "out")
    c.expect("out", out)
    c.expect("data", data)
    c.expect("flag", [1])
    c.write()


def message_passing(name, waiter):
    c = Case(name, f"block {1 - waiter} writes data, fences and sets an atomic flag; block {waiter} spins on it, "
             "fences and copies the data out")
    vals = [(3 * j + 1) % 17 - 8 for j in range(64)]
    data = [5 * v - 3 for v in vals]
    c.input("in", vals)
    c.zeros("data", 256)
    c.zeros("flag", 4)
    c.output("out", 256)
    c.launch(name, 2, 64, "in", "data", "flag", "out")
    c.expect("out", [data[63 - t] for t in range(64)])
    c.expect("flag", [1])
    c.write()


def grid_barrier():
    grid, block = 16, 64
    c = Case("grid_barrier", "a hand-written grid-wide barrier over 16 blocks (atomicAdd arrival, volatile "
             "spin): every block must be resident at once")
    vals = [(13 * j + 5) % 37 - 18 for j in range(grid * block)]
    parts = [vals[b * block + t] * 3 + b for b in range(grid) for t in range(block)]
    c.input("in", vals)
    c.zeros("parts", 4 * grid * block)
    c.zeros("arrived", 4)
    c.output("out", 4 * grid * block)
    c.launch("grid_barrier", grid, block, "in", "parts", "arrived", "out")
    c.expect("out", [parts[((b + 5) % grid) * block + t] for b in range(grid) for t in range(block)])
    c.expect("arrived", [grid], "u32")
    c.write()


def lookback_scan():
    tiles, tile = 64, 128
    c = Case("lookback_scan", "decoupled look-back inclusive scan, 64 tiles of 128 (tiles taken by a dynamic "
             "atomicAdd ticket), status flags with atomics and fences")
    vals = [(37 * j + j // 128) % 23 - 11 for j in range(tiles * tile)]
    out, acc = [], 0
    for v in vals:
        acc += v
        out.append(i32(acc))
    c.input("in", vals)
    c.output("out", 4 * tiles * tile)
    c.zeros("ticket", 4)
    c.zeros("status", 4 * tiles)
    c.zeros("aggs", 4 * tiles)
    c.zeros("prefs", 4 * tiles)
    c.launch("lookback_scan", tiles, tile, "in", "out", "ticket", "status", "aggs", "prefs")
    c.expect("out", out)
    c.expect("prefs", [out[(k + 1) * tile - 1] for k in range(tiles)])
    c.expect("aggs", [0] + [sum(vals[k * tile:(k + 1) * tile]) for k in range(1, tiles)])
    c.expect("status", [2] * tiles)
    c.expect("ticket", [tiles], "u32")
    c.write()


def lookback_blockidx():
    tiles, tile = 64, 128
    c = Case("lookback_blockidx", "decoupled look-back inclusive scan, 64 tiles of 128, tile = blockIdx.x: "
             "each block spins on its predecessor's status")
    vals = [(41 * j + j // 128) % 29 - 14 for j in range(tiles * tile)]
    out, acc = [], 0
    for v in vals:
        acc += v
        out.append(i32(acc))
    c.input("in", vals)
    c.output("out", 4 * tiles * tile)
    c.zeros("status", 4 * tiles)
    c.zeros("aggs", 4 * tiles)
    c.zeros("prefs", 4 * tiles)
    c.launch("lookback_blockidx", tiles, tile, "in", "out", "status", "aggs", "prefs")
    c.expect("out", out)
    c.expect("prefs", [out[(k + 1) * tile - 1] for k in range(tiles)])
    c.expect("aggs", [0] + [sum(vals[k * tile:(k + 1) * tile]) for k in range(1, tiles)])
    c.expect("status", [2] * tiles)
    c.write()


def last_block_done():
    grid, block = 8, 64
    c = Case("last_block_done", "threadFenceReduction: partial sums, __threadfence, atomicInc; the last block "
             "sums the partials")
    vals = [(29 * j + 7) % 31 - 12 for j in range(grid * block)]
    partial = [sum(vals[b * block:(b + 1) * block]) for b in range(grid)]
    c.input("in", vals)
    c.zeros("partial", 4 * grid)
    c.zeros("count", 4)
    c.zeros("out", 8)
    c.launch("last_block_done", grid, block, "in", "partial", "count", "out")
    c.expect("out", [sum(partial), 1])
    c.expect("partial", partial)
    c.expect("count", [0], "u32")
    c.write()


def main():
    shfl_in_callee()
    vote_paths()
    shfl_paths()
    match_any_paths()
    syncwarp_paths()
    shfl_recursive()
    shfl_fnptr()
    shfl_after_loop()
    redux_callee()
    partial_masks()
    spinlock("spinlock_warp", 1, 32, "a global spin lock (atomicCAS, fences, atomicExch) contended by the 32 lanes "
             "of one warp; plain counter inside")
    spinlock("spinlock_blocks", 4, 64, "a global spin lock (atomicCAS, fences, atomicExch) contended by 4 blocks "
             "of 64 threads; volatile counter inside")
    lane_handoff("volatile")
    lane_handoff("atomic")
    message_passing("message_passing", 1)
    message_passing("message_passing_rev", 0)
    lookback_scan()
    lookback_blockidx()
    grid_barrier()
    last_block_done()


if __name__ == "__main__":
    main()
