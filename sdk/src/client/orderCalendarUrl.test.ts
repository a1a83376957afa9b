import { describe, expect, it } from 'vitest';
import { operationMeta } from '../operations.gen';
import { orderCalendarUrl } from './orderCalendarUrl';

describe('orderCalendarUrl', () => {
  it('is GetOrderCalendar on the API host with the order id in the query', () => {
    const url = new URL(orderCalendarUrl('https://api.example.test', 'PO2026 12/01'));
    expect(url.pathname).toBe(operationMeta.GetOrderCalendar.path);
    expect(url.searchParams.get('id')).toBe('PO2026 12/01');
    expect(orderCalendarUrl('', 'PO1')).toBe(`${operationMeta.GetOrderCalendar.path}?id=PO1`);
  });
});
