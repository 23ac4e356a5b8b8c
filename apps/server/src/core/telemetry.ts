// Metrics and traces of this process, one small helper per kind of work. Metrics are prom-client's (read at
// `GET /metrics`); traces go through the OpenTelemetry API, which does nothing until `core/tracing-sdk.ts` (loaded
// only when OTEL_EXPORTER_OTLP_ENDPOINT is set) hands a tracer over with `enableTracing`. Without it every helper
// here skips the API entirely: no span objects, no context switches.
import {
  type Attributes,
  type Context,
  context,
  propagation,
  ROOT_CONTEXT,
  type Span,
  SpanKind,
  SpanStatusCode,
  type Tracer,
  trace,
} from '@opentelemetry/api';
import { collectDefaultMetrics, Histogram, Registry } from 'prom-client';

/** Every metric of this process that does not depend on an app (default metrics, durations). */
export const processMetrics = new Registry();

let defaultMetricsStarted = false;

/** Starts prom-client's process and event-loop metrics (once per process; called when `/metrics` is on). */
export const startProcessMetrics = (): void => {
  if (!defaultMetricsStarted) {
    defaultMetricsStarted = true;
    collectDefaultMetrics({ register: processMetrics });
  }
};

/** Seconds: 5 ms to 30 s (PDFs, imports and publishes take seconds, a price takes milliseconds). */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

/**
 * HTTP durations as fastify-metrics names them: the route is the route's pattern (`/api/v1/document/:id`), never
 * the address asked for, so no id and no personal data becomes a label.
 */
export const httpRequestDuration = new Histogram({
  name: 'http_request_duration_seconds',
  help: 'Duration of HTTP requests by method, route pattern and status code',
  labelNames: ['method', 'route', 'status_code'] as const,
  buckets: DURATION_BUCKETS,
  registers: [processMetrics],
});

/** Formats of rendered documents and pictures (a label value: a fixed set). */
export type RenderFormat = 'pdf' | 'docx' | 'png' | 'svg';

/** The product's own kinds of work: each a duration histogram with `outcome` (ok, error) and a span. */
const WORK = {
  configuratorChange: {
    metric: 'door_configurator_change_duration_seconds',
    help: 'Duration of a configurator change (a value chosen, evaluated, priced and stored)',
    span: 'configurator change',
  },
  price: {
    metric: 'door_price_duration_seconds',
    help: "Duration of pricing a configuration for its caller's price list",
    span: 'price',
  },
  documentRender: {
    metric: 'door_document_render_duration_seconds',
    help: 'Duration of rendering a document (format: pdf, docx)',
    span: 'render document',
    hasFormat: true,
  },
  pictureRender: {
    metric: 'door_picture_render_duration_seconds',
    help: 'Duration of drawing a door picture (format: svg, or png: drawn and rasterised)',
    span: 'render picture',
    hasFormat: true,
  },
  catalogueImport: {
    metric: 'door_catalogue_import_duration_seconds',
    help: 'Duration of a catalogue import (read, checked, compared and stored as a version; dry runs too)',
    span: 'catalogue import',
  },
  cataloguePublish: {
    metric: 'door_catalogue_publish_duration_seconds',
    help: 'Duration of publishing a catalogue version',
    span: 'catalogue publish',
  },
} as const;

/** A kind of the product's work that `measure` times. */
export type WorkName = keyof typeof WORK;

const workHistograms = Object.fromEntries(
  Object.entries(WORK).map(([name, work]) => [
    name,
    new Histogram({
      name: work.metric,
      help: work.help,
      labelNames: 'hasFormat' in work ? ['format', 'outcome'] : ['outcome'],
      buckets: DURATION_BUCKETS,
      registers: [processMetrics],
    }),
  ]),
) as Record<WorkName, Histogram<'format' | 'outcome'>>;

/** Duration of each background job run, by its kind (a name in the code, not an id). */
const jobDuration = new Histogram({
  name: 'door_job_duration_seconds',
  help: 'Duration of a background job run by kind and outcome',
  labelNames: ['kind', 'outcome'] as const,
  buckets: DURATION_BUCKETS,
  registers: [processMetrics],
});

/** The metric names of the product's work, for the documentation test and operations.md. */
export const WORK_METRIC_NAMES = [...Object.values(WORK).map((work) => work.metric), 'door_job_duration_seconds'];

let tracer: Tracer | null = null;

/** Hands the tracer of the started SDK to every helper here (`core/tracing-sdk.ts`); `null` turns tracing off. */
export const enableTracing = (active: Tracer | null): void => {
  tracer = active;
};

/** Whether this process records traces. */
export const isTracing = (): boolean => tracer !== null;

type Outcome = 'ok' | 'error';

const isPromise = (value: unknown): value is Promise<unknown> =>
  typeof value === 'object' && value !== null && typeof (value as { then?: unknown }).then === 'function';

