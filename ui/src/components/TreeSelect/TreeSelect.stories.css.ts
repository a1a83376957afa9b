import { style } from '@vanilla-extract/css';

/** Stories give the tree a phone screen's height so the windowed list has a viewport to scroll. */
export const fullHeight = style({ height: '100vh' });
