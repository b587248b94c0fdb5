// A React 19 app built with Vite that uses innkit through its bundler entry: `import 'innkit'`
// resolves (package.json's `module` condition) to dist/innkit.bundler.js, whose literal
// import()s Vite follows, so every element's chunks are bundled with the app.
import 'innkit';
import 'innkit/themes/lake.css';
import { createRoot } from 'react-dom/client';
import { App } from './App';

createRoot(document.getElementById('root')!).render(<App />);
