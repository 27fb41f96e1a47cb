// .npy headers (numpy's format spec, versions 1.0 to 3.0) and buffer files: written as numpy
// writes them, read back, and rejected with a reason when this tool cannot use the data raw.
#include "tools/Npy.h"
#include "tools/DataFile.h"

#include "tools/test/TestFiles.h"

#include <doctest/doctest.h>

using namespace nvsim::tools;
using nvsim::tools::test::bytesOf;
using nvsim::tools::test::readBytes;
using nvsim::tools::test::ScratchDir;
using nvsim::tools::test::writeBytes;

namespace {

std::vector<std::byte> bytes(std::string_view s) {
  std::vector<std::byte> out;
  for (char c : s)
    out.push_back(std::byte(c));
  return out;
}

/// An .npy file of `version` with header dict `dict` (padded with spaces and '\n' to 64 bytes)
/// and `data`.
std::vector<std::byte> npyFile(unsigned version, std::string dict, const std::vector<std::byte> &data) {
  const size_t prefix = version == 1 ? 10 : 12;
  size_t total = (prefix + dict.size() + 1 + 63) / 64 * 64;
  dict.append(total - prefix - dict.size() - 1, ' ');
  dict += '\n';
  std::vector<std::byte> out = bytes(std::string("\x93NUMPY", 6));
  out.push_back(std::byte(version));
  out.push_back(std::byte(0));
  for (size_t i = 0; i < prefix - 8; ++i)
    out.push_back(std::byte((dict.size() >> (8 * i)) & 0xff));
  std::vector<std::byte> d = bytes(dict);
  out.insert(out.end(), d.begin(), d.end());
  out.insert(out.end(), data.begin(), data.end());
  return out;
}

std::string headerError(const std::vector<std::byte> &file) {
  NpyHeader h;
  std::string error;
  CHECK_FALSE(parseNpyHeader(file, h, error));
  return error;
}

} // namespace

TEST_CASE("Npy: the header numpy writes") {
  // np.save of np.zeros(1024, '<f4') starts with exactly these 128 bytes (numpy >= 1.15).
  std::string dict = "{'descr': '<f4', 'fortran_order': False, 'shape': (1024,), }";
  std::string expected = std::string("\x93NUMPY\x01\x00\x76\x00", 10) + dict +
                         std::string(128 - 10 - dict.size() - 1, ' ') + "\n";
  CHECK(npyHeaderBytes("<f4", 1024) == bytes(expected));
  CHECK(npyHeaderBytes("|u1", 3).size() % 64 == 0);
}

TEST_CASE("Npy: reading versions 1, 2 and 3") {
  std::vector<std::byte> data = bytesOf<int16_t>({1, -2, 3, -4, 5, -6});
  for (unsigned version : {1u, 2u, 3u}) {
    INFO("version ", version);
    NpyHeader h;
    std::string error;
    REQUIRE(parseNpyHeader(
        npyFile(version, "{'descr': '<i2', 'fortran_order': False, 'shape': (2, 3), }", data), h, error));
    CHECK(h.major == version);
    CHECK(h.descr == "<i2");
    CHECK(h.shape == std::vector<uint64_t>{2, 3});
    CHECK(h.itemSize == 2);
    CHECK(h.dataBytes == 12);
    CHECK(h.dataOffset == 128); // 10 or 12 bytes, the dict and its padding
  }
  // Key order, quotes and spacing vary between writers; a 0-d array holds one element.
  NpyHeader h;
  std::string error;
  REQUIRE(parseNpyHeader(
      npyFile(1, "{\"shape\":(),\"fortran_order\":False,\"descr\":\"<f8\"}", bytesOf<double>({2.5})), h,
      error));
  CHECK(h.shape.empty());
  CHECK(h.dataBytes == 8);
  // A one-dimensional Fortran-order array has the same bytes as in C order.
  CHECK(parseNpyHeader(
      npyFile(1, "{'descr': '<f4', 'fortran_order': True, 'shape': (2, 1), }", bytesOf<float>({1, 2})), h,
      error));
}

