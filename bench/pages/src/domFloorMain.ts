/** The harness's floor without React (floor.ts): the same markup, each handler setting one text node. */
import { monthTitle } from './floor';

const title = document.createElement('h2');
title.setAttribute('aria-live', 'polite');
const button = document.createElement('button');
button.type = 'button';
button.setAttribute('aria-label', '下个月');
button.textContent = '›';
const search = document.createElement('input');
search.type = 'search';
search.setAttribute('aria-label', '搜索体检项目');
const echo = document.createElement('p');
echo.dataset['echo'] = '';

let offset = 0;
title.textContent = monthTitle(offset);
button.addEventListener('click', () => {
  offset += 1;
  title.textContent = monthTitle(offset);
});
search.addEventListener('input', () => {
  echo.textContent = search.value;
});

const main = document.createElement('main');
main.append(title, button, search, echo);
document.getElementById('root')!.append(main);
