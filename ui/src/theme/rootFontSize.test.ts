import { afterEach, describe, expect, it } from 'vitest';
import { installRootFontSize, rootFontSizeFor } from './rootFontSize';

describe('rootFontSizeFor', () => {
  it('is width / 750 × 100 px, capped at 750', () => {
    expect(rootFontSizeFor(375)).toBe(50);
    expect(rootFontSizeFor(390)).toBeCloseTo(52, 10);
    expect(rootFontSizeFor(750)).toBe(100);
    expect(rootFontSizeFor(1280)).toBe(100);
  });
});

describe('installRootFontSize', () => {
  const root = document.documentElement;
  afterEach(() => {
    root.style.fontSize = '';
  });

  it('sets the size, follows resize and orientation changes, and restores on uninstall', () => {
    root.style.fontSize = '16px';
    const setWidth = (w: number) => Object.defineProperty(root, 'clientWidth', { configurable: true, value: w });
    setWidth(375);
    const uninstall = installRootFontSize();
    expect(root.style.fontSize).toBe('50px');

    setWidth(414);
    window.dispatchEvent(new Event('resize'));
    expect(root.style.fontSize).toBe(`${(414 / 750) * 100}px`);

    setWidth(900);
    window.dispatchEvent(new Event('orientationchange'));
    expect(root.style.fontSize).toBe('100px');

    uninstall();
    expect(root.style.fontSize).toBe('16px');
    setWidth(375);
    window.dispatchEvent(new Event('resize'));
    expect(root.style.fontSize).toBe('16px');
  });
});
