import type { CollectionFiles } from "./bruno-collection";

// The client-credentials variant of the Bruno collection: the same requests, but the collection's
// auth is Bruno's own OAuth 2.0 client-credentials mode instead of a pasted `{{token}}`. Bruno
// (the app and `bru run` alike) fetches a token from `/oauth/token` with `{{clientId}}` and
// `{{clientSecret}}` in a Basic header (client_secret_basic), keeps it for the run and fetches a
// new one when it has expired. No script of ours: the integrator sees a standard OAuth setup.

const COLLECTION_AUTH = `auth {
  mode: oauth2
}

auth:oauth2 {
  grant_type: client_credentials
  access_token_url: {{baseUrl}}/oauth/token
  refresh_token_url: 
  client_id: {{clientId}}
  client_secret: {{clientSecret}}
  scope: {{scope}}
  credentials_placement: basic_auth_header
  credentials_id: credentials
  token_source: access_token
  token_placement: header
  token_header_prefix: Bearer
  auto_fetch_token: true
  auto_refresh_token: true
}
`;

/** The collection's files, authenticated as an OAuth client that obtains its own tokens. */
export function withClientCredentials(files: CollectionFiles, options: { baseUrl: string }): CollectionFiles {
  const bruno = JSON.parse(files["bruno.json"]!) as { name: string };
  return {
    ...files,
    "bruno.json": `${JSON.stringify({ ...bruno, name: `${bruno.name} (OAuth client credentials)` }, null, 2)}\n`,
    "collection.bru": COLLECTION_AUTH,
    // `clientSecret` is a secret: Bruno keeps its value out of the file once the admin types it in.
    // `scope` is optional: empty asks for the client's whole ceiling; "read" narrows it.
    "environments/Local.bru": `vars {\n  baseUrl: ${options.baseUrl}\n  clientId: \n  scope: \n}\n\nvars:secret [\n  clientSecret\n]\n`,
  };
}
