import "next-auth";

declare module "next-auth" {
  interface Session {
    /** The account the admin is working in; switchable among their memberships. */
    accountId: string;
  }
}
