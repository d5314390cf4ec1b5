// GET /downloads/postman-collection-client-credentials.json: the Postman collection authenticated
// as an OAuth client (lib/adapters/collections/postman-client-credentials.ts), with this server as `baseUrl`.
import committed from "@/clients/collections/postman-collection.json";
import { postmanCollectionDownload } from "../collection-downloads";
import { withClientCredentials } from "@/lib/adapters/collections/postman-client-credentials";
import type { PostmanCollection } from "@/lib/adapters/collections/postman-collection";

export const GET = postmanCollectionDownload(
  withClientCredentials(committed as unknown as PostmanCollection),
  "integrations-api-client-credentials.postman_collection.json",
);
