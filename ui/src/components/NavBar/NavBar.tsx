import type { ReactNode } from 'react';
import { Icon, backIcon } from '../Icon';
import { backButton, root, side, title as titleClass } from './NavBar.css';

export interface NavBarProps {
  /** Page title, rendered as the page's `<h1>`. */
  title: ReactNode;
  /** Shows a back button when given. */
  onBack?: () => void;
  /** Accessible name of the back button. */
  backLabel?: string;
  /** Content on the right (e.g. a text button). */
  right?: ReactNode;
}

/** Top bar of a screen: back button, centred title, optional right action; sticky, below the status-bar inset. */
export function NavBar({ title, onBack, backLabel = '返回', right }: NavBarProps) {
  return (
    <header className={root}>
      <div className={side}>
        {onBack && (
          <button type="button" className={backButton} onClick={onBack} aria-label={backLabel}>
            <Icon icon={backIcon} />
          </button>
        )}
      </div>
      <h1 className={titleClass}>{title}</h1>
      <div className={side}>{right}</div>
    </header>
  );
}
