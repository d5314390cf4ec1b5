import { describe, expect, it } from "vitest";
import { unsupportedNodeMessage } from "./supported-node";

describe("unsupportedNodeMessage", () => {
  it("refuses Node 20 with a message that names both versions", () => {
    expect(unsupportedNodeMessage("20.20.2")).toMatch(/needs Node\.js 22 or newer.*this is Node\.js 20\.20\.2/);
  });

  it("accepts Node 22 and later", () => {
    expect(unsupportedNodeMessage("22.0.0")).toBeNull();
    expect(unsupportedNodeMessage("24.11.1")).toBeNull();
  });
});
