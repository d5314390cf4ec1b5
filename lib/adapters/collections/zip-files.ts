import JSZip from "jszip";
import type { CollectionFiles } from "./bruno-collection";

// A zip of generated files under one top-level folder. Every entry carries the same fixed date
// so the same files always give the same bytes (a stable download, cacheable by content).
const FIXED_DATE = new Date("2026-01-01T00:00:00Z");

export async function zipFiles(files: CollectionFiles, folder: string): Promise<Uint8Array> {
  const zip = new JSZip();
  for (const [path, content] of Object.entries(files).sort(([a], [b]) => a.localeCompare(b))) {
    zip.file(`${folder}/${path}`, content, { date: FIXED_DATE, createFolders: false });
  }
  return zip.generateAsync({ type: "uint8array", compression: "DEFLATE", platform: "UNIX" });
}
