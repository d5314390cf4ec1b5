import { handlers } from "./config";

export const { GET, POST } = handlers;
