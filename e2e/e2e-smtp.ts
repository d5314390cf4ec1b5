// Where the e2e servers send notification mail (SMTP_URL in playwright.config.ts): a port beside
// the run's app ports, on which the specs that read mail start a real SMTP server
// (lib/testing/smtp-test-server.ts). While none listens, the servers' mails wait and retry.
export const e2eSmtpPort = Number(process.env.E2E_PORT ?? 3100) + 25;
export const e2eSmtpUrl = `smtp://127.0.0.1:${e2eSmtpPort}`;
