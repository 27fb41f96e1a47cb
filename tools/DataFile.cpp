// Reading and writing buffer contents as raw bytes or .npy arrays.
#include "tools/DataFile.h"

#include "tools/Npy.h"

#include <algorithm>
#include <cctype>
#include <cerrno>
#include <cstring>
#include <fstream>
#include <iterator>

namespace nvsim::tools {

bool isNpyPath(const std::filesystem::path &path) {
  std::string ext = path.extension().string();
  std::transform(ext.begin(), ext.end(), ext.begin(), [](unsigned char c) { return char(std::tolower(c)); });
  return ext == ".npy";
}

bool readDataFile(const std::filesystem::path &path, DataFile &out, std::string &error) {
  out = DataFile{};
  std::error_code ec;
  if (std::filesystem::is_directory(path, ec)) {
    error = std::strerror(EISDIR);
    return false;
  }
  std::ifstream in(path, std::ios::binary);
  if (!in) {
    error = std::strerror(errno);
    return false;
  }
  std::vector<char> raw((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  if (in.bad()) {
    error = std::strerror(errno);
    return false;
  }
  auto bytes = std::as_bytes(std::span<const char>(raw));
  if (!isNpyPath(path)) {
    out.bytes.assign(bytes.begin(), bytes.end());
    return true;
  }
  NpyHeader header;
  if (!parseNpyHeader(bytes, header, error))
    return false;
  out.bytes.assign(bytes.begin() + std::ptrdiff_t(header.dataOffset), bytes.end());
  out.npyDescr = header.descr;
  out.elem = elemTypeByNpyDescr(header.descr);
  return true;
}

bool writeDataFile(const std::filesystem::path &path, std::span<const std::byte> bytes,
                   std::optional<ElemType> elem, std::string &error) {
  std::error_code ec;
  if (path.has_parent_path())
    std::filesystem::create_directories(path.parent_path(), ec);
  std::ofstream out(path, std::ios::binary | std::ios::trunc);
  if (!out) {
    error = std::strerror(errno);
    return false;
  }
  if (isNpyPath(path)) {
    ElemType t = elem && bytes.size() % elemBytes(*elem) == 0 ? *elem : ElemType::U8;
    std::vector<std::byte> header = npyHeaderBytes(elemInfo(t).npyDescr, bytes.size() / elemBytes(t));
    out.write(reinterpret_cast<const char *>(header.data()), std::streamsize(header.size()));
  }
  out.write(reinterpret_cast<const char *>(bytes.data()), std::streamsize(bytes.size()));
  out.close();
  if (!out) {
    error = std::strerror(errno ? errno : EIO);
    return false;
  }
  return true;
}

} // namespace nvsim::tools
