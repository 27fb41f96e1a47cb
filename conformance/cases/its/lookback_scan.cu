// Decoupled look-back (chained) inclusive scan over 64 tiles of 128 ints (grid 64 x 128).
// Tile order: a dynamic ticket (thread 0 draws atomicAdd(ticket, 1)), not blockIdx, so a tile's
// predecessors have all started whatever order the executor dispatches blocks in; the tile must
// still spin until a predecessor that started publishes, which needs the predecessors to make
// progress while it spins (co-resident blocks, or blocks run in ticket order).
// Each block scans its tile in shared memory (Hillis-Steele, __syncthreads), then thread 0
// publishes: tile 0 its inclusive prefix (status 2); any other tile its aggregate (status 1),
// then looks back from tile - 1, spinning while a predecessor's status is 0, adding aggregates
// (status 1) until it meets an inclusive prefix (status 2), and publishes its own prefix.
// Relies on atomics and fences for ordering (PTX memory model): aggs/prefs are written plainly,
// then __threadfence(), then the status set with atomicExch (release); the looker reads the status
// with a volatile load, then __threadfence() (acquire) before reading aggs/prefs plainly.
// Outputs: out = the inclusive prefix sums of in, prefs[k] = the sum of tiles 0..k, every status 2,
// ticket 64.

#define TILE 128

#ifdef LOOKBACK_BLOCKIDX
extern "C" __global__ void lookback_blockidx(const int *in, int *out, int *status, int *aggs, int *prefs) {
#else
extern "C" __global__ void lookback_scan(const int *in, int *out, unsigned *ticket, int *status, int *aggs,
                                         int *prefs) {
#endif
  __shared__ int s[TILE];
  __shared__ unsigned tile_sh;
  __shared__ int excl_sh;
  unsigned t = threadIdx.x;
#ifdef LOOKBACK_BLOCKIDX
  if (t == 0) tile_sh = blockIdx.x;
#else
  if (t == 0) tile_sh = atomicAdd(ticket, 1u);
#endif
  __syncthreads();
  unsigned tile = tile_sh;
  s[t] = in[tile * TILE + t];
  __syncthreads();
  for (unsigned off = 1; off < TILE; off <<= 1) {
    int x = t >= off ? s[t - off] : 0;
    __syncthreads();
    s[t] += x;
    __syncthreads();
  }
  if (t == 0) {
    int agg = s[TILE - 1];
    int excl = 0;
    if (tile == 0) {
      prefs[0] = agg;
      __threadfence();
      atomicExch(&status[0], 2);
    } else {
      aggs[tile] = agg;
      __threadfence();
      atomicExch(&status[tile], 1);
      int p = (int)tile - 1;
      for (;;) {
        volatile int *vstatus = status;
        int st;
        while ((st = vstatus[p]) == 0) {
        }
        __threadfence();
        if (st == 2) {
          excl += prefs[p];
          break;
        }
        excl += aggs[p];
        --p;
      }
      prefs[tile] = excl + agg;
      __threadfence();
      atomicExch(&status[tile], 2);
    }
    excl_sh = excl;
  }
  __syncthreads();
  out[tile * TILE + t] = s[t] + excl_sh;
}
