/**
 * The OpenTelemetry settings an operator gives (docs/deploy.md, "Traces"): off without an endpoint or
 * when switched off, the spec's defaults otherwise, and a setting this server cannot honour stops the
 * start naming the variable. A statement's span names its kind and table, never its values.
 */
import { describe, expect, it } from 'vitest';
import { NO_TRACING, tracing, tracingFromEnv, tracingSdkImported } from '../../../server/tracing';
import { statementSummary } from '../../../server/store-api/platform/database/query-spans';

describe('tracingFromEnv', () => {
  it('is off without an endpoint, with OTEL_SDK_DISABLED=true or with OTEL_TRACES_EXPORTER=none', () => {
    expect(tracingFromEnv({})).toBeNull();
    expect(tracingFromEnv({ OTEL_SERVICE_NAME: 'shop', OTEL_TRACES_SAMPLER: 'always_on' })).toBeNull();
    expect(tracingFromEnv({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318', OTEL_SDK_DISABLED: 'true' })).toBeNull();
    expect(tracingFromEnv({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318', OTEL_TRACES_EXPORTER: 'none' })).toBeNull();
  });

  it("posts to the base endpoint's /v1/traces, or to the traces endpoint as given, by protobuf unless JSON is asked", () => {
    expect(tracingFromEnv({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318/' })).toEqual({
      endpoint: 'http://collector:4318/v1/traces',
      protocol: 'http/protobuf',
      serviceName: 'webx-storefront',
      sampler: { kind: 'parentbased_always_on' },
    });
    expect(
      tracingFromEnv({
        OTEL_EXPORTER_OTLP_ENDPOINT: 'http://ignored:4318',
        OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: 'https://tempo.example/otlp/traces',
        OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json',
        OTEL_SERVICE_NAME: 'shop-eu',
        OTEL_TRACES_SAMPLER: 'parentbased_traceidratio',
        OTEL_TRACES_SAMPLER_ARG: '0.25',
        OTEL_BSP_SCHEDULE_DELAY: '1000',
      }),
    ).toEqual({
      endpoint: 'https://tempo.example/otlp/traces',
      protocol: 'http/json',
      serviceName: 'shop-eu',
      sampler: { kind: 'parentbased_traceidratio', ratio: 0.25 },
      batchDelayMs: 1000,
    });
  });

  it('refuses what it cannot honour, naming the variable', () => {
    const endpoint = { OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318' };
    expect(() => tracingFromEnv({ ...endpoint, OTEL_EXPORTER_OTLP_PROTOCOL: 'grpc' })).toThrow(/OTEL_EXPORTER_OTLP_PROTOCOL/);
    expect(() => tracingFromEnv({ ...endpoint, OTEL_TRACES_EXPORTER: 'zipkin' })).toThrow(/OTEL_TRACES_EXPORTER/);
    expect(() => tracingFromEnv({ ...endpoint, OTEL_TRACES_SAMPLER: 'sometimes' })).toThrow(/OTEL_TRACES_SAMPLER/);
    expect(() => tracingFromEnv({ ...endpoint, OTEL_TRACES_SAMPLER: 'traceidratio', OTEL_TRACES_SAMPLER_ARG: '2' })).toThrow(
      /OTEL_TRACES_SAMPLER_ARG/,
    );
    expect(() => tracingFromEnv({ OTEL_EXPORTER_OTLP_ENDPOINT: 'collector:4318' })).toThrow(/OTEL_EXPORTER_OTLP_ENDPOINT/);
  });

  it('leaves the process untraced until a start: the work runs as it is', async () => {
    expect(tracing()).toBe(NO_TRACING);
    expect(await tracing().inSpan('x', {}, async () => 42)).toBe(42);
    expect(tracing().outgoingHeaders()).toEqual({});
    expect(tracingSdkImported()).toBe(false);
  });
});

describe('statementSummary', () => {
  it("names a statement's kind and first table, whatever its values", () => {
    expect(statementSummary(`select "id", "title" from "products" where "handle" = $1`)).toEqual({ kind: 'SELECT', table: 'products' });
    expect(statementSummary('insert into "jobs" ("kind", "payload") values ($1, $2)')).toEqual({ kind: 'INSERT', table: 'jobs' });
    expect(statementSummary('UPDATE jobs SET state = $1')).toEqual({ kind: 'UPDATE', table: 'jobs' });
    expect(statementSummary('delete from "public"."carts" where id = 3')).toEqual({ kind: 'DELETE', table: 'carts' });
    expect(statementSummary('BEGIN')).toEqual({ kind: 'BEGIN', table: undefined });
    expect(statementSummary('select 1')).toEqual({ kind: 'SELECT', table: undefined });
  });
});
