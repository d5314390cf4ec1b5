import "next-auth";

declare module "next-auth" {
  interface Session {
    /** The account the admin is working in; switchable among their memberships. */
    accountId: string;
    /** The server-side session record (user_sessions.id); absent in a JWT from before records existed. */
    sessionId?: string;
  }
}
