/** The server URL written into the committed copy of the document (collections and clients override it). */
export const PUBLISHED_SERVER_URL = "http://localhost:3000";
