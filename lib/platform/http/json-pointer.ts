/** One segment of a JSON pointer (RFC 6901): `~` and `/` inside a key must not read as syntax. */
export const escapePointerSegment = (segment: PropertyKey) => String(segment).replace(/~/g, "~0").replace(/\//g, "~1");