/**
 * Runs `work` (sync or async) and calls `done` with its outcome when it ends, passing its result or error through.
 */
const settle = <T>(work: () => T, done: (outcome: Outcome, error?: unknown) => void): T => {
  let result: T;
  try {
    result = work();
  } catch (error) {
    done('error', error);
    throw error;
  }
  if (isPromise(result)) {
    return result.then(
      (value) => {
        done('ok');
        return value;
      },
      (error: unknown) => {
        done('error', error);
        throw error;
      },
    ) as T;
  }
  done('ok');
  return result;
};

const endSpan = (span: Span, outcome: Outcome, error?: unknown) => {
  if (outcome === 'error') {
    span.setStatus({ code: SpanStatusCode.ERROR, message: error instanceof Error ? error.message : undefined });
    if (error instanceof Error) {
      span.recordException(error);
    }
  }
  span.end();
};

/** Runs `work` in a new span (a child of the active one, or of `parent`) when tracing is on; else just runs it. */
const inSpan = <T>(
  name: string,
  options: { kind?: SpanKind; attributes?: Attributes; parent?: Context },
  work: () => T,
  done: (outcome: Outcome) => void,
): T => {
  if (!tracer) {
    return settle(work, done);
  }
  const parent = options.parent ?? context.active();
  const span = tracer.startSpan(name, { kind: options.kind, attributes: options.attributes }, parent);
  return context.with(trace.setSpan(parent, span), () =>
    settle(work, (outcome, error) => {
      done(outcome);
      endSpan(span, outcome, error);
    }),
  );
};

/**
 * Times one piece of the product's work (its histogram, with `format` for renderings) and, when tracing is on,
 * runs it in a span of its own: `measure('documentRender', () => renderPrintPdf(model), 'pdf')`.
 */
export const measure = <T>(name: WorkName, work: () => T, format?: RenderFormat): T => {
  const started = performance.now();
  return inSpan(WORK[name].span, { attributes: format ? { 'door.format': format } : undefined }, work, (outcome) => {
    const seconds = (performance.now() - started) / 1000;
    workHistograms[name].observe(format ? { format, outcome } : { outcome }, seconds);
  });
};

/** The W3C `traceparent` of the active span (stored with a job so its run joins the request's trace), or null. */
export const currentTraceParent = (): string | null => {
  if (!tracer || !trace.getSpan(context.active())) {
    return null;
  }
  const carrier: Record<string, string> = {};
  propagation.inject(context.active(), carrier);
  return carrier.traceparent ?? null;
};

/**
 * Runs one attempt of a background job: times it by kind and, when tracing is on, in a `job KIND` span whose parent
 * is the span that queued the job (its `traceparent`, kept in the job's row), so the job shows in the request's trace.
 */
export const measureJob = <T>(kind: string, traceParent: string | null, work: () => Promise<T>): Promise<T> => {
  const started = performance.now();
  const parent = tracer && traceParent ? propagation.extract(ROOT_CONTEXT, { traceparent: traceParent }) : ROOT_CONTEXT;
  return inSpan(
    `job ${kind}`,
    { kind: SpanKind.CONSUMER, attributes: { 'door.job.kind': kind }, parent },
    work,
    (outcome) => jobDuration.observe({ kind, outcome }, (performance.now() - started) / 1000),
  );
};

/**
 * A span around one database statement (PGlite: the pg driver has its own instrumentation), named and described
 * like OpenTelemetry's pg instrumentation (`db.system.name`, `db.operation.name`, `db.query.text`). Only inside a
 * trace: the background loop's polling starts none.
 */
export const traceStatement = <T>(statement: string, work: () => Promise<T>): Promise<T> => {
  if (!tracer || !trace.getSpan(context.active())) {
    return work();
  }
  const operation = /^\s*([A-Za-z]+)/.exec(statement)?.[1]?.toUpperCase() ?? 'QUERY';
  return inSpan(
    `pglite.query:${operation}`,
    {
      kind: SpanKind.CLIENT,
      attributes: { 'db.system.name': 'postgresql', 'db.operation.name': operation, 'db.query.text': statement },
    },
    work,
    () => undefined,
  );
};

/** The active trace's id, or null (no tracing, or outside a trace). */
export const activeTraceId = (): string | null => {
  if (!tracer) {
    return null;
  }
  const span = trace.getSpan(context.active());
  return span ? span.spanContext().traceId : null;
};

/** Pino's `mixin` while tracing: the trace and span id of the active span on every log line written inside one. */
export const traceLogFields = (): Record<string, string> => {
  const span = trace.getSpan(context.active());
  if (!span) {
    return {};
  }
  const { traceId, spanId } = span.spanContext();
  return { traceId, spanId };
};
