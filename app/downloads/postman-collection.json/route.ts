// GET /downloads/postman-collection.json: the Postman collection (v2.1), made from the OpenAPI
// document by `npm run generate` (openapi-to-postmanv2), with this server as its `baseUrl`.
import committed from "@/clients/collections/postman-collection.json";
import { postmanCollectionDownload } from "../collection-downloads";
import type { PostmanCollection } from "@/lib/adapters/collections/postman-collection";

export const GET = postmanCollectionDownload(committed as unknown as PostmanCollection, "integrations-api.postman_collection.json");
