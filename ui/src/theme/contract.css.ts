import { createThemeContract } from '@vanilla-extract/css';
import { defaultTokens } from './tokens';

/** The theme contract: CSS custom properties, one per token. Components reference these only. */
export const vars = createThemeContract(defaultTokens);
