import {
  startTransition,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { useTreeSelect, type TreeSelectItem, type UseTreeSelectOptions } from './useTreeSelect';
import { Icon, chevronIcon } from '../Icon';
import { classNames } from '../internal/classNames';
import { visuallyHidden } from '../internal/visuallyHidden.css';
import { PriceAmount } from '../PriceTag/PriceTag';
import { SearchBar } from '../SearchBar';
import * as css from './TreeSelect.css';
import { focusableRow, useWindowedRows } from './windowing';

/** The element with `elementId` in `node`'s root: the document, or the shadow root the kit is rendered in. */
const byId = (node: Node | null, elementId: string) =>
  (node?.getRootNode() as Document | ShadowRoot | undefined)?.getElementById(elementId);

/** Props of {@link TreeSelect}. */
export interface TreeSelectProps<T extends TreeSelectItem = TreeSelectItem> extends UseTreeSelectOptions<T> {
  /** Bottom bar: total price, selected count, the book button. Pass a `<FooterBar placement="inline">`. */
  footer?: ReactNode;
  /** Height of an item row in rem (design px / 100); rows must fit it (two lines of name and the price line). Default 1.12rem. */
  rowHeightRem?: number;
  /** Extra height of an opened note in rem (the note scrolls inside it). Default 1.6rem. */
  noteHeightRem?: number;
  /** Search box placeholder and accessible name. */
  searchLabel?: string;
  /** Accessible name of the category list. */
  categoriesLabel?: string;
  /** Shown when a search finds nothing. */
  emptyText?: string;
  /** Shown beside a disabled item (e.g. already in the package). */
  disabledText?: string;
  className?: string;
}

/**
 * Add-items picker: categories with selected-count badges on the left, a windowed checkbox list on the right
 * (smooth with thousands of items), a search over every category, a collapsible note per item, rule-checked
 * selection and a footer slot. A tap anywhere on an item's line checks it (the note toggle opens its note). Keyboard:
 * arrows/Home/End in both lists, Space checks, ArrowRight/Left open/close a note.
 */
export function TreeSelect<T extends TreeSelectItem = TreeSelectItem>({
  footer,
  rowHeightRem = 1.12,
  noteHeightRem = 1.6,
  searchLabel = '搜索体检项目',
  categoriesLabel = '项目分类',
  emptyText = '没有找到相关项目',
  disabledText = '已包含',
  className,
  ...options
}: TreeSelectProps<T>) {
  const state = useTreeSelect(options);
  const { rows, query, activeCategory } = state;
  const id = useId();
  const panelId = `${id}-panel`;
  const tabPrefix = `${id}-tab-`;
  const viewportRef = useRef<HTMLDivElement | null>(null);

  const [openNotes, setOpenNotes] = useState<ReadonlySet<string>>(new Set());
  const heights = useMemo(
    () => rows.map(({ item }) => (openNotes.has(item.value) ? rowHeightRem + noteHeightRem : rowHeightRem)),
    [rows, openNotes, rowHeightRem, noteHeightRem],
  );
  // A new list (category or search) starts at its top.
  const listKey = query ? `?${query}` : `#${activeCategory ?? ''}`;
  // A new list commits its rows in view first; the overscan rows (off screen) follow in a transition.
  const [settledKey, setSettledKey] = useState(listKey);
  const fresh = settledKey !== listKey;
  useEffect(() => {
    if (fresh) startTransition(() => setSettledKey(listKey));
  }, [fresh, listKey]);
  const windowed = useWindowedRows(viewportRef, heights, fresh ? 0 : undefined);

  const [activeRow, setActiveRow] = useState(0);
  // The tab stop never sits on a row that cannot take focus (already included, no note): Tab would skip the list.
  const canFocus = (index: number) => {
    const item = rows[index]?.item;
    return item !== undefined && (!item.disabled || !!item.note);
  };
  const current = focusableRow(rows.length, canFocus, activeRow, 1);
  const focusPending = useRef(false);
  useEffect(() => {
    if (!focusPending.current) return;
    focusPending.current = false;
    const checkbox = byId(viewportRef.current, `${id}-${current}-checkbox`) as HTMLInputElement | null | undefined;
    (checkbox && !checkbox.disabled ? checkbox : byId(viewportRef.current, `${id}-${current}-note-toggle`))?.focus();
  }, [id, current, windowed.range.start]);

  const [shownKey, setShownKey] = useState(listKey);
  if (shownKey !== listKey) {
    setShownKey(listKey);
    setActiveRow(0);
  }
  const { onScroll } = windowed;
  useEffect(() => {
    if (viewportRef.current) viewportRef.current.scrollTop = 0;
    onScroll();
  }, [listKey, onScroll]);

  const setNote = (value: string, open: boolean) =>
    setOpenNotes((notes) => {
      if (notes.has(value) === open) return notes;
      const next = new Set(notes);
      if (open) next.add(value);
      else next.delete(value);
      return next;
    });

  const focusRow = (index: number) => {
    const target = focusableRow(rows.length, canFocus, index, index < current ? -1 : 1);
    if (target < 0) return;
    focusPending.current = true;
    setActiveRow(target);
    windowed.scrollToRow(target);
  };

  const onListKeyDown = (event: KeyboardEvent) => {
    const pageRows = Math.max(1, Math.floor(windowed.viewportHeight / rowHeightRem) - 1);
    const item = rows[current]?.item;
    const moves: Record<string, number> = {
      ArrowDown: current + 1,
      ArrowUp: current - 1,
      PageDown: current + pageRows,
      PageUp: current - pageRows,
      Home: 0,
      End: rows.length - 1,
    };
    const target = moves[event.key];
    if (target !== undefined) focusRow(target);
    else if ((event.key === 'ArrowRight' || event.key === 'ArrowLeft') && item?.note)
      setNote(item.value, event.key === 'ArrowRight');
    else return;
    event.preventDefault();
  };

  // The vertical category tab list (arrows/Home/End move and activate, selected-count badges) is memoised: a search
  // keystroke does not re-render the tabs.
  const { categories } = options;
  const { setActiveCategory, setQuery, countByCategory } = state;
  const searching = !!query;
  const tabs = useMemo(() => {
    const activate = (value: string) => {
      setActiveCategory(value);
      setQuery('');
    };
    const onKeyDown = (event: KeyboardEvent) => {
      const at = categories.findIndex((c) => c.value === activeCategory);
      const keys: Record<string, number> = { ArrowDown: at + 1, ArrowUp: at - 1, Home: 0, End: categories.length - 1 };
      const next = keys[event.key];
      if (next === undefined) return;
      event.preventDefault();
      const value = categories[(next + categories.length) % categories.length]?.value;
      if (value === undefined) return;
      activate(value);
      byId(event.currentTarget, tabPrefix + value)?.focus();
    };
    return (
      <div role="tablist" aria-orientation="vertical" aria-label={categoriesLabel} className={css.sidebar}>
        {categories.map((category) => {
          const active = category.value === activeCategory && !searching;
          const count = countByCategory.get(category.value) ?? 0;
          return (
            <button
              key={category.value}
              id={tabPrefix + category.value}
              type="button"
              role="tab"
              aria-selected={active}
              aria-controls={panelId}
              tabIndex={category.value === activeCategory ? 0 : -1}
              className={classNames(css.tab, active && css.tabActive)}
              onClick={() => activate(category.value)}
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
  }, [
    categories,
    activeCategory,
    searching,
    countByCategory,
    tabPrefix,
    panelId,
    categoriesLabel,
    setActiveCategory,
    setQuery,
  ]);

  const rendered = new Set<number>();
  for (let i = windowed.range.start; i < windowed.range.end; i += 1) rendered.add(i);
  // The row holding the tab stop stays in the DOM even when scrolled away, so Tab can always reach the list.
  if (current >= 0) rendered.add(current);

  return (
    <div className={classNames(css.root, className)}>
      <SearchBar value={query} onChange={state.setQuery} label={searchLabel} placeholder={searchLabel} />
      <div className={css.body}>
        {tabs}
        <div
          id={panelId}
          role="tabpanel"
          className={css.panel}
          aria-labelledby={query || !activeCategory ? undefined : tabPrefix + activeCategory}
          aria-label={query ? `${searchLabel}：${query}` : undefined}
        >
          <div ref={viewportRef} className={css.viewport} onScroll={windowed.onScroll}>
            {rows.length === 0 ? (
              <p className={css.empty}>{emptyText}</p>
            ) : (
              // A new list is a new <ul>: its rows are built detached and inserted at once, the old ones leave with theirs.
              <ul key={listKey} className={css.list} style={{ height: `${windowed.offsets[rows.length]}rem` }}>
                {[...rendered].map((index) => {
                  const { item, category } = rows[index]!;
                  // Ids of the row's parts: the list's id + the row's index, unique in the document.
                  const rowId = `${id}-${index}`;
                  const noteId = `${rowId}-note`;
                  const metaId = `${rowId}-meta`;
                  const noteOpen = openNotes.has(item.value);
                  const tabIndex = index === current ? 0 : -1;
                  const top = windowed.offsets[index]!;
                  return (
                    <li
                      key={item.value}
                      className={css.row}
                      style={{ top: `${top}rem`, height: `${windowed.offsets[index + 1]! - top}rem` }}
                      data-index={index}
                      aria-setsize={rows.length}
                      aria-posinset={index + 1}
                      onFocus={() => setActiveRow(index)}
                    >
                      <div className={css.rowMain}>
                        <input
                          id={`${rowId}-checkbox`}
                          type="checkbox"
                          className={css.checkbox}
                          checked={state.selected.has(item.value)}
                          disabled={item.disabled}
                          tabIndex={tabIndex}
                          aria-describedby={metaId}
                          onChange={(event) => state.toggle(item, event.target.checked)}
                          onKeyDown={onListKeyDown}
                        />
                        <label
                          htmlFor={`${rowId}-checkbox`}
                          className={classNames(css.itemName, item.disabled && css.itemNameDisabled)}
                        >
                          {item.label}
                        </label>
                        <span id={metaId} className={css.itemMeta}>
                          {item.price !== undefined && <PriceAmount price={item.price} />}
                          {query && <span>{category.label}</span>}
                          {item.disabled && <span>{disabledText}</span>}
                        </span>
                        {item.note && (
                          <button
                            id={`${rowId}-note-toggle`}
                            type="button"
                            className={css.noteToggle}
                            tabIndex={tabIndex}
                            aria-expanded={noteOpen}
                            aria-controls={noteOpen ? noteId : undefined}
                            aria-label={`${item.label}说明`}
                            onClick={() => setNote(item.value, !noteOpen)}
                            onKeyDown={onListKeyDown}
                          >
                            <Icon
                              icon={chevronIcon}
                              size="sm"
                              className={classNames(css.chevron, noteOpen && css.chevronOpen)}
                            />
                          </button>
                        )}
                      </div>
                      {noteOpen && item.note && (
                        // Fixed-height slot (windowing needs known heights): long notes scroll inside it.
                        <div id={noteId} className={css.note} tabIndex={-1}>
                          {item.note}
                        </div>
                      )}
                    </li>
                  );
                })}
              </ul>
            )}
          </div>
        </div>
      </div>
      {!options.onRefuse && (
        <p role="status" className={state.message ? css.message : undefined}>
          {state.message}
        </p>
      )}
      {/* A block of its content's height (a flex item's min-height: auto): the list shrinks, never the footer. */}
      {footer && <div>{footer}</div>}
    </div>
  );
}
