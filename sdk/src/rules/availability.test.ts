import { describe, expect, it } from 'vitest';
import { availabilityOf } from './availability';

describe('availabilityOf', () => {
  it('labels by places left', () => {
    expect(availabilityOf({ total: 50, surplus: 11, flag: 'F' })).toEqual({ label: '充足', selectable: true });
    expect(availabilityOf({ total: 50, surplus: 10, flag: 'F' })).toEqual({ label: '紧张', selectable: true });
    expect(availabilityOf({ total: 50, surplus: 1 })).toEqual({ label: '紧张', selectable: true });
    expect(availabilityOf({ total: 50, surplus: 0 })).toEqual({ label: '约满', selectable: false });
  });

  it('marks holidays first', () => {
    expect(availabilityOf({ total: 50, surplus: 50, flag: 'T' })).toEqual({ label: '休假', selectable: false });
  });

  it('marks days without capacity or data as 待开', () => {
    expect(availabilityOf({ total: 0, surplus: 0 })).toEqual({ label: '待开', selectable: false });
    expect(availabilityOf({ surplus: 5 })).toEqual({ label: '待开', selectable: false });
    expect(availabilityOf({ total: 5 })).toEqual({ label: '待开', selectable: false });
    expect(availabilityOf(undefined)).toEqual({ label: '待开', selectable: false });
  });
});
