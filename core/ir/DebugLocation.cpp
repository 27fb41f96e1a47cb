// Source locations from debug metadata: DILocation inline chains and DIFile paths.
#include "core/ir/DebugLocation.h"

#include "core/ir/AsmNames.h"

#include "core/ir/Instruction.h"
#include "core/ir/Metadata.h"

#include <charconv>

namespace nvsim::ir {

namespace {

/// Metadata nests without bound in a hostile module: scope and inline chains are walked at most
/// this deep.
constexpr int kMaxDepth = 256;

/// A field of a specialised node: its metadata node (null when it is something else), and its
/// text as written in `raw`.
const MDNode *field(const MDNode *n, std::string_view name, std::string *raw = nullptr) {
  for (const MDField &f : n->fields)
    if (f.name == name) {
      if (raw)
        *raw = f.raw;
      return f.md && f.md->mdKind() == MDKind::Node ? static_cast<const MDNode *>(f.md) : nullptr;
    }
  return nullptr;
}

uint32_t intField(const MDNode *n, std::string_view name) {
  std::string raw;
  field(n, name, &raw);
  uint32_t v = 0;
  std::from_chars(raw.data(), raw.data() + raw.size(), v);
  return v;
}

/// The file of a scope: its own `file:`, else its enclosing scope's (a DIFile is its own file).
const MDNode *fileOf(const MDNode *scope) {
  for (int depth = 0; scope && depth < kMaxDepth; ++depth) {
    if (scope->special == "DIFile")
      return scope;
    if (const MDNode *file = field(scope, "file"))
      return file;
    scope = field(scope, "scope");
  }
  return nullptr;
}

/// The DISubprogram a scope is in (through lexical blocks).
const MDNode *subprogramOf(const MDNode *scope) {
  for (int depth = 0; scope && depth < kMaxDepth; ++depth) {
    if (scope->special == "DISubprogram")
      return scope;
    scope = field(scope, "scope");
  }
  return nullptr;
}

} // namespace

std::string diFilePath(const MDNode &file) {
  std::string raw;
  field(&file, "filename", &raw);
  const std::filesystem::path name(unescapeAsmString(raw));
  if (name.empty())
    return {};
  field(&file, "directory", &raw);
  const std::filesystem::path dir(unescapeAsmString(raw));
  std::filesystem::path joined = name.is_absolute() || dir.empty() ? name : dir / name;
  joined = joined.lexically_normal();
  std::string s = joined.string();
  // `a/b/..` normalises to `a/`: a file name has no trailing separator.
  while (s.size() > 1 && s.back() == '/')
    s.pop_back();
  return s;
}

std::string displayPath(const std::string &path, const std::filesystem::path &cwd) {
  const std::filesystem::path p(path);
  if (!p.is_absolute() || cwd.empty())
    return path;
  const std::filesystem::path rel = p.lexically_relative(cwd.lexically_normal());
  if (rel.empty() || rel == "." || *rel.begin() == "..")
    return path;
  return rel.string();
}

std::vector<SourceFrame> sourceFrames(const Instruction &I) {
  std::vector<SourceFrame> frames;
  const Metadata *md = I.findMetadata("dbg");
  const MDNode *loc = md && md->mdKind() == MDKind::Node ? static_cast<const MDNode *>(md) : nullptr;
  for (int depth = 0; loc && loc->special == "DILocation" && depth < kMaxDepth; ++depth) {
    SourceFrame f;
    f.line = intField(loc, "line");
    f.column = intField(loc, "column");
    const MDNode *scope = field(loc, "scope");
    if (const MDNode *file = fileOf(scope))
      f.file = diFilePath(*file);
    if (const MDNode *sp = subprogramOf(scope)) {
      std::string raw;
      field(sp, "name", &raw);
      f.function = unescapeAsmString(raw);
      const MDNode *unit = field(sp, "unit");
      const MDNode *mainFile = unit ? field(unit, "file") : nullptr;
      f.inMainFile = mainFile && !f.file.empty() && diFilePath(*mainFile) == f.file;
    }
    frames.push_back(std::move(f));
    loc = field(loc, "inlinedAt");
  }
  // A location the compiler could not attribute (line 0) or without a file names no source line.
  if (!frames.empty() && (frames[0].line == 0 || frames[0].file.empty()))
    frames.clear();
  return frames;
}

size_t userFrame(const std::vector<SourceFrame> &frames) {
  for (size_t i = 0; i < frames.size(); ++i)
    if (frames[i].inMainFile && frames[i].line != 0)
      return i;
  return 0;
}

} // namespace nvsim::ir
