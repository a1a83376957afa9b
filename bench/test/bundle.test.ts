import { describe, expect, it } from 'vitest';
import { htmlStylesheets } from '../bundle';

describe('htmlStylesheets', () => {
  it("lists the built index.html's own stylesheets, whatever the attribute order, and nothing else it links", () => {
    const html = [
      '<link rel="icon" href="./favicon.svg" type="image/svg+xml" />',
      '<link rel="stylesheet" crossorigin href="./assets/style-abc.css">',
      '<link crossorigin href="./assets/other-def.css" rel="stylesheet">',
      '<template id="app-entry"><link rel="modulepreload" crossorigin href="./assets/react-ghi.js"></template>',
      '<link rel="preload" as="style" href="./assets/later-jkl.css">',
    ].join('');
    expect([...htmlStylesheets(html)]).toEqual(['assets/style-abc.css', 'assets/other-def.css']);
  });
});
