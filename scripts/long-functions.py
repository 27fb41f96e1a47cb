#!/usr/bin/env python3
"""Lists the C++ functions longer than a threshold (STYLE.md asks for short functions).

    scripts/long-functions.py [--max N] DIR_OR_FILE...

Prints `file:line: name (N lines)`, longest first, for every function definition in the .cpp and .h
files given (directories are searched recursively) whose body spans more than N lines (default 150),
counted from the first line of the signature to the closing brace. Exits 1 when it printed any.

It matches braces instead of parsing C++: comments, string and character literals and preprocessor
lines are skipped first, and a `{` at namespace or class scope opens a function body when the text
before it ends in a parameter list (with qualifiers, a trailing return type or a constructor's member
initializers). That is enough for clang-formatted code; lambdas count as part of their function.
"""
import argparse
import pathlib
import re
import sys

CONTROL = re.compile(r"^(if|for|while|switch|catch|do|else|return)\b")
TYPE_HEAD = re.compile(r"^(template\s*<.*>\s*)?(class|struct|union)\b")
ENUM_HEAD = re.compile(r"^(typedef\s+)?enum\b")
NAMESPACE_HEAD = re.compile(r'^(inline\s+)?namespace\b|^extern\s+"C(\+\+)?"')
# After the parameter list: cv and ref qualifiers, noexcept, override, final, a trailing return type.
SIGNATURE_TAIL = re.compile(r"\)\s*(?:(?:const|volatile|noexcept|override|final|mutable|&&|&)\s*)*"
                            r"(?:->\s*[\w:<>,\s*&]+)?$")


def strip(text):
    """The source with comments, literals and preprocessor lines blanked (newlines kept)."""
    out = []
    i, n = 0, len(text)
    at_line_start = True
    while i < n:
        c = text[i]
        if at_line_start and c == "#":
            # A preprocessor line, with its backslash continuations.
            while i < n and not (text[i] == "\n" and text[i - 1] != "\\"):
                out.append("\n" if text[i] == "\n" else " ")
                i += 1
            continue
        if c == "\n":
            at_line_start = True
            out.append(c)
            i += 1
            continue
        if not c.isspace():
            at_line_start = False
        if text.startswith("//", i):
            while i < n and text[i] != "\n":
                out.append(" ")
                i += 1
        elif text.startswith("/*", i):
            end = text.find("*/", i + 2)
            end = n if end < 0 else end + 2
            out.append("".join("\n" if ch == "\n" else " " for ch in text[i:end]))
            i = end
        elif c == 'R' and text.startswith('R"', i):
            m = re.match(r'R"([^(]*)\(', text[i:])
            end = text.find(")" + m.group(1) + '"', i) if m else -1
            end = n if end < 0 else end + len(m.group(1)) + 2
            out.append("".join("\n" if ch == "\n" else " " for ch in text[i:end]))
            i = end
        elif c in "\"'":
            # A quote right after a digit is a C++14 digit separator, not a literal.
            if c == "'" and i > 0 and text[i - 1].isalnum():
                out.append(" ")
                i += 1
                continue
            j = i + 1
            while j < n and text[j] != c and text[j] != "\n":
                j += 2 if text[j] == "\\" else 1
            out.append(" " * (min(j, n - 1) + 1 - i))
            i = j + 1
        else:
            out.append(c)
            i += 1
    return "".join(out)


def function_name(head):
    """`LLParser::parseInstruction` from `bool LLParser::parseInstruction(Instruction *&inst, ...) {`."""
    depth = 0
    for k, ch in enumerate(head):
        if ch == "<":
            depth += 1
        elif ch == ">":
            depth -= 1
        elif ch == "(" and depth <= 0:
            m = re.search(r"([\w:~]+(?:operator\s*\S+?)?)\s*$", head[:k])
            return m.group(1) if m else head[:k].split()[-1]
    return head.split("(")[0].split()[-1]


def is_function_head(head):
    head = re.sub(r"\boperator\s*(\(\)|[^\s(]+)", "operator", head)
    if "(" not in head or CONTROL.match(head):
        return False
    # `= {` and `= [] {` start initializers and lambdas, not definitions.
    if re.search(r"(^|[^=!<>])=($|[^=])", head.split("(")[0]):
        return False
    if SIGNATURE_TAIL.search(head):
        return True
    # A constructor with member initializers: `Foo(int a) : a_(a), b_(0)`.
    return re.search(r"\)\s*(noexcept\s*)?:\s*\w", head) is not None and head.rstrip().endswith(")")


def functions(path):
    """Yields (line, name, length) for each function definition of one file."""
    text = strip(path.read_text(encoding="utf-8", errors="replace"))
    stack = []  # (kind, start line, name) of each open brace
    stmt = []  # characters since the last ';', '{' or '}' at this level
    stmt_line = None
    line = 1
    for c in text:
        if c == "\n":
            line += 1
        if c == "{":
            head = " ".join("".join(stmt).split())
            outer = stack[-1][0] if stack else "namespace"
            if outer in ("function", "block"):
                kind = "block"
            elif NAMESPACE_HEAD.match(head):
                kind = "namespace"
            elif ENUM_HEAD.match(head):
                kind = "block"
            elif TYPE_HEAD.match(head) and "(" not in head:
                kind = "class"
            elif is_function_head(head):
                kind = "function"
            else:
                kind = "block"
            stack.append((kind, stmt_line or line, function_name(head) if kind == "function" else ""))
            stmt, stmt_line = [], None
        elif c == "}":
            if stack:
                kind, start, name = stack.pop()
                if kind == "function":
                    yield start, name, line - start + 1
            stmt, stmt_line = [], None
        elif c == ";":
            stmt, stmt_line = [], None
        else:
            if stmt_line is None and not c.isspace():
                stmt_line = line
            stmt.append(c)


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("paths", nargs="+", type=pathlib.Path, help="directories or files")
    ap.add_argument("--max", type=int, default=150, help="longest allowed function, in lines")
    args = ap.parse_args()
    files = []
    for p in args.paths:
        if p.is_dir():
            files += sorted(f for f in p.rglob("*") if f.suffix in (".cpp", ".h"))
        else:
            files.append(p)
    long = [(n, f, line, name) for f in files for line, name, n in functions(f) if n > args.max]
    for n, f, line, name in sorted(long, key=lambda r: (-r[0], str(r[1]), r[2])):
        print(f"{f}:{line}: {name} ({n} lines)")
    return 1 if long else 0


if __name__ == "__main__":
    sys.exit(main())
