import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { type ClientLanguage } from "./client-archive-names";
import { zipFiles } from "./zip-files";

export * from "./client-archive-names";

// The client libraries as customers download them: each language's folder under clients/,
// zipped, without the tests that need this project's test servers.

const EXCLUDED = new Set(["tests", "node_modules", "__pycache__"]);
const isExcluded = (name: string) => EXCLUDED.has(name) || name.endsWith(".test.ts");

async function readFolder(root: string, relative = ""): Promise<Record<string, string>> {
  const files: Record<string, string> = {};
  for (const entry of await readdir(path.join(root, relative), { withFileTypes: true })) {
    if (isExcluded(entry.name)) continue;
    const child = path.posix.join(relative, entry.name);
    if (entry.isDirectory()) Object.assign(files, await readFolder(root, child));
    else if (entry.isFile()) files[child] = await readFile(path.join(root, child), "utf8");
  }
  return files;
}

const archives = new Map<ClientLanguage, Promise<Uint8Array>>();

/** The zip of one client library; built once per process (the files change only with a release). */
export function clientArchive(language: ClientLanguage): Promise<Uint8Array> {
  let archive = archives.get(language);
  if (!archive) {
    archive = readFolder(path.join(process.cwd(), "clients", language)).then((files) => zipFiles(files, `integrations-client-${language}`));
    archive.catch(() => archives.delete(language));
    archives.set(language, archive);
  }
  return archive;
}
