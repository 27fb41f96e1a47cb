// The CUDA runtime API: streams, events and host callbacks. The work of a stream is done when it
// is issued, so streams only check their handles; events take the host's clock.
#include "tools/cudart/ApiCommon.h"

#include <chrono>
#include <set>

using nvsim::cudart::AllocationInfo;
using nvsim::cudart::AllocationKind;
using nvsim::cudart::DeviceLimits;
using nvsim::cudart::Runtime;
using namespace nvsim::cudart::api;

namespace {

/// Host time, in milliseconds, for events.
double nowMs() {
  using namespace std::chrono;
  return duration<double, std::milli>(steady_clock::now().time_since_epoch()).count();
}

// Streams and events are handles the runtime made; anything else is an invalid handle.
struct Stream {
  unsigned flags = 0;
  int priority = 0;
};
struct Event {
  unsigned flags = 0;
  double recordedMs = -1; ///< host time of the last cudaEventRecord; < 0: never recorded
};
std::set<const void *> &streams() {
  static std::set<const void *> s;
  return s;
}
std::set<const void *> &events() {
  static std::set<const void *> e;
  return e;
}

} // namespace

bool nvsim::cudart::api::validStream(cudaStream_t s) {
  Lock lock(Runtime::get().mutex);
  return s == nullptr || s == cudaStreamLegacy || s == cudaStreamPerThread || streams().count(s);
}

extern "C" {

// ---- Streams and events -------------------------------------------------------------------------------

cudaError_t cudaStreamCreateWithPriority(cudaStream_t *stream, unsigned int flags, int priority) {
  if (!stream || flags > cudaStreamNonBlocking)
    return fail("cudaStreamCreate", cudaErrorInvalidValue, "a null pointer or unknown flags");
  Lock lock(Runtime::get().mutex);
  auto *s = new Stream{flags, priority};
  *stream = reinterpret_cast<cudaStream_t>(s);
  streams().insert(s);
  return sticky();
}

cudaError_t cudaStreamCreateWithFlags(cudaStream_t *stream, unsigned int flags) {
  return cudaStreamCreateWithPriority(stream, flags, 0);
}

cudaError_t cudaStreamCreate(cudaStream_t *stream) { return cudaStreamCreateWithPriority(stream, 0, 0); }

cudaError_t cudaStreamDestroy(cudaStream_t stream) {
  Lock lock(Runtime::get().mutex);
  if (!stream || !streams().erase(stream))
    return fail("cudaStreamDestroy", cudaErrorInvalidResourceHandle, "not a stream");
  delete reinterpret_cast<Stream *>(stream);
  return cudaSuccess;
}

cudaError_t cudaStreamSynchronize(cudaStream_t stream) {
  Lock lock(Runtime::get().mutex);
  if (!validStream(stream))
    return fail("cudaStreamSynchronize", cudaErrorInvalidResourceHandle, "not a stream");
  return sticky();
}

cudaError_t cudaStreamQuery(cudaStream_t stream) { return cudaStreamSynchronize(stream); }

cudaError_t cudaStreamWaitEvent(cudaStream_t stream, cudaEvent_t event, unsigned int) {
  Lock lock(Runtime::get().mutex);
  if (!validStream(stream) || !events().count(event))
    return fail("cudaStreamWaitEvent", cudaErrorInvalidResourceHandle, "not a stream or not an event");
  return sticky();
}

cudaError_t cudaStreamAddCallback(cudaStream_t stream, cudaStreamCallback_t callback, void *userData,
                                  unsigned int flags) {
  if (!callback || flags != 0)
    return fail("cudaStreamAddCallback", cudaErrorInvalidValue, "a null callback or flags other than 0");
  if (!validStream(stream))
    return fail("cudaStreamAddCallback", cudaErrorInvalidResourceHandle, "not a stream");
  callback(stream, sticky(), userData); // the stream's earlier work is done already
  return cudaSuccess;
}

cudaError_t cudaLaunchHostFunc(cudaStream_t stream, cudaHostFn_t fn, void *userData) {
  if (!fn)
    return fail("cudaLaunchHostFunc", cudaErrorInvalidValue, "a null function");
  if (!validStream(stream))
    return fail("cudaLaunchHostFunc", cudaErrorInvalidResourceHandle, "not a stream");
  fn(userData);
  return sticky();
}

cudaError_t cudaEventCreateWithFlags(cudaEvent_t *event, unsigned int flags) {
  if (!event || (flags & ~0x7u))
    return fail("cudaEventCreate", cudaErrorInvalidValue, "a null pointer or unknown flags");
  Lock lock(Runtime::get().mutex);
  auto *e = new Event{flags, -1};
  *event = reinterpret_cast<cudaEvent_t>(e);
  events().insert(e);
  return sticky();
}

cudaError_t cudaEventCreate(cudaEvent_t *event) { return cudaEventCreateWithFlags(event, 0); }

cudaError_t cudaEventDestroy(cudaEvent_t event) {
  Lock lock(Runtime::get().mutex);
  if (!event || !events().erase(event))
    return fail("cudaEventDestroy", cudaErrorInvalidResourceHandle, "not an event");
  delete reinterpret_cast<Event *>(event);
  return cudaSuccess;
}

cudaError_t cudaEventRecord(cudaEvent_t event, cudaStream_t stream) {
  Lock lock(Runtime::get().mutex);
  if (!events().count(event))
    return fail("cudaEventRecord", cudaErrorInvalidResourceHandle, "not an event");
  if (!validStream(stream))
    return fail("cudaEventRecord", cudaErrorInvalidResourceHandle, "not a stream");
  reinterpret_cast<Event *>(event)->recordedMs = nowMs();
  return sticky();
}

cudaError_t cudaEventSynchronize(cudaEvent_t event) {
  Lock lock(Runtime::get().mutex);
  if (!events().count(event))
    return fail("cudaEventSynchronize", cudaErrorInvalidResourceHandle, "not an event");
  return sticky();
}

cudaError_t cudaEventQuery(cudaEvent_t event) { return cudaEventSynchronize(event); }

cudaError_t cudaEventElapsedTime(float *ms, cudaEvent_t start, cudaEvent_t end) {
  Lock lock(Runtime::get().mutex);
  if (!ms)
    return fail("cudaEventElapsedTime", cudaErrorInvalidValue, "a null pointer");
  if (!events().count(start) || !events().count(end))
    return fail("cudaEventElapsedTime", cudaErrorInvalidResourceHandle, "not an event");
  const Event *a = reinterpret_cast<const Event *>(start), *b = reinterpret_cast<const Event *>(end);
  if ((a->flags | b->flags) & cudaEventDisableTiming)
    return fail("cudaEventElapsedTime", cudaErrorInvalidResourceHandle,
                "an event made with cudaEventDisableTiming");
  if (a->recordedMs < 0 || b->recordedMs < 0)
    return fail("cudaEventElapsedTime", cudaErrorInvalidResourceHandle, "an event never recorded");
  *ms = float(b->recordedMs - a->recordedMs);
  return sticky();
}

} // extern "C"
