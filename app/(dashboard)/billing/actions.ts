"use server";

import { revalidatePath } from "next/cache";
import { z } from "zod";
import { adminAction } from "@/lib/adapters/actions/admin-action";
import { updateBillingDetails } from "@/lib/domains/billing/update-billing-details";

const billingSchema = z.object({
  companyName: z.string().max(200, "Use at most 200 characters."),
  billingAddress: z.string().max(1400, "Use at most 6 lines."),
  country: z.string().max(2, "Use the two-letter country code, such as DE."),
  vatId: z.string().max(40, "Use at most 20 letters and digits."),
});

/** The service validates (VAT id per country) and reads the member's role in its transaction. */
export const updateBillingDetailsAction = adminAction(
  billingSchema,
  async (input, { service }) => {
    const saved = await updateBillingDetails({
      ...service,
      ...input,
      billingAddress: input.billingAddress.split("\n"),
    });
    revalidatePath("/billing");
    return saved;
  },
  { permission: "manage_billing" },
);
