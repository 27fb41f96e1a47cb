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
  std::vector<std::byte> bytes; ///< the raw data (an .npy file without its header)
  std::optional<ElemType> elem; ///< the element type an .npy dtype names, when it is one of ours
  std::string npyDescr;         ///< the .npy dtype as written; empty for raw files
};

/// Whether `path` names an .npy file (by its extension, in any case).
bool isNpyPath(const std::filesystem::path &path);

/// Reads a raw or .npy file; false with `error` set (the message, without the file name) when
/// it cannot be read or is not an .npy file this tool reads.
bool readDataFile(const std::filesystem::path &path, DataFile &out, std::string &error);

/// Writes `bytes` to `path`, as an .npy array of `elem` (u8 when unknown or when the bytes are not
/// whole elements) when the name ends in .npy, else raw. Creates missing parent folders.
bool writeDataFile(const std::filesystem::path &path, std::span<const std::byte> bytes,
                   std::optional<ElemType> elem, std::string &error);

} // namespace nvsim::tools
