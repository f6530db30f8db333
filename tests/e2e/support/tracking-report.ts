/** Reads a demo store's tracking report the way the owner's dashboard will: owner token plus the store's token. */
import type { APIRequestContext } from '@playwright/test';
import { E2E_OWNER_TOKEN, E2E_PORT } from './store-urls';

export interface TopPage {
  path: string;
  views: number;
  averageDurationMs: number | null;
}
export interface ReportTotals {
  sessions: number;
  visitors: number;
  pageViews: number;
  averageDurationMs: number | null;
}

export async function todaysReport(request: APIRequestContext, store: string): Promise<{ totals: ReportTotals; topPages: TopPage[] }> {
  const origin = `http://127.0.0.1:${E2E_PORT}`;
  const info = (await (await request.get(`${origin}/store-api/Web/GetWebInfo?Domain=${store}`)).json()) as {
    data: { tokens: { accessToken: string } };
  };
  const today = new Date().toISOString().slice(0, 10);
  const answer = await request.get(`${origin}/api/track/report?from=${today}&to=${today}`, {
    headers: { authorization: `Bearer ${info.data.tokens.accessToken}`, 'x-owner-token': E2E_OWNER_TOKEN },
  });
  return ((await answer.json()) as { data: { totals: ReportTotals; topPages: TopPage[] } }).data;
}
