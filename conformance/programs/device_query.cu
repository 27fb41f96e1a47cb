// device_query.cu - the deviceQuery exercise: device count, properties, the attributes that must
// agree with them, versions, device selection (cudaChooseDevice, cudaSetDevice/cudaGetDevice),
// device flags, cache and shared-memory configuration, stream priorities, peer access and
// memory information; then a kernel run to show the device works after the configuration calls.
#include <cuda_runtime.h>

#include <cstdio>
#include <cstdlib>
#include <cstring>

#define CHECK(call)                                                                                          \
  do {                                                                                                       \
    cudaError_t e_ = (call);                                                                                 \
    if (e_ != cudaSuccess) {                                                                                 \
      fprintf(stderr, "%s:%d: %s: %s\n", __FILE__, __LINE__, #call, cudaGetErrorString(e_));                 \
      exit(1);                                                                                               \
    }                                                                                                        \
  } while (0)

static int errors = 0;
#define EXPECT(cond)                                                                                         \
  do {                                                                                                       \
    if (!(cond) && ++errors)                                                                                 \
      printf("expectation failed: %s\n", #cond);                                                             \
  } while (0)

__global__ void iota(int *out) { out[threadIdx.x] = threadIdx.x; }

int main() {
  int count = 0, dev = -1, runtime = 0, driver = 0;
  CHECK(cudaGetDeviceCount(&count));
  EXPECT(count >= 1);
  CHECK(cudaSetDevice(count - 1));
  CHECK(cudaGetDevice(&dev));
  EXPECT(dev == count - 1);
  EXPECT(cudaSetDevice(count) == cudaErrorInvalidDevice);
  EXPECT(cudaGetLastError() == cudaErrorInvalidDevice);
  CHECK(cudaSetDevice(0));
  CHECK(cudaRuntimeGetVersion(&runtime));
  CHECK(cudaDriverGetVersion(&driver));
  EXPECT(runtime == CUDART_VERSION);
  EXPECT(driver >= runtime);

  cudaDeviceProp p;
  CHECK(cudaGetDeviceProperties(&p, 0));
  printf("device 0: %s, sm_%d%d, %d SMs, %zu MiB, warp %d\n", p.name, p.major, p.minor, p.multiProcessorCount,
         p.totalGlobalMem >> 20, p.warpSize);
  EXPECT(strlen(p.name) > 0);
  struct {
    cudaDeviceAttr attr;
    int want;
  } attrs[] = {
      {cudaDevAttrMaxThreadsPerBlock, p.maxThreadsPerBlock},
      {cudaDevAttrMaxBlockDimX, p.maxThreadsDim[0]},
      {cudaDevAttrMaxBlockDimY, p.maxThreadsDim[1]},
      {cudaDevAttrMaxBlockDimZ, p.maxThreadsDim[2]},
      {cudaDevAttrMaxGridDimX, p.maxGridSize[0]},
      {cudaDevAttrMaxGridDimY, p.maxGridSize[1]},
      {cudaDevAttrWarpSize, p.warpSize},
      {cudaDevAttrMultiProcessorCount, p.multiProcessorCount},
      {cudaDevAttrComputeCapabilityMajor, p.major},
      {cudaDevAttrComputeCapabilityMinor, p.minor},
      {cudaDevAttrMaxSharedMemoryPerBlock, int(p.sharedMemPerBlock)},
      {cudaDevAttrTotalConstantMemory, int(p.totalConstMem)},
      {cudaDevAttrMaxRegistersPerBlock, p.regsPerBlock},
      {cudaDevAttrL2CacheSize, p.l2CacheSize},
      {cudaDevAttrMaxThreadsPerMultiProcessor, p.maxThreadsPerMultiProcessor},
      {cudaDevAttrManagedMemory, p.managedMemory},
      {cudaDevAttrUnifiedAddressing, p.unifiedAddressing},
      {cudaDevAttrMaxSharedMemoryPerBlockOptin, int(p.sharedMemPerBlockOptin)},
  };
  for (auto &a : attrs) {
    int v = -1;
    CHECK(cudaDeviceGetAttribute(&v, a.attr, 0));
    if (v != a.want && ++errors)
      printf("attribute %d = %d, property says %d\n", int(a.attr), v, a.want);
  }
  EXPECT(p.warpSize == 32 && p.maxThreadsPerBlock >= 1024 && p.sharedMemPerBlock >= 48 * 1024);

  cudaDeviceProp want;
  memset(&want, 0, sizeof want);
  want.major = p.major;
  int chosen = -1;
  CHECK(cudaChooseDevice(&chosen, &want));
  EXPECT(chosen >= 0 && chosen < count);

  unsigned flags = 0;
  CHECK(cudaSetDeviceFlags(cudaDeviceScheduleBlockingSync | cudaDeviceMapHost));
  CHECK(cudaGetDeviceFlags(&flags));
  EXPECT(flags & cudaDeviceMapHost);
  cudaFuncCache cache;
  CHECK(cudaDeviceSetCacheConfig(cudaFuncCachePreferShared));
  CHECK(cudaDeviceGetCacheConfig(&cache));
  cudaSharedMemConfig bank;
  CHECK(cudaDeviceSetSharedMemConfig(cudaSharedMemBankSizeFourByte));
  CHECK(cudaDeviceGetSharedMemConfig(&bank));
  printf("cache config %d, bank config %d\n", int(cache), int(bank)); // hints: any answer is valid
  int least = 0, greatest = 0, peer = -1;
  CHECK(cudaDeviceGetStreamPriorityRange(&least, &greatest));
  EXPECT(greatest <= least);
  CHECK(cudaDeviceCanAccessPeer(&peer, 0, 0));
  EXPECT(peer == 0 || peer == 1);
  size_t freeMem = 0, total = 0;
  CHECK(cudaMemGetInfo(&freeMem, &total));
  EXPECT(total > 0 && freeMem <= total);

  int *d, h[64];
  CHECK(cudaMalloc(&d, sizeof h));
  iota<<<1, 64>>>(d);
  CHECK(cudaGetLastError());
  CHECK(cudaThreadSynchronize()); // the deprecated spelling of cudaDeviceSynchronize
  CHECK(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost));
  CHECK(cudaFree(d));
  for (int i = 0; i < 64; ++i)
    EXPECT(h[i] == i);
  if (errors) {
    printf("FAILED: %d expectations failed\n", errors);
    return 1;
  }
  printf("PASSED\n");
  return 0;
}
