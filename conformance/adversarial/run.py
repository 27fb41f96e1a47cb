#!/usr/bin/env python3
"""run.py - runs the adversarial corpus: kernels, scripts and options that try to escape, exhaust or
crash nvvm-sim (issue 13). README.md beside this file describes the cases; this is the one program
that runs them.

  run.py NVVM_SIM [DIR] [-j N] [--sanitized] [--case SUBSTRING]... [-v] [--keep DIR] [--list]

DIR is the corpus (default: this folder). Every case runs NVVM_SIM with its command line in a
fresh temporary folder (its current directory, `%t`), stdin from /dev/null, stdout and stderr into
files there. A case passes when all of these hold:

  * the exit code is the expected one, and the process was not killed by a signal (no abort,
    segfault or OOM kill: 134, 139 and 137 never pass, even when expected);
  * stderr matches the case's `stderr` regex and stdout its `stdout` regex (re.search, MULTILINE);
  * no sanitizer report (`ERROR: AddressSanitizer`, `runtime error:`, `LeakSanitizer`, ...) and no
    uncaught-exception text (`terminate called`, `std::bad_alloc`) appears on stderr;
  * with `--report json` on its command line (and an exit code other than 2), stdout is one valid
    JSON document (valid UTF-8 included);
  * it ends within its wall-clock limit (`seconds`, default 20), its peak resident memory (the
    child's ru_maxrss from wait4, checked while it runs too) stays within `rss_mib` (default 1024)
    and its stdout + stderr within `output_mib` (default 16); a case past a limit is killed;
  * every path in `absent` (relative to the temporary folder) does not exist afterwards (files a
    hostile script tried to write outside the dump folder).

--sanitized (an ASan+UBSan build) multiplies the time limits by 4 and the memory limits by 3 (plus
256 MiB for shadow memory), and sets ASAN_OPTIONS / UBSAN_OPTIONS (unless already set) so that any
report makes the child exit with code 86 (ASan) or 87 (UBSan).

Prints one line per failing case (every case with -v), a summary table per category and the
slowest cases. Exit status: 0 every selected case passed, 1 some failed (or none was selected),
2 usage or a malformed case file.
"""

import argparse
import concurrent.futures
import json
import os
import re
import shlex
import shutil
import signal
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
CATEGORIES_SKIPPED = {"lib", "test", "__pycache__"}  # folders of DIR that hold no cases
DEFAULTS = {"seconds": 20.0, "rss_mib": 1024, "output_mib": 16}
CASE_KEYS = {"name", "run", "exit", "stderr", "stdout", "seconds", "rss_mib", "output_mib", "absent",
             "generate", "why", "issue"}
SANITIZER_TEXT = re.compile(r"ERROR: AddressSanitizer|ERROR: LeakSanitizer|LeakSanitizer|runtime error:|"
                            r"ERROR: UndefinedBehaviorSanitizer|SUMMARY: \w+Sanitizer")
CRASH_TEXT = re.compile(r"terminate called|std::bad_alloc|what\(\):|Assertion `.*' failed|"
                        r"free\(\): invalid|double free|corrupted size")
SIGNAL_EXITS = {134, 137, 139}  # a shell's way of saying abort, kill, segfault
POLL_SECONDS = 0.02


class CaseError(Exception):
    """A case file that does not say what the corpus format needs (exit 2)."""


class Case:
    """One command line and what must come of it."""

    def __init__(self, root, path, spec, name=None):
        self.root = root
        self.path = path                        # the case file (the manifest for a manifest entry)
        self.folder = os.path.dirname(path)
        rel = os.path.relpath(path, root)
        self.category = rel.split(os.sep)[0]
        self.id = rel if name is None else f"{rel}#{name}"
        unknown = set(spec) - CASE_KEYS
        if unknown:
            raise CaseError(f"{self.id}: unknown field(s) {', '.join(sorted(unknown))}")
        for key in ("run", "exit"):
            if key not in spec:
                raise CaseError(f"{self.id}: no '{key}'")
        if "stderr" not in spec and "stdout" not in spec:
            raise CaseError(f"{self.id}: needs a 'stderr' or 'stdout' regex (every case checks a message)")
        if not isinstance(spec["exit"], int) or spec["exit"] in SIGNAL_EXITS:
            raise CaseError(f"{self.id}: 'exit' must be an integer exit code, not a signal's ({spec['exit']})")
        self.run = spec["run"]
        self.exit = spec["exit"]
        try:
            self.stderr = re.compile(spec["stderr"], re.M) if "stderr" in spec else None
            self.stdout = re.compile(spec["stdout"], re.M) if "stdout" in spec else None
        except re.error as e:
            raise CaseError(f"{self.id}: bad regex: {e}")
        self.seconds = float(spec.get("seconds", DEFAULTS["seconds"]))
        self.rss_mib = float(spec.get("rss_mib", DEFAULTS["rss_mib"]))
        self.output_mib = float(spec.get("output_mib", DEFAULTS["output_mib"]))
        self.absent = list(spec.get("absent", []))
        self.generate = spec.get("generate", [])
        if isinstance(self.generate, dict):
            self.generate = [self.generate]
        for g in self.generate:
            if set(g) != {"file", "parts"} or not all(isinstance(p, list) and len(p) == 2 for p in g["parts"]):
                raise CaseError(f"{self.id}: 'generate' needs file and parts: [[TEXT, TIMES], ...]")
        self.why = spec.get("why", "")

    def argv(self, sim, tmp):
        text = (self.run.replace("%s", self.path).replace("%S", self.folder)
                .replace("%A", self.root).replace("%t", tmp))
        return [sim] + shlex.split(text)


