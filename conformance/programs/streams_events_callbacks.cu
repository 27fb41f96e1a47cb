// streams_events_callbacks.cu - a chunked copy/compute pipeline over three streams of different
// priorities: each chunk's kernel on a stream waits (cudaStreamWaitEvent) for the event that
// marks its input uploaded on the upload stream; stream callbacks (cudaStreamAddCallback) and
// host functions (cudaLaunchHostFunc) record completion order; timing-disabled events and
// cudaStreamQuery/cudaEventQuery report completion.
#include <cuda_runtime.h>

#include <atomic>
#include <cstdio>
#include <cstdlib>
#include <vector>

#define CHECK(call)                                                                                          \
  do {                                                                                                       \
    cudaError_t e_ = (call);                                                                                 \
    if (e_ != cudaSuccess) {                                                                                 \
      fprintf(stderr, "%s:%d: %s: %s\n", __FILE__, __LINE__, #call, cudaGetErrorString(e_));                 \
      exit(1);                                                                                               \
    }                                                                                                        \
  } while (0)

constexpr int CHUNKS = 6, CHUNK = 2048;

__global__ void scaleAdd(const int *in, int *out, int n, int k) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    out[i] = in[i] * k + k;
}

struct Progress {
  std::atomic<int> callbacks{0}, hostFns{0};
  std::atomic<int> badStatus{0};
};

void streamCallback(cudaStream_t, cudaError_t status, void *user) {
  Progress *p = static_cast<Progress *>(user);
  if (status != cudaSuccess)
    p->badStatus++;
  p->callbacks++;
}
void hostFn(void *user) { static_cast<Progress *>(user)->hostFns++; }

int main() {
  int least = 0, greatest = 0;
  CHECK(cudaDeviceGetStreamPriorityRange(&least, &greatest));
  cudaStream_t upload, compute[2];
  CHECK(cudaStreamCreate(&upload));
  CHECK(cudaStreamCreateWithPriority(&compute[0], cudaStreamNonBlocking, greatest));
  CHECK(cudaStreamCreateWithPriority(&compute[1], cudaStreamDefault, least));
  cudaEvent_t uploaded[CHUNKS], done;
  for (auto &e : uploaded)
    CHECK(cudaEventCreateWithFlags(&e, cudaEventDisableTiming));
  CHECK(cudaEventCreateWithFlags(&done, cudaEventBlockingSync));

  const int n = CHUNKS * CHUNK;
  int *hIn, *hOut, *dIn, *dOut;
  CHECK(cudaMallocHost(&hIn, n * sizeof(int)));
  CHECK(cudaMallocHost(&hOut, n * sizeof(int)));
  CHECK(cudaMalloc(&dIn, n * sizeof(int)));
  CHECK(cudaMalloc(&dOut, n * sizeof(int)));
  for (int i = 0; i < n; ++i)
    hIn[i] = i % 1234 - 600;

  Progress progress;
  for (int c = 0; c < CHUNKS; ++c) {
    const size_t off = size_t(c) * CHUNK;
    CHECK(cudaMemcpyAsync(dIn + off, hIn + off, CHUNK * sizeof(int), cudaMemcpyHostToDevice, upload));
    CHECK(cudaEventRecord(uploaded[c], upload));
    cudaStream_t s = compute[c % 2];
    CHECK(cudaStreamWaitEvent(s, uploaded[c], 0));
    scaleAdd<<<CHUNK / 256, 256, 0, s>>>(dIn + off, dOut + off, CHUNK, c + 2);
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpyAsync(hOut + off, dOut + off, CHUNK * sizeof(int), cudaMemcpyDeviceToHost, s));
    CHECK(cudaStreamAddCallback(s, streamCallback, &progress, 0));
    CHECK(cudaLaunchHostFunc(s, hostFn, &progress));
  }
  CHECK(cudaEventRecord(done, compute[1]));
  CHECK(cudaStreamSynchronize(compute[0]));
  CHECK(cudaEventSynchronize(done));
  CHECK(cudaStreamSynchronize(upload));
  int errors = 0;
  for (cudaStream_t s : {upload, compute[0], compute[1]})
    if (cudaStreamQuery(s) != cudaSuccess && ++errors)
      printf("a synchronised stream is not idle\n");
  for (auto &e : uploaded)
    if (cudaEventQuery(e) != cudaSuccess && ++errors)
      printf("a recorded event is not complete\n");
  if ((progress.callbacks != CHUNKS || progress.hostFns != CHUNKS || progress.badStatus) && ++errors)
    printf("callbacks %d, host functions %d (want %d each), bad status %d\n", progress.callbacks.load(),
           progress.hostFns.load(), CHUNKS, progress.badStatus.load());
  for (int i = 0; i < n; ++i) {
    const int k = i / CHUNK + 2, want = hIn[i] * k + k;
    if (hOut[i] != want && ++errors <= 5)
      printf("out[%d] = %d, want %d\n", i, hOut[i], want);
  }
  for (auto &e : uploaded)
    CHECK(cudaEventDestroy(e));
  CHECK(cudaEventDestroy(done));
  for (cudaStream_t s : {upload, compute[0], compute[1]})
    CHECK(cudaStreamDestroy(s));
  CHECK(cudaFree(dIn));
  CHECK(cudaFree(dOut));
  CHECK(cudaFreeHost(hIn));
  CHECK(cudaFreeHost(hOut));
  if (errors) {
    printf("FAILED: %d errors\n", errors);
    return 1;
  }
  printf("PASSED\n");
  return 0;
}
