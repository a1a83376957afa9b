/**
 * Layout classes the booking screens share (spacing only: every visual comes from `@checkup/ui`). Built at build time:
 * the sprinkles come from the kit's stylesheet module, not its barrel, so this file's output is a few class strings
 * (the barrel would make it import every module of the kit, the entry among them).
 */
import { sprinkles } from '@checkup/ui/sprinkles.css';

/** The content under the NavBar: a padded column. */
export const screenBody = sprinkles({ display: 'flex', flexDirection: 'column', gap: 'md', padding: 'md' });

/** A column of fields inside the screen body (a form that shares the body with other content). */
export const fieldStack = sprinkles({ display: 'flex', flexDirection: 'column', gap: 'md' });

/** The row of actions at the end of a screen. */
export const actionRow = sprinkles({ display: 'flex', gap: 'md', justifyContent: 'center', paddingY: 'lg' });

/**
 * A run of text that keeps to one line while it fits the line (an inline block): the date and the time range of a
 * visit (VisitDateTime), so 08:30-09:00 never breaks after its hyphen at 320 px wide.
 */
export const keepTogether = sprinkles({ display: 'inline-block' });
