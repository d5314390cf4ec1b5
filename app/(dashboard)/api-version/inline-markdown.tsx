import { Fragment } from "react";

/**
 * The change modules' Markdown as the page needs it: `code` as code, *emphasis* as emphasis, the
 * rest as text. Their descriptions are one paragraph each, written by us: nothing more is used.
 */
export function InlineMarkdown({ text }: { text: string }) {
  return (
    <>
      {text.split(/(`[^`]+`)/).map((part, index) =>
        part.startsWith("`") && part.endsWith("`") && part.length > 1 ? (
          <code key={index} className="rounded bg-zinc-100 px-1 font-mono text-[0.85em] dark:bg-zinc-800">
            {part.slice(1, -1)}
          </code>
        ) : (
          <Fragment key={index}>
            {part.split(/(\*[^*]+\*)/).map((piece, inner) =>
              piece.startsWith("*") && piece.endsWith("*") && piece.length > 2 ? <em key={inner}>{piece.slice(1, -1)}</em> : piece,
            )}
          </Fragment>
        ),
      )}
    </>
  );
}
