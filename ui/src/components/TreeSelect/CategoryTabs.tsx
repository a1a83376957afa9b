import { memo, type KeyboardEvent } from 'react';
import type { TreeSelectCategory } from '../../hooks/useTreeSelect';
import { classNames } from '../internal/classNames';
import { visuallyHidden } from '../internal/visuallyHidden.css';
import * as css from './TreeSelect.css';

interface CategoryTabsProps {
  categories: readonly TreeSelectCategory[];
  /** The category holding the tab stop; shown selected unless a search is shown instead. */
  activeCategory: string | undefined;
  searching: boolean;
  countByCategory: ReadonlyMap<string, number>;
  /** Id of a tab is `${idPrefix}${category value}`. */
  idPrefix: string;
  panelId: string;
  label: string;
  /** Must be stable: the tabs are memoised so a search keystroke does not re-render them. */
  onActivate: (value: string) => void;
}

/** The vertical category tab list of TreeSelect: arrows/Home/End move and activate, with selected-count badges. */
export const CategoryTabs = memo(function CategoryTabs({
  categories,
  activeCategory,
  searching,
  countByCategory,
  idPrefix,
  panelId,
  label,
  onActivate,
}: CategoryTabsProps) {
  const onKeyDown = (event: KeyboardEvent) => {
    const at = categories.findIndex((c) => c.value === activeCategory);
    const last = categories.length - 1;
    const keys: Record<string, number> = { ArrowDown: at + 1, ArrowUp: at - 1, Home: 0, End: last };
    const next = keys[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const value = categories[(next + categories.length) % categories.length]?.value;
    if (value === undefined) return;
    onActivate(value);
    document.getElementById(idPrefix + value)?.focus();
  };

  return (
    <div role="tablist" aria-orientation="vertical" aria-label={label} className={css.sidebar}>
      {categories.map((category) => {
        const active = category.value === activeCategory && !searching;
        const count = countByCategory.get(category.value) ?? 0;
        return (
          <button
            key={category.value}
            id={idPrefix + category.value}
            type="button"
            role="tab"
            aria-selected={active}
            aria-controls={panelId}
            tabIndex={category.value === activeCategory ? 0 : -1}
            className={classNames(css.tab, active && css.tabActive)}
            onClick={() => onActivate(category.value)}
            onKeyDown={onKeyDown}
          >
            <span>{category.label}</span>
            {count > 0 && (
              <>
                <span className={css.badge} aria-hidden="true">
                  {count}
                </span>
                <span className={visuallyHidden}>{`已选${count}项`}</span>
              </>
            )}
          </button>
        );
      })}
    </div>
  );
});
