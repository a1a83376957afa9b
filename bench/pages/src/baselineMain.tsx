/** React and ReactDOM rendering one element: the bytes both booking screens carry before any library of their own. */
import { createRoot } from 'react-dom/client';

createRoot(document.getElementById('root')!).render(<main />);
