/**
 * /metrics (docs/deploy.md, "Metrics"): Prometheus text of the instance's answers by route pattern and
 * status, the database's state and the job queue; open to a direct loopback request or METRICS_TOKEN,
 * and absent (404) to anyone else, a request through the proxy included.
 */
import { describe, expect, it } from 'vitest';
import { jobs } from '../../server/store-api/db/schema';
import { startStoreApiForFile } from './support/test-server';

const server = startStoreApiForFile();
const withToken = startStoreApiForFile({}, { metricsToken: 'scrape-secret-1234' });

const scrape = (target: typeof server, headers: Record<string, string> = {}) =>
  target.host.app.inject({ method: 'GET', url: '/metrics', headers });

describe('the metrics', () => {
  it('count answers by route pattern and status, and tell the database and the job queue', async () => {
    await server.host.app.inject({ method: 'GET', url: '/store-api/Web/GetWebInfo?Domain=aurora' });
    await server.host.app.inject({ method: 'GET', url: '/store-api/Catalog/GetProduct?ProductID=1' });
    // A job that died (its tenth attempt failed), as the queue keeps it for an operator.
    await server.host.database!.db.insert(jobs).values({
      kind: 'metrics-test',
      payload: {},
      state: 'dead',
      attempts: 10,
      maxAttempts: 10,
      runAt: new Date(),
    });
    const answer = await scrape(server);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^text\/plain/);
    const text = answer.body;
    expect(text).toMatch(/storefront_http_responses_total\{method="GET",route="\/store-api\/Web\/GetWebInfo",status="200"\} [1-9]/);
    expect(text).toMatch(/storefront_http_responses_total\{method="GET",route="\/store-api\/Catalog\/GetProduct",status="401"\} [1-9]/);
    expect(text).toContain('storefront_http_response_seconds_bucket');
    expect(text).toMatch(/^storefront_database_up 1$/m);
    expect(text).toMatch(/^storefront_jobs\{kind="metrics-test",state="dead"\} 1$/m);
    expect(text).toContain('process_resident_memory_bytes');
    expect(text).toContain('nodejs_eventloop_lag_seconds');
  });

  it('are not there for a request through a proxy, nor without the token where one is set', async () => {
    expect((await scrape(server, { 'x-forwarded-for': '203.0.113.9' })).statusCode).toBe(404);
    expect((await scrape(withToken, { authorization: 'Bearer wrong-token-0000000' })).statusCode).toBe(404);
    expect((await scrape(withToken, { 'x-forwarded-for': '203.0.113.9', authorization: 'Bearer scrape-secret-1234' })).statusCode).toBe(
      200,
    );
  });
});
