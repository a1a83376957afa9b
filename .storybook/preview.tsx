import type { Decorator, Preview } from '@storybook/react-vite';
// The global layer first, as an app imports @checkup/ui/styles.css before the components: their rules win over it.
import '../ui/src/global.css';
import { applyTheme, installRootFontSize, THEME_NAMES, type ThemeName } from '../ui/src';

// The kit's content is Chinese: screen readers and axe need the page language.
document.documentElement.lang = 'zh-CN';
installRootFontSize();

/** Phones the app is designed for; 390×844 is the default, 320×568 the narrowest (stories of small-screen cases). */
const phoneViewports = {
  iphoneSE1: { name: 'iPhone SE (1st gen) 320×568', styles: { width: '320px', height: '568px' }, type: 'mobile' },
  iphoneSE: { name: 'iPhone SE 375×667', styles: { width: '375px', height: '667px' }, type: 'mobile' },
  iphone14: { name: 'iPhone 14 390×844', styles: { width: '390px', height: '844px' }, type: 'mobile' },
  iphone11ProMax: { name: 'iPhone 11 Pro Max 414×896', styles: { width: '414px', height: '896px' }, type: 'mobile' },
} as const;

/** Toolbar labels of the shipped themes (ui/src/theme/themeClasses.ts). */
const themeTitles: Record<ThemeName, string> = {
  checkup: 'Checkup（默认）',
  azure: 'Azure（另一家医院）',
  highContrast: '高对比度',
};

/** Puts the toolbar's theme on <html>, as an app does, so portalled dialogs, toasts and popups get it too. */
const withTheme: Decorator = (Story, context) => {
  const theme = (context.globals.theme as ThemeName | undefined) ?? 'checkup';
  // Before the story renders (idempotent), so its first paint already has the theme's tokens.
  applyTheme(theme);
  return <Story />;
};

const preview: Preview = {
  // Every component gets a Docs page (addon-docs) from its JSDoc, its stories and parameters.docs.description.
  tags: ['autodocs'],
  decorators: [withTheme],
  globalTypes: {
    theme: {
      description: 'Theme of the kit',
      toolbar: {
        title: 'Theme',
        icon: 'paintbrush',
        items: THEME_NAMES.map((name) => ({ value: name, title: themeTitles[name] })),
        dynamicTitle: true,
      },
    },
  },
  parameters: {
    layout: 'fullscreen',
    viewport: { options: phoneViewports },
    // Accessibility violations fail story tests (the Vitest addon turns each story into a test).
    a11y: { test: 'error' },
    controls: { expanded: true },
  },
  initialGlobals: {
    viewport: { value: 'iphone14', isRotated: false },
    theme: 'checkup',
  },
};

export default preview;
