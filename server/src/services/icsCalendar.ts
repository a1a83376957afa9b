/**
 * A minimal iCalendar (RFC 5545) writer for one event with one reminder: what "添加到日历" needs and nothing more
 * (docs/adr/0079). Times are written in UTC (form 2, §3.3.5), so no VTIMEZONE is needed; text values are escaped
 * (§3.3.11) and content lines folded at 75 octets (§3.1).
 */

/** One event of the calendar file. */
export interface CalendarEvent {
  /** Globally unique and stable: the same order downloaded twice updates one event instead of adding a second. */
  uid: string;
  /** When the file was made (DTSTAMP). */
  stamp: Date;
  start: Date;
  end: Date;
  summary: string;
  location: string;
  description: string;
  /** The reminder's moment and text (a DISPLAY alarm). */
  alarm: { at: Date; text: string };
}

/** A TEXT value with its backslashes, semicolons, commas and line breaks escaped. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

const MAX_LINE_OCTETS = 75;

/**
 * A content line folded into lines of at most 75 octets of UTF-8, continuation lines starting with one space (which
 * counts), never splitting a character: a Chinese address is three octets a character.
 */
export function foldLine(line: string): string {
  const lines: string[] = [];
  let current = '';
  let octets = 0;
  for (const character of line) {
    const size = Buffer.byteLength(character, 'utf8');
    const limit = lines.length === 0 ? MAX_LINE_OCTETS : MAX_LINE_OCTETS - 1;
    if (octets + size > limit) {
      lines.push(current);
      current = '';
      octets = 0;
    }
    current += character;
    octets += size;
  }
  lines.push(current);
  return lines.join('\r\n ');
}

/** A DATE-TIME in UTC: 20261201T010000Z. */
export function utcDateTime(date: Date): string {
  return date
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '');
}

/** The whole `.ics` file: CRLF line ends, one VEVENT with its VALARM. */
export function calendarFile(event: CalendarEvent, productId: string): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${productId}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${utcDateTime(event.stamp)}`,
    `DTSTART:${utcDateTime(event.start)}`,
    `DTEND:${utcDateTime(event.end)}`,
    `SUMMARY:${escapeText(event.summary)}`,
    `LOCATION:${escapeText(event.location)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    'BEGIN:VALARM',
    'ACTION:DISPLAY',
    `DESCRIPTION:${escapeText(event.alarm.text)}`,
    `TRIGGER;VALUE=DATE-TIME:${utcDateTime(event.alarm.at)}`,
    'END:VALARM',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
