// Standard output carries only results meant for scripts (a new token); everything a person
// reads goes to standard error, so `TOKEN=$(npm run -s cli -- token create …)` stays clean.

export function say(line: string): void {
  process.stderr.write(`${line}\n`);
}

export function result(line: string): void {
  process.stdout.write(`${line}\n`);
}
