/**
 * An error a service throws with a stable code from a closed list, for the adapter that knows
 * how to answer it (an RFC 6749 error body, a problem, a sync's `last_error`). `name` is the
 * subclass's own, so logs say which kind it was.
 */
export class CodedError<Code extends string> extends Error {
  readonly code: Code;

  constructor(code: Code, message: string) {
    super(message);
    this.name = new.target.name;
    this.code = code;
  }
}
