import { Tabs as RadixTabs } from 'radix-ui';
import type { ReactNode } from 'react';
import * as css from './Tabs.css';

export interface TabItem {
  /** Stable value identifying the tab. */
  value: string;
  label: ReactNode;
  content: ReactNode;
  disabled?: boolean;
}

export interface TabsProps {
  items: readonly TabItem[];
  /** Controlled selected value. */
  value?: string;
  /** Initially selected value when uncontrolled (default: the first tab). */
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  /** Names the tab list for assistive technology (e.g. 性别). */
  label: string;
}

/**
 * Tabs (e.g. 男 / 女 on the package list) on Radix Tabs: arrow keys move between tabs, Home/End jump, the panel
 * follows the focused tab.
 */
export function Tabs({ items, value, defaultValue, onValueChange, label }: TabsProps) {
  return (
    <RadixTabs.Root value={value} defaultValue={defaultValue ?? items[0]?.value} onValueChange={onValueChange}>
      <RadixTabs.List className={css.list} aria-label={label}>
        {items.map((item) => (
          <RadixTabs.Trigger key={item.value} value={item.value} disabled={item.disabled} className={css.trigger}>
            {item.label}
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
      {items.map((item) => (
        <RadixTabs.Content key={item.value} value={item.value} className={css.panel}>
          {item.content}
        </RadixTabs.Content>
      ))}
    </RadixTabs.Root>
  );
}
