import '@testing-library/jest-dom/vitest';
// The kit's global styles and the theme the page opts into (app/main.tsx, app/index.html), as on the phone.
import '@checkup/ui/styles.css';
import { preloadDialog } from '@checkup/ui';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';

// findBy*/waitFor give up after 1 s by default: too short for a screen's first lazy render when the whole suite runs
// on a shared 2-core machine (a queued question screen missed it once). A broken screen still fails, 5 s later.
configure({ asyncUtilTimeout: 5000 });
document.documentElement.classList.add('checkup-theme');

// The dialog's code loads with the first request (a dynamic import). In a test, that first import transforms Radix and
// can take longer than any wait on a loaded machine; load it before the file's tests, as a phone has it by then.
beforeAll(() => preloadDialog(), 30_000);

afterEach(() => {
  cleanup();
  // Every test starts from an empty session: no cookie or storage leaks from one test into the next.
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; max-age=0; path=/`;
  }
  sessionStorage.clear();
  localStorage.clear();
});
