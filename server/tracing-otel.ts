/**
 * The OpenTelemetry SDK behind tracing.ts, imported by startTracing only, so a server without an
 * exporter never loads it (decision 109). Spans are batched and posted by OTLP over HTTP, protobuf or
 * JSON; the current span follows the work through awaits by AsyncLocalStorage, the in-process store
 * API calls included; W3C trace context comes in from trusted proxies and goes out on our requests.
 */
import {
  context,
  defaultTextMapGetter,
  defaultTextMapSetter,
  ROOT_CONTEXT,
  SpanKind,
  SpanStatusCode,
  trace,
  type Attributes,
  type Context,
  type Link,
  type Span,
} from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import { defaultResource, detectResources, envDetector, resourceFromAttributes } from '@opentelemetry/resources';
import {
  AlwaysOffSampler,
  AlwaysOnSampler,
  BatchSpanProcessor,
  ParentBasedSampler,
  TraceIdRatioBasedSampler,
  TracerProvider,
  type Sampler,
  type SpanExporter,
} from '@opentelemetry/sdk-trace';
import type { SpanAttributes, SpanKindName, TraceSettings, TraceSpan, Tracing } from './tracing-types';

const KINDS: Record<SpanKindName, SpanKind> = {
  server: SpanKind.SERVER,
  client: SpanKind.CLIENT,
  internal: SpanKind.INTERNAL,
  producer: SpanKind.PRODUCER,
  consumer: SpanKind.CONSUMER,
};

function samplerOf(settings: TraceSettings['sampler']): Sampler {
  switch (settings.kind) {
    case 'always_on':
      return new AlwaysOnSampler();
    case 'always_off':
      return new AlwaysOffSampler();
    case 'traceidratio':
      return new TraceIdRatioBasedSampler(settings.ratio);
    case 'parentbased_always_on':
      return new ParentBasedSampler({ root: new AlwaysOnSampler() });
    case 'parentbased_always_off':
      return new ParentBasedSampler({ root: new AlwaysOffSampler() });
    case 'parentbased_traceidratio':
      return new ParentBasedSampler({ root: new TraceIdRatioBasedSampler(settings.ratio) });
  }
}

async function exporterOf(settings: TraceSettings): Promise<SpanExporter> {
  // Headers and the timeout come from OTEL_EXPORTER_OTLP_(TRACES_)HEADERS / _TIMEOUT, read by the exporter itself.
  const { OTLPTraceExporter } =
    settings.protocol === 'http/json'
      ? await import('@opentelemetry/exporter-trace-otlp-http')
      : await import('@opentelemetry/exporter-trace-otlp-proto');
  return new OTLPTraceExporter({ url: settings.endpoint });
}

function attributesOf(given: SpanAttributes | undefined): Attributes {
  const kept: Attributes = {};
  for (const [name, value] of Object.entries(given ?? {})) if (value !== undefined) kept[name] = value;
  return kept;
}

export async function openTelemetryTracing(settings: TraceSettings): Promise<Tracing> {
  const contextManager = new AsyncLocalStorageContextManager().enable();
  if (!context.setGlobalContextManager(contextManager)) throw new Error('Another OpenTelemetry context manager is registered already');
  const propagator = new W3CTraceContextPropagator();
  const resource = defaultResource()
    .merge(resourceFromAttributes({ 'service.name': 'webx-storefront' }))
    // OTEL_RESOURCE_ATTRIBUTES and OTEL_SERVICE_NAME, with the spec's precedence.
    .merge(detectResources({ detectors: [envDetector] }))
    .merge(resourceFromAttributes({ 'service.name': settings.serviceName }));
  const provider = new TracerProvider({
    resource,
    sampler: samplerOf(settings.sampler),
    spanProcessors: [
      new BatchSpanProcessor({
        exporter: await exporterOf(settings),
        ...(settings.batchDelayMs !== undefined ? { scheduledDelayMillis: settings.batchDelayMs } : {}),
      }),
    ],
  });
  const tracer = provider.getTracer('webx-storefront');

  const wrap = (span: Span, spanContext: Context): TraceSpan => ({
    set: (attributes) => span.setAttributes(attributesOf(attributes)),
    rename: (name) => span.updateName(name),
    fail: (error) => {
      const thrown = error instanceof Error ? error : new Error(String(error));
      span.recordException(thrown);
      span.setStatus({ code: SpanStatusCode.ERROR, message: thrown.message });
    },
    end: () => span.end(),
    run: (work) => context.with(spanContext, work),
  });
  const NO_SPAN: TraceSpan = { set: () => {}, rename: () => {}, fail: () => {}, end: () => {}, run: (work) => work() };

  const start: Tracing['start'] = (name, options = {}) => {
    let parent = options.root ? ROOT_CONTEXT : context.active();
    const within = trace.getSpan(parent) !== undefined;
    if (options.childOnly && !within) return NO_SPAN;
    if (!within && options.remoteParent) parent = propagator.extract(ROOT_CONTEXT, options.remoteParent, defaultTextMapGetter);
    const links: Link[] = [];
    if (options.linkTo) {
      const linked = trace.getSpanContext(propagator.extract(ROOT_CONTEXT, { traceparent: options.linkTo }, defaultTextMapGetter));
      if (linked) links.push({ context: linked });
    }
    const span = tracer.startSpan(
      name,
      { kind: KINDS[options.kind ?? 'internal'], attributes: attributesOf(options.attributes), links },
      parent,
    );
    return wrap(span, trace.setSpan(parent, span));
  };

  return {
    on: true,
    start,
    inSpan: async (name, options, work) => {
      const span = start(name, options);
      try {
        return await span.run(() => work(span));
      } catch (error) {
        span.fail(error);
        throw error;
      } finally {
        span.end();
      }
    },
    annotate: (attributes) => trace.getSpan(context.active())?.setAttributes(attributesOf(attributes)),
    outgoingHeaders: () => {
      const headers: Record<string, string> = {};
      propagator.inject(context.active(), headers, defaultTextMapSetter);
      return headers;
    },
    flush: () => provider.forceFlush(),
    shutdown: async () => {
      await provider.shutdown();
      context.disable();
    },
  };
}
