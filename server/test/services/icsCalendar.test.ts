import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { calendarFile, escapeText, foldLine, utcDateTime, type CalendarEvent } from '../../src/services/icsCalendar';

const event: CalendarEvent = {
  uid: 'order-PO1@checkup',
  stamp: new Date('2026-11-28T02:00:00Z'),
  start: new Date('2026-12-01T01:00:00Z'),
  end: new Date('2026-12-01T02:00:00Z'),
  summary: '体检预约：男士基础体检套餐',
  location: '健康管理中心（总院）, 示范市西湖区健康路 1 号; 门诊楼 5 楼',
  description: '订单号：PO1\n取消截止：2026-11-30 23:30（此后无法取消）\\备注'.repeat(3),
  alarm: { at: new Date('2026-11-30T12:00:00Z'), text: '明天体检' },
};

describe('the iCalendar writer', () => {
  it('escapes backslashes, semicolons, commas and line breaks of TEXT values', () => {
    expect(escapeText('a\\b;c,d\ne\r\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf');
  });

  it('folds lines at 75 octets without splitting a three-octet character', () => {
    const line = `DESCRIPTION:${'体'.repeat(60)}`;
    const folded = foldLine(line).split('\r\n');
    expect(folded.length).toBeGreaterThan(1);
    for (const part of folded) expect(Buffer.byteLength(part, 'utf8')).toBeLessThanOrEqual(75);
    expect(folded.slice(1).every((part) => part.startsWith(' '))).toBe(true);
    expect(folded.map((part, i) => (i === 0 ? part : part.slice(1))).join('')).toBe(line);
    expect(foldLine('SHORT:x')).toBe('SHORT:x');
  });

  it('writes UTC date-times in the basic form', () => {
    expect(utcDateTime(new Date('2026-12-01T01:00:00.000Z'))).toBe('20261201T010000Z');
  });

  it('writes a file a calendar parser reads back field by field, with CRLF line ends', () => {
    const ics = calendarFile(event, '-//Checkup//Test//ZH');
    expect(ics.endsWith('\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const calendar = ICAL.Component.fromString(ics);
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    const vevent = calendar.getFirstSubcomponent('vevent')!;
    const parsed = new ICAL.Event(vevent);
    expect(parsed.uid).toBe(event.uid);
    expect(parsed.startDate.toJSDate()).toEqual(event.start);
    expect(parsed.endDate.toJSDate()).toEqual(event.end);
    expect(parsed.summary).toBe(event.summary);
    expect(parsed.location).toBe(event.location);
    expect(parsed.description).toBe(event.description);
    const alarm = vevent.getFirstSubcomponent('valarm')!;
    expect(alarm.getFirstPropertyValue('action')).toBe('DISPLAY');
    expect((alarm.getFirstPropertyValue('trigger') as ICAL.Time).toJSDate()).toEqual(event.alarm.at);
  });
});
