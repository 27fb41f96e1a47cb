// Unit tests of window buffers and layouts (shared variables, parameters, the local stack) and
// of the relaxed host access helpers.
#include "memory/AlignedBuffer.h"
#include "memory/HostAccess.h"
#include "memory/LocalStack.h"
#include "memory/WindowLayout.h"

#include <doctest/doctest.h>

#include <array>
#include <cstring>

using namespace nvsim::mem;

TEST_CASE("a window layout places objects at their alignment, never at offset 0") {
  WindowLayout layout;
  CHECK(layout.place(4, 4) == 16u);
  CHECK(layout.place(1, 1) == 20u);
  CHECK(layout.place(8, 8) == 24u);
  CHECK(layout.place(0, 16) == 32u);
  CHECK(layout.place(3, 64) == 64u);
  CHECK(layout.end() == 67u);
  CHECK(layout.place(4, 3) == std::nullopt);

  WindowLayout small(64);
  CHECK(small.place(40, 8) == 16u);
  CHECK(small.place(16, 8) == std::nullopt);
  CHECK(small.place(8, 8) == 56u);
  CHECK(small.end() == 64u);
  CHECK(small.place(1, 1) == std::nullopt);
}

TEST_CASE("the local stack pushes allocas and pops frames") {
  LocalStack stack(128);
  const uint32_t frame = stack.mark();
  CHECK(frame == 16u);
  CHECK(stack.push(16, 16) == 16u);
  CHECK(stack.push(4, 4) == 32u);
  const uint32_t inner = stack.mark();
  CHECK(stack.push(64, 8) == 40u);
  CHECK(stack.push(64, 8) == std::nullopt); // overflow: 104 + 64 > 128
  stack.popTo(inner);
  CHECK(stack.push(8, 8) == 40u);
  stack.popTo(frame);
  CHECK(stack.push(112, 16) == 16u);
  CHECK(stack.window().size == 128u);
  CHECK(reinterpret_cast<uintptr_t>(stack.window().data) % 64 == 0);
}

TEST_CASE("aligned buffers are zero-filled and 64-byte aligned") {
  AlignedBuffer buffer(100);
  CHECK(buffer.size() == 100u);
  CHECK(reinterpret_cast<uintptr_t>(buffer.data()) % 64 == 0);
  for (uint32_t i = 0; i < buffer.size(); ++i)
    CHECK(buffer.data()[i] == std::byte{0});
  buffer.data()[5] = std::byte{7};
  buffer.clear();
  CHECK(buffer.data()[5] == std::byte{0});
  const AlignedBuffer empty(0);
  CHECK(empty.window().size == 0u);
}

TEST_CASE("relaxed loads and stores, aligned and unaligned, keep exact bytes") {
  alignas(16) std::array<std::byte, 32> memory{};
  storeRelaxed<uint32_t>(memory.data() + 4, 0x11223344);
  storeRelaxed<uint64_t>(memory.data() + 9, 0x0102030405060708); // unaligned: bytewise
  storeRelaxed<uint16_t>(memory.data() + 17, 0xa1b2);
  CHECK(loadRelaxed<uint32_t>(memory.data() + 4) == 0x11223344);
  CHECK(loadRelaxed<uint64_t>(memory.data() + 9) == 0x0102030405060708);
  CHECK(loadRelaxed<uint16_t>(memory.data() + 17) == 0xa1b2);
  CHECK(memory[4] == std::byte{0x44}); // little-endian, as the data layout
  CHECK(memory[9] == std::byte{0x08});
  CHECK(memory[16] == std::byte{0x01});

  std::array<uint8_t, 19> pattern{};
  for (size_t i = 0; i < pattern.size(); ++i)
    pattern[i] = static_cast<uint8_t>(0x40 + i);
  storeBytesRelaxed(memory.data() + 3, pattern.data(), pattern.size());
  std::array<uint8_t, 19> back{};
  loadBytesRelaxed(back.data(), memory.data() + 3, back.size());
  CHECK(back == pattern);
  CHECK(memory[2] == std::byte{0});
  CHECK(memory[22] == std::byte{0});
  CHECK(std::memcmp(memory.data() + 3, pattern.data(), pattern.size()) == 0);
}
