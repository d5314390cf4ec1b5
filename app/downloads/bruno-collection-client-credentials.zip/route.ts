// GET /downloads/bruno-collection-client-credentials.zip: the Bruno collection authenticated as an
// OAuth client (lib/adapters/collections/bruno-client-credentials.ts), with this server as its `baseUrl`.
import { withClientCredentials } from "@/lib/adapters/collections/bruno-client-credentials";
import { brunoCollectionDownload } from "../collection-downloads";

export const GET = brunoCollectionDownload({
  folder: "integrations-api-client-credentials",
  fileName: "integrations-api-client-credentials.bruno.zip",
  variant: (files, baseUrl) => withClientCredentials(files, { baseUrl }),
});
