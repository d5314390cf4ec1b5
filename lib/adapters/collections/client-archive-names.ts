// The client-library downloads' names, safe to import from browser code.

const clientLanguages = ["typescript", "python", "php"] as const;
export type ClientLanguage = (typeof clientLanguages)[number];

/** The download's file name, e.g. `integrations-client-python.zip`. */
export const clientArchiveName = (language: ClientLanguage) => `integrations-client-${language}.zip`;

export function clientLanguageOfArchive(fileName: string): ClientLanguage | null {
  return clientLanguages.find((language) => clientArchiveName(language) === fileName) ?? null;
}
