import autocannon from 'autocannon';

/** Where and how hard a load run goes. */
export interface LoadOptions {
  base: string;
  connections: number;
  /** seconds */
  duration: number;
  headers?: Record<string, string>;
}

export interface Figures {
  name: string;
  p50: number;
  p95: number;
  p99: number;
  rps: number;
  errors: number;
  bytes: number;
}

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? 0 : (sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0);

/** Runs one scenario; paths rotate per request. Latencies are recorded per response for exact p95. */
export async function measureLoad(
  { base, connections, duration, headers = {} }: LoadOptions,
  name: string,
  nextPath: () => string,
): Promise<Figures> {
  const latencies: number[] = [];
  let bytes = 0;
  let errors = 0;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: base,
        connections,
        duration,
        headers,
        requests: [{ setupRequest: (request) => ({ ...request, path: nextPath() }) }],
      },
      (error, finished) => (error ? reject(error) : resolve(finished)),
    );
    instance.on('response', (_client, statusCode, resBytes, responseTime) => {
      latencies.push(responseTime);
      bytes += resBytes;
      if (statusCode >= 400) errors++;
    });
  });
  latencies.sort((a, b) => a - b);
  return {
    name,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    rps: result.requests.average,
    errors: errors + result.errors + result.timeouts,
    bytes: latencies.length > 0 ? Math.round(bytes / latencies.length) : 0,
  };
}
