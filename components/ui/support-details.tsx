/**
 * The code behind a message, for support, in a closed "Details" disclosure: customers read the
 * sentence, and can still quote the code when they ask for help.
 */
export function SupportDetails({ code, text }: { code: string; text?: string }) {
  return (
    <details className="mt-1 text-xs">
      <summary className="cursor-pointer select-none underline underline-offset-2">Details</summary>
      <p className="mt-1">
        Code for support: <code className="font-mono">{code}</code>
      </p>
      {text ? <p className="mt-0.5">{text}</p> : null}
    </details>
  );
}
