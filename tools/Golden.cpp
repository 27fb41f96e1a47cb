// golden.json and its data files.
#include "tools/Golden.h"

#include "tools/DataFile.h"

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include <cctype>
#include <cerrno>
#include <cstring>
#include <fstream>
#include <iterator>

namespace nvsim::tools {

namespace {

namespace fs = std::filesystem;
using json = nlohmann::ordered_json;

constexpr int kFormat = 1;

} // namespace

std::string goldenFileName(const OutputRecord &c) {
  std::string name = c.buffer;
  for (char &ch : name)
    if (!(std::isalnum(static_cast<unsigned char>(ch)) || ch == '_' || ch == '.' || ch == '-'))
      ch = '_';
  return fmt::format("step{}-{}.bin", c.step, name);
}

bool writeGolden(const fs::path &dir, const Golden &g, std::string &error) {
  std::error_code ec;
  fs::create_directories(dir, ec);
  if (ec) {
    error = fmt::format("cannot create '{}': {}", dir.string(), ec.message());
    return false;
  }
  json doc{{"format", kFormat},
           {"module", g.module},
           {"script", g.script},
           {"device",
            {{"name", g.device},
             {"compute_capability", g.computeCapability},
             {"driver_version", g.driverVersion}}},
           {"compiler", g.compiler},
           {"compiler_version", g.compilerVersion},
           {"arch", g.arch},
           {"options", g.options},
           {"ptx", g.ptx},
           {"tolerance", g.tolerance},
           {"outputs", json::array()}};
  for (const OutputRecord &c : g.outputs) {
    const std::string file = goldenFileName(c);
    if (!writeDataFile(dir / file, c.data, c.elem, error)) {
      error = fmt::format("cannot write '{}': {}", (dir / file).string(), error);
      return false;
    }
    doc["outputs"].push_back({{"step", c.step},
                              {"label", c.label},
                              {"buffer", c.buffer},
                              {"offset", c.offset},
                              {"bytes", c.data.size()},
                              {"elem", c.elem ? json(elemName(*c.elem)) : json(nullptr)},
                              {"file", file}});
  }
  std::ofstream out(dir / "golden.json", std::ios::binary);
  // Buffer names come from the script: invalid UTF-8 in them is written as U+FFFD, not thrown.
  out << doc.dump(2, ' ', false, json::error_handler_t::replace) << "\n";
  if (!out) {
    error = fmt::format("cannot write '{}'", (dir / "golden.json").string());
    return false;
  }
  return true;
}

namespace {

std::optional<Golden> readGoldenFile(const fs::path &dir, const fs::path &path, std::string &error) {
  std::ifstream in(path, std::ios::binary);
  if (!in) {
    error = fmt::format("cannot read '{}': {}", path.string(), std::strerror(errno));
    return std::nullopt;
  }
  const std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  json doc = json::parse(text, nullptr, false);
  auto bad = [&](const std::string &where, const std::string &what) {
    error = fmt::format("{}: {}{}", path.string(), where.empty() ? "" : where + ": ", what);
    return std::nullopt;
  };
  if (doc.is_discarded() || !doc.is_object())
    return bad("", "not a JSON object");
  if (doc.value("format", 0) != kFormat)
    return bad("format", fmt::format("expected {}", kFormat));
  Golden g;
  auto readText = [&](const json &j, const char *key, std::string &out) {
    if (!j.contains(key) || !j[key].is_string())
      return false;
    out = j[key].get<std::string>();
    return true;
  };
  const json device = doc.value("device", json::object());
  for (auto [key, out] : {std::pair{"compiler", &g.compiler},
                          {"compiler_version", &g.compilerVersion},
                          {"arch", &g.arch},
                          {"module", &g.module},
                          {"script", &g.script}})
    if (!readText(doc, key, *out))
      return bad(key, "expected a string");
  for (auto [key, out] : {std::pair{"name", &g.device},
                          {"compute_capability", &g.computeCapability},
                          {"driver_version", &g.driverVersion}})
    if (!device.is_object() || !readText(device, key, *out))
      return bad(std::string("device.") + key, "expected a string");
  readText(doc, "ptx", g.ptx);
  readText(doc, "tolerance", g.tolerance);
  if (doc.contains("options") && doc["options"].is_array())
    for (const json &o : doc["options"])
      if (o.is_string())
        g.options.push_back(o.get<std::string>());
  if (!doc.contains("outputs") || !doc["outputs"].is_array())
    return bad("outputs", "expected an array");
  for (size_t i = 0; i < doc["outputs"].size(); ++i) {
    const json &o = doc["outputs"][i];
    const std::string where = fmt::format("outputs[{}]", i);
    if (!o.is_object() || !o.contains("step") || !o["step"].is_number_unsigned() || !o.contains("bytes") ||
        !o["bytes"].is_number_unsigned() || !o.contains("offset") || !o["offset"].is_number_unsigned() ||
        !o.contains("buffer") || !o["buffer"].is_string() || !o.contains("file") || !o["file"].is_string())
      return bad(where, "expected an object with step, buffer, offset, bytes and file");
    OutputRecord c;
    c.step = o["step"].get<size_t>();
    c.buffer = o["buffer"].get<std::string>();
    c.offset = o["offset"].get<uint64_t>();
    c.label = o.value("label", "");
    if (o.contains("elem") && !o["elem"].is_null()) {
      std::optional<ElemType> t =
          o["elem"].is_string() ? elemTypeByName(o["elem"].get<std::string>()) : std::nullopt;
      if (!t)
        return bad(where + ".elem", "unknown element type");
      c.elem = t;
    }
    const std::string file = o["file"].get<std::string>();
    if (file.empty() || fs::path(file).filename() != fs::path(file))
      return bad(where + ".file", "expected a file name in the golden's folder");
    DataFile data;
    std::string why;
    const uint64_t bytes = o["bytes"].get<uint64_t>();
    if (!readDataFile(dir / file, data, why, {bytes, true}))
      return bad(where, fmt::format("cannot read '{}': {}", file, why));
    if (data.size != bytes)
      return bad(where, fmt::format("'{}' holds {} bytes, the output is {} bytes", file, data.size, bytes));
    c.data = std::move(data.bytes);
    g.outputs.push_back(std::move(c));
  }
  return g;
}

} // namespace

std::optional<Golden> readGolden(const fs::path &dir, std::string &error) {
  const fs::path path = dir / "golden.json";
  // The checks above look at each value's type before reading it; a value of another type that
  // slips through (a "label" that is a number) is a bad golden, not the end of the process.
  try {
    return readGoldenFile(dir, path, error);
  } catch (const std::exception &e) {
    error = fmt::format("{}: {}", path.string(), e.what());
    return std::nullopt;
  }
}

} // namespace nvsim::tools
