// Loads and stores of global memory that are free of C++ data races: relaxed std::atomic_ref.
//
// Blocks run on several host threads and a kernel may race on global memory (that is the
// kernel's bug, for the race checker to find); the simulator's own accesses must still be
// defined behaviour and TSan-clean. Every global load and store therefore goes through a
// relaxed atomic of the widest naturally aligned piece (8, 4, 2 or 1 bytes): an aligned 1/2/4/8-byte
// access is one atomic, like the hardware's single-copy atomicity; anything else is a sequence
// of smaller atomics. On x86-64 and AArch64 relaxed atomics compile to plain moves.
#pragma once

#include <atomic>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <type_traits>

namespace nvsim::mem {

namespace detail {

template <typename T> bool alignedFor(const std::byte *p) {
  return reinterpret_cast<uintptr_t>(p) % std::atomic_ref<T>::required_alignment == 0;
}

template <typename T> std::atomic_ref<T> cellAt(const std::byte *p) {
  // NOTE: atomic_ref needs a mutable object even for loads; the storage is never const.
  return std::atomic_ref<T>(*reinterpret_cast<T *>(const_cast<std::byte *>(p)));
}

} // namespace detail

/// Loads an unsigned integer of 1, 2, 4 or 8 bytes (a bit pattern; bit_cast floats) from
/// global memory at `src`: one relaxed atomic load when `src` is naturally aligned, else one per
/// byte.
template <typename T> T loadRelaxed(const std::byte *src) {
  static_assert(std::is_unsigned_v<T> && sizeof(T) <= 8, "a 1, 2, 4 or 8-byte unsigned bit pattern");
  if (detail::alignedFor<T>(src)) [[likely]]
    return detail::cellAt<T>(src).load(std::memory_order_relaxed);
  unsigned char bytes[sizeof(T)];
  for (size_t i = 0; i < sizeof(T); ++i)
    bytes[i] = detail::cellAt<unsigned char>(src + i).load(std::memory_order_relaxed);
  T value;
  std::memcpy(&value, bytes, sizeof(T));
  return value;
}

/// Stores an unsigned integer of 1, 2, 4 or 8 bytes to global memory at `dst`, as loadRelaxed.
template <typename T> void storeRelaxed(std::byte *dst, T value) {
  static_assert(std::is_unsigned_v<T> && sizeof(T) <= 8, "a 1, 2, 4 or 8-byte unsigned bit pattern");
  if (detail::alignedFor<T>(dst)) [[likely]] {
    detail::cellAt<T>(dst).store(value, std::memory_order_relaxed);
    return;
  }
  unsigned char bytes[sizeof(T)];
  std::memcpy(bytes, &value, sizeof(T));
  for (size_t i = 0; i < sizeof(T); ++i)
    detail::cellAt<unsigned char>(dst + i).store(bytes[i], std::memory_order_relaxed);
}

namespace detail {

/// The widest piece (8, 4, 2, 1) that is aligned at `p` and fits in `left` bytes.
inline size_t pieceAt(const std::byte *p, size_t left) {
  const uintptr_t a = reinterpret_cast<uintptr_t>(p);
  if (left >= 8 && a % 8 == 0)
    return 8;
  if (left >= 4 && a % 4 == 0)
    return 4;
  if (left >= 2 && a % 2 == 0)
    return 2;
  return 1;
}

template <typename T> void loadPiece(std::byte *out, const std::byte *src) {
  const T v = detail::cellAt<T>(src).load(std::memory_order_relaxed);
  std::memcpy(out, &v, sizeof(T));
}

template <typename T> void storePiece(std::byte *dst, const std::byte *in) {
  T v;
  std::memcpy(&v, in, sizeof(T));
  detail::cellAt<T>(dst).store(v, std::memory_order_relaxed);
}

} // namespace detail

/// Copies `size` bytes of global memory at `src` to `dst` (the executor's own memory) in the
/// widest naturally aligned relaxed atomic pieces (vectors, i128, aggregates, odd sizes).
inline void loadBytesRelaxed(void *dst, const std::byte *src, size_t size) {
  auto *out = static_cast<std::byte *>(dst);
  for (size_t done = 0; done < size;) {
    const size_t piece = detail::pieceAt(src + done, size - done);
    if (piece == 8)
      detail::loadPiece<uint64_t>(out + done, src + done);
    else if (piece == 4)
      detail::loadPiece<uint32_t>(out + done, src + done);
    else if (piece == 2)
      detail::loadPiece<uint16_t>(out + done, src + done);
    else
      detail::loadPiece<uint8_t>(out + done, src + done);
    done += piece;
  }
}

/// Copies `size` bytes from `src` (the executor's own memory) to global memory at `dst`, as
/// loadBytesRelaxed.
inline void storeBytesRelaxed(std::byte *dst, const void *src, size_t size) {
  const auto *in = static_cast<const std::byte *>(src);
  for (size_t done = 0; done < size;) {
    const size_t piece = detail::pieceAt(dst + done, size - done);
    if (piece == 8)
      detail::storePiece<uint64_t>(dst + done, in + done);
    else if (piece == 4)
      detail::storePiece<uint32_t>(dst + done, in + done);
    else if (piece == 2)
      detail::storePiece<uint16_t>(dst + done, in + done);
    else
      detail::storePiece<uint8_t>(dst + done, in + done);
    done += piece;
  }
}

} // namespace nvsim::mem
