/**
 * The built-in icons, one export each: a bundle carries only the icons it imports (a name-keyed table would carry
 * them all). Each is its stroke paths on a 24×24 grid (2 px stroke, round caps); circles are written as two arcs.
 */

/** Stroke paths of an icon, as `<Icon icon={…} />` takes them. */
export type IconGlyph = readonly string[];

export const backIcon: IconGlyph = ['M15 18l-6-6 6-6'];
export const chevronIcon: IconGlyph = ['M9 18l6-6-6-6'];
export const searchIcon: IconGlyph = ['M4 11a7 7 0 1 0 14 0a7 7 0 1 0-14 0', 'M20 20l-3.8-3.8'];
export const checkIcon: IconGlyph = ['M5 12.5l4.5 4.5L19 7.5'];
export const closeIcon: IconGlyph = ['M6 6l12 12', 'M18 6L6 18'];
export const maleIcon: IconGlyph = ['M4 14a6 6 0 1 0 12 0a6 6 0 1 0-12 0', 'M14.3 9.7L20 4', 'M15 4h5v5'];
export const femaleIcon: IconGlyph = ['M6 9a6 6 0 1 0 12 0a6 6 0 1 0-12 0', 'M12 15v7', 'M9 19h6'];
export const carIcon: IconGlyph = [
  'M5 11l1.6-4.5h10.8L19 11',
  'M3 11h18v6H3z',
  'M7 14h.01',
  'M17 14h.01',
  'M5.5 17v2.5',
  'M18.5 17v2.5',
];
export const calendarIcon: IconGlyph = [
  'M5 5h14a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V7a2 2 0 0 1 2-2z',
  'M3 10h18',
  'M8 3v4',
  'M16 3v4',
];
export const orderIcon: IconGlyph = ['M6 3h12v18l-3-2-3 2-3-2-3 2z', 'M9 8h6', 'M9 12h6', 'M9 16h3'];
export const reportIcon: IconGlyph = ['M6 3h9l4 4v14H6z', 'M15 3v4h4', 'M9 12h7', 'M9 16h7'];
export const guideIcon: IconGlyph = ['M3 12a9 9 0 1 0 18 0a9 9 0 1 0-18 0', 'M15.5 8.5l-2 5-5 2 2-5z'];
export const noticeIcon: IconGlyph = ['M6 16v-5a6 6 0 0 1 12 0v5l2 2H4z', 'M10 21h4'];
export const locationIcon: IconGlyph = [
  'M12 21s7-6.2 7-11.5a7 7 0 0 0-14 0C5 14.8 12 21 12 21z',
  'M9.5 9.5a2.5 2.5 0 1 0 5 0a2.5 2.5 0 1 0-5 0',
];
export const phoneIcon: IconGlyph = [
  'M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2z',
];
