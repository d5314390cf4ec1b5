/** Deliveries per page of the log (server render and client polling alike). */
export const DELIVERY_PAGE_SIZE = 25;
