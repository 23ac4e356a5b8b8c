import { describe, expect, it } from 'vitest';
import { fillPath } from './call-route';
import { API_ROUTES } from './call-routes.generated';
import { callRoutesOfTable } from './call-routes-source';

describe('the zod-free route table', () => {
  it('is generated from the current call table (npm run contract:routes)', () => {
    expect(API_ROUTES).toEqual(callRoutesOfTable());
    expect(Object.keys(API_ROUTES)).toEqual(Object.keys(callRoutesOfTable()));
  });
});

describe('fillPath', () => {
  it('puts each parameter in its place, encoded as one segment', () => {
    expect(fillPath('/document/:id/paymentTerm/:termId', { id: 'a b', termId: 'x/y' })).toBe(
      '/document/a%20b/paymentTerm/x%2Fy',
    );
  });

  it('refuses a missing parameter', () => {
    expect(() => fillPath('/document/:id/terms', {})).toThrow(/id/);
  });
});
