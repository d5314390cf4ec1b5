// GET /downloads/bruno-collection.zip: the Bruno collection (a folder of .bru files, zipped),
// generated from the OpenAPI document on request, with this server as its `baseUrl`.
import { brunoCollectionDownload } from "../collection-downloads";

export const GET = brunoCollectionDownload({ folder: "integrations-api", fileName: "integrations-api.bruno.zip" });
