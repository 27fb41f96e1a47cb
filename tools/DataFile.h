// Buffer contents on disk: raw little-endian bytes (.bin, any name) or numpy arrays (.npy).
#pragma once

#include "tools/ElemType.h"

#include <cstddef>
#include <filesystem>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <vector>

namespace nvsim::tools {

/// A regular file kept open so that its bytes are read when they are used, straight into their
/// destination (ReadLimit::keepOpen), instead of into a copy when a launch script is read.
class OpenFile {
public:
  OpenFile(int fd, std::filesystem::path path) : fd_(fd), path_(std::move(path)) {}
  ~OpenFile();
  OpenFile(const OpenFile &) = delete;
  OpenFile &operator=(const OpenFile &) = delete;
  const std::filesystem::path &path() const { return path_; }
  /// Reads exactly `out.size()` bytes at `offset`; false with `error` (the reason, without the
  /// file's name) when the file cannot be read or holds fewer bytes now.
  bool readAt(uint64_t offset, std::span<std::byte> out, std::string &error) const;

private:
  int fd_;
  std::filesystem::path path_;
};

struct DataFile {
  std::vector<std::byte> bytes; ///< the raw data (an .npy file without its header); empty when
                                ///< `size` is more than the reader's limit (it is not read then)
                                ///< or when `open` holds it
  /// With ReadLimit::keepOpen, a regular raw file that fits the limit: not read, `bytes` is empty
  /// and its `size` bytes are open->readAt(0, ...).
  std::shared_ptr<const OpenFile> open;
  uint64_t size = 0;            ///< how many bytes of data the file holds
  std::optional<ElemType> elem; ///< the element type an .npy dtype names, when it is one of ours
  std::string npyDescr;         ///< the .npy dtype as written; empty for raw files
};

/// Whether `path` names an .npy file (by its extension, in any case).
bool isNpyPath(const std::filesystem::path &path);

/// How much of a data file its reader can use, so that a huge file or an endless one (a pipe,
/// /dev/zero) costs no more than the buffer range it is read into.
struct ReadLimit {
  /// The most data bytes the reader can use. A regular file holding more is not read: only its
  /// `size` is set, for the caller's size message. A stream (a pipe, a device, whose size is not
  /// known before reading it) holding more is an error.
  uint64_t maxBytes = UINT64_MAX;
  /// When the reader knows how many bytes it wants (a `"bytes"` field, an --arg count): a stream
  /// is read only that far; its first bytes are the data.
  bool streamPrefix = false;
  /// A regular raw file (not .npy) is opened and measured but not read: DataFile::open reads it
  /// later. Its errors (cannot open, too large) are the same as when it is read.
  bool keepOpen = false;
};

/// Reads a raw or .npy file; false with `error` set (the message, without the file name) when
/// it cannot be read or is not an .npy file this tool reads.
bool readDataFile(const std::filesystem::path &path, DataFile &out, std::string &error,
                  const ReadLimit &limit = {});

/// Bytes a launch-script step writes or compares: in memory (a stream, an .npy file, generated),
/// or the bytes of an open regular file, read when the step runs (one touch of each page of the
/// destination instead of a copy made when the script is read, then copied again).
class DataBytes {
public:
  DataBytes() = default;
  explicit DataBytes(std::vector<std::byte> bytes) : bytes_(std::move(bytes)), size_(bytes_.size()) {}
  /// What `file` holds: its open file, or its bytes.
  explicit DataBytes(DataFile &&file);
  uint64_t size() const { return size_; }
  bool empty() const { return size_ == 0; }
  /// The bytes, when they are in memory; null when they are in a file.
  const std::vector<std::byte> *inMemory() const { return file_ ? nullptr : &bytes_; }
  /// Copies bytes [offset, offset + out.size()) into `out`; false with `error` (the whole message:
  /// "cannot read 'F': ...") when they are in a file that can no longer give them.
  bool read(uint64_t offset, std::span<std::byte> out, std::string &error) const;
  /// All the bytes in `out` (reading the file when they are in one); false as read().
  bool load(std::vector<std::byte> &out, std::string &error) const;
  /// Whether the bytes are `other` (reads the file when they are in one: for tests).
  bool operator==(const std::vector<std::byte> &other) const;

private:
  std::vector<std::byte> bytes_;
  std::shared_ptr<const OpenFile> file_;
  uint64_t size_ = 0;
};

enum class BoundedRead : uint8_t { Ok, Failed, TooLarge };

/// Reads the bytes of `path` when it holds at most `maxBytes` (a stream: up to `maxBytes`, and
/// with `prefix` only that far); `size` is what a regular file holds (also when TooLarge, when
/// nothing is read), UINT64_MAX for a stream holding more. Failed: `error` says why.
BoundedRead readFileBounded(const std::filesystem::path &path, uint64_t maxBytes, bool prefix,
                            std::vector<char> &out, uint64_t &size, std::string &error);

/// Writes `bytes` to `path`, as an .npy array of `elem` (u8 when unknown or when the bytes are not
/// whole elements) when the name ends in .npy, else raw. Creates missing parent folders.
bool writeDataFile(const std::filesystem::path &path, std::span<const std::byte> bytes,
                   std::optional<ElemType> elem, std::string &error);

} // namespace nvsim::tools
