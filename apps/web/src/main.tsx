import './index.css';

// A shop page's HTML may come with its first screen drawn by the server, and the queries it was drawn from.
const firstScreenState = document.getElementById('first-screen-state')?.textContent ?? null;
const startApp = () => import('./start').then(({ start }) => start(firstScreenState));

// The browser paints a drawn first screen before the app's scripts run: on a phone they take a while, and a
// browser runs them before its first paint when they arrive with the page. The HTML names them all, so they
// download meanwhile.
if (firstScreenState) requestAnimationFrame(() => setTimeout(() => void startApp()));
else void startApp();
