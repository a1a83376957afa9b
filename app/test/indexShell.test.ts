/** index.html's static first-paint frame of `/` (see docs/adr/0025-static-home-frame-and-boot-script.md). */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { homeMessages } from '../src/messages';
import { bootTaps } from '../src/services/bootTap';
import { BANNER_MARKER, bannerMarkup } from '../vite.homeShell';

const html = readFileSync(join(import.meta.dirname, '..', 'index.html'), 'utf8');

function frame(): HTMLElement {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const boot = doc.querySelector<HTMLElement>('#root > .boot');
  if (!boot) throw new Error('no .boot frame in #root');
  return boot;
}

describe('the static home frame of index.html', () => {
  it('shows home’s texts verbatim, in home’s order', () => {
    const boot = frame();
    const texts = [...boot.querySelectorAll('*')]
      .filter((el) => el.children.length === 0 && el.textContent?.trim())
      .map((el) => el.textContent);
    const m = homeMessages;
    expect(texts).toEqual([
      m.title,
      m.personalCard,
      m.personalCardNote,
      m.bookNow,
      m.groupCard,
      m.groupCardNote,
      m.groupLogin,
      m.personalCentre,
      m.tileOrders,
      m.tileReports,
      m.tileGuide,
      m.tileNotice,
    ]);
    expect(boot.innerHTML).toContain(BANNER_MARKER);
  });

  it('has a real button for each of home’s actions, keyed as home carries out an early tap (bootTap.ts)', () => {
    const buttons = [...frame().querySelectorAll('button')];
    const m = homeMessages;
    expect(buttons.map((button) => [button.textContent, button.dataset.tap, button.type])).toEqual([
      [m.bookNow, 'book', 'button'],
      [m.groupLogin, 'group', 'button'],
      [m.tileOrders, 'orders', 'button'],
      [m.tileReports, 'reports', 'button'],
      [m.tileGuide, 'guide', 'button'],
      [m.tileNotice, 'notice', 'button'],
    ]);
    expect(buttons.map((button) => button.dataset.tap)).toEqual([...bootTaps]);
  });
});

describe('the frame’s banner', () => {
  const campus = (code: string, images: string[]) => ({
    hospitalCode: code,
    hospitalName: code,
    hospitalAddress: '',
    hospitalTel: '',
    bgUrl: '',
    images,
  });

  it('is the default campus’s first banner, fetched first, at the banners’ size', () => {
    expect(bannerMarkup([campus('04', ['/b4.svg']), campus('03', ['/b3-1.svg', '/b3-2.svg'])])).toBe(
      '<img class="boot-banner" src="/b3-1.svg" width="750" height="360" fetchpriority="high" alt="">',
    );
    expect(bannerMarkup([campus('05', ['/a"b.svg'])])).toContain('src="/a&quot;b.svg"');
  });

  it('is a blank box of the same size without any campus image', () => {
    expect(bannerMarkup([])).toBe('<div class="boot-banner"></div>');
    expect(bannerMarkup([campus('03', [])])).toBe('<div class="boot-banner"></div>');
  });
});
