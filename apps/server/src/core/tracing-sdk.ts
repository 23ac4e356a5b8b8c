// The OpenTelemetry SDK, started only when OTEL_EXPORTER_OTLP_ENDPOINT is set: this module is imported with
// `import()` by the entry point, and it imports every SDK package with `import()` too, so a process without the
// setting loads none of them (the production bundle keeps dynamic imports of packages as they are).
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { createRequire } from 'node:module';
import { context, metrics, trace } from '@opentelemetry/api';
import type { FastifyPluginCallback, FastifyRequest } from 'fastify';
import { enableTracing } from './telemetry';

/** What the started SDK gives the server: the Fastify plugin, and flushing and stopping the export. */
export type Tracing = {
  /** `@fastify/otel`'s plugin: the request span with `http.route`; registered before every other plugin. */
  fastifyPlugin: FastifyPluginCallback;
  /** Sends every finished span and the metrics recorded so far (tests; before stopping). */
  flush: () => Promise<void>;
  /** Flushes and stops the export; the helpers of `core/telemetry.ts` stop making spans. */
  shutdown: () => Promise<void>;
};

/** Settings of the SDK; the exporters read OTEL_EXPORTER_OTLP_ENDPOINT and the other standard variables themselves. */
export type TracingSettings = {
  serviceName: string;
  serviceVersion: string;
  /** How often metrics (`http.server.request.duration`) are sent (OTEL_METRIC_EXPORT_INTERVAL, default 60 s). */
  metricExportIntervalMs: number;
};

/** Route parameters whose values are secrets (a cart's anonymous token, a file link's signature). */
const SECRET_PARAM = /token|signed|secret|password/i;
const REDACTED = 'REDACTED';

/** The request's path with the values of secret route parameters replaced (traces keep ids, never secrets). */
export const scrubbedPath = (url: string, routePattern: string | undefined): string => {
  const path = url.split('?')[0] ?? '';
  if (!routePattern?.includes(':')) {
    return path;
  }
  const patternSegments = routePattern.split('/');
  return path
    .split('/')
    .map((segment, index) => {
      const pattern = patternSegments[index];
      return pattern?.startsWith(':') && SECRET_PARAM.test(pattern) ? REDACTED : segment;
    })
    .join('/');
};

/** The query string with its values replaced: which parameters were sent, not what they said (search texts). */
export const scrubbedQuery = (url: string): string | undefined => {
  const at = url.indexOf('?');
  if (at < 0) {
    return undefined;
  }
  return [...new URLSearchParams(url.slice(at + 1)).keys()].map((key) => `${key}=${REDACTED}`).join('&');
};

/** Probes and the scrape are not traced: they come every few seconds and explain nothing. */
const isUntracedPath = (url: string | undefined) => /^\/(api\/health|metrics)(\/|\?|$)/.test(url ?? '');

/**
 * Starts tracing: a tracer provider exporting spans over OTLP/HTTP (protobuf, batched), a meter provider exporting
 * `http.server.request.duration`, and the instrumentations of Node's HTTP server (the server span, W3C trace context
 * from the caller), Fastify (`@fastify/otel`: the route) and pg. PGlite statements, the product's work and jobs get
 * their spans from `core/telemetry.ts`, which this hands the tracer to.
 */
export const startTracing = async (settings: TracingSettings): Promise<Tracing> => {
  const [
    { NodeTracerProvider, BatchSpanProcessor },
    { OTLPTraceExporter },
    { MeterProvider, PeriodicExportingMetricReader },
    { OTLPMetricExporter },
    { defaultResource, detectResources, envDetector, resourceFromAttributes },
    { HttpInstrumentation },
    { PgInstrumentation },
    { FastifyOtelInstrumentation },
  ] = await Promise.all([
    import('@opentelemetry/sdk-trace-node'),
    import('@opentelemetry/exporter-trace-otlp-proto'),
    import('@opentelemetry/sdk-metrics'),
    import('@opentelemetry/exporter-metrics-otlp-proto'),
    import('@opentelemetry/resources'),
    import('@opentelemetry/instrumentation-http'),
    import('@opentelemetry/instrumentation-pg'),
    import('@fastify/otel'),
  ]);

  // OTEL_SERVICE_NAME and OTEL_RESOURCE_ATTRIBUTES win over these defaults.
  const resource = defaultResource()
    .merge(
      resourceFromAttributes({
        'service.name': settings.serviceName,
        'service.version': settings.serviceVersion,
        'service.instance.id': randomUUID(),
      }),
    )
    .merge(detectResources({ detectors: [envDetector] }));

  const tracerProvider = new NodeTracerProvider({
    resource,
    spanProcessors: [new BatchSpanProcessor(new OTLPTraceExporter())],
  });
  // The AsyncLocalStorage context manager and the W3C trace-context propagator.
  tracerProvider.register();
  const meterProvider = new MeterProvider({
    resource,
    readers: [
      new PeriodicExportingMetricReader({
        exporter: new OTLPMetricExporter(),
        exportIntervalMillis: settings.metricExportIntervalMs,
      }),
    ],
  });
  metrics.setGlobalMeterProvider(meterProvider);

  const http = new HttpInstrumentation({
    ignoreIncomingRequestHook: (request: IncomingMessage) => isUntracedPath(request.url),
    // Outgoing calls (S3) only inside a request's or a job's trace.
    requireParentforOutgoingSpans: true,
    startIncomingSpanHook: (request: IncomingMessage) => {
      const query = scrubbedQuery(request.url ?? '');
      return query === undefined ? {} : { 'url.query': query };
    },
  });
  const pg = new PgInstrumentation({ requireParentSpan: true, ignoreConnectSpans: true });
  // The hooks patch pg when it is required; a pg already loaded (imported before this ran) is patched by requiring
  // it again, which hands its exports to the hook.
  createRequire(import.meta.url)('pg');
  const fastify = new FastifyOtelInstrumentation({
    // The request span and the handler's; a span per hook would bury them.
    instrumentHooks: false,
    ignorePaths: ({ url }: { url: string }) => isUntracedPath(url),
    requestHook: (span, request) => {
      const scrubbed = scrubbedPathOf(request);
      span.setAttribute('url.path', scrubbed);
      span.updateName(`${request.method} ${request.routeOptions.url ?? 'unmatched'}`);
      // The HTTP server's span (the parent) was named from the raw address: it gets the scrubbed one too.
      trace.getSpan(context.active())?.setAttribute('url.path', scrubbed);
    },
  });
  for (const instrumentation of [http, pg, fastify]) {
    instrumentation.setTracerProvider(tracerProvider);
    instrumentation.setMeterProvider(meterProvider);
  }
  enableTracing(tracerProvider.getTracer('door-configurator', settings.serviceVersion));

  const flush = async () => {
    await tracerProvider.forceFlush();
    await meterProvider.forceFlush();
  };
  return {
    fastifyPlugin: fastify.plugin() as FastifyPluginCallback,
    flush,
    shutdown: async () => {
      enableTracing(null);
      for (const instrumentation of [http, pg, fastify]) {
        instrumentation.disable();
      }
      await flush();
      await tracerProvider.shutdown();
      await meterProvider.shutdown();
      trace.disable();
      metrics.disable();
      context.disable();
    },
  };
};

const scrubbedPathOf = (request: FastifyRequest) => scrubbedPath(request.url, request.routeOptions.url);
