/**
 * Puts the default campus's first banner into the static home frame of `index.html` (`<!--home-banner-->`), so the
 * largest paint of `/` needs neither the JS nor the campus list. Read from `public/campuses.json` at build time; the
 * app still reads that file at runtime and React replaces the frame, so an edited list only costs the frame's picture.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import {
  BANNER_HEIGHT,
  BANNER_WIDTH,
  DEFAULT_CAMPUS_CODE,
  pickCampus,
  type Campus,
} from './src/features/home/campuses';

export const BANNER_MARKER = '<!--home-banner-->';

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The frame's banner for a campus list: the default campus's first image, else a blank box of the same size. */
export function bannerMarkup(campuses: readonly Campus[]): string {
  const src = pickCampus(campuses, DEFAULT_CAMPUS_CODE)?.images[0];
  if (src === undefined) return '<div class="boot-banner"></div>';
  return `<img class="boot-banner" src="${escapeAttribute(src)}" width="${BANNER_WIDTH}" height="${BANNER_HEIGHT}" fetchpriority="high" alt="">`;
}

export function homeShellBanner(publicDir: string): Plugin {
  return {
    name: 'checkup:home-shell-banner',
    transformIndexHtml(html) {
      const file = join(publicDir, 'campuses.json');
      const campuses = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Campus[]) : [];
      return html.replace(BANNER_MARKER, bannerMarkup(Array.isArray(campuses) ? campuses : []));
    },
  };
}
