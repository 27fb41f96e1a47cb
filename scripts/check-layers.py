#!/usr/bin/env python3
"""Checks the layering of the sources: an #include may only reach the same layer or a lower one.

    core  <-  memory  <-  intrinsics  <-  sim  <-  conformance/backends  <-  tools

(intrinsics reads one vocabulary of memory's, the address spaces, for the arguments of its table;
memory never includes intrinsics.) Tests of a layer may include
what the layer may. Prints each violation as `file:line: layer X includes layer Y ("path")` and exits
1 if there is any, 0 otherwise.

    scripts/check-layers.py [ROOT]
"""

import os
import re
import sys

# Layer of a source folder -> the layers it may include. A folder not listed is not checked.
LAYERS = {
    "core": {"core"},
    "memory": {"core", "memory"},
    "intrinsics": {"core", "memory", "intrinsics"},
    "sim": {"core", "memory", "intrinsics", "sim"},
    "conformance/backends": {"core", "memory", "intrinsics", "sim", "conformance/backends"},
    "tools": {"core", "memory", "intrinsics", "sim", "conformance/backends", "tools"},
}
INCLUDE = re.compile(r'^\s*#\s*include\s+"([^"]+)"')


def layer_of(rel):
    """The layer a repository-relative path belongs to (the longest matching folder), or None."""
    best = None
    for name in LAYERS:
        if (rel == name or rel.startswith(name + "/")) and (best is None or len(name) > len(best)):
            best = name
    return best


def check_file(root, rel, layer):
    problems = []
    here = os.path.dirname(os.path.join(root, rel))
    with open(os.path.join(root, rel), encoding="utf-8", errors="replace") as f:
        for number, line in enumerate(f, 1):
            m = INCLUDE.match(line)
            if not m:
                continue
            target = m.group(1)
            # A quoted include is found beside the file first, then from the repository root.
            beside = os.path.normpath(os.path.join(here, target))
            path = beside if os.path.exists(beside) else os.path.normpath(os.path.join(root, target))
            target_layer = layer_of(os.path.relpath(path, root))
            if target_layer is not None and target_layer not in LAYERS[layer]:
                problems.append('%s:%d: layer %s includes layer %s ("%s")' % (rel, number, layer, target_layer, target))
    return problems


def main():
    root = os.path.abspath(sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(__file__), ".."))
    problems = []
    checked = 0
    for name in LAYERS:
        for folder, dirs, files in os.walk(os.path.join(root, name)):
            dirs[:] = [d for d in dirs if not d.startswith("build")]
            for file in files:
                if file.endswith((".h", ".cpp", ".def", ".inc")):
                    rel = os.path.relpath(os.path.join(folder, file), root)
                    layer = layer_of(rel)
                    if layer == name:
                        problems += check_file(root, rel, layer)
                        checked += 1
    for p in problems:
        print(p)
    print("layers: %d file(s) checked, %d include(s) against the layering" % (checked, len(problems)))
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
