// GET /downloads/integrations-client-<language>.zip: a client library (TypeScript, Python, PHP).
import { clientArchive, clientLanguageOfArchive } from "@/lib/adapters/collections/client-archives";

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }): Promise<Response> {
  const { file } = await params;
  const language = clientLanguageOfArchive(file);
  if (!language) return new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain" } });
  const bytes = await clientArchive(language);
  return new Response(bytes as BodyInit, {
    headers: {
      "Content-Type": "application/zip",
      "Content-Disposition": `attachment; filename="${file}"`,
      "Cache-Control": "public, max-age=300",
    },
  });
}
