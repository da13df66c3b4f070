// Where the end-user script's React is installed (this folder is an npm workspace whose only job is to
// hold React 18.3 beside the project's React 19): the script's build and the first-paint bench's bare
// React page both bundle it from here, so the bench compares like with like.
import { fileURLToPath } from 'node:url';

/** The folder holding `react` and `react-dom` 18.3 (with their `scheduler`). */
export const SCRIPT_REACT_MODULES = fileURLToPath(new URL('./node_modules', import.meta.url));

/** Bare imports of React (and its subpaths) -> that copy, as a Vite/Rolldown alias list. */
export const SCRIPT_REACT_ALIAS = [
  { find: /^react(\/.*)?$/, replacement: `${SCRIPT_REACT_MODULES}/react$1` },
  { find: /^react-dom(\/.*)?$/, replacement: `${SCRIPT_REACT_MODULES}/react-dom$1` },
];

/** The same for esbuild (its aliases cover subpaths: react-dom/client). */
export const SCRIPT_REACT_ESBUILD_ALIAS = { react: `${SCRIPT_REACT_MODULES}/react`, 'react-dom': `${SCRIPT_REACT_MODULES}/react-dom` };