TEST_CASE("Npy: what is rejected, and why") {
  std::vector<std::byte> four = bytesOf<float>({1, 2});
  CHECK(headerError(bytes("PK\x03\x04 not numpy")) == "not an .npy file (no \\x93NUMPY magic)");
  CHECK(headerError(bytes(std::string("\x93NUMPY\x04\x00", 8))) ==
        "unsupported .npy format version 4.0 (1.0, 2.0 and 3.0 are read)");
  CHECK(headerError(bytes(std::string("\x93NUMPY\x01\x00\xff\x00{", 11))) == "the .npy header is truncated");
  CHECK(headerError(npyFile(1, "{'descr': '>f4', 'fortran_order': False, 'shape': (2,), }", four)) ==
        "unsupported .npy dtype '>f4' (little-endian numbers only)");
  CHECK(headerError(npyFile(1, "{'descr': '<U4', 'fortran_order': False, 'shape': (2,), }", four)) ==
        "unsupported .npy dtype '<U4' (little-endian numbers only)");
  CHECK(headerError(npyFile(1, "{'descr': [('a', '<f4')], 'fortran_order': False, 'shape': (2,), }", four)) ==
        "malformed .npy header: 'descr' is not a simple dtype string (structured arrays are not supported)");
  CHECK(headerError(npyFile(1, "{'descr': '<f4', 'fortran_order': True, 'shape': (2, 2), }", four)) ==
        "Fortran-order arrays are not supported; save the array in C order");
  CHECK(headerError(npyFile(1, "{'descr': '<f4', 'fortran_order': False, 'shape': (3,), }", four)) ==
        "the .npy header promises 12 bytes of data, the file holds 8");
  CHECK(headerError(npyFile(1, "{'descr': '<f4', 'shape': (2,), }", four)) ==
        "malformed .npy header: missing key 'fortran_order'");
  CHECK(headerError(npyFile(1, "{'descr': '<f4', 'fortran_order': False, 'shape': (2,), 'x': 1}", four)) ==
        "malformed .npy header: unexpected key 'x'");
  CHECK(headerError(npyFile(1, "{'descr': '<f4', 'fortran_order': False, 'shape': (-2,), }", four)) ==
        "malformed .npy header: 'shape' must be a tuple of non-negative integers");
}

TEST_CASE("DataFile: .npy round trip and raw files") {
  ScratchDir dir;
  std::vector<std::byte> data = bytesOf<float>({1.5f, -2.0f, 3.25f});
  std::string error;
  REQUIRE(writeDataFile(dir / "sub" / "y.NPY", data, ElemType::F32, error)); // creates sub/, any case
  DataFile back;
  REQUIRE(readDataFile(dir / "sub" / "y.NPY", back, error));
  CHECK(back.bytes == data);
  CHECK(back.elem == ElemType::F32);
  CHECK(back.npyDescr == "<f4");
  CHECK(readBytes(dir / "sub" / "y.NPY").size() == 128 + 12);

  // Bytes that are not whole elements, or no element type: u8.
  REQUIRE(writeDataFile(dir / "odd.npy", std::vector<std::byte>(6), ElemType::F32, error));
  REQUIRE(readDataFile(dir / "odd.npy", back, error));
  CHECK(back.npyDescr == "|u1");
  CHECK(back.bytes.size() == 6);

  REQUIRE(writeDataFile(dir / "y.bin", data, ElemType::F32, error));
  CHECK(readBytes(dir / "y.bin") == data);
  REQUIRE(readDataFile(dir / "y.bin", back, error));
  CHECK(back.bytes == data);
  CHECK_FALSE(back.elem.has_value());

  CHECK_FALSE(readDataFile(dir / "none.bin", back, error));
  CHECK(error == "No such file or directory");
  CHECK_FALSE(readDataFile(dir.path(), back, error));
  CHECK(error == "Is a directory");
  writeBytes(dir / "bad.npy", bytes("not numpy"));
  CHECK_FALSE(readDataFile(dir / "bad.npy", back, error));
  CHECK(error == "not an .npy file (no \\x93NUMPY magic)");
}
