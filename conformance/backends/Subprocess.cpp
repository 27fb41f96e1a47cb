// Subprocesses with posix_spawn: pipes for the three standard streams, one poll loop that feeds the
// input and drains both outputs (so that neither side blocks on a full pipe), a deadline.
#include "conformance/backends/Subprocess.h"

#include <fmt/format.h>

#include <cerrno>
#include <chrono>
#include <csignal>
#include <cstdlib>
#include <cstring>
#include <fcntl.h>
#include <filesystem>
#include <fstream>
#include <poll.h>
#include <pthread.h>
#include <spawn.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

extern char **environ;

namespace nvsim::backends {

namespace {

using Clock = std::chrono::steady_clock;

/// A pipe whose ends are closed when it goes (and on exec, so that no child inherits a stray end).
struct Pipe {
  int fd[2] = {-1, -1};
  bool open() { return pipe2(fd, O_CLOEXEC) == 0; }
  void close(int i) {
    if (fd[i] >= 0)
      ::close(fd[i]);
    fd[i] = -1;
  }
  ~Pipe() {
    close(0);
    close(1);
  }
};

/// Blocks SIGPIPE in this thread while a child's input is written, so that a child that exits
/// without reading makes write() fail with EPIPE instead of ending this process. NOTE: a SIGPIPE
/// raised meanwhile stays pending on the thread; it is taken before the mask is restored.
class SigpipeBlock {
public:
  SigpipeBlock() {
    sigemptyset(&pipeSet_);
    sigaddset(&pipeSet_, SIGPIPE);
    sigset_t pending;
    sigpending(&pending);
    wasPending_ = sigismember(&pending, SIGPIPE) == 1;
    pthread_sigmask(SIG_BLOCK, &pipeSet_, &old_);
  }
  ~SigpipeBlock() {
    sigset_t pending;
    sigpending(&pending);
    if (!wasPending_ && sigismember(&pending, SIGPIPE) == 1) {
      const timespec zero{0, 0};
      sigtimedwait(&pipeSet_, nullptr, &zero);
    }
    pthread_sigmask(SIG_SETMASK, &old_, nullptr);
  }

private:
  sigset_t pipeSet_, old_;
  bool wasPending_ = false;
};

void drain(int &fd, std::string &to) {
  char buf[65536];
  ssize_t n = read(fd, buf, sizeof buf);
  if (n > 0) {
    to.append(buf, static_cast<size_t>(n));
  } else if (n == 0 || (errno != EINTR && errno != EAGAIN)) {
    ::close(fd);
    fd = -1;
  }
}

} // namespace

std::string SubprocessResult::describe(unsigned timeoutSeconds) const {
  if (!started)
    return "could not start: " + error;
  if (timedOut)
    return fmt::format("timed out after {} s", timeoutSeconds);
  if (exited)
    return fmt::format("exit status {}", exitCode);
  return fmt::format("killed by signal {} ({})", signal, strsignal(signal));
}

SubprocessResult runSubprocess(const std::vector<std::string> &argv, const std::string &input,
                               unsigned timeoutSeconds, const std::string &workDir) {
  SubprocessResult r;
  if (argv.empty()) {
    r.error = "no program";
    return r;
  }
  Pipe in, out, err;
  if (!in.open() || !out.open() || !err.open()) {
    r.error = std::string("pipe: ") + std::strerror(errno);
    return r;
  }
  posix_spawn_file_actions_t actions;
  posix_spawn_file_actions_init(&actions);
  posix_spawn_file_actions_adddup2(&actions, in.fd[0], 0);
  posix_spawn_file_actions_adddup2(&actions, out.fd[1], 1);
  posix_spawn_file_actions_adddup2(&actions, err.fd[1], 2);
  if (!workDir.empty())
    posix_spawn_file_actions_addchdir_np(&actions, workDir.c_str());
  // The child gets its own process group (so that a timeout kills whatever it started too), no
  // blocked signals and the default SIGPIPE action, whatever this process has.
  posix_spawnattr_t attr;
  posix_spawnattr_init(&attr);
  sigset_t none, pipeOnly;
  sigemptyset(&none);
  sigemptyset(&pipeOnly);
  sigaddset(&pipeOnly, SIGPIPE);
  posix_spawnattr_setsigmask(&attr, &none);
  posix_spawnattr_setsigdefault(&attr, &pipeOnly);
  posix_spawnattr_setpgroup(&attr, 0);
  posix_spawnattr_setflags(&attr, POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETPGROUP);

  std::vector<char *> args;
  for (const std::string &a : argv)
    args.push_back(const_cast<char *>(a.c_str()));
  args.push_back(nullptr);
  pid_t pid = -1;
  int rc = posix_spawn(&pid, argv[0].c_str(), &actions, &attr, args.data(), environ);
  posix_spawn_file_actions_destroy(&actions);
  posix_spawnattr_destroy(&attr);
  if (rc != 0) {
    r.error = argv[0] + ": " + std::strerror(rc);
    return r;
  }
  r.started = true;
  in.close(0);
  out.close(1);
  err.close(1);

  SigpipeBlock sigpipe;
  fcntl(in.fd[1], F_SETFL, O_NONBLOCK);
  if (input.empty())
    in.close(1);
  const auto deadline = Clock::now() + std::chrono::seconds(timeoutSeconds);
  auto msLeft = [&]() -> int {
    if (timeoutSeconds == 0)
      return -1;
    auto left = std::chrono::duration_cast<std::chrono::milliseconds>(deadline - Clock::now()).count();
    return left <= 0 ? 0 : static_cast<int>(std::min<long long>(left, 1000));
  };
  auto pastDeadline = [&] { return timeoutSeconds != 0 && Clock::now() >= deadline; };

  size_t written = 0;
  while (in.fd[1] >= 0 || out.fd[0] >= 0 || err.fd[0] >= 0) {
    if (pastDeadline()) {
      r.timedOut = true;
      break;
    }
    pollfd fds[3];
    nfds_t n = 0;
    if (in.fd[1] >= 0)
      fds[n++] = {in.fd[1], POLLOUT, 0};
    if (out.fd[0] >= 0)
      fds[n++] = {out.fd[0], POLLIN, 0};
    if (err.fd[0] >= 0)
      fds[n++] = {err.fd[0], POLLIN, 0};
    if (poll(fds, n, msLeft()) < 0 && errno != EINTR)
      break;
    for (nfds_t i = 0; i < n; ++i) {
      if (!fds[i].revents)
        continue;
      if (fds[i].fd == in.fd[1]) {
        ssize_t w = write(in.fd[1], input.data() + written, input.size() - written);
        if (w > 0)
          written += static_cast<size_t>(w);
        if ((w < 0 && errno != EAGAIN && errno != EINTR) || written == input.size() ||
            (fds[i].revents & (POLLERR | POLLHUP)))
          in.close(1); // done, or the child stopped reading: what it did with the rest is its answer
      } else if (fds[i].fd == out.fd[0]) {
        drain(out.fd[0], r.out);
      } else if (fds[i].fd == err.fd[0]) {
        drain(err.fd[0], r.err);
      }
    }
  }
  // Both outputs are closed (or time is up); wait for the exit, still under the deadline.
  auto killChild = [&] {
    r.timedOut = true;
    kill(-pid, SIGKILL);
    kill(pid, SIGKILL);
  };
  if (r.timedOut)
    killChild();
  int status = 0;
  for (;;) {
    pid_t w = waitpid(pid, &status, r.timedOut ? 0 : WNOHANG);
    if (w == pid)
      break;
    if (w < 0) {
      if (errno == EINTR)
        continue;
      r.error = std::string("waitpid: ") + std::strerror(errno);
      return r;
    }
    if (pastDeadline())
      killChild();
    else
      poll(nullptr, 0, 5);
  }
  if (WIFEXITED(status)) {
    r.exited = !r.timedOut;
    r.exitCode = WEXITSTATUS(status);
  } else if (WIFSIGNALED(status)) {
    r.signal = WTERMSIG(status);
  }
  return r;
}

bool isExecutableFile(const std::string &path) {
  struct stat st;
  return !path.empty() && stat(path.c_str(), &st) == 0 && S_ISREG(st.st_mode) &&
         access(path.c_str(), X_OK) == 0;
}

std::string findOnPath(const std::string &name) {
  std::string path = envValue("PATH");
  size_t start = 0;
  while (start <= path.size()) {
    size_t end = path.find(':', start);
    if (end == std::string::npos)
      end = path.size();
    std::string dir = path.substr(start, end - start);
    std::string candidate = (dir.empty() ? std::string(".") : dir) + "/" + name;
    if (isExecutableFile(candidate))
      return candidate;
    start = end + 1;
  }
  return {};
}

std::string envValue(const char *name) {
  const char *v = std::getenv(name);
  return v ? std::string(v) : std::string();
}

TempDir::TempDir(const std::string &prefix) {
  std::string base = envValue("TMPDIR");
  std::string templ = (base.empty() ? std::string("/tmp") : base) + "/" + prefix + "-XXXXXX";
  std::vector<char> buf(templ.begin(), templ.end());
  buf.push_back('\0');
  if (mkdtemp(buf.data()))
    path_ = buf.data();
  else
    error_ = templ + ": " + std::strerror(errno);
}

TempDir::~TempDir() {
  if (!path_.empty() && !keep_) {
    std::error_code ec;
    std::filesystem::remove_all(path_, ec);
  }
}

bool TempDir::write(const std::string &name, const std::string &text) {
  if (path_.empty())
    return false;
  std::ofstream f(path_ + "/" + name, std::ios::binary);
  f << text;
  f.close();
  if (!f) {
    error_ = path_ + "/" + name + ": " + std::strerror(errno);
    return false;
  }
  return true;
}

} // namespace nvsim::backends
