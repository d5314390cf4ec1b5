import { lazy } from "react";

// Shown only after an action (setup started, codes made): fetched then, not with the page (issue 26).
export const TotpConfirmForm = lazy(() => import("./totp-confirm-form").then((module) => ({ default: module.TotpConfirmForm })));
export const RecoveryCodesList = lazy(() => import("./recovery-codes-list").then((module) => ({ default: module.RecoveryCodesList })));
