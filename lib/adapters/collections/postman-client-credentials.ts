import type { PostmanCollection } from "./postman-collection";

// The client-credentials variant of the Postman collection: instead of a pasted `{{token}}`,
// a collection-level pre-request script obtains an access token from `/oauth/token` with the
// OAuth client's `{{clientId}}` and `{{clientSecret}}` (client_secret_post, which needs no
// base64 in Postman's sandbox), keeps it in `{{accessToken}}` and fetches a new one a minute
// before it expires. It runs in Postman and in newman alike.

const PRE_REQUEST = [
  "var token = pm.collectionVariables.get(\"accessToken\");",
  "var renewAt = Number(pm.collectionVariables.get(\"accessTokenRenewAt\") || 0);",
  "if (!token || Date.now() >= renewAt) {",
  "    var scope = pm.variables.get(\"scope\");",
  "    var form = [",
  "        { key: \"grant_type\", value: \"client_credentials\" },",
  "        { key: \"client_id\", value: pm.variables.get(\"clientId\") },",
  "        { key: \"client_secret\", value: pm.variables.get(\"clientSecret\") }",
  "    ];",
  "    if (scope) form.push({ key: \"scope\", value: scope });",
  "    pm.sendRequest({",
  "        url: pm.variables.get(\"baseUrl\") + \"/oauth/token\",",
  "        method: \"POST\",",
  "        header: { \"Content-Type\": \"application/x-www-form-urlencoded\", Accept: \"application/json\" },",
  "        body: { mode: \"urlencoded\", urlencoded: form }",
  "    }, function (error, response) {",
  "        if (error || response.code !== 200) throw new Error(\"No access token: \" + (error || response.text()));",
  "        var answer = response.json();",
  "        pm.collectionVariables.set(\"accessToken\", answer.access_token);",
  "        pm.collectionVariables.set(\"accessTokenRenewAt\", String(Date.now() + Math.max(answer.expires_in - 60, answer.expires_in / 2) * 1000));",
  "    });",
  "}",
];

/** The same requests, authenticated as an OAuth client that obtains its own tokens. */
export function withClientCredentials(collection: PostmanCollection): PostmanCollection {
  return {
    ...collection,
    info: { ...collection.info, _postman_id: `${collection.info._postman_id.slice(0, -4)}0c1c`, name: `${collection.info.name} (OAuth client credentials)` },
    auth: { type: "bearer", bearer: [{ key: "token", value: "{{accessToken}}", type: "string" }] },
    event: [...(collection.event ?? []), { listen: "prerequest", script: { type: "text/javascript", exec: PRE_REQUEST } }],
    variable: [
      ...collection.variable.filter((entry) => entry.key !== "token"),
      { key: "clientId", value: "", type: "string", description: "The OAuth client's id (oac_…), from the customer area's OAuth clients page." },
      { key: "clientSecret", value: "", type: "string", description: "The OAuth client's secret (mis_cs_…)." },
      { key: "scope", value: "", type: "string", description: "Optional: read, or read write; empty for the client's whole ceiling." },
      { key: "accessToken", value: "", type: "string", description: "Set by the collection's pre-request script." },
      { key: "accessTokenRenewAt", value: "", type: "string", description: "Set by the collection's pre-request script (epoch milliseconds)." },
    ],
  };
}
