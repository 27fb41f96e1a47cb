#!/usr/bin/env python3
"""fake_sim.py - a stand-in for `nvvm-sim run`, to test the conformance runner (run.py) itself.

  fake_sim.py run FILE.ll --script S.json [--report json] [--dump-dir DIR] [other options]
  fake_sim.py verify FILE.ll

It executes the data steps of the launch script for real (alloc, h2d, memset, d2h, expect with a
byte-exact comparison, dumping the actual bytes of each expect to --dump-dir), but a launch
computes nothing: it only obeys directives written as comments in FILE.ll, so a test case can
make it behave like a correct or a broken simulator:

  ; FAKE: copy SRC DST          at each launch, copy buffer SRC into buffer DST
  ; FAKE: poke BUF OFFSET HEX   at each launch, write these bytes
  ; FAKE: exit N                exit with N (default: 0, or 1 if an expect failed)
  ; FAKE: stderr TEXT           print TEXT on stderr
  ; FAKE: noreport              print no JSON report
  ; FAKE: garbage               print text that is not JSON before the report line
  ; FAKE: lie                   report every expect as passed, whatever the bytes say
  ; FAKE: drop FILE             leave the expect of FILE out of the report
  ; FAKE: nodump                write no actual bytes to the dump folder
  ; FAKE: sleep SECONDS         sleep before exiting
  ; FAKE: args A B ...          fail (exit 2) unless these options were given
  ; FAKE: broken_under A B ...  when these options were given, one after the other: launches
                                ignore the copy and poke directives (wrong outputs)
  ; FAKE: hang_under A B ...    when these options were given, one after the other: sleep 30 s
  ; FAKE: finding CHECKER KIND LOCATION [other=LOCATION] [count=N] [space=S]
                                report this checker finding (and exit 1 unless told otherwise)

A repeated --check is a usage error (exit 2), as a case's own --check must not get a second one.
`verify` exits 3 printing each `; FAKE: reject TEXT` line's TEXT of FILE.ll as an error, else 0.

FAKE_SIM_NO_RUN=1 makes `run --help` fail, as a build without the run command does.
"""
import json
import os
import shlex
import sys
import time


def main(argv):
    if len(argv) == 3 and argv[1] == "verify":
        with open(argv[2]) as f:
            rejects = [l.split("; FAKE: reject ", 1)[1].strip() for l in f if l.startswith("; FAKE: reject ")]
        for text in rejects:
            print(f"{argv[2]}:1:1: error: {text}", file=sys.stderr)
        return 3 if rejects else 0
    if len(argv) < 2 or argv[1] != "run":
        print("fake_sim: only 'run' is implemented", file=sys.stderr)
        return 2
    if "--help" in argv:
        if os.environ.get("FAKE_SIM_NO_RUN"):
            print("fake_sim: unknown subcommand run", file=sys.stderr)
            return 2
        print("fake_sim run FILE.ll --script S.json [--report json] [--dump-dir DIR]")
        return 0
    ll, script, dump, report_json = argv[2], None, None, False
    rest = argv[3:]
    if "--script" in rest:
        script = rest[rest.index("--script") + 1]
    if "--dump-dir" in rest:
        dump = rest[rest.index("--dump-dir") + 1]
    if "--report" in rest:
        report_json = rest[rest.index("--report") + 1] == "json"
    if script is None:
        print("fake_sim: --script is required", file=sys.stderr)
        return 2
    if rest.count("--check") > 1:
        print("fake_sim: --check given twice", file=sys.stderr)
        return 2

    directives = []
    with open(ll) as f:
        for line in f:
            if line.startswith("; FAKE:"):
                directives.append(shlex.split(line[len("; FAKE:"):]))
    first = {d[0]: d[1:] for d in reversed(directives)}
    if "args" in first:
        for a in first["args"]:
            if a not in rest:
                print(f"fake_sim: expected option {a}", file=sys.stderr)
                return 2

    def given(opts):
        return any(rest[i:i + len(opts)] == opts for i in range(len(rest)))

    broken = any(d[0] == "broken_under" and given(d[1:]) for d in directives)
    if any(d[0] == "hang_under" and given(d[1:]) for d in directives):
        time.sleep(30)

    folder = os.path.dirname(os.path.abspath(script))
    with open(script) as f:
        steps = json.load(f)["steps"]
    bufs, launches, expects, failed = {}, [], [], False
    for s in steps:
        op = s["op"]
        if op == "alloc":
            bufs[s["buffer"]] = bytearray(s["bytes"])
        elif op == "h2d":
            off, n = s.get("offset", 0), s["bytes"]
            if s.get("zero"):
                data = bytes(n)
            else:
                with open(os.path.join(folder, s["file"]), "rb") as f:
                    data = f.read()
            bufs[s["buffer"]][off:off + n] = data[:n]
        elif op == "memset":
            off, n = s.get("offset", 0), s["bytes"]
            bufs[s["buffer"]][off:off + n] = bytes([s.get("value", 0) & 0xFF]) * n
        elif op == "launch":
            for d in directives if not broken else []:
                if d[0] == "copy":
                    src, dst = bufs[d[1]], bufs[d[2]]
                    dst[:] = src[:len(dst)]
                elif d[0] == "poke":
                    data = bytes.fromhex(d[3])
                    bufs[d[1]][int(d[2]):int(d[2]) + len(data)] = data
            launches.append({"kernel": s["kernel"], "grid": s.get("grid"), "block": s.get("block"),
                             "seconds": 0.0, "lane_instructions": 0})
        elif op == "d2h" and "file" in s and dump:
            off, n = s.get("offset", 0), s["bytes"]
            with open(os.path.join(dump, s["file"]), "wb") as f:
                f.write(bufs[s["buffer"]][off:off + n])
        elif op == "expect":
            off, n = s.get("offset", 0), s["bytes"]
            actual = bytes(bufs[s["buffer"]][off:off + n])
            with open(os.path.join(folder, s["file"]), "rb") as f:
                ok = f.read() == actual or "lie" in first
            failed |= not ok
            if dump and "nodump" not in first:
                with open(os.path.join(dump, s["file"]), "wb") as f:
                    f.write(actual)
            if s["file"] not in [d[1] for d in directives if d[0] == "drop"]:
                entry = {"file": s["file"], "pass": ok}
                if not ok:
                    entry["mismatches"] = 1
                expects.append(entry)

    findings = [finding(d[1:]) for d in directives if d[0] == "finding"]
    for d in directives:
        if d[0] == "stderr":
            print(" ".join(d[1:]), file=sys.stderr)
    if report_json and "noreport" not in first:
        if "garbage" in first:
            print("this line is not JSON")
        print(json.dumps({"launches": launches, "expects": expects, "findings": findings}))
    if "sleep" in first:
        time.sleep(float(first["sleep"][0]))
    if "exit" in first:
        return int(first["exit"][0])
    return 1 if failed or findings else 0


def finding(words):
    """A report's finding from `CHECKER KIND LOCATION [other=LOCATION] [count=N] [space=S]`."""
    options = dict(w.split("=", 1) for w in words[3:])
    other = {"location": options["other"]} if "other" in options else None
    return {"checker": words[0], "kind": words[1], "location": words[2], "other": other,
            "space": options.get("space"), "count": int(options.get("count", 1)), "fatal": False}


if __name__ == "__main__":
    sys.exit(main(sys.argv))
