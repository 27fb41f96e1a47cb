// The id -> allocation table: publication of records and their release at the end.
#include "memory/AllocationTable.h"

#include <cstdlib>
#include <sys/mman.h>

namespace nvsim::mem {

AllocationTable::AllocationTable() = default;

AllocationTable::~AllocationTable() {
  for (std::atomic<Chunk *> &slot : chunks_) {
    Chunk *chunk = slot.load(std::memory_order_relaxed);
    if (!chunk)
      continue;
    for (std::atomic<Allocation *> &entry : chunk->slots) {
      Allocation *record = entry.load(std::memory_order_relaxed);
      if (!record)
        continue;
      releaseStorage(*record);
      delete record;
    }
    delete chunk;
  }
}

Allocation *AllocationTable::publish(std::unique_ptr<Allocation> record) {
  const uint32_t id = record->id;
  std::atomic<Chunk *> &chunkSlot = chunks_[id >> kChunkBits];
  Chunk *chunk = chunkSlot.load(std::memory_order_relaxed);
  if (!chunk) {
    chunk = new Chunk();
    chunkSlot.store(chunk, std::memory_order_release);
  }
  Allocation *raw = record.release();
  chunk->slots[id & (kChunkSize - 1)].store(raw, std::memory_order_release);
  if (id == nextId_)
    ++nextId_;
  if (id > published_.load(std::memory_order_relaxed))
    published_.store(id, std::memory_order_release);
  return raw;
}

void releaseStorage(Allocation &a) {
  if (!a.data)
    return;
  if (a.hostMapped)
    munmap(a.data, a.size ? a.size : 1);
  else
    std::free(a.data);
  a.data = nullptr;
}

} // namespace nvsim::mem
