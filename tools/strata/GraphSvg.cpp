//===- GraphSvg.cpp - DOT to SVG with Graphviz's library -------------------===//
#include "GraphSvg.h"

#include <graphviz/cgraph.h>
#include <graphviz/gvc.h>

#include <memory>

namespace strata::tool {

std::string renderSvg(const std::string &Dot, std::string &Error) {
  // One context per drawing: cheap next to the layout, and no global state.
  std::unique_ptr<GVC_t, decltype(&gvFreeContext)> Gvc(gvContext(), gvFreeContext);
  if (!Gvc) {
    Error = "Graphviz could not start";
    return {};
  }
  Agraph_t *G = agmemread(Dot.c_str());
  if (!G) {
    Error = "Graphviz could not read the graph";
    return {};
  }
  std::string Svg;
  if (gvLayout(Gvc.get(), G, "dot") == 0) {
    char *Data = nullptr;
    unsigned int Length = 0;
    if (gvRenderData(Gvc.get(), G, "svg", &Data, &Length) == 0 && Data) {
      Svg.assign(Data, Length);
      gvFreeRenderData(Data);
    } else {
      Error = "Graphviz could not draw the graph as SVG";
    }
    gvFreeLayout(Gvc.get(), G);
  } else {
    Error = "Graphviz could not lay the graph out";
  }
  agclose(G);
  return Svg;
}

} // namespace strata::tool
