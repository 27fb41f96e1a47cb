#!/usr/bin/env python3
"""`nvvm-sim debug` (docs/debug.md): scripted sessions piped to stdin, their output compared.

Usage: debug_cli_test.py NVVM_SIM

The kernel is examples/debug/debug_demo.cu (its .ll beside it): 64 threads, t = threadIdx.x,
v = t * 2 stored to tile[t] (line 9), a barrier (line 10), then `if (t & 1)` reads tile[t - 1] + 100
(line 13) else tile[t + 1] + 200 (line 15), stored to out[t] (line 16). Every expected value is
worked out from that source and the documented layout (the first shared variable at offset 16 of
the block's shared memory, the script's first buffer allocation 1 at 1 << 40), not copied from
nvvm-sim's output.
"""

import os
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
EXAMPLE = os.path.join(HERE, "..", "..", "..", "examples", "debug")
SCRIPT = os.path.join(EXAMPLE, "debug_demo.json")
MODULE = os.path.join(EXAMPLE, "debug_demo.ll")


def session(sim, commands, args=None):
    """Runs `nvvm-sim debug` with `commands` on stdin; (exit code, stdout, stderr)."""
    with tempfile.TemporaryDirectory(prefix="nvvm-sim-debug-") as tmp:
        r = subprocess.run([sim, "debug"] + (args or [SCRIPT]), input="".join(c + "\n" for c in commands),
                           capture_output=True, text=True, timeout=60, cwd=tmp)
    return r.returncode, r.stdout, r.stderr


def answers(out):
    """The output split at the prompts: [banner, answer to command 1, ...], each without the echo."""
    parts = out.split("(nvvm-sim) ")
    result = [parts[0]]
    for p in parts[1:]:
        result.append(p.split("\n", 1)[1] if "\n" in p else "")
    return result


def test_breakpoints_print_and_memory(sim):
    code, out, err = session(sim, [
        "break 99",                  # 1
        "break 10",                  # 2
        "frobnicate",                # 3
        "print %mul",                # 4 (not running yet)
        "continue",                  # 5
        "print %mul",                # 6
        "lane 5",                    # 7
        "print %mul",                # 8
        "print %arrayidx",           # 9
        "info address %arrayidx",    # 10
        "info address %out",         # 11
        "info address %t",           # 12
        "print %mul all",            # 13
        "lane 40",                   # 14
        "warp 2",                    # 15
        "print %nosuch",             # 16
    ])
    a = answers(out)
    assert code == 0, (code, err)
    assert a[0] == "Launch 1: demo grid (1,1,1) block (64,1,1)\n", a[0]
    assert a[1] == "error: no code at line 99 of debug_demo.cu\n", a[1]
    assert a[2] == "Breakpoint 1 at debug_demo.cu:10\n", a[2]
    assert a[3] == "error: unknown command 'frobnicate' (help lists the commands)\n", a[3]
    assert a[4].startswith("error: the kernel is not running yet"), a[4]
    # Warp 0 gets to the barrier (line 10) first, all 32 lanes together.
    assert a[5] == ("Breakpoint 1: block (0,0,0) warp 0 lanes 0xffffffff at debug_demo.cu:10\n"
                    "    call void @llvm.nvvm.barrier0(), !dbg !24\n"), a[5]
    assert a[6] == "%mul = 0 (lane 0, thread 0)\n", a[6]
    assert a[7] == "lane 5 (thread 5)\n", a[7]
    assert a[8] == "%mul = 10 (lane 5, thread 5)\n", a[8]
    # &tile[5]: the shared window's base, tile at offset 16, + 4 * 5.
    assert a[9] == "%arrayidx = 0xff00030000000024 (lane 5, thread 5)\n", a[9]
    assert a[10].startswith("0xff00030000000024: shared window, offset 36 (_ZZ4demoE4tile + 20;"), a[10]
    assert a[11] == "0x10000000000: global, allocation 1 'out' + 0 (256 bytes)\n", a[11]
    assert a[12].startswith("0xff0005") and ": local window, offset " in a[12], a[12]
    lines = a[13].splitlines()
    assert lines[0] == "%mul in lanes 0xffffffff:", lines[0]
    assert lines[1:] == ["  lane %2d: %d" % (l, 2 * l) for l in range(32)], lines[1:]
    assert a[14] == "error: lane takes a number from 0 to 31\n", a[14]
    assert a[15] == "error: the block has 2 warps: no warp 2\n", a[15]
    assert a[16] == "error: no register %nosuch in @demo\n", a[16]
    # The end of the input quits: the launch stops, the script's d2h does not run.
    assert out.endswith("Quit\n"), out[-200:]


