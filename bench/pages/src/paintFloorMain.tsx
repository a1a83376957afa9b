/**
 * Lighthouse's floor: React 19 client-rendering one heading and one paragraph, the paragraph as large as
 * `/#/PersonIndex`'s largest paint (its questionnaire dialog's question, one line of 18 characters).
 */
import { createRoot } from 'react-dom/client';

createRoot(document.getElementById('root')!).render(
  <main>
    <h1>健康问卷调查</h1>
    <p>是否通过健康问卷调查为您生成体检套餐？</p>
  </main>,
);
