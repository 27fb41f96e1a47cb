// bfs_levels.cu - level-synchronous breadth-first search on a CSR graph: one kernel launch per
// level expands the frontier, and a __device__ flag (reset with cudaMemcpyToSymbol, read with
// cudaMemcpyFromSymbol) tells the host whether another level is needed.
#include <cuda_runtime.h>

#include <cstdio>
#include <cstdlib>
#include <queue>
#include <vector>

#define CHECK(call)                                                                                          \
  do {                                                                                                       \
    cudaError_t e_ = (call);                                                                                 \
    if (e_ != cudaSuccess) {                                                                                 \
      fprintf(stderr, "%s:%d: %s: %s\n", __FILE__, __LINE__, #call, cudaGetErrorString(e_));                 \
      exit(1);                                                                                               \
    }                                                                                                        \
  } while (0)

__device__ int frontierGrew;

// Every vertex at `level` in `dist` (read-only this level) labels its unvisited neighbours
// level + 1 in `next`. Two parents may label the same neighbour; atomicCAS makes one win.
__global__ void bfsLevel(int n, const int *rowPtr, const int *adj, const int *dist, int *next, int level) {
  const int v = blockIdx.x * blockDim.x + threadIdx.x;
  if (v >= n || dist[v] != level)
    return;
  for (int k = rowPtr[v]; k < rowPtr[v + 1]; ++k)
    if (dist[adj[k]] < 0 && atomicCAS(&next[adj[k]], -1, level + 1) == -1)
      atomicExch(&frontierGrew, 1);
}

int main() {
  // A random sparse graph plus a long chain, so the search runs many levels.
  const int n = 4000;
  std::vector<std::vector<int>> g(n);
  unsigned seed = 7;
  for (int v = 0; v + 1 < n; v += 1 + (v % 3 == 0)) // chain with gaps: some vertices stay unreachable
    g[v].push_back(v + 1);
  for (int e = 0; e < 3 * n; ++e) {
    seed = seed * 1103515245u + 12345u;
    const int a = (seed >> 8) % n;
    seed = seed * 1103515245u + 12345u;
    const int b = (seed >> 8) % n;
    if (a % 4 != 3) // vertices = 3 mod 4 have no outgoing random edges
      g[a].push_back(b);
  }
  std::vector<int> rowPtr(n + 1, 0), adj;
  for (int v = 0; v < n; ++v) {
    adj.insert(adj.end(), g[v].begin(), g[v].end());
    rowPtr[v + 1] = int(adj.size());
  }
  std::vector<int> dist(n, -1);
  dist[0] = 0;

  int *dRowPtr, *dAdj, *dDist, *dNext;
  CHECK(cudaMalloc(&dRowPtr, (n + 1) * sizeof(int)));
  CHECK(cudaMalloc(&dAdj, adj.size() * sizeof(int)));
  CHECK(cudaMalloc(&dDist, n * sizeof(int)));
  CHECK(cudaMalloc(&dNext, n * sizeof(int)));
  CHECK(cudaMemcpy(dRowPtr, rowPtr.data(), (n + 1) * sizeof(int), cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(dAdj, adj.data(), adj.size() * sizeof(int), cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(dDist, dist.data(), n * sizeof(int), cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(dNext, dDist, n * sizeof(int), cudaMemcpyDeviceToDevice));
  int levels = 0;
  for (int grew = 1; grew; ++levels) {
    const int zero = 0;
    CHECK(cudaMemcpyToSymbol(frontierGrew, &zero, sizeof zero));
    bfsLevel<<<(n + 255) / 256, 256>>>(n, dRowPtr, dAdj, dDist, dNext, levels);
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpy(dDist, dNext, n * sizeof(int), cudaMemcpyDeviceToDevice));
    CHECK(cudaMemcpyFromSymbol(&grew, frontierGrew, sizeof grew));
  }
  std::vector<int> got(n);
  CHECK(cudaMemcpy(got.data(), dDist, n * sizeof(int), cudaMemcpyDeviceToHost));

  std::queue<int> q;
  q.push(0);
  while (!q.empty()) {
    const int v = q.front();
    q.pop();
    for (int w : g[v])
      if (dist[w] < 0)
        dist[w] = dist[v] + 1, q.push(w);
  }
  int errors = 0, reached = 0;
  for (int v = 0; v < n; ++v) {
    reached += dist[v] >= 0;
    if (got[v] != dist[v] && ++errors <= 5)
      printf("dist[%d] = %d, want %d\n", v, got[v], dist[v]);
  }
  CHECK(cudaFree(dRowPtr));
  CHECK(cudaFree(dAdj));
  CHECK(cudaFree(dDist));
  CHECK(cudaFree(dNext));
  if (errors) {
    printf("FAILED: %d mismatches (%d levels, %d reached)\n", errors, levels, reached);
    return 1;
  }
  printf("PASSED\n");
  return 0;
}
