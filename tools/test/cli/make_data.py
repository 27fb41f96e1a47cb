#!/usr/bin/env python3
"""Writes the small data files the CLI test scripts read (checked in; rerun after changing them)."""

import os
import struct

HERE = os.path.dirname(os.path.abspath(__file__))


def npy(descr, fmt, values):
    """An .npy file (format 1.0) of a one-dimensional array, as numpy.save writes it."""
    header = "{'descr': '%s', 'fortran_order': False, 'shape': (%d,), }" % (descr, len(values))
    pad = 64 - (10 + len(header) + 1) % 64
    header += " " * (pad % 64) + "\n"
    return b"\x93NUMPY\x01\x00" + struct.pack("<H", len(header)) + header.encode() + raw(fmt, values)


def raw(fmt, values):
    return struct.pack("<%d%s" % (len(values), fmt), *values)


def next_up(x):
    """The next float32 after x (x > 0)."""
    return struct.unpack("<f", struct.pack("<I", struct.unpack("<I", struct.pack("<f", x))[0] + 1))[0]


def main():
    x = [float(i) for i in range(8)]
    y = [2.0 * i + 1.0 for i in range(8)]
    files = {
        "x.npy": npy("<f4", "f", x),
        "ones.bin": raw("f", [1.0] * 8),
        "saxpy.expected.npy": npy("<f4", "f", y),
        "saxpy.expected.bin": raw("f", y),
        # one ulp above the exact results in elements 2 and 5
        "saxpy.near.bin": raw("f", [next_up(v) if i in (2, 5) else v for i, v in enumerate(y)]),
        "saxpy.wrong.bin": raw("f", [v + (0.5 if i in (1, 6) else 0.0) for i, v in enumerate(y)]),
        "fault.expected.bin": raw("i", [i + 1 for i in range(8)]),
    }
    for name, data in files.items():
        with open(os.path.join(HERE, name), "wb") as f:
            f.write(data)


if __name__ == "__main__":
    main()
