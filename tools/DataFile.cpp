// Reading and writing buffer contents as raw bytes or .npy arrays.
#include "tools/DataFile.h"

#include "memory/HostBudget.h"
#include "tools/RunError.h"

#include "tools/Npy.h"

#include <algorithm>
#include <cctype>
#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <fstream>
#include <iterator>
#include <sys/stat.h>
#include <unistd.h>

namespace nvsim::tools {

namespace {
/// How many bytes an .npy header may add to the data a reader can use (numpy writes 64 to a
/// few hundred; version 2.0 allows more).
constexpr uint64_t kNpyHeaderAllowance = uint64_t(1) << 20;
} // namespace

bool isNpyPath(const std::filesystem::path &path) {
  std::string ext = path.extension().string();
  std::transform(ext.begin(), ext.end(), ext.begin(), [](unsigned char c) { return char(std::tolower(c)); });
  return ext == ".npy";
}

/// What is read of a file that is not a regular one (a pipe, a device) at most: as much as a
/// launch script may hold.
constexpr uint64_t kMaxStreamBytes = uint64_t(64) << 20;

BoundedRead readFileBounded(const std::filesystem::path &path, uint64_t maxBytes, bool prefix,
                            std::vector<char> &out, uint64_t &size, std::string &error) {
  namespace fs = std::filesystem;
  out.clear();
  size = 0;
  std::error_code ec;
  const fs::file_status status = fs::status(path, ec);
  if (fs::is_directory(status)) {
    error = std::strerror(EISDIR);
    return BoundedRead::Failed;
  }
  std::ifstream in(path, std::ios::binary);
  if (!in) {
    error = std::strerror(errno);
    return BoundedRead::Failed;
  }
  if (fs::is_regular_file(status)) {
    size = fs::file_size(path, ec);
    if (ec) {
      error = ec.message();
      return BoundedRead::Failed;
    }
    if (size > maxBytes)
      return BoundedRead::TooLarge;
    if (size > mem::HostBudget::defaultLimit()) { // read now, before the budget of the run is known
      error = runMessage(RunMsg::FileOverBudget, size, mem::formatBytes(mem::HostBudget::defaultLimit()));
      return BoundedRead::Failed;
    }
    out.resize(size);
    in.read(out.data(), std::streamsize(size));
    out.resize(size_t(in.gcount())); // it may have shrunk since
  } else {
    // A stream: read in pieces, one byte past the limit to tell "exactly" from "more".
    constexpr size_t kPiece = size_t(1) << 20;
    uint64_t want = prefix ? maxBytes : maxBytes == UINT64_MAX ? maxBytes : maxBytes + 1;
    // NOTE: a range of the size of a huge buffer must not read gigabytes of /dev/zero.
    want = std::min(want, kMaxStreamBytes + 1);
    while (in && out.size() < want) {
      const size_t n = size_t(std::min<uint64_t>(kPiece, want - out.size()));
      const size_t at = out.size();
      out.resize(at + n);
      in.read(out.data() + at, std::streamsize(n));
      out.resize(at + size_t(in.gcount()));
    }
    size = out.size();
    if (size > maxBytes) { // the caller's own bound first: its message is the more precise
      out.clear();
      size = UINT64_MAX;
      return BoundedRead::TooLarge;
    }
    if (size > kMaxStreamBytes) {
      out.clear();
      error = runMessage(RunMsg::StreamOverLimit, mem::formatBytes(kMaxStreamBytes));
      return BoundedRead::Failed;
    }
  }
  if (in.bad()) {
    error = std::strerror(errno ? errno : EIO);
    return BoundedRead::Failed;
  }
  return BoundedRead::Ok;
}

OpenFile::~OpenFile() { ::close(fd_); }

bool OpenFile::readAt(uint64_t offset, std::span<std::byte> out, std::string &error) const {
  size_t done = 0;
  while (done < out.size()) {
    const ssize_t n = ::pread(fd_, out.data() + done, out.size() - done, off_t(offset + done));
    if (n < 0 && errno == EINTR)
      continue;
    if (n < 0) {
      error = std::strerror(errno);
      return false;
    }
    if (n == 0) {
      error = runMessage(RunMsg::FileShrank, offset + done);
      return false;
    }
    done += size_t(n);
  }
  return true;
}

DataBytes::DataBytes(DataFile &&file) : size_(file.size) {
  if (file.open)
    file_ = std::move(file.open);
  else
    bytes_ = std::move(file.bytes);
}

bool DataBytes::read(uint64_t offset, std::span<std::byte> out, std::string &error) const {
  if (!file_) {
    std::copy_n(bytes_.begin() + std::ptrdiff_t(offset), out.size(), out.begin());
    return true;
  }
  std::string why;
  if (file_->readAt(offset, out, why))
    return true;
  error = runMessage(RunMsg::CannotRead, file_->path().string(), why);
  return false;
}

bool DataBytes::load(std::vector<std::byte> &out, std::string &error) const {
  if (!file_) {
    out = bytes_;
    return true;
  }
  // NOTE: uninitialised storage would save the zero-fill, but this is the rare path (a failed
  // comparison, `diff`): the common one reads the file in pieces.
  out.resize(size_t(size_));
  return read(0, out, error);
}

bool DataBytes::operator==(const std::vector<std::byte> &other) const {
  std::vector<std::byte> mine;
  std::string error;
  return load(mine, error) && mine == other;
}

namespace {
/// readDataFile with ReadLimit::keepOpen for a file that is not .npy: a regular file is opened
/// and measured, not read (`out.open`); `handled` is false for a stream, which is read as before.
bool openRegularFile(const std::filesystem::path &path, DataFile &out, std::string &error,
                     const ReadLimit &limit, bool &handled) {
  handled = true;
  const int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
  if (fd < 0) {
    error = std::strerror(errno);
    return false;
  }
  struct stat st {};
  if (::fstat(fd, &st) != 0) {
    error = std::strerror(errno);
    ::close(fd);
    return false;
  }
  if (!S_ISREG(st.st_mode)) {
    ::close(fd);
    if (S_ISDIR(st.st_mode)) {
      error = std::strerror(EISDIR);
      return false;
    }
    handled = false; // a pipe, a device: read as a stream
    return false;
  }
  auto file = std::make_shared<const OpenFile>(fd, path);
  out.size = uint64_t(st.st_size);
  if (out.size > limit.maxBytes)
    return true;                                    // not read: the caller's size check reports it
  if (out.size > mem::HostBudget::defaultLimit()) { // as readFileBounded: the budget of the run is not known
    error = runMessage(RunMsg::FileOverBudget, out.size, mem::formatBytes(mem::HostBudget::defaultLimit()));
    return false;
  }
  out.open = std::move(file);
  return true;
}
} // namespace

bool readDataFile(const std::filesystem::path &path, DataFile &out, std::string &error,
                  const ReadLimit &limit) {
  out = DataFile{};
  const bool npy = isNpyPath(path);
  if (limit.keepOpen && !npy) {
    bool handled = false;
    const bool ok = openRegularFile(path, out, error, limit, handled);
    if (handled)
      return ok;
    out = DataFile{};
  }
  // An .npy header comes on top of the data; numpy's are a few hundred bytes.
  const uint64_t max =
      npy ? limit.maxBytes + std::min<uint64_t>(kNpyHeaderAllowance, UINT64_MAX - limit.maxBytes)
          : limit.maxBytes;
  std::vector<char> raw;
  uint64_t size = 0;
  switch (readFileBounded(path, max, limit.streamPrefix && !npy, raw, size, error)) {
  case BoundedRead::Failed: return false;
  case BoundedRead::TooLarge:
    if (size == UINT64_MAX || npy) {
      error = size == UINT64_MAX ? runMessage(RunMsg::StreamTooLong, limit.maxBytes)
                                 : runMessage(RunMsg::FileTooLarge, size, limit.maxBytes);
      return false;
    }
    out.size = size; // not read: the caller's size check reports it
    return true;
  case BoundedRead::Ok: break;
  }
  auto bytes = std::as_bytes(std::span<const char>(raw));
  if (!npy) {
    out.bytes.assign(bytes.begin(), bytes.end());
    out.size = out.bytes.size();
    return true;
  }
  NpyHeader header;
  if (!parseNpyHeader(bytes, header, error))
    return false;
  out.bytes.assign(bytes.begin() + std::ptrdiff_t(header.dataOffset), bytes.end());
  out.size = out.bytes.size();
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
