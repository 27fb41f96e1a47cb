#!/usr/bin/env python3
"""fake_sim.py - stands in for nvvm-sim in run.py's self-test: `fake_sim.py ACTION [ARG]` misbehaves
in the way ACTION names, so that each of run.py's verdicts can be provoked on purpose."""
import os
import signal
import sys
import time

action = sys.argv[1]
arg = sys.argv[2] if len(sys.argv) > 2 else ""
if action == "exit":                 # exit ARG, saying so on stderr
    print(f"fake: error: exiting with {arg}", file=sys.stderr)
    sys.exit(int(arg))
elif action == "segv":               # die of a signal
    os.kill(os.getpid(), signal.SIGSEGV)
elif action == "asan":               # an ASan report, then a harmless-looking exit 1
    print("==1==ERROR: AddressSanitizer: heap-buffer-overflow on address 0x1", file=sys.stderr)
    sys.exit(1)
elif action == "ubsan":
    print("sim/MemoryOps.h:42:7: runtime error: signed integer overflow", file=sys.stderr)
    sys.exit(1)
elif action == "abort_text":         # an uncaught exception's text with an ordinary exit code
    print("terminate called after throwing an instance of 'std::bad_alloc'", file=sys.stderr)
    sys.exit(3)
elif action == "sleep":              # run for ARG seconds
    time.sleep(float(arg))
    print("fake: error: woke up", file=sys.stderr)
    sys.exit(1)
elif action == "grow":               # hold ARG MiB resident for a while
    block = bytearray(int(arg) << 20)
    for i in range(0, len(block), 4096):
        block[i] = 1
    time.sleep(0.5)
    print("fake: error: grew", file=sys.stderr)
    sys.exit(1)
elif action == "chatter":            # ARG MiB on stdout
    line = "x" * 1023 + "\n"
    for _ in range(int(arg) * 1024):
        sys.stdout.write(line)
    sys.exit(0)
elif action == "write":              # create the file ARG (relative to the current folder)
    with open(arg, "w") as f:
        f.write("escaped\n")
    print("fake: wrote", file=sys.stderr)
    sys.exit(0)
elif action == "report":             # --report json output: ARG "good" or "bad"
    sys.stdout.write('{"exit_code": 3, "errors": ["x.json:1:1: error: bad"]}\n' if arg == "good" else '{"exit_code": 3, \xff')
    sys.exit(3)
elif action == "cat":                # print the file ARG (generated inputs)
    with open(arg, "rb") as f:
        data = f.read()
    print(f"fake: {len(data)} bytes, starts {data[:8]!r}", file=sys.stderr)
    sys.exit(0)
sys.exit(99)
