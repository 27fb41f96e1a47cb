// nbody_step.cu - two leapfrog steps of an all-pairs gravitational n-body simulation: positions
// and masses in float4 (make_float4), bodies staged through dynamically sized shared memory
// (extern __shared__, size given at launch), rsqrtf for the softened distance.
#include <cuda_runtime.h>

#include <cmath>
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

constexpr float kSoftening = 0.01f, kDt = 0.01f;

__global__ void bodyForces(const float4 *pos, float4 *vel, float4 *newPos, int n) {
  extern __shared__ float4 tile[];
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  const float4 me = i < n ? pos[i] : make_float4(0, 0, 0, 0);
  float ax = 0, ay = 0, az = 0;
  for (int start = 0; start < n; start += blockDim.x) {
    const int j = start + threadIdx.x;
    tile[threadIdx.x] = j < n ? pos[j] : make_float4(0, 0, 0, 0); // mass 0: no force
    __syncthreads();
    for (int k = 0; k < blockDim.x; ++k) {
      const float4 o = tile[k];
      const float dx = o.x - me.x, dy = o.y - me.y, dz = o.z - me.z;
      const float inv = rsqrtf(dx * dx + dy * dy + dz * dz + kSoftening);
      const float s = o.w * inv * inv * inv;
      ax += dx * s;
      ay += dy * s;
      az += dz * s;
    }
    __syncthreads();
  }
  if (i < n) {
    float4 v = vel[i];
    v = make_float4(v.x + kDt * ax, v.y + kDt * ay, v.z + kDt * az, 0.0f);
    vel[i] = v;
    newPos[i] = make_float4(me.x + kDt * v.x, me.y + kDt * v.y, me.z + kDt * v.z, me.w);
  }
}

int main() {
  const int n = 300, block = 128, steps = 2; // 300: the last tile is partial
  std::vector<float4> pos(n), vel(n, make_float4(0, 0, 0, 0));
  for (int i = 0; i < n; ++i)
    pos[i] = make_float4(std::sin(i * 0.37f) * 3, std::cos(i * 0.21f) * 2, float(i % 17) / 5 - 1.7f,
                         0.5f + (i % 5) * 0.1f);
  float4 *dPos[2], *dVel;
  CHECK(cudaMalloc(&dPos[0], n * sizeof(float4)));
  CHECK(cudaMalloc(&dPos[1], n * sizeof(float4)));
  CHECK(cudaMalloc(&dVel, n * sizeof(float4)));
  CHECK(cudaMemcpy(dPos[0], pos.data(), n * sizeof(float4), cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(dVel, vel.data(), n * sizeof(float4), cudaMemcpyHostToDevice));
  for (int s = 0; s < steps; ++s)
    bodyForces<<<(n + block - 1) / block, block, block * sizeof(float4)>>>(dPos[s % 2], dVel,
                                                                           dPos[(s + 1) % 2], n);
  CHECK(cudaGetLastError());
  std::vector<float4> got(n);
  CHECK(cudaMemcpy(got.data(), dPos[steps % 2], n * sizeof(float4), cudaMemcpyDeviceToHost));

  // Reference in double precision.
  std::vector<double> px(n), py(n), pz(n), m(n), vx(n, 0), vy(n, 0), vz(n, 0);
  for (int i = 0; i < n; ++i)
    px[i] = pos[i].x, py[i] = pos[i].y, pz[i] = pos[i].z, m[i] = pos[i].w;
  for (int s = 0; s < steps; ++s) {
    std::vector<double> nx(n), ny(n), nz(n);
    for (int i = 0; i < n; ++i) {
      double ax = 0, ay = 0, az = 0;
      for (int j = 0; j < n; ++j) {
        const double dx = px[j] - px[i], dy = py[j] - py[i], dz = pz[j] - pz[i];
        const double inv = 1.0 / std::sqrt(dx * dx + dy * dy + dz * dz + kSoftening);
        ax += dx * m[j] * inv * inv * inv, ay += dy * m[j] * inv * inv * inv,
            az += dz * m[j] * inv * inv * inv;
      }
      vx[i] += kDt * ax, vy[i] += kDt * ay, vz[i] += kDt * az;
      nx[i] = px[i] + kDt * vx[i], ny[i] = py[i] + kDt * vy[i], nz[i] = pz[i] + kDt * vz[i];
    }
    px.swap(nx), py.swap(ny), pz.swap(nz);
  }
  int errors = 0;
  const double tol = 1e-3; // rsqrtf is approximate (2 ulp); positions are O(1)
  for (int i = 0; i < n; ++i)
    if ((std::fabs(got[i].x - px[i]) > tol || std::fabs(got[i].y - py[i]) > tol ||
         std::fabs(got[i].z - pz[i]) > tol) &&
        ++errors <= 5)
      printf("body %d at (%f,%f,%f), want (%f,%f,%f)\n", i, got[i].x, got[i].y, got[i].z, px[i], py[i],
             pz[i]);
  CHECK(cudaFree(dPos[0]));
  CHECK(cudaFree(dPos[1]));
  CHECK(cudaFree(dVel));
  if (errors) {
    printf("FAILED: %d bodies off by more than %g\n", errors, tol);
    return 1;
  }
  printf("PASSED\n");
  return 0;
}
