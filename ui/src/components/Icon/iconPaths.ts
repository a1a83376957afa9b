/** A circle as path data, so every icon is a list of strokes on a 24×24 grid. */
const circle = (cx: number, cy: number, r: number) => `M${cx - r} ${cy}a${r} ${r} 0 1 0 ${2 * r} 0a${r} ${r} 0 1 0 ${-2 * r} 0`;

/** Stroke paths (24×24, 2 px stroke, round caps) of the built-in icons. */
export const iconPaths = {
  back: ['M15 18l-6-6 6-6'],
  chevron: ['M9 18l6-6-6-6'],
  search: [circle(11, 11, 7), 'M20 20l-3.8-3.8'],
  check: ['M5 12.5l4.5 4.5L19 7.5'],
  close: ['M6 6l12 12', 'M18 6L6 18'],
  male: [circle(10, 14, 6), 'M14.3 9.7L20 4', 'M15 4h5v5'],
  female: [circle(12, 9, 6), 'M12 15v7', 'M9 19h6'],
  car: ['M5 11l1.6-4.5h10.8L19 11', 'M3 11h18v6H3z', 'M7 14h.01', 'M17 14h.01', 'M5.5 17v2.5', 'M18.5 17v2.5'],
  calendar: ['M5 5h14a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V7a2 2 0 0 1 2-2z', 'M3 10h18', 'M8 3v4', 'M16 3v4'],
  order: ['M6 3h12v18l-3-2-3 2-3-2-3 2z', 'M9 8h6', 'M9 12h6', 'M9 16h3'],
  report: ['M6 3h9l4 4v14H6z', 'M15 3v4h4', 'M9 12h7', 'M9 16h7'],
  guide: [circle(12, 12, 9), 'M15.5 8.5l-2 5-5 2 2-5z'],
  notice: ['M6 16v-5a6 6 0 0 1 12 0v5l2 2H4z', 'M10 21h4'],
  location: ['M12 21s7-6.2 7-11.5a7 7 0 0 0-14 0C5 14.8 12 21 12 21z', circle(12, 9.5, 2.5)],
  phone: ['M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2z'],
} as const satisfies Record<string, readonly string[]>;

export type IconName = keyof typeof iconPaths;
export const iconNames = Object.keys(iconPaths) as IconName[];