# ---- Reading the corpus ---------------------------------------------------------------------------

LL_HEADER = re.compile(r"^;\s*ADV-([A-Z-]+):\s?(.*)$")
LL_KEYS = {"RUN": "run", "EXIT": "exit", "STDERR": "stderr", "STDOUT": "stdout", "SECONDS": "seconds",
           "RSS-MIB": "rss_mib", "OUTPUT-MIB": "output_mib", "ABSENT": "absent", "WHY": "why", "ISSUE": "issue"}


def ll_case(root, path):
    """A .ll case: `; ADV-KEY: value` comment lines anywhere at the start of a line."""
    spec = {}
    with open(path, encoding="utf-8", errors="replace") as f:
        for line in f:
            m = LL_HEADER.match(line.rstrip("\n"))
            if not m:
                continue
            key, value = m.group(1), m.group(2).strip()
            if key not in LL_KEYS:
                raise CaseError(f"{os.path.relpath(path, root)}: unknown header ADV-{key}")
            field = LL_KEYS[key]
            if field == "exit":
                value = int(value)
            elif field == "absent":
                value = spec.get("absent", []) + [value]
            elif field in ("stderr", "stdout", "why") and field in spec:
                value = spec[field] + ("" if field != "why" else " ") + value  # long regexes may continue
            spec[field] = value
    if not spec:
        raise CaseError(f"{os.path.relpath(path, root)}: a .ll in a category folder needs ADV-RUN/ADV-EXIT headers "
                        "(modules that are inputs belong in an inputs/ folder)")
    return Case(root, path, spec)


def json_case(root, path):
    """A .json launch script carrying its expectations in its `_adversarial` object."""
    try:
        with open(path, encoding="utf-8") as f:
            doc = json.load(f)
    except (OSError, ValueError) as e:
        raise CaseError(f"{os.path.relpath(path, root)}: {e} (malformed scripts belong in an inputs/ folder, "
                        "run from a cases.json manifest)")
    if not isinstance(doc, dict) or "_adversarial" not in doc:
        raise CaseError(f"{os.path.relpath(path, root)}: no '_adversarial' object")
    return Case(root, path, doc["_adversarial"])


def manifest_cases(root, path):
    """cases.json: {"cases": [{"name": ..., "run": ..., ...}, ...]} (option sets, malformed inputs)."""
    with open(path, encoding="utf-8") as f:
        doc = json.load(f)
    out, seen = [], set()
    for spec in doc.get("cases", []):
        name = spec.get("name")
        if not name or name in seen:
            raise CaseError(f"{os.path.relpath(path, root)}: every case needs a unique 'name' ({name!r})")
        seen.add(name)
        out.append(Case(root, path, spec, name))
    return out


def discover(root):
    cases = []
    for category in sorted(os.listdir(root)):
        folder = os.path.join(root, category)
        if category in CATEGORIES_SKIPPED or not os.path.isdir(folder):
            continue
        for dirpath, dirnames, filenames in os.walk(folder):
            dirnames[:] = sorted(d for d in dirnames if d not in ("inputs", "__pycache__"))
            for fname in sorted(filenames):
                path = os.path.join(dirpath, fname)
                if fname == "cases.json":
                    cases += manifest_cases(root, path)
                elif fname.endswith(".ll"):
                    cases.append(ll_case(root, path))
                elif fname.endswith(".json"):
                    cases.append(json_case(root, path))
    return cases


# ---- Running one case -----------------------------------------------------------------------------

class Result:
    def __init__(self, case):
        self.case = case
        self.problems = []
        self.seconds = 0.0
        self.rss_mib = 0.0
        self.exit = None


def rss_now_kib(pid):
    try:
        with open(f"/proc/{pid}/status") as f:
            for line in f:
                if line.startswith("VmRSS:"):
                    return int(line.split()[1])
    except OSError:
        pass
    return 0


