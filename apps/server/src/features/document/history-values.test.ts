import { describe, expect, it } from 'vitest';
import { fixedHistoryCodes, historyIds, readableHistoryEntryValue, readableHistoryValue } from './history-values';

const USER = '3f1b1c2d-0000-4000-8000-000000000001';
const lookups = {
  language: 'de' as const,
  names: new Map([[USER, 'Ana Kovač']]),
  codes: new Map([['draft', 'Entwurf'], ['orderconfirmation', 'Auftragsbestätigung'], ...fixedHistoryCodes('de')]),
};

describe('history values as a person reads them', () => {
  it('names ids, translates codes and lists of codes, formats numbers, keeps typed text', () => {
    expect(readableHistoryValue(USER.toUpperCase(), lookups)).toBe('Ana Kovač');
    expect(readableHistoryValue('0e0e0e0e-0000-4000-8000-000000000009', lookups)).toBe('');
    expect(readableHistoryValue('draft', lookups)).toBe('Entwurf');
    expect(readableHistoryValue('DeliveryAddress, ReceiptAddress', lookups)).toBe('Lieferadresse, Rechnungsadresse');
    expect(readableHistoryValue('technicalDocumentation', lookups)).toBe('Technische Dokumentation');
    expect(readableHistoryValue('customerPosition, deliveryDate', lookups)).toBe('Kundenposition, Liefertermin');
    expect(readableHistoryValue('de', lookups)).toBe('Deutsch');
    expect(readableHistoryValue('2269.50', lookups)).toBe('2.269,50');
    expect(readableHistoryValue('12.5', lookups)).toBe('12,5');
    expect(readableHistoryValue('3', lookups)).toBe('3');
    expect(readableHistoryValue('22.00 %', lookups)).toBe('22\u00a0%');
    expect(readableHistoryValue('9.50 %', lookups)).toBe('9,5\u00a0%');
    expect(readableHistoryValue('10.00 % (1)', lookups)).toBe('10\u00a0% (1)');
    expect(readableHistoryValue('25.50 (2)', lookups)).toBe('25,50 (2)');
    expect(readableHistoryValue('Baustelle draft, Haus 2', lookups)).toBe('Baustelle draft, Haus 2');
    expect(readableHistoryValue('', lookups)).toBe('');
    expect(readableHistoryValue('2026-12-24', lookups)).toBe('24.12.2026');
  });

  it('reads each field of a change of several fields on its own', () => {
    expect(readableHistoryEntryValue('customerPosition, deliveryDate', 'A1, 2026-12-24', lookups)).toBe(
      'A1, 24.12.2026',
    );
    expect(readableHistoryEntryValue('commission', 'Haus 2, 2026-12-24', lookups)).toBe('Haus 2, 2026-12-24');
    expect(readableHistoryEntryValue('quantityChanged', '2026-12-24', lookups)).toBe('24.12.2026');
  });

  it('collects the ids to look up once', () => {
    expect(
      historyIds([
        { text: USER, value: USER.toUpperCase() },
        { text: 'draft', value: '1' },
      ]),
    ).toEqual([USER]);
  });
});
