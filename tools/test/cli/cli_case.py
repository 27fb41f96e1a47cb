"""What the CLI test scripts (run_cli, passes_cli, ptx_cli) share: running and judging cases.

A case is a dict with the expected exit code `rc`, the expected `out` and `err` text (None: not
compared) after `normalize`, and an optional `check` called with the result (and `check_args`)
that raises, or returns something other than None or True, when the result is wrong.
"""

import os
import tempfile


def problems_of(r, case, tmp, normalize, *check_args):
    """What is wrong with result `r` (rc, out, err) of `case`, as printable lines; [] when nothing."""
    problems = []
    if r.rc != case["rc"]:
        problems.append("exit code %d, expected %d" % (r.rc, case["rc"]))
    for stream, got, want in (("stdout", r.out, case["out"]), ("stderr", r.err, case["err"])):
        if want is not None and normalize(got, tmp) != want:
            problems.append("%s:\n--- got\n%s--- expected\n%s---" % (stream, normalize(got, tmp), want))
    if not problems and case["check"]:
        try:
            verdict = case["check"](r, *check_args)
            if verdict not in (None, True):
                problems.append("check failed: %s" % (verdict,))
        except (AssertionError, OSError, ValueError, KeyError) as e:
            problems.append("check failed: %r" % (e,))
    return problems


def report(name, problems, verbose):
    """Prints a failed case (every case when verbose); whether it passed."""
    if problems or verbose:
        print("%s %s\n  %s" % ("FAIL" if problems else "ok", name, "\n  ".join(problems)))
    return not problems


def run_cases(label, names, cases, command, normalize, verbose, prefix, runner_arg=False):
    """Runs each named case in a fresh temporary folder (its `setup` first) with
    `command(args, tmp)`, judges it with `normalize`, prints a summary line; returns the exit code. With
    `runner_arg`, a case's check also gets a function that runs more commands in that folder."""
    failed = []
    for name in names:
        c = cases[name]
        with tempfile.TemporaryDirectory(prefix=prefix) as tmp:
            tmp = os.path.realpath(tmp)
            if c["setup"]:
                c["setup"](tmp)
            r = command(c["args"], tmp)
            extra = (lambda args, tmp=tmp: command(args, tmp),) if runner_arg else ()
            if not report(name, problems_of(r, c, tmp, normalize, *extra), verbose):
                failed.append(name)
    print("%s: %d of %d cases passed" % (label, len(names) - len(failed), len(names)))
    return 1 if failed else 0
