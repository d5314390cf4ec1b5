// Ready-to-paste receivers that verify our signatures with the Standard Webhooks libraries.
// Each verifies the raw body (before any JSON parsing) and answers 2xx only when it verifies.

export interface Snippet {
  id: "typescript" | "python" | "php";
  label: string;
  install: string;
  code: string;
}

export const snippets: Snippet[] = [
  {
    id: "typescript",
    label: "TypeScript",
    install: "npm install standardwebhooks",
    code: `import { Webhook } from "standardwebhooks";

const webhook = new Webhook(process.env.WEBHOOK_SECRET!); // "whsec_…"

// e.g. a Next.js route handler: app/webhooks/route.ts
export async function POST(request: Request) {
  const body = await request.text(); // the raw body, exactly as sent
  let event: { type: string; timestamp: string; data: Record<string, unknown> };
  try {
    event = webhook.verify(body, Object.fromEntries(request.headers)) as typeof event;
  } catch {
    return new Response("invalid signature", { status: 400 });
  }
  // Deliveries can repeat: deduplicate on the webhook-id header.
  const id = request.headers.get("webhook-id");
  console.log(id, event.type, event.data);
  return new Response(null, { status: 204 });
}`,
  },
  {
    id: "python",
    label: "Python",
    install: "pip install standardwebhooks flask",
    code: `import os
from flask import Flask, request
from standardwebhooks import Webhook

app = Flask(__name__)
webhook = Webhook(os.environ["WEBHOOK_SECRET"])  # "whsec_…"

@app.post("/webhooks")
def receive():
    headers = {name.lower(): value for name, value in request.headers.items()}
    try:
        event = webhook.verify(request.get_data(as_text=True), headers)
    except Exception:
        return "invalid signature", 400
    # Deliveries can repeat: deduplicate on headers["webhook-id"].
    print(headers["webhook-id"], event["type"], event["data"])
    return "", 204`,
  },
  {
    id: "php",
    label: "PHP",
    install: "composer require standard-webhooks/standard-webhooks",
    code: `<?php
require __DIR__ . '/vendor/autoload.php';

$webhook = new \\StandardWebhooks\\Webhook(getenv('WEBHOOK_SECRET')); // "whsec_…"

$body = file_get_contents('php://input'); // the raw body, exactly as sent
$headers = [
    'webhook-id' => $_SERVER['HTTP_WEBHOOK_ID'] ?? '',
    'webhook-timestamp' => $_SERVER['HTTP_WEBHOOK_TIMESTAMP'] ?? '',
    'webhook-signature' => $_SERVER['HTTP_WEBHOOK_SIGNATURE'] ?? '',
];
try {
    $event = $webhook->verify($body, $headers);
} catch (\\Exception $e) {
    http_response_code(400);
    exit('invalid signature');
}
// Deliveries can repeat: deduplicate on $headers['webhook-id'].
error_log($headers['webhook-id'] . ' ' . $event['type']);
http_response_code(204);`,
  },
];
