/**
 * The shapes of tracing.ts's seam, apart so the SDK's module (tracing-otel.ts) can name them without
 * importing the module that imports it.
 */

/** What the operator set in the standard OpenTelemetry environment variables (tracingFromEnv). */
export interface TraceSettings {
  /** Where spans are posted: OTEL_EXPORTER_OTLP_TRACES_ENDPOINT, or OTEL_EXPORTER_OTLP_ENDPOINT + `/v1/traces`. */
  endpoint: string;
  protocol: 'http/protobuf' | 'http/json';
  /** OTEL_SERVICE_NAME, else `webx-storefront`. */
  serviceName: string;
  sampler: TraceSampler;
  /** Spans wait at most this long in the batch before they are posted (the SDK's 5 s unless set, OTEL_BSP_SCHEDULE_DELAY). */
  batchDelayMs?: number | undefined;
}

export type TraceSampler =
  | { kind: 'always_on' | 'always_off' | 'parentbased_always_on' | 'parentbased_always_off' }
  | { kind: 'traceidratio' | 'parentbased_traceidratio'; ratio: number };

export type SpanKindName = 'server' | 'client' | 'internal' | 'producer' | 'consumer';
export type SpanAttributes = Record<string, string | number | boolean | undefined>;

/** One span as our seams use it. */
export interface TraceSpan {
  set(attributes: SpanAttributes): void;
  rename(name: string): void;
  /** Marks the span failed with the error's type and message. */
  fail(error: unknown): void;
  end(): void;
  /** Runs `work` with this span as the current one: spans started inside, across awaits, are its children. */
  run<T>(work: () => T): T;
}

export interface SpanOptions {
  kind?: SpanKindName;
  attributes?: SpanAttributes;
  /**
   * Headers of a request a trusted proxy passed on: their `traceparent` becomes the parent when no
   * span is current. Never a client's own headers, which could choose the trace and its sampling.
   */
  remoteParent?: Record<string, string | string[] | undefined>;
  /** A trace of its own, whatever span is current (a job's run). */
  root?: boolean;
  /** A `traceparent` to link to (the request that enqueued a job). */
  linkTo?: string | undefined;
  /** Only within a trace: with no current span nothing is recorded (the workers' polls start none). */
  childOnly?: boolean;
}

export interface Tracing {
  /** Whether an exporter is configured: seams skip even building their attributes when it is not. */
  readonly on: boolean;
  start(name: string, options?: SpanOptions): TraceSpan;
  /** Runs `work` in a new span, ended when it settles (failed when it throws). */
  inSpan<T>(name: string, options: SpanOptions, work: (span: TraceSpan) => Promise<T>): Promise<T>;
  /** Sets attributes on the current span, if any. */
  annotate(attributes: SpanAttributes): void;
  /** The W3C trace context headers (`traceparent`, `tracestate`) of the current span, for a request it sends. */
  outgoingHeaders(): Record<string, string>;
  /** Posts the spans still in the batch. */
  flush(): Promise<void>;
  shutdown(): Promise<void>;
}
