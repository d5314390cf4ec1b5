import "next-auth";

declare module "next-auth" {
  interface Session {
    /** The account the admin is working in; switchable among their memberships. */
    accountId: string;
    /** When the session began (ms since the epoch); sessions begun before a password reset end. */
    signedInAt?: number;
  }
}
