// nvvm-sim: the command line. Each subcommand lives in its own file; this one only dispatches.
#include "tools/Commands.h"

#include <CLI/CLI.hpp>

#include <iostream>

#ifndef NVSIM_VERSION
#define NVSIM_VERSION "0.1.0"
#endif

int main(int argc, char **argv) {
  using namespace nvsim::tools;
  CLI::App app{"nvvm-sim: run and check NVVM IR kernels on the CPU with GPU semantics", "nvvm-sim"};
  app.set_version_flag("--version", "nvvm-sim " NVSIM_VERSION);
  app.require_subcommand(1);

  ParseOptions parseOpts;
  auto *parse =
      app.add_subcommand("parse", "Parse a module (any NVVM IR dialect); with -o, print it as LLVM 19 IR");
  parse->add_option("FILE", parseOpts.input, "input .ll (or .bc with llvm-dis installed); - for stdin")
      ->required();
  parse->add_option("-o,--output", parseOpts.output, "write the module as modern LLVM IR text; - for stdout");

  VerifyOptions verifyOpts;
  bool structureOnly = false;
  auto *verify =
      app.add_subcommand("verify", "Check the module against LLVM's structural rules and the NVVM IR rules");
  verify->add_option("FILE", verifyOpts.input, "input .ll")->required();
  verify->add_flag("--structure-only", structureOnly, "skip the NVVM IR rules");

  InfoOptions infoOpts;
  auto *info =
      app.add_subcommand("info", "List kernels, parameters, static shared memory and launch annotations");
  info->add_option("FILE", infoOpts.input, "input .ll")->required();
  info->add_flag("--json", infoOpts.json, "print JSON on stdout");

  try {
    app.parse(argc, argv);
  } catch (const CLI::CallForHelp &e) {
    return app.exit(e);
  } catch (const CLI::CallForAllHelp &e) {
    return app.exit(e);
  } catch (const CLI::CallForVersion &e) {
    return app.exit(e);
  } catch (const CLI::ParseError &e) {
    app.exit(e);
    return kExitUsage;
  }
  if (*parse)
    return runParse(parseOpts);
  if (*verify) {
    verifyOpts.nvvmRules = !structureOnly;
    return runVerify(verifyOpts);
  }
  if (*info)
    return runInfo(infoOpts);
  return kExitUsage;
}
