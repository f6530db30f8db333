// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { StudioApi, StudioResult } from '../../../src/application/ports/studio-api.port';
import type { DayRange } from '../../../src/domain/analytics/report-range';
import { fillSalesDays, salesTotals, type SalesReport } from '../../../src/domain/analytics/sales-report';
import { fillDays, type TrafficReport } from '../../../src/domain/analytics/traffic-report';
import AnalyticsView from '../../../src/studio/analytics/analytics-view';

afterEach(cleanup);

/** A report as the host answers it: every day of the range, quiet ones as zeros. */
const report = (range: DayRange, over: Partial<TrafficReport> = {}): TrafficReport => ({
  range,
  totals: { sessions: 1234, visitors: 1000, pageViews: 5678, averageDurationMs: 185_000 },
  days: fillDays(range, [{ date: range.to, sessions: 1234, pageViews: 5678 }]),
  topPages: [{ path: '/products', views: 4321, averageDurationMs: 12_000 }],
  referrers: [{ host: '(direct)', sessions: 900 }],
  utmSources: [],
  devices: [{ device: 'mobile', sessions: 700 }],
  browsers: [{ browser: 'Chrome', sessions: 1234 }],
  countries: [{ country: 'Norway', sessions: 12 }],
  sales: sales(range, 37, 1_234_500),
  ...over,
});

/** 37 orders for $12,345.00 on the range's last day, in Nordic's euros. */
const sales = (range: DayRange, orders: number, revenueMinor: number): SalesReport => ({
  currency: { currencyAbbreviation: 'EUR', currencySymbol: '€', currencyRate: 1 },
  totals: salesTotals(orders, revenueMinor, 1234),
  days: fillSalesDays(range, orders ? [{ date: range.to, orders, revenueMinor }] : []),
  topProducts: orders ? [{ productId: 7, name: 'Oak Side Table', units: 12, revenueMinor: 480_000 }] : [],
});

/** A fake report call answering from a queue of outcomes, recording the ranges asked for. */
function fakeApi(answers: Array<(range: DayRange) => StudioResult<TrafficReport>>) {
  const asked: DayRange[] = [];
  const api: Pick<StudioApi, 'trafficReport'> = {
    trafficReport: (range) => {
      asked.push(range);
      const next = answers.length > 1 ? answers.shift()! : answers[0]!;
      return Promise.resolve(next(range));
    },
  };
  return { api, asked };
}

describe('the Analytics page', () => {
  it('shows the figures en-US, the daily table and the top lists for the last 30 days', async () => {
    const { api, asked } = fakeApi([(range) => ({ ok: true, value: report(range) })]);
    render(<AnalyticsView api={api} />);
    const pages = await screen.findByRole('table', { name: 'Top pages' });
    expect(within(pages).getByRole('row', { name: /\/products/ }).textContent).toContain('4,321');
    expect(screen.getByText('5,678', { selector: 'dd' })).toBeTruthy();
    expect(screen.getByText('3m 05s', { selector: 'dd' })).toBeTruthy();
    // Every day of the range is in the chart's table, quiet days as zero.
    const daily = screen.getByRole('table', { name: 'Sessions and page views by day' });
    expect(within(daily).getAllByRole('row')).toHaveLength(31);
    expect(within(screen.getByRole('table', { name: 'UTM sources' })).getByText('No data in this range')).toBeTruthy();
    expect(asked).toHaveLength(1);
    expect(Date.parse(asked[0]!.to) - Date.parse(asked[0]!.from)).toBe(29 * 86_400_000);
  });

  it('shows the sales: orders, revenue, average order value, conversion, by day and the top products', async () => {
    const { api } = fakeApi([(range) => ({ ok: true, value: report(range) })]);
    render(<AnalyticsView api={api} />);
    const sales = await screen.findByRole('region', { name: 'Sales' });
    const figure = (label: string) => within(sales).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(figure('Orders')).toBe('37');
    expect(figure('Revenue')).toBe('€12,345\u00a0EUR');
    expect(figure('Avg. order value')).toBe('€333.65\u00a0EUR');
    expect(figure('Conversion rate')).toBe('3%');
    const byDay = within(sales).getByRole('table', { name: 'Orders and revenue by day' });
    expect(within(byDay).getAllByRole('row')).toHaveLength(31);
    expect(
      within(within(sales).getByRole('table', { name: 'Top products' })).getByRole('row', { name: /Oak Side Table/ }).textContent,
    ).toContain('€4,800');
  });

  it('shows an error it could not load, and loads again on Try again', async () => {
    const { api, asked } = fakeApi([
      () => ({ ok: false, status: 500, message: 'Internal error' }),
      (range) => ({ ok: true, value: report(range) }),
    ]);
    render(<AnalyticsView api={api} />);
    expect((await screen.findByRole('alert')).textContent).toContain('Internal error');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'Top pages' })).toBeTruthy();
    expect(asked).toHaveLength(2);
  });

  it('shows the empty state for a range without visits, and asks for the 7-day range when picked', async () => {
    const empty = (range: DayRange) =>
      report(range, {
        totals: { sessions: 0, visitors: 0, pageViews: 0, averageDurationMs: null },
        days: fillDays(range, []),
        topPages: [],
        referrers: [],
        devices: [],
        browsers: [],
        countries: [],
        sales: sales(range, 0, 0),
      });
    const { api, asked } = fakeApi([(range) => ({ ok: true, value: empty(range) })]);
    render(<AnalyticsView api={api} />);
    expect(await screen.findByRole('heading', { name: 'No visits or orders in this range yet' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Last 7 days' }));
    await screen.findByRole('heading', { name: 'No visits or orders in this range yet' });
    expect(Date.parse(asked.at(-1)!.to) - Date.parse(asked.at(-1)!.from)).toBe(6 * 86_400_000);
  });
});
