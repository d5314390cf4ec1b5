/** Wraps fetch so a 429 is retried after its `Retry-After` (seconds), up to `maxRetries` times. */
export function retryingFetch(baseFetch: typeof fetch, maxRetries: number, maxWaitSeconds = 60): typeof fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    for (let attempt = 0; ; attempt++) {
      const response = await baseFetch(request.clone());
      if (response.status !== 429 || attempt >= maxRetries) return response;
      const wait = Math.min(Number(response.headers.get("retry-after")) || 1, maxWaitSeconds);
      await response.body?.cancel();
      await new Promise((resolve) => setTimeout(resolve, wait * 1000));
    }
  };
}
