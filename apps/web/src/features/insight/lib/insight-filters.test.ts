import { insightBreakdownDocumentsQuery, insightFilterSchema, ZERO_GUID } from '@door/contract';
import { describe, expect, it } from 'vitest';
import { bucketPeriod, documentsLink, filterOfParams, queryOf } from './insight-filters';

const ID = '3b2f9c1e-7a4d-4e8b-9c21-5d6f7a8b9c01';
const filterOf = (query: string) => filterOfParams(new URLSearchParams(query));

describe('filterOfParams', () => {
  it('reads the period and the filters the address holds', () => {
    expect(filterOf(`preset=custom&from=2020-03-01&to=2020-03-31&partnerId=${ID}&salesmanUserId=${ID}`)).toEqual({
      preset: 'custom',
      from: '2020-03-01',
      to: '2020-03-31',
      partnerId: ID,
      salesmanUserId: ID,
    });
  });

  it('never asks the server for a period or filter it refuses, whatever the address says', () => {
    const hostile = [
      'preset=custom&from=2020-02-31&to=2020-13-01',
      'preset=custom&from=2020-03-31&to=2020-03-01',
      'preset=custom&from=1900-01-01&to=9999-12-31',
      'preset=custom&from=2001-01-01&to=2020-12-31',
      "preset=custom&from=2020-03-01'--&to=<script>",
      'preset=__proto__&from=2020-03-01',
      `brandId=x&brandPartnerId=${ID}'%20or%201=1&partnerId=%00&salesmanUserId=${'a'.repeat(5000)}`,
    ];
    for (const query of hostile) {
      const filter = filterOf(query);
      expect([query, insightFilterSchema.safeParse(queryOf(filter)).success]).toEqual([query, true]);
      expect(filter.brandId ?? filter.brandPartnerId ?? filter.partnerId ?? filter.salesmanUserId).toBeUndefined();
    }
    expect(filterOf('preset=custom&from=2020-03-31&to=2020-03-01')).toMatchObject({
      from: '2020-03-01',
      to: '2020-03-31',
    });
    // Longer than two years: the last 732 days.
    expect(filterOf('preset=custom&from=2001-01-01&to=2020-12-31')).toMatchObject({
      from: '2018-12-31',
      to: '2020-12-31',
    });
  });
});

describe('the links of a chart row', () => {
  it('cut a week or month to the period', () => {
    const period = { from: '2020-03-04', to: '2020-05-10' };
    expect(bucketPeriod('2020-03-01', 'month', period)).toEqual({ from: '2020-03-04', to: '2020-03-31' });
    expect(bucketPeriod('2020-02-01', 'month', { from: '2020-02-01', to: '2020-12-31' })).toEqual({
      from: '2020-02-01',
      to: '2020-02-29',
    });
    expect(bucketPeriod('2020-05-04', 'week', period)).toEqual({ from: '2020-05-04', to: '2020-05-10' });
    expect(bucketPeriod('2020-03-02', 'week', period)).toEqual({ from: '2020-03-04', to: '2020-03-08' });
  });

  it('list the documents without a salesperson for that breakdown row, not every document', () => {
    const filter = { ...filterOf('preset=custom&from=2020-03-01&to=2020-03-31'), preset: 'custom' as const };
    const link = (key: string) =>
      new URL(documentsLink(filter, 'orders', insightBreakdownDocumentsQuery('salesperson', key)), 'http://localhost')
        .searchParams;
    expect(link(ZERO_GUID).get('withoutSalesman')).toBe('true');
    expect(link(ZERO_GUID).get('salesmanUserId')).toBeNull();
    expect(link(ID).get('salesmanUserId')).toBe(ID);
    expect(link(ID).get('withoutSalesman')).toBeNull();
  });
});
