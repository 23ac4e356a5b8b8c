import { describe, expect, it } from 'vitest';
import { dateInputValue, deliveryDateToSend, positionFormSchema } from './position-form';

describe('position form', () => {
  it('shows a stored delivery date as the same day and sends that day shifted to local noon', () => {
    expect(dateInputValue('2026-12-24')).toBe('2026-12-24');
    expect(dateInputValue(null)).toBe('');
    const sent = deliveryDateToSend('2026-12-24') as string;
    // Local noon of the chosen day: its UTC calendar day is the chosen day in every zone from UTC−12 to UTC+12.
    const instant = new Date(sent);
    expect([instant.getFullYear(), instant.getMonth() + 1, instant.getDate(), instant.getHours()]).toEqual([
      2026, 12, 24, 12,
    ]);
    expect(sent.slice(0, 10)).toBe('2026-12-24');
    expect(deliveryDateToSend('')).toBeNull();
  });

  it('refuses texts over 255 characters', () => {
    const valid = { CustomerPosition: 'A', CustomerSubPosition: '', Commission: '', DeliveryDate: '' };
    expect(positionFormSchema.safeParse(valid).success).toBe(true);
    expect(positionFormSchema.safeParse({ ...valid, Commission: 'x'.repeat(256) }).success).toBe(false);
  });
});
