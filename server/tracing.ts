/**
 * OpenTelemetry traces when the operator configures an exporter (docs/deploy.md, "Traces"; decision
 * 109). This module is the seam the host, the store API, the database and the jobs call; it imports
 * no OpenTelemetry package. Without an exporter the calls below go to NO_TRACING, which runs the work
 * as it is, and the SDK (tracing-otel.ts) is never imported: start-up and every request pay nothing.
 */

import type { TraceSampler, TraceSettings, TraceSpan, Tracing } from './tracing-types';

export type { SpanAttributes, SpanKindName, SpanOptions, TraceSampler, TraceSettings, TraceSpan, Tracing } from './tracing-types';

const SAMPLERS = [
  'always_on',
  'always_off',
  'traceidratio',
  'parentbased_always_on',
  'parentbased_always_off',
  'parentbased_traceidratio',
] as const;

/**
 * The settings the environment gives, or null when traces are off: no endpoint, OTEL_SDK_DISABLED=true
 * or OTEL_TRACES_EXPORTER=none. A setting this server cannot honour (gRPC, another exporter, a bad
 * sampler) stops the start with its name rather than dropping traces unheard.
 */
export function tracingFromEnv(env: NodeJS.ProcessEnv): TraceSettings | null {
  const text = (name: string) => env[name]?.trim() || undefined;
  if (text('OTEL_SDK_DISABLED')?.toLowerCase() === 'true') return null;
  const exporter = text('OTEL_TRACES_EXPORTER')?.toLowerCase();
  if (exporter === 'none') return null;
  if (exporter !== undefined && exporter !== 'otlp')
    throw new Error(`OTEL_TRACES_EXPORTER: only "otlp" (or "none") is supported, not "${exporter}"`);
  const tracesEndpoint = text('OTEL_EXPORTER_OTLP_TRACES_ENDPOINT');
  const base = text('OTEL_EXPORTER_OTLP_ENDPOINT');
  const endpoint = tracesEndpoint ?? (base ? `${base.replace(/\/+$/, '')}/v1/traces` : undefined);
  if (!endpoint) return null;
  if (!/^https?:\/\/[^/]/i.test(endpoint))
    throw new Error(`OTEL_EXPORTER_OTLP${tracesEndpoint ? '_TRACES' : ''}_ENDPOINT: not an http(s) URL: ${endpoint}`);
  const protocol = text('OTEL_EXPORTER_OTLP_TRACES_PROTOCOL') ?? text('OTEL_EXPORTER_OTLP_PROTOCOL') ?? 'http/protobuf';
  if (protocol !== 'http/protobuf' && protocol !== 'http/json')
    throw new Error(`OTEL_EXPORTER_OTLP_PROTOCOL: "${protocol}" is not supported; use http/protobuf (port 4318) or http/json`);
  const delay = text('OTEL_BSP_SCHEDULE_DELAY');
  if (delay !== undefined && !/^\d+$/.test(delay)) throw new Error(`OTEL_BSP_SCHEDULE_DELAY: not a number of milliseconds: ${delay}`);
  return {
    endpoint,
    protocol,
    serviceName: text('OTEL_SERVICE_NAME') ?? 'webx-storefront',
    sampler: samplerFromEnv(text('OTEL_TRACES_SAMPLER') ?? 'parentbased_always_on', text('OTEL_TRACES_SAMPLER_ARG')),
    ...(delay !== undefined ? { batchDelayMs: Number(delay) } : {}),
  };
}

function samplerFromEnv(name: string, arg: string | undefined): TraceSampler {
  const kind = SAMPLERS.find((known) => known === name.toLowerCase());
  if (!kind) throw new Error(`OTEL_TRACES_SAMPLER: "${name}" is none of ${SAMPLERS.join(', ')}`);
  if (kind !== 'traceidratio' && kind !== 'parentbased_traceidratio') return { kind };
  const ratio = arg === undefined ? 1 : Number(arg);
  if (!Number.isFinite(ratio) || ratio < 0 || ratio > 1) throw new Error(`OTEL_TRACES_SAMPLER_ARG: a ratio from 0 to 1, not "${arg}"`);
  return { kind, ratio };
}

const NO_SPAN: TraceSpan = {
  set: () => {},
  rename: () => {},
  fail: () => {},
  end: () => {},
  run: (work) => work(),
};

export const NO_TRACING: Tracing = {
  on: false,
  start: () => NO_SPAN,
  inSpan: (_name, _options, work) => work(NO_SPAN),
  annotate: () => {},
  outgoingHeaders: () => ({}),
  flush: async () => {},
  shutdown: async () => {},
};

let current: Tracing = NO_TRACING;
let sdkImported = false;

/** The process's tracing: the SDK's once startTracing ran, NO_TRACING before and after. */
export function tracing(): Tracing {
  return current;
}

/** Whether the OpenTelemetry SDK was ever imported in this process. */
export function tracingSdkImported(): boolean {
  return sdkImported;
}

/**
 * Loads the SDK and makes it the process's tracing. One per process (OpenTelemetry's context is
 * global): a second start while one runs is refused. `stop` flushes and goes back to NO_TRACING.
 */
export async function startTracing(settings: TraceSettings): Promise<{ stop(): Promise<void> }> {
  if (current.on) throw new Error('Traces are already being exported by this process');
  const { openTelemetryTracing } = await import('./tracing-otel');
  sdkImported = true;
  const started = await openTelemetryTracing(settings);
  current = started;
  return {
    stop: async () => {
      if (current === started) current = NO_TRACING;
      await started.shutdown();
    },
  };
}
