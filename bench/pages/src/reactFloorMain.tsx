/** The harness's floor with React 19 alone (floor.ts): one state per interaction, each shown in one text. */
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { monthTitle } from './floor';

function MonthFloor() {
  const [offset, setOffset] = useState(0);
  return (
    <>
      <h2 aria-live="polite">{monthTitle(offset)}</h2>
      <button type="button" aria-label="下个月" onClick={() => setOffset((current) => current + 1)}>
        ›
      </button>
    </>
  );
}

function SearchFloor() {
  const [query, setQuery] = useState('');
  return (
    <>
      <input type="search" aria-label="搜索体检项目" value={query} onChange={(event) => setQuery(event.target.value)} />
      <p data-echo="">{query}</p>
    </>
  );
}

createRoot(document.getElementById('root')!).render(
  <main>
    <MonthFloor />
    <SearchFloor />
  </main>,
);
