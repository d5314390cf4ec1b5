/**
 * The server URL written into the committed copy of the document (collections and clients
 * override it; the copy served at /v1/openapi.json names the origin it is served from).
 * A placeholder under the reserved `.example` TLD (RFC 2606), https as the API requires.
 */
export const PUBLISHED_SERVER_URL = "https://integrations.example";
