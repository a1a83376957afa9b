import { createGlobalThemeContract } from '@vanilla-extract/css';
import { defaultTokens } from './tokens';

/** `brandStrong` → `brand-strong`: the contract's custom properties read like plain CSS. */
const kebab = (key: string) => key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/**
 * The theme contract: one CSS custom property per token, with stable public names (`--checkup-color-brand`,
 * `--checkup-radius-md`, …). Components reference these only; a theme is any rule that sets all of them, written with
 * vanilla-extract (`createGlobalTheme(selector, vars, tokens)`) or as plain CSS by an app without it.
 */
export const vars = createGlobalThemeContract(defaultTokens, (_value, path) => `checkup-${path.map(kebab).join('-')}`);
