import { describe, expect, it } from 'vitest';
import { formatDay, parseTypedDay } from '#web/lib/format';
import { deliveryDateToSend, positionFormSchema } from './position-form';

describe('position form', () => {
  it('shows a stored delivery date as the same day in each language and sends that day shifted to local noon', () => {
    expect(formatDay('2026-12-24', 'de')).toBe('24.12.2026');
    expect(formatDay('2026-12-24', 'en')).toBe('24/12/2026');
    expect(formatDay(null, 'de')).toBe('');
    expect(parseTypedDay('24.12.2026')).toBe('2026-12-24');
    expect(parseTypedDay('24/12/2026')).toBe('2026-12-24');
    expect(parseTypedDay('24. 12. 2026')).toBe('2026-12-24');
    expect(parseTypedDay('31.02.2026')).toBeNull();
    const sent = deliveryDateToSend('24.12.2026') as string;
    // Local noon of the chosen day: its UTC calendar day is the chosen day in every zone from UTC−12 to UTC+12.
    const instant = new Date(sent);
    expect([instant.getFullYear(), instant.getMonth() + 1, instant.getDate(), instant.getHours()]).toEqual([
      2026, 12, 24, 12,
    ]);
    expect(sent.slice(0, 10)).toBe('2026-12-24');
    expect(deliveryDateToSend('')).toBeNull();
  });

  it('refuses texts over 255 characters and days that do not exist', () => {
    const valid = { CustomerPosition: 'A', CustomerSubPosition: '', Commission: '', DeliveryDate: '' };
    expect(positionFormSchema.safeParse(valid).success).toBe(true);
    expect(positionFormSchema.safeParse({ ...valid, Commission: 'x'.repeat(256) }).success).toBe(false);
    expect(positionFormSchema.safeParse({ ...valid, DeliveryDate: '24/12/2026' }).success).toBe(true);
    expect(positionFormSchema.safeParse({ ...valid, DeliveryDate: '2026-12-24' }).success).toBe(false);
  });
});
