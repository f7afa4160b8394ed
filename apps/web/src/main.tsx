import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import './index.css';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element to render into.');

const root = createRoot(container);
// As a transition the first render yields to the browser every few milliseconds instead of blocking
// input for the whole of it (slow phones).
startTransition(() => {
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