def test_divergence_shared_and_step(sim):
    code, out, err = session(sim, [
        "break debug_demo.cu:13",    # 1
        "break @demo:%add",          # 2
        "continue",                  # 3: the odd lanes at line 13
        "where",                     # 4
        "continue",                  # 5: before %add
        "print %6 all",              # 6
        "shared _ZZ4demoE4tile 8",   # 7
        "shared 16 2 x32",           # 8
        "x %arrayidx2 2",            # 9
        "step",                      # 10
        "print %add",                # 11
        "info breakpoints",          # 12
        "delete 1",                  # 13
        "delete 1",                  # 14
        "warp 1",                    # 15
        "where",                     # 16
        "quit",                      # 17
    ])
    a = answers(out)
    assert code == 0, (code, err)
    assert a[1] == "Breakpoint 1 at debug_demo.cu:13\n", a[1]
    assert a[2] == "Breakpoint 2 at @demo #26: %add = add nsw i32 %6, 100, !dbg !30\n", a[2]
    # t & 1: the odd lanes of warp 0 take the `then` side (line 13).
    assert a[3] == ("Breakpoint 1: block (0,0,0) warp 0 lanes 0xaaaaaaaa at debug_demo.cu:13\n"
                    "    %5 = load i32, ptr %t, align 4, !dbg !27\n"), a[3]
    w = a[4].splitlines()
    assert w[0] == "block (0,0,0), 2 warps:" and w[1] == "  warp 0:", w
    # The current group (odd lanes) at line 13; the even lanes, done with line 15, wait at the
    # join (line 16) for the odd ones.
    (odd,) = [x for x in w if "0xaaaaaaaa" in x]
    (even,) = [x for x in w if "0x55555555" in x]
    assert odd.startswith("  * lanes 0xaaaaaaaa running") and "debug_demo.cu:13" in odd, odd
    assert even.startswith("    lanes 0x55555555 running") and "debug_demo.cu:16" in even, even
    assert a[5] == ("Breakpoint 2: block (0,0,0) warp 0 lanes 0xaaaaaaaa at debug_demo.cu:13\n"
                    "    %add = add nsw i32 %6, 100, !dbg !30\n"), a[5]
    # %6 = tile[t - 1] = 2 * (t - 1) in the odd lanes.
    lines = a[6].splitlines()
    assert lines[0] == "%6 in lanes 0xaaaaaaaa:", lines[0]
    assert lines[1:] == ["  lane %2d: %d" % (l, 2 * (l - 1)) for l in range(1, 32, 2)], lines[1:]
    # After the barrier tile[i] = 2 * i for every i (both warps wrote theirs).
    assert a[7] == "shared+16: 0 2 4 6 8 10 12 14\n", a[7]
    assert a[8] == "shared+16: 0x00000000 0x00000002\n", a[8]
    # Lane 1 (the selected one, the group's first) reads tile[0]: 0xff0003.. + 16.
    assert a[9] == "0xff00030000000010: 0 2\n", a[9]
    assert a[10] == ("Step: block (0,0,0) warp 0 lanes 0xaaaaaaaa at debug_demo.cu:13\n"
                     "    store i32 %add, ptr %w, align 4, !dbg !31\n"), a[10]
    assert a[11] == "%add = 100 (lane 1, thread 1)\n", a[11]
    assert a[12] == ("1   debug_demo.cu:13  (hit 1 time)\n"
                     "2   @demo #26: %add = add nsw i32 %6, 100, !dbg !30  (hit 1 time)\n"), a[12]
    assert a[13] == "Deleted breakpoint 1\n" and a[14] == "error: no breakpoint 1\n", a[13:15]
    assert a[15] == "warp 1, lane 0\n", a[15]
    assert out.endswith("Quit\n"), out[-200:]


def test_run_to_end(sim):
    # No breakpoint: the launch and the script run to their end, exit 0, out.bin written.
    code, out, err = session(sim, ["continue"])
    assert code == 0, (code, err)
    assert out.startswith("Launch 1: demo grid (1,1,1) block (64,1,1)\n(nvvm-sim) continue\nLaunch 1 ended\n"), out
    assert "step 1 (launch): demo grid (1,1,1) block (64,1,1): ok," in out and "Quit" not in out, out


def test_step_from_start_and_next(sim):
    code, out, err = session(sim, ["step", "next", "next", "print %0"])
    a = answers(out)
    # The kernel's first instruction, an alloca without a line; next goes to the first line (7,
    # the read of threadIdx.x), then to line 8.
    assert a[1] == "Step: block (0,0,0) warp 0 lanes 0xffffffff\n    %out.addr = alloca ptr, align 8\n", a[1]
    assert a[2].startswith("Next: block (0,0,0) warp 0 lanes 0xffffffff at debug_demo.cu:7\n"), a[2]
    assert a[3].startswith("Next: block (0,0,0) warp 0 lanes 0xffffffff at debug_demo.cu:8\n"), a[3]
    assert a[4] == "%0 = 0 (lane 0, thread 0)\n", a[4]


def test_fault_exit_code(sim):
    # 64 threads write out[t] into a buffer of 32 ints: warp 1 faults; exit 1 (CLI.md).
    code, out, err = session(sim, ["continue"], [MODULE, "--kernel", "demo", "--grid", "1", "--block", "64",
                                                 "--arg", "buf:i32:32"])
    assert code == 1, (code, out, err)
    assert "Launch 1 ended with a fault\n" in out, out
    assert "out of bounds" in err or "out-of-bounds" in err, err


def test_bad_input(sim):
    code, out, err = session(sim, [], [os.path.join(HERE, "no-such-file.ll"), "--script", SCRIPT])
    assert code == 3, (code, out, err)


def main():
    sim = os.path.abspath(sys.argv[1])
    tests = [(n, f) for n, f in sorted(globals().items()) if n.startswith("test_")]
    failed = []
    for name, f in tests:
        try:
            f(sim)
        except Exception as e:  # noqa: BLE001 (a failed case, whatever it raised)
            failed.append(name)
            print("FAIL %s: %r" % (name, e))
    print("debug_cli: %d of %d cases passed" % (len(tests) - len(failed), len(tests)))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
