/** Layout classes the booking screens share (spacing only: every visual comes from `@checkup/ui`). */
import { sprinkles } from '@checkup/ui';

/** The content under the NavBar: a padded column. */
export const screenBody = sprinkles({ display: 'flex', flexDirection: 'column', gap: 'md', padding: 'md' });

/** A column of fields inside the screen body (a form that shares the body with other content). */
export const fieldStack = sprinkles({ display: 'flex', flexDirection: 'column', gap: 'md' });

/** The row of actions at the end of a screen. */
export const actionRow = sprinkles({ display: 'flex', gap: 'md', justifyContent: 'center', paddingY: 'lg' });
