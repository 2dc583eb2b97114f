import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

/**
 * The process's Prometheus registry (`GET /metrics`, decision 034). One per app instance (tests build
 * several apps in one process). Modules add their own figures through `gauge`/`watchCache` instead of
 * importing prom-client themselves, so every metric is named `regal_*` and collected at scrape time.
 */
export interface CacheFigures {
  hits: number;
  misses: number;
  /** entries held now */
  size: number;
}

export interface Metrics {
  readonly registry: Registry;
  /** one finished HTTP request: `route` is the route's pattern (`/api/entries/:uid`), never the URL */
  observeRequest(method: string, route: string, status: number, seconds: number): void;
  /** a database error that reached the error handler: `outage`, `input` (22xxx) or `other` */
  databaseError(kind: 'outage' | 'input' | 'other'): void;
  /**
   * A gauge whose values are read when scraped; `collect` returns one value per label set. For
   * figures another module owns (a queue's depth, a table's counts).
   */
  gauge<L extends string>(
    name: string,
    help: string,
    labelNames: readonly L[],
    collect: () => Promise<{ labels: Record<L, string>; value: number }[]>,
  ): void;
  /**
   * An answer cache's hits, misses and size under `regal_answer_cache_{hits,misses,entries}{cache=name}` — the hook the
   * answer cache (issue 21) registers itself with; read at scrape time.
   */
  watchCache(name: string, figures: () => CacheFigures): void;
}

export function createMetrics(): Metrics {
  const registry = new Registry();
  // Process figures: CPU, memory, heap, handles, GC and the event-loop lag (nodejs_eventloop_lag_*).
  collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 20 });
  const requests = new Histogram({
    name: 'regal_http_request_duration_seconds',
    help: 'HTTP requests by method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const dbErrors = new Counter({
    name: 'regal_db_query_errors_total',
    help: 'Database errors that reached a request: outage (unreachable), input (22xxx), other',
    labelNames: ['kind'] as const,
    registers: [registry],
  });
  const caches = new Map<string, () => CacheFigures>();
  const cacheGauge = (name: string, help: string, pick: (f: CacheFigures) => number) =>
    new Gauge({
      name,
      help,
      labelNames: ['cache'] as const,
      registers: [registry],
      collect() {
        this.reset();
        for (const [cache, figures] of caches) this.set({ cache }, pick(figures()));
      },
    });
  cacheGauge('regal_answer_cache_hits', 'Answer-cache hits since start', (f) => f.hits);
  cacheGauge('regal_answer_cache_misses', 'Answer-cache misses since start', (f) => f.misses);
  cacheGauge('regal_answer_cache_entries', 'Answers held in the cache', (f) => f.size);

  return {
    registry,
    observeRequest(method, route, status, seconds) {
      requests.observe({ method, route, status: String(status) }, seconds);
    },
    databaseError(kind) {
      dbErrors.inc({ kind });
    },
    gauge<L extends string>(
      name: string,
      help: string,
      labelNames: readonly L[],
      collect: () => Promise<{ labels: Record<L, string>; value: number }[]>,
    ) {
      new Gauge<L>({
        name,
        help,
        labelNames: [...labelNames],
        registers: [registry],
        async collect() {
          const values = await collect();
          this.reset();
          for (const { labels, value } of values) this.set(labels, value);
        },
      });
    },
    watchCache(name, figures) {
      caches.set(name, figures);
    },
  };
}
