import autocannon from 'autocannon';

export interface LoadResult {
  requestsPerSecond: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
  non2xx: number;
  /** Mean body size in bytes. */
  bytesPerResponse: number;
}

function percentile(sorted: Float64Array, p: number): number {
  if (sorted.length === 0) return 0;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return Number((sorted[Math.max(0, index)] ?? 0).toFixed(2));
}

/**
 * Drives `paths` round-robin with `connections` keep-alive connections for `seconds`. Latencies are
 * taken from every response (autocannon's own histogram has no p95), in milliseconds.
 */
export function runLoad(
  baseUrl: string,
  paths: string[],
  connections = 16,
  seconds = 10,
): Promise<LoadResult> {
  const latencies: number[] = [];
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: baseUrl,
        connections,
        duration: seconds,
        requests: paths.map((path) => ({ method: 'GET', path })),
      },
      (error, result) => {
        if (error) return reject(error);
        const sorted = Float64Array.from(latencies).sort();
        resolve({
          requestsPerSecond: Math.round(result.requests.average),
          p50: percentile(sorted, 50),
          p95: percentile(sorted, 95),
          p99: percentile(sorted, 99),
          errors: result.errors,
          non2xx: result.non2xx,
          bytesPerResponse: Math.round(result.throughput.total / Math.max(1, result.requests.total)),
        });
      },
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  });
}
