// Auth.js endpoints: sign-in callbacks, session, CSRF.
export { GET, POST } from "@/lib/adapters/session/handlers";
