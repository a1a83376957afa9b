import type { Preview } from '@storybook/react-vite';
import { installRootFontSize } from '../ui/src';

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

const preview: Preview = {
  parameters: {
    layout: 'fullscreen',
    viewport: { options: phoneViewports },
    // Accessibility violations fail story tests (the Vitest addon turns each story into a test).
    a11y: { test: 'error' },
    controls: { expanded: true },
  },
  initialGlobals: {
    viewport: { value: 'iphone14', isRotated: false },
  },
};

export default preview;
