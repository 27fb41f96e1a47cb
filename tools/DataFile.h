// Buffer contents on disk: raw little-endian bytes (.bin, any name) or numpy arrays (.npy).
#pragma once

#include "tools/ElemType.h"

#include <cstddef>
#include <filesystem>
#include <optional>
#include <span>
#include <string>
#include <vector>

namespace nvsim::tools {

struct DataFile {
  std::vector<std::byte> bytes; ///< the raw data (an .npy file without its header); empty when
                                ///< `size` is more than the reader's limit (it is not read then)
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
};

/// Reads a raw or .npy file; false with `error` set (the message, without the file name) when
/// it cannot be read or is not an .npy file this tool reads.
bool readDataFile(const std::filesystem::path &path, DataFile &out, std::string &error,
                  const ReadLimit &limit = {});

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
