/**
 * One scrape of an instance's /metrics (Prometheus text format); the reader it returns sums the
 * samples of metric `name` whose labels contain `label` (all of them without one): a counter
 * summed over its series, or one series' value when `label` picks it out.
 */
export async function scrapeMetrics(metricsPort: number): Promise<(name: string, label?: string) => number> {
  const lines = (await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text()).split("\n");
  return (name, label = "") =>
    lines.filter((line) => line.startsWith(`${name}{`) && line.includes(label)).reduce((sum, line) => sum + Number(line.split(" ").pop()), 0);
}
