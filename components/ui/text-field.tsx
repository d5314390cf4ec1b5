"use client";

import { useEffect, useId, useRef, useState, type InputHTMLAttributes } from "react";

const MAX_COUNTED_LENGTH = 500;

type TextFieldProps = InputHTMLAttributes<HTMLInputElement> & { label: string; error?: string; hint?: string };

/**
 * A labelled input with an optional hint and error, wired for screen readers. With a
 * `maxLength` it shows how many characters are used, so nothing is cut off unseen.
 */
export function TextField({ label, error, hint, onChange, ...props }: TextFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const counterId = `${id}-counter`;
  const [length, setLength] = useState(String(props.value ?? props.defaultValue ?? "").length);
  const input = useRef<HTMLInputElement>(null);
  // form.reset() changes the value without a change event: recount after it.
  useEffect(() => {
    const form = input.current?.form;
    if (!form) return;
    const recount = () => setTimeout(() => setLength(input.current?.value.length ?? 0));
    form.addEventListener("reset", recount);
    return () => form.removeEventListener("reset", recount);
  }, []);
  // A limit nobody reaches by typing (a 2 048-character URL) needs no counter.
  const limit = props.maxLength && props.maxLength <= MAX_COUNTED_LENGTH ? props.maxLength : undefined;
  const describedBy = [hint ? hintId : null, limit ? counterId : null, error ? errorId : null].filter(Boolean).join(" ") || undefined;
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-zinc-800 dark:text-zinc-200">
        {label}
      </label>
      <input
        ref={input}
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        onChange={(event) => {
          setLength(event.currentTarget.value.length);
          onChange?.(event);
        }}
        {...props}
        className="block h-10 w-full rounded-md border border-zinc-300 bg-white px-3 text-sm text-zinc-900 placeholder:text-zinc-500 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-500/30 read-only:bg-zinc-50 disabled:bg-zinc-50 disabled:text-zinc-700 dark:border-zinc-700 dark:bg-zinc-900 dark:text-zinc-100 dark:read-only:bg-zinc-800/50 dark:disabled:bg-zinc-800/50 dark:disabled:text-zinc-300"
      />
      {hint || limit ? (
        <div className="flex justify-between gap-3 text-xs text-zinc-600 dark:text-zinc-400">
          {hint ? <p id={hintId}>{hint}</p> : <span />}
          {limit ? (
            <p id={counterId} className="shrink-0 tabular-nums">
              {length}/{limit} characters
            </p>
          ) : null}
        </div>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm text-red-700 dark:text-red-400">
          {error}
        </p>
      ) : null}
    </div>
  );
}
