import { currentLane, lanePort, type E2eLane } from "./e2e-lanes";

// Where the e2e servers send notification mail (SMTP_URL in playwright.config.ts): a port beside
// the run's app ports, one per lane (e2e-lanes.ts), on which the specs that read mail start a real
// SMTP server (lib/testing/smtp-test-server.ts). While none listens, the servers' mails wait and retry.
export const e2eSmtpPort = (lane: E2eLane): number => lanePort(lane, 25);
export const e2eSmtpUrl = (lane: E2eLane): string => `smtp://127.0.0.1:${e2eSmtpPort(lane)}`;

/** The mail port of the lane whose spec runs now. */
export const currentSmtpPort = (): number => e2eSmtpPort(currentLane());
