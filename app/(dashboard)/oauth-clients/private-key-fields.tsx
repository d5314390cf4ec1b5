"use client";

import { useId } from "react";
import { TextField } from "@/components/ui/text-field";
import { RadioGroup } from "./radio-group";

export type KeySource = "paste" | "url";

/**
 * Where a private-key-JWT client's public key comes from: pasted, or a JWKS URL. Shown only
 * once "Private key JWT" is chosen, so create-client-form.tsx fetches it then, not with the page.
 */
export function PrivateKeyFields({ keySource, onKeySourceChange, errors }: { keySource: KeySource; onKeySourceChange: (source: KeySource) => void; errors: { jwks?: string; jwksUri?: string } }) {
  const jwksId = useId();
  return (
    <div className="space-y-3 rounded-lg border border-zinc-200 p-4 dark:border-zinc-800">
      <RadioGroup
        legend="Public key"
        name="keySource"
        value={keySource}
        onChange={(value) => onKeySourceChange(value as KeySource)}
        inline
        options={[
          { value: "paste", label: "Paste a JWK or JWKS" },
          { value: "url", label: "JWKS URL" },
        ]}
      />
      {keySource === "paste" ? (
        <div className="space-y-1.5">
          <label htmlFor={jwksId} className="block text-sm font-medium text-zinc-800 dark:text-zinc-200">
            Public JWK or JWKS
          </label>
          <textarea
            id={jwksId}
            name="jwks"
            rows={5}
            aria-invalid={errors.jwks ? true : undefined}
            aria-describedby={`${jwksId}-hint${errors.jwks ? ` ${jwksId}-error` : ""}`}
            placeholder='{"kty":"EC","crv":"P-256","x":"…","y":"…"}'
            className="block w-full rounded-md border border-zinc-300 bg-white p-3 font-mono text-xs text-zinc-900 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-500/30 dark:border-zinc-700 dark:bg-zinc-900 dark:text-zinc-100"
          />
          <p id={`${jwksId}-hint`} className="text-xs text-zinc-600 dark:text-zinc-400">
            RSA (2048 bits or more), EC or Ed25519. Only the public part is kept, even if a private key is pasted.
          </p>
          {errors.jwks ? (
            <p id={`${jwksId}-error`} className="text-sm text-red-700 dark:text-red-400">
              {errors.jwks}
            </p>
          ) : null}
        </div>
      ) : (
        <TextField label="JWKS URL" name="jwksUri" type="url" maxLength={2048} placeholder="https://erp.example.com/.well-known/jwks.json" hint="Fetched over https when a token is requested, kept for 5 minutes." error={errors.jwksUri} />
      )}
    </div>
  );
}
