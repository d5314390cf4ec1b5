"use client";

import { useId } from "react";

interface RadioGroupProps {
  legend: string;
  name: string;
  options: { value: string; label: string; hint?: string }[];
  value?: string;
  defaultValue?: string;
  onChange?: (value: string) => void;
  error?: string;
  inline?: boolean;
}

/** Labelled radio buttons with hints, in a fieldset; controlled (value) or not (defaultValue). */
export function RadioGroup({ legend, name, options, value, defaultValue, onChange, error, inline }: RadioGroupProps) {
  const errorId = useId();
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="text-sm font-medium text-zinc-800 dark:text-zinc-200">{legend}</legend>
      <div className={inline ? "mt-1.5 flex flex-wrap gap-4" : "mt-1.5 space-y-1.5"}>
        {options.map((option) => (
          <label key={option.value} className="flex items-start gap-2 text-sm">
            <input
              type="radio"
              name={name}
              value={option.value}
              {...(value !== undefined ? { checked: value === option.value, onChange: () => onChange?.(option.value) } : { defaultChecked: defaultValue === option.value })}
              className="mt-0.5 h-4 w-4 border-zinc-300 accent-brand-600 dark:border-zinc-700"
            />
            <span>
              <span className="font-medium">{option.label}</span>
              {option.hint ? <span className="block text-xs text-zinc-600 dark:text-zinc-400">{option.hint}</span> : null}
            </span>
          </label>
        ))}
      </div>
      {error ? (
        <p id={errorId} className="mt-1.5 text-sm text-red-700 dark:text-red-400">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
