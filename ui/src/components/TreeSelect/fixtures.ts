import type { TreeSelectCategory } from './useTreeSelect';

const CATEGORY_NAMES = [
  '一般检查',
  '影像检查',
  '检验项目',
  '心电图',
  '超声检查',
  '眼科',
  '耳鼻喉科',
  '口腔科',
  '妇科',
  '外科',
];

/**
 * A deterministic add-item catalogue for stories and tests: `perCategory` items in each of `categories` categories,
 * every 7th item already in the package (disabled) and every 3rd with a note.
 */
export function makeCatalogue(categories = 10, perCategory = 200): TreeSelectCategory[] {
  return Array.from({ length: categories }, (_, c) => {
    const code = String(c + 1).padStart(2, '0');
    return {
      value: code,
      label: CATEGORY_NAMES[c % CATEGORY_NAMES.length]! + (c >= CATEGORY_NAMES.length ? String(c) : ''),
      items: Array.from({ length: perCategory }, (_, i) => {
        const n = c * perCategory + i + 1;
        return {
          value: `${code}${String(i + 1).padStart(4, '0')}`,
          label: `项目${n}`,
          price: 10 + ((n * 37) % 490) + (n % 2 ? 0.5 : 0),
          note: i % 3 === 0 ? `项目${n}的说明：检查前请空腹8小时，检查当天穿宽松衣物。` : undefined,
          disabled: i % 7 === 6,
        };
      }),
    };
  });
}
