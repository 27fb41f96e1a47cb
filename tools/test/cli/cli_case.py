"""What the CLI test scripts (run_cli, passes_cli, ptx_cli) share: judging one case's result.

A case is a dict with the expected exit code `rc`, the expected `out` and `err` text (None: not
compared) after `normalize`, and an optional `check` called with the result (and `check_args`)
that raises, or returns something other than None or True, when the result is wrong.
"""


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
