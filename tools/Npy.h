// The .npy array file format (numpy's NEP 1, versions 1.0 to 3.0): reading a header, writing one.
#pragma once

#include <cstddef>
#include <cstdint>
#include <span>
#include <string>
#include <vector>

namespace nvsim::tools {

struct NpyHeader {
  unsigned major = 1, minor = 0;
  std::string descr; ///< dtype descriptor: "<f4"
  bool fortranOrder = false;
  std::vector<uint64_t> shape; ///< empty for a 0-d array (one element)
  uint64_t itemSize = 0;       ///< from descr
  uint64_t dataOffset = 0;     ///< where the raw data starts in the file
  uint64_t dataBytes = 0;      ///< product(shape) * itemSize
};

/// Reads the header of an .npy file held in `file` and checks that this tool can use its data
/// as raw bytes: a little-endian (or one-byte) numeric dtype, C order (or one dimension), and
/// exactly dataBytes after the header. False with `error` set otherwise.
bool parseNpyHeader(std::span<const std::byte> file, NpyHeader &out, std::string &error);

/// Magic, version and header of a one-dimensional array of `count` items of dtype `descr`, padded
/// so that the data starts at a multiple of 64 bytes, as numpy writes it (version 1.0, or 2.0
/// when the header does not fit 65535 bytes).
std::vector<std::byte> npyHeaderBytes(std::string_view descr, uint64_t count);

} // namespace nvsim::tools
