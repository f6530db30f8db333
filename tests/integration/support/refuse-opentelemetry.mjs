/**
 * Preloaded into a process that must not load the OpenTelemetry SDK (traces.test.ts): importing or
 * requiring any @opentelemetry package throws, so a page that works proves none was loaded. The API
 * package alone is let through: prom-client requires it for its exemplars, and without an SDK
 * registered it is a no-op (the test checks that none is).
 */
import Module, { register } from 'node:module';

const OTEL = /(^|[\\/])@opentelemetry[\\/](?!api[\\/]|api$)/;

register(
  'data:text/javascript,' +
    encodeURIComponent(`export async function resolve(specifier, context, next) {
      if (${OTEL}.test(specifier)) throw new Error('OpenTelemetry was loaded: ' + specifier);
      const resolved = await next(specifier, context);
      if (${OTEL}.test(resolved.url)) throw new Error('OpenTelemetry was loaded: ' + resolved.url);
      return resolved;
    }`),
);

const resolveFilename = Module._resolveFilename;
Module._resolveFilename = function (request, ...rest) {
  const file = resolveFilename.call(this, request, ...rest);
  if (OTEL.test(request) || OTEL.test(file)) throw new Error(`OpenTelemetry was loaded: ${request}`);
  return file;
};
