// printf (vprintf) and the strings handlers read from simulated memory.
#include "sim/ControlOps.h"

#include <fmt/format.h>

#include <algorithm>
#include <bit>
#include <cstring>

namespace nvsim::sim {

void appendOutput(LaunchState &launch, std::string_view text) {
  std::lock_guard lock(launch.faultMutex);
  const size_t room = kPrintfBufferBytes - std::min(launch.output.size(), kPrintfBufferBytes);
  launch.output.append(text.substr(0, room));
  launch.droppedOutput += text.size() - std::min(text.size(), room);
}

std::string readString(Ctx &c, unsigned lane, uint64_t address, size_t limit) {
  std::string s;
  for (size_t i = 0; i < limit; ++i) {
    const mem::Translation t = mem::translate(address + i, 1, mem::Access::Read, c.warp->ctx[lane]);
    if (!t.ok())
      break;
    char ch = 0;
    h::readHost(c, t, &ch, 1);
    if (!ch)
      break;
    s.push_back(ch);
  }
  return s;
}

bool formatPrintf(Ctx &c, unsigned lane, uint64_t format, uint64_t args, std::string &out,
                  std::string &error) {
  // A string the lane cannot read at all is a fault, as on a GPU (a string that runs off the
  // end of its allocation is cut there).
  auto readable = [&](uint64_t address) {
    return mem::translate(address, 1, mem::Access::Read, c.warp->ctx[lane]).ok();
  };
  if (!readable(format)) {
    error = fmt::format("the format string at 0x{:016x} is not readable", format);
    return false;
  }
  const std::string fmtText = readString(c, lane, format, 4096);
  uint64_t at = args;
  auto fetch = [&](uint32_t size, uint64_t &v) {
    at = (at + size - 1) & ~uint64_t(size - 1);
    const mem::Translation t = mem::translate(at, size, mem::Access::Read, c.warp->ctx[lane]);
    if (!t.ok()) {
      error = "argument buffer is not readable";
      return false;
    }
    v = 0;
    h::readHost(c, t, &v, size);
    at += size;
    return true;
  };
  for (size_t i = 0; i < fmtText.size(); ++i) {
    if (fmtText[i] != '%') {
      out.push_back(fmtText[i]);
      continue;
    }
    size_t j = i + 1;
    while (j < fmtText.size() && std::strchr("-+ #0123456789.", fmtText[j]))
      ++j;
    std::string lenmod;
    while (j < fmtText.size() && std::strchr("hlLqjzt", fmtText[j]))
      lenmod.push_back(fmtText[j++]);
    if (j >= fmtText.size())
      break;
    const char conv = fmtText[j];
    std::string spec = fmtText.substr(i, j - i);
    spec.erase(std::remove_if(spec.begin(), spec.end(), [](char ch) { return std::strchr("hlLqjzt", ch); }),
               spec.end());
    char buf[512];
    uint64_t v = 0;
    switch (conv) {
    case '%': out.push_back('%'); break;
    case 'd':
    case 'i':
    case 'u':
    case 'x':
    case 'X':
    case 'o':
    case 'c': {
      const bool wide =
          lenmod.find('l') != std::string::npos || lenmod == "q" || lenmod == "j" || lenmod == "z";
      if (!fetch(wide ? 8 : 4, v))
        return false;
      const std::string f = spec + "ll" + conv;
      if (conv == 'c')
        std::snprintf(buf, sizeof buf, (spec + "c").c_str(), int(v));
      else if (conv == 'd' || conv == 'i')
        std::snprintf(buf, sizeof buf, f.c_str(), wide ? (long long)v : (long long)int32_t(v));
      else
        std::snprintf(buf, sizeof buf, f.c_str(),
                      wide ? (unsigned long long)v : (unsigned long long)uint32_t(v));
      out += buf;
      break;
    }
    case 'f':
    case 'F':
    case 'e':
    case 'E':
    case 'g':
    case 'G':
    case 'a':
    case 'A':
      if (!fetch(8, v))
        return false;
      std::snprintf(buf, sizeof buf, (spec + conv).c_str(), std::bit_cast<double>(v));
      out += buf;
      break;
    case 's':
      if (!fetch(8, v))
        return false;
      if (v == 0) {
        out += "(null)";
        break;
      }
      if (!readable(v)) {
        error = fmt::format("the %s argument at 0x{:016x} is not readable", v);
        return false;
      }
      out += readString(c, lane, v, 4096);
      break;
    case 'p':
      if (!fetch(8, v))
        return false;
      std::snprintf(buf, sizeof buf, "0x%llx", (unsigned long long)v);
      out += buf;
      break;
    default: out += fmtText.substr(i, j - i + 1); break;
    }
    i = j;
  }
  return true;
}

} // namespace nvsim::sim