def write_generated(case, tmp):
    for g in case.generate:
        # Strings are written as Latin-1, so "\u00ff" is the byte 0xff (invalid UTF-8 on purpose).
        with open(os.path.join(tmp, g["file"]), "wb") as f:
            for text, times in g["parts"]:
                if "{i}" in text:  # numbered repetitions (distinct buffer names, ...)
                    for i in range(times):
                        f.write(text.replace("{i}", str(i)).encode("latin-1"))
                    continue
                chunk = text.encode("latin-1")
                block = max(1, (1 << 20) // max(1, len(chunk)))
                while times > 0:
                    n = min(times, block)
                    f.write(chunk * n)
                    times -= n


def run_case(case, sim, opts):
    res = Result(case)
    seconds = case.seconds * (4 if opts.sanitized else 1)
    rss_limit = case.rss_mib * (3 if opts.sanitized else 1) + (256 if opts.sanitized else 0)
    output_limit = case.output_mib * (1 << 20)
    tmp = tempfile.mkdtemp(prefix="adv-")
    try:
        write_generated(case, tmp)
        argv = case.argv(sim, tmp)
        out_path, err_path = os.path.join(tmp, ".stdout"), os.path.join(tmp, ".stderr")
        env = dict(os.environ)
        if opts.sanitized:
            env.setdefault("ASAN_OPTIONS", "exitcode=86:abort_on_error=0:detect_leaks=1:allocator_may_return_null=1")
            env.setdefault("UBSAN_OPTIONS", "exitcode=87:halt_on_error=1:print_stacktrace=1")
        with open(out_path, "wb") as out, open(err_path, "wb") as err, open(os.devnull, "rb") as devnull:
            start = time.monotonic()
            # Its own session, so that a kill reaches whatever it starts.
            try:
                proc = subprocess.Popen(argv, stdin=devnull, stdout=out, stderr=err, cwd=tmp, env=env,
                                        start_new_session=True)
            except OSError as e:
                res.problems.append(f"cannot run {argv[0]}: {e}")
                return res
            pid = proc.pid
            killed, peak_kib = None, 0
            while True:  # NOTE: reaped here by wait4 (for ru_maxrss), not by proc.wait()
                wpid, status, usage = os.wait4(pid, os.WNOHANG)
                if wpid == pid:
                    break
                elapsed = time.monotonic() - start
                peak_kib = max(peak_kib, rss_now_kib(pid))
                if killed is None:
                    if elapsed > seconds:
                        killed = f"timeout: still running after {seconds:g} s"
                    elif peak_kib > rss_limit * 1024:
                        killed = f"peak RSS over {rss_limit:g} MiB"
                    elif os.path.getsize(out_path) + os.path.getsize(err_path) > output_limit:
                        killed = f"output over {case.output_mib:g} MiB"
                    if killed:
                        try:
                            os.killpg(pid, signal.SIGKILL)
                        except ProcessLookupError:
                            pass
                time.sleep(POLL_SECONDS)
            proc.returncode = os.waitstatus_to_exitcode(status)  # already reaped: keep Popen from waiting
            res.seconds = time.monotonic() - start
        res.rss_mib = max(peak_kib, usage.ru_maxrss) / 1024.0
        with open(out_path, "rb") as f:
            stdout_bytes = f.read(int(output_limit) + 1)
        with open(err_path, "rb") as f:
            stderr_bytes = f.read(int(output_limit) + 1)
        stderr = stderr_bytes.decode("utf-8", "replace")
        stdout = stdout_bytes.decode("utf-8", "replace")
        p = res.problems
        if killed:
            p.append(f"killed: {killed}")
        elif os.WIFSIGNALED(status):
            p.append(f"killed by signal {os.WTERMSIG(status)} ({signal.Signals(os.WTERMSIG(status)).name})")
        else:
            res.exit = os.WEXITSTATUS(status)
            if res.exit != case.exit:
                p.append(f"exit code {res.exit}, expected {case.exit}")
        if res.rss_mib > rss_limit and not killed:
            p.append(f"peak RSS {res.rss_mib:.0f} MiB over the limit of {rss_limit:g} MiB")
        m = SANITIZER_TEXT.search(stderr)
        if m:
            p.append(f"sanitizer report: {line_of(stderr, m.start())}")
        m = CRASH_TEXT.search(stderr)
        if m:
            p.append(f"crash text on stderr: {line_of(stderr, m.start())}")
        if not killed:
            if case.stderr and not case.stderr.search(stderr):
                p.append(f"stderr does not match /{case.stderr.pattern}/")
            if case.stdout and not case.stdout.search(stdout):
                p.append(f"stdout does not match /{case.stdout.pattern}/")
            if "--report json" in " ".join(argv) and res.exit not in (None, 2):
                try:
                    json.loads(stdout_bytes.decode("utf-8"))
                except ValueError as e:
                    p.append(f"--report json: stdout is not one valid JSON document ({str(e)[:80]})")
        for rel in case.absent:
            if os.path.lexists(os.path.normpath(os.path.join(tmp, rel))):
                p.append(f"'{rel}' exists: written outside the dump folder")
        if p and opts.verbose:
            p.append("stderr: " + tail(stderr))
        if opts.keep:
            dest = os.path.join(opts.keep, case.id.replace(os.sep, "_").replace("#", "_"))
            shutil.rmtree(dest, ignore_errors=True)
            shutil.copytree(tmp, dest, symlinks=True, ignore=lambda d, names: [n for n in names
                            if os.path.getsize(os.path.join(d, n)) > (1 << 20)])
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    return res


def line_of(text, pos):
    start = text.rfind("\n", 0, pos) + 1
    end = text.find("\n", pos)
    return text[start:end if end >= 0 else len(text)][:200]


def tail(text, lines=6):
    return " | ".join(text.strip().splitlines()[-lines:])[:800]


# ---- Main -----------------------------------------------------------------------------------------

def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0],
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("sim", help="the nvvm-sim executable")
    ap.add_argument("dir", nargs="?", default=HERE, help="the corpus (default: this folder)")
    ap.add_argument("-j", type=int, default=2, help="cases run at once (2)")
    ap.add_argument("--sanitized", action="store_true", help="an ASan+UBSan build: relaxed limits, fatal reports")
    ap.add_argument("--case", action="append", default=[], help="run only cases whose id contains this")
    ap.add_argument("-v", "--verbose", action="store_true", help="a line per case, stderr of failures")
    ap.add_argument("--keep", help="copy each case's temporary folder here")
    ap.add_argument("--list", action="store_true", help="list the cases and exit")
    opts = ap.parse_args()
    root = os.path.abspath(opts.dir)
    sim = os.path.abspath(opts.sim)
    try:
        cases = discover(root)
    except CaseError as e:
        print(f"run.py: {e}", file=sys.stderr)
        return 2
    if opts.case:
        cases = [c for c in cases if any(s in c.id for s in opts.case)]
    if opts.list:
        for c in cases:
            print(f"{c.id}: exit {c.exit}: {c.why}")
        return 0
    if not cases:
        print("run.py: no case selected", file=sys.stderr)
        return 1
    if not os.access(sim, os.X_OK):
        print(f"run.py: {sim} is not an executable", file=sys.stderr)
        return 2
    if opts.keep:
        os.makedirs(opts.keep, exist_ok=True)

    start = time.monotonic()
    results = []
    with concurrent.futures.ThreadPoolExecutor(max_workers=max(1, opts.j)) as pool:
        futures = [pool.submit(run_case, c, sim, opts) for c in cases]
        for fut in concurrent.futures.as_completed(futures):
            r = fut.result()
            results.append(r)
            if r.problems or opts.verbose:
                verdict = "FAIL" if r.problems else "PASS"
                print(f"{verdict} {r.case.id} ({r.seconds:.2f} s, {r.rss_mib:.0f} MiB)", flush=True)
                for line in r.problems:
                    print(f"     {line}", flush=True)
    wall = time.monotonic() - start

    results.sort(key=lambda r: r.case.id)
    by_cat = {}
    for r in results:
        row = by_cat.setdefault(r.case.category, [0, 0, 0.0, 0.0])
        row[0] += 1
        row[1] += 1 if r.problems else 0
        row[2] += r.seconds
        row[3] = max(row[3], r.rss_mib)
    print(f"\n{'category':<12} {'cases':>6} {'failed':>7} {'seconds':>8} {'max RSS MiB':>12}")
    for cat, (n, failed, secs, rss) in sorted(by_cat.items()):
        print(f"{cat:<12} {n:>6} {failed:>7} {secs:>8.1f} {rss:>12.0f}")
    slowest = sorted(results, key=lambda r: -r.seconds)[:5]
    print("slowest: " + ", ".join(f"{r.case.id} {r.seconds:.2f} s" for r in slowest))
    biggest = max(results, key=lambda r: r.rss_mib)
    print(f"largest peak RSS: {biggest.case.id} {biggest.rss_mib:.0f} MiB")
    failed = [r for r in results if r.problems]
    print(f"{len(results) - len(failed)} of {len(results)} cases passed in {wall:.1f} s (-j {opts.j}"
          f"{', sanitized' if opts.sanitized else ''})")
    if failed:
        print("failed: " + " ".join(r.case.id for r in failed))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
