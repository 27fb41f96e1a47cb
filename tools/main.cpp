// nvvm-sim entry point. (Placeholder: only `parse FILE [-o OUT]`; the CLI of CLI.md replaces it.)
#include "core/parser/Parser.h"
#include "core/printer/Printer.h"

#include <cstdio>
#include <fstream>
#include <iostream>
#include <sstream>
#include <string>

int main(int argc, char **argv) {
  std::string cmd = argc > 1 ? argv[1] : "";
  if (cmd == "--version") {
    std::cout << "nvvm-sim 0.1.0\n";
    return 0;
  }
  if (cmd != "parse" || (argc != 3 && !(argc == 5 && std::string(argv[3]) == "-o"))) {
    std::cerr << "usage: nvvm-sim parse FILE.ll [-o OUT.ll]\n";
    return 2;
  }
  std::ifstream in(argv[2], std::ios::binary);
  if (!in) {
    std::cerr << argv[2] << ": cannot open\n";
    return 3;
  }
  std::ostringstream text;
  text << in.rdbuf();
  nvsim::SourceFile file(argv[2], text.str());
  nvsim::DiagEngine diags(&file);
  auto module = nvsim::parseAssembly(file, diags);
  std::cerr << diags.renderAll();
  if (!module)
    return 3;
  if (argc == 5) {
    std::string out = nvsim::printModule(*module);
    if (std::string(argv[4]) == "-") {
      std::cout << out;
    } else {
      std::ofstream(argv[4], std::ios::binary) << out;
    }
  }
  return 0;
}
