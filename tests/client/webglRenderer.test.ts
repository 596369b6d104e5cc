// Which WebGL renderers the board treats as software rasterizers (client/board/webglRenderer.ts): there the board
// draws on a 2D canvas, since each WebGL frame costs the CPU and a click's answer waits for the frame in progress.
import { describe, expect, it } from "vitest";
import { isSoftwareRenderer } from "../../client/board/webglRenderer";

describe("software WebGL", () => {
  it("knows the software rasterizers by the names browsers report", () => {
    for (const name of [
      "ANGLE (Google, Vulkan 1.3.0 (SwiftShader Device (Subzero) (0x0000C0DE)), SwiftShader driver)",
      "Google SwiftShader",
      "llvmpipe (LLVM 15.0.7, 256 bits)",
      "Mesa/X.org, llvmpipe (LLVM 16.0.6, 256 bits)",
      "ANGLE (Microsoft, Microsoft Basic Render Driver Direct3D11 vs_5_0 ps_5_0, D3D11)",
      "softpipe",
    ]) {
      expect(isSoftwareRenderer(name), name).toBe(true);
    }
  });

  it("takes a GPU, or a name it cannot read, for a GPU", () => {
    for (const name of [
      "ANGLE (Intel, Intel(R) UHD Graphics 630 Direct3D11 vs_5_0 ps_5_0, D3D11)",
      "ANGLE (NVIDIA, NVIDIA GeForce RTX 3060 (0x00002503) Direct3D11 vs_5_0 ps_5_0, D3D11)",
      "Apple M1",
      "Apple GPU",
      "Mali-G78",
      "Adreno (TM) 650",
      "AMD Radeon Pro 5500M OpenGL Engine",
      "WebKit WebGL",
      "",
    ]) {
      expect(isSoftwareRenderer(name), name).toBe(false);
    }
  });
});
