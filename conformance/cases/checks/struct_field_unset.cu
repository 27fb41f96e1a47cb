// initcheck of a struct field never set: a first kernel initialises an array of particles but
// forgets the mass field; the second kernel reads it for every particle (global memory that no
// kernel and no host copy wrote).
// Fix (-DCLEAN): init_particles sets the mass too.
struct Particle {
  int pos;
  int vel;
  int mass;
};
extern "C" __global__ void init_particles(Particle *ps, const int *in) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  ps[i].pos = in[i];
  ps[i].vel = 1;
#ifdef CLEAN
  ps[i].mass = 2;
#endif
}
extern "C" __global__ void momentum(const Particle *ps, int *out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  out[i] = ps[i].mass * ps[i].vel + ps[i].pos; // @read
}
