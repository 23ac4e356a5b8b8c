import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * An OTLP/HTTP receiver in the test process: it takes the protobuf bodies the SDK's exporters POST to `/v1/traces`
 * and `/v1/metrics`, answers 200 with an empty protobuf reply, and decodes spans and metric points with a small
 * reader of the protobuf wire format (field numbers of opentelemetry-proto's trace and metrics messages).
 */

/** One field of a protobuf message: varints as bigint, length-delimited and fixed fields as their bytes. */
type Field = { number: number; value: bigint | Buffer };

const readVarint = (bytes: Buffer, at: number): [bigint, number] => {
  let result = 0n;
  let shift = 0n;
  let index = at;
  for (;;) {
    const byte = bytes[index];
    if (byte === undefined) {
      throw new Error('protobuf: varint past the end');
    }
    result |= BigInt(byte & 0x7f) << shift;
    index += 1;
    if ((byte & 0x80) === 0) {
      return [result, index];
    }
    shift += 7n;
  }
};

/** The fields of one message, in order. */
const decode = (bytes: Buffer): Field[] => {
  const fields: Field[] = [];
  let at = 0;
  while (at < bytes.length) {
    const [key, next] = readVarint(bytes, at);
    const number = Number(key >> 3n);
    const wireType = Number(key & 7n);
    at = next;
    if (wireType === 0) {
      const [value, after] = readVarint(bytes, at);
      fields.push({ number, value });
      at = after;
    } else if (wireType === 1 || wireType === 5) {
      const size = wireType === 1 ? 8 : 4;
      fields.push({ number, value: bytes.subarray(at, at + size) });
      at += size;
    } else if (wireType === 2) {
      const [length, after] = readVarint(bytes, at);
      fields.push({ number, value: bytes.subarray(after, after + Number(length)) });
      at = after + Number(length);
    } else {
      throw new Error(`protobuf: wire type ${wireType} not expected in OTLP`);
    }
  }
  return fields;
};

const bytesOf = (fields: Field[], number: number): Buffer[] =>
  fields.filter((field) => field.number === number).map((field) => field.value as Buffer);
const first = (fields: Field[], number: number): Buffer | undefined => bytesOf(fields, number)[0];

/** An attribute value as a plain value (string, boolean, integer as number, double). */
const anyValue = (bytes: Buffer): unknown => {
  const [field] = decode(bytes);
  if (!field) {
    return undefined;
  }
  switch (field.number) {
    case 1:
      return (field.value as Buffer).toString('utf8');
    case 2:
      return field.value === 1n;
    case 3:
      return Number(field.value as bigint);
    case 4:
      return (field.value as Buffer).readDoubleLE(0);
    default:
      return (field.value as Buffer).toString('hex');
  }
};

const attributesOf = (fields: Field[], number: number): Record<string, unknown> =>
  Object.fromEntries(
    bytesOf(fields, number).map((keyValue) => {
      const pair = decode(keyValue);
      const value = first(pair, 2);
      return [first(pair, 1)?.toString('utf8') ?? '', value ? anyValue(value) : undefined];
    }),
  );

/** A received span. */
export type ReceivedSpan = {
  traceId: string;
  spanId: string;
  parentSpanId: string;
  name: string;
  /** 1 internal, 2 server, 3 client, 4 producer, 5 consumer. */
  kind: number;
  attributes: Record<string, unknown>;
  service: unknown;
};

/** A received metric data point. */
export type ReceivedPoint = { metric: string; attributes: Record<string, unknown> };

const spansOf = (body: Buffer): ReceivedSpan[] =>
  bytesOf(decode(body), 1).flatMap((resourceSpans) => {
    const resourceFields = decode(resourceSpans);
    const resource = first(resourceFields, 1);
    const service = resource ? attributesOf(decode(resource), 1)['service.name'] : undefined;
    return bytesOf(resourceFields, 2).flatMap((scopeSpans) =>
      bytesOf(decode(scopeSpans), 2).map((spanBytes) => {
        const span = decode(spanBytes);
        const kind = span.find((field) => field.number === 6)?.value;
        return {
          traceId: first(span, 1)?.toString('hex') ?? '',
          spanId: first(span, 2)?.toString('hex') ?? '',
          parentSpanId: first(span, 4)?.toString('hex') ?? '',
          name: first(span, 5)?.toString('utf8') ?? '',
          kind: typeof kind === 'bigint' ? Number(kind) : 0,
          attributes: attributesOf(span, 9),
          service,
        };
      }),
    );
  });

/** Where each kind of metric data keeps its points' attributes: gauge 5, sum 7, summary 11 in their number or
 * summary points (field 7), histogram 9 in field 9, exponential histogram 10 in field 1. */
const POINT_ATTRIBUTES = new Map([
  [5, 7],
  [7, 7],
  [9, 9],
  [10, 1],
  [11, 7],
]);

const pointsOf = (body: Buffer): ReceivedPoint[] =>
  bytesOf(decode(body), 1).flatMap((resourceMetrics) =>
    bytesOf(decode(resourceMetrics), 2).flatMap((scopeMetrics) =>
      bytesOf(decode(scopeMetrics), 2).flatMap((metricBytes) => {
        const metric = decode(metricBytes);
        const name = first(metric, 1)?.toString('utf8') ?? '';
        return [...POINT_ATTRIBUTES].flatMap(([dataField, attributesField]) =>
          bytesOf(metric, dataField).flatMap((data) =>
            bytesOf(decode(data), 1).map((point) => ({
              metric: name,
              attributes: attributesOf(decode(point), attributesField),
            })),
          ),
        );
      }),
    ),
  );

/** Starts the receiver on a free port of 127.0.0.1. */
export const startOtlpReceiver = async () => {
  const spans: ReceivedSpan[] = [];
  const points: ReceivedPoint[] = [];
  const contentTypes = new Set<string>();
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks);
      contentTypes.add(String(request.headers['content-type']));
      try {
        if (request.url === '/v1/traces') {
          spans.push(...spansOf(body));
        } else if (request.url === '/v1/metrics') {
          points.push(...pointsOf(body));
        }
        response.writeHead(200, { 'content-type': 'application/x-protobuf' }).end();
      } catch (error) {
        response.writeHead(400).end(String(error));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    spans,
    points,
    contentTypes,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};
